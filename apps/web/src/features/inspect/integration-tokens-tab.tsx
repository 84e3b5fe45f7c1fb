import { useMutation, useQueryClient } from '@tanstack/react-query';
import { buttonCode } from '@trace/contract/catalogue';
import {
  INTEGRATION_GRANTS,
  INTEGRATION_TOKEN_STATES,
  type IntegrationGrant,
  type IntegrationToken,
  type IntegrationTokenWithSecret,
} from '@trace/contract/epcis';
import { Form, Input, Space, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { integrationTokens } from '../../api/epcis.ts';
import { toastSuccess } from '../../api/feedback.ts';
import type { FormValues } from '../../api/http.ts';
import { CheckboxesField } from '../../components/checkboxes-field.tsx';
import { DateText } from '../../components/date-text.tsx';
import { required } from '../../components/form-rules.ts';
import { ListPage, listDefaults, useDrawerControl } from '../../components/list-page.tsx';
import { timeColumn } from '../../components/resource-page.tsx';
import type { RowAction } from '../../components/row-actions.tsx';
import { SecretOnceDialog, type ShownSecret } from '../../components/secret-once-dialog.tsx';
import { parseTime } from '../../components/time.ts';

/** The information inquiry's tab of integration tokens, shown to holders of its button. */
export const INTEGRATION_TAB = 'integration' as const;
export const INTEGRATION = buttonCode('informationinquiry', 'integration');
const DEFAULTS = { ...listDefaults('-created_at'), tab: INTEGRATION_TAB };
const KEEP = ['tab'];

type TokenState = IntegrationToken['state'];
const STATE_COLOURS: Record<TokenState, string> = { live: 'green', expired: 'orange', revoked: 'red' };
/** `epcis:read` → `grant_epcis_read`: a grant's key in the strings. */
const grantKey = (grant: IntegrationGrant) => grant.replace(':', '_');

type Values = { name?: string; grants?: IntegrationGrant[]; expires_on?: string | null };

/** What issue and update send from the form: the name trimmed, the grants in their declared order, no last day as null. */
export function tokenBody(values: Values) {
  return {
    name: (values.name ?? '').trim(),
    grants: INTEGRATION_GRANTS.filter((grant) => values.grants?.includes(grant)),
    expires_on: values.expires_on || null,
  };
}

/**
 * A token's actions, all behind the integration button: a live one's edit, rotate and revoke; an
 * expired one is given a later last day before a new secret (the server refuses that rotation); a
 * revoked one has none.
 */
export function tokenActions(
  t: TFunction,
  row: IntegrationToken,
  on: { edit: () => void; rotate: () => void; revoke: () => void },
): RowAction[] {
  if (row.state === 'revoked') return [];
  const actions: RowAction[] = [
    { key: 'edit', label: t('common.edit'), roles: [INTEGRATION], onClick: on.edit, testId: 'token-edit' },
    {
      key: 'rotate',
      label: t('codes.tokenRotate'),
      roles: [INTEGRATION],
      onClick: on.rotate,
      confirm: t('codes.tokenRotateConfirm', { name: row.name }),
      danger: true,
      testId: 'token-rotate',
    },
    {
      key: 'revoke',
      label: t('codes.tokenRevoke'),
      roles: [INTEGRATION],
      onClick: on.revoke,
      confirm: t('codes.tokenRevokeConfirm', { name: row.name }),
      danger: true,
      testId: 'token-revoke',
    },
  ];
  return row.state === 'expired' ? actions.filter((action) => action.key !== 'rotate') : actions;
}

function TokenFields() {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item
        htmlFor="token_name"
        name="name"
        label={t('base.name')}
        rules={[required(t), { whitespace: true, message: t('common.fieldRequired') }]}
      >
        <Input id="token_name" maxLength={64} placeholder={t('codes.tokenNameHint')} />
      </Form.Item>
      <Form.Item
        name="grants"
        label={t('codes.tokenGrants')}
        rules={[{ required: true, type: 'array', min: 1, message: t('codes.tokenGrantsNeeded') }]}
      >
        <CheckboxesField<IntegrationGrant>
          label={t('codes.tokenGrants')}
          options={INTEGRATION_GRANTS.map((grant) => ({
            value: grant,
            label: t(`codes.grant_${grantKey(grant)}`),
            help: t(`codes.grantHelp_${grantKey(grant)}`),
          }))}
        />
      </Form.Item>
      <Form.Item htmlFor="token_expires_on" name="expires_on" label={t('codes.tokenExpiresOn')} extra={t('codes.tokenExpiresOnHelp')}>
        <DateText id="token_expires_on" />
      </Form.Item>
    </>
  );
}

/**
 * Integration tokens: the credentials partner systems call the EPCIS API with, issued, changed,
 * rotated and revoked here. A token's secret is shown once, when it is issued or rotated; the
 * list shows only its start. Revoked tokens stay listed, without actions.
 */
export function IntegrationTokensTab() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const drawer = useDrawerControl<IntegrationToken>();
  const [shown, setShown] = useState<ShownSecret | null>(null);
  const refresh = () => void client.invalidateQueries({ queryKey: integrationTokens.key });
  const showSecret = (token: IntegrationTokenWithSecret) => setShown({ name: token.name, secret: token.token });
  const rotate = useMutation({
    mutationFn: (row: IntegrationToken) => integrationTokens.rotate(row.id),
    onSuccess: (token) => {
      showSecret(token);
      refresh();
    },
    // A token revoked meanwhile is refused with the server's message: the list is read again.
    onError: refresh,
  });
  const revoke = useMutation({
    mutationFn: (row: IntegrationToken) => integrationTokens.revoke(row.id),
    onSuccess: (token) => {
      toastSuccess(t('codes.tokenRevoked', { name: token.name }));
      refresh();
    },
    onError: refresh,
  });

  const columns: ColumnsType<IntegrationToken> = [
    { title: t('base.name'), dataIndex: 'name', key: 'name', sorter: true, width: 140 },
    {
      title: t('codes.tokenGrants'),
      dataIndex: 'grants',
      key: 'grants',
      width: 150,
      // Both tags side by side where there is room, else one under the other: never cut.
      ellipsis: false,
      render: (grants: IntegrationGrant[]) => (
        <Space size={4} wrap>
          {grants.map((grant) => (
            <Tag key={grant} title={t(`codes.grant_${grantKey(grant)}`)} data-testid="token-grant">
              {t(`codes.grantTag_${grantKey(grant)}`)}
            </Tag>
          ))}
        </Space>
      ),
    },
    {
      title: t('codes.tokenHint'),
      dataIndex: 'hint',
      key: 'hint',
      // As wide as the hint, which tells tokens apart, also where the other columns give up room.
      width: 150,
      render: (hint: string) => (
        <Typography.Text code data-testid="token-hint">
          {hint}…
        </Typography.Text>
      ),
    },
    {
      title: t('base.status'),
      dataIndex: 'state',
      key: 'state',
      width: 90,
      render: (state: TokenState) => (
        <Tag color={STATE_COLOURS[state]} data-testid="token-state">
          {t(`codes.tokenState_${state}`)}
        </Tag>
      ),
    },
    {
      title: t('codes.tokenExpiresOn'),
      dataIndex: 'expires_on',
      key: 'expires_on',
      width: 120,
      render: (day: string | null) => day ?? t('codes.tokenNoLastDay'),
    },
    {
      ...timeColumn<IntegrationToken>(t('codes.tokenLastUsed'), 'last_used_at'),
      width: 160,
      render: (time: string | null) => parseTime(time) ?? t('codes.tokenNeverUsed'),
    },
    { title: t('codes.tokenIssuedBy'), dataIndex: 'created_by_name', key: 'created_by_name', width: 100 },
    { ...timeColumn<IntegrationToken>(t('codes.tokenIssuedAt'), 'created_at'), width: 160 },
  ];

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }} data-testid="integration-intro">
        {t('codes.integrationIntro')}
      </Typography.Paragraph>
      <ListPage<IntegrationToken, 'informationinquiry'>
        menuKey="informationinquiry"
        title={t('codes.integrationTokens')}
        api={integrationTokens}
        defaults={DEFAULTS}
        keepParams={KEEP}
        storageKey="informationinquiry-integration"
        exportPath={false}
        filters={[
          {
            kind: 'text',
            name: 'keyword',
            label: t('base.keyword'),
            placeholder: t('codes.tokenKeywordHint'),
            width: 200,
            maxLength: 64,
          },
          {
            kind: 'select',
            name: 'state',
            label: t('base.status'),
            placeholder: t('codes.allTokenStates'),
            width: 150,
            options: INTEGRATION_TOKEN_STATES.map((state) => ({ value: state, label: t(`codes.tokenState_${state}`) })),
          },
        ]}
        columns={columns}
        rowActions={(row) =>
          tokenActions(t, row, { edit: () => drawer.edit(row), rotate: () => rotate.mutate(row), revoke: () => revoke.mutate(row) })
        }
        actionLinks={1}
        empty={t('codes.tokensEmpty')}
        add={{ label: t('codes.tokenIssue'), grant: INTEGRATION, testId: 'token-issue' }}
        drawer={{
          control: drawer,
          editLabel: t('codes.tokenEdit'),
          form: () => <TokenFields />,
          initialValues: { grants: ['epcis:read'], expires_on: null },
          noStatus: true,
          testId: 'token',
          save: (body: FormValues, record) =>
            record ? integrationTokens.update({ id: record.id, ...tokenBody(body) }) : integrationTokens.add(tokenBody(body)),
          onSaved: (saved, added) => {
            if (added) showSecret(saved as IntegrationTokenWithSecret);
          },
        }}
      >
        <SecretOnceDialog
          secret={shown?.secret ?? null}
          title={shown ? t('codes.tokenSecretTitle', { name: shown.name }) : ''}
          once={t('codes.tokenOnce')}
          done={t('codes.tokenDone')}
          testId="token-secret"
          width={720}
          onClose={() => setShown(null)}
          usage={{
            title: t('codes.tokenUseTitle'),
            paragraphs: [t('codes.tokenUse')],
            sample: `curl -H "Authorization: Bearer <token>" ${window.location.origin}/epcis/events`,
            sampleTestId: 'token-sample',
          }}
        />
      </ListPage>
    </Space>
  );
}
