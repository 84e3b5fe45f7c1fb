import { useMutation } from '@tanstack/react-query';
import { ALPHABETS, CODE_LENGTH, CODE_LEVELS, type CodeRule, URL_FORMS } from '@trace/contract/tagging';
import { Button, Form, type FormInstance, Input, InputNumber, List, Select, Space, Switch, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { write } from '../../api/http.ts';
import { required } from '../../components/form-rules.ts';
import { keywordFilter } from '../../components/list-filters.tsx';
import { QrImage } from '../../components/qr-image.tsx';
import { ResourcePage, statusColumn, timeColumn } from '../../components/resource-page.tsx';
import { ScanHostBar } from './scan-host-bar.tsx';
import { useSetRuleStatus } from './use-rule-status.ts';

const DEFAULTS = { page: '1', page_size: '20', sort: '-created_at' };

/** Sample codes of the rule being edited, with the QR of the first. */
function RulePreview({ form }: { form: FormInstance }) {
  const { t } = useTranslation();
  const preview = useMutation({
    mutationFn: () => write('/api/tagging/coderules/preview', form.getFieldsValue()),
  });
  const first = preview.data?.samples[0];
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Button onClick={() => preview.mutate()} loading={preview.isPending} data-testid="rule-preview">
        {t('tagging.preview')}
      </Button>
      {first ? (
        <Space align="start" size="large">
          <QrImage text={first.url} />
          <List
            size="small"
            dataSource={preview.data?.samples}
            renderItem={(s) => (
              <List.Item>
                <Space direction="vertical" size={0}>
                  <Typography.Text code data-testid="sample-code">
                    {s.code}
                  </Typography.Text>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {s.url}
                    {s.anti_code ? ` · ${t('common.labelValue', { label: t('tagging.antiCode'), value: s.anti_code })}` : ''}
                  </Typography.Text>
                </Space>
              </List.Item>
            )}
          />
        </Space>
      ) : null}
    </Space>
  );
}

/** Code rules (`coderule`): level, length, alphabet, prefix, check character, anti-code and URL form. */
export default function CoderulePage() {
  const { t } = useTranslation();
  const setStatus = useSetRuleStatus();
  return (
    <>
      <ScanHostBar />
      <ResourcePage<CodeRule>
        area="tagging"
        resource="coderules"
        menuKey="coderule"
        title={t('menu.coderule')}
        defaults={DEFAULTS}
        filters={[
          keywordFilter(t),
          <Form.Item key="level" name="level" label={t('tagging.level')}>
            <Select allowClear style={{ width: 120 }} options={CODE_LEVELS.map((l) => ({ value: l, label: t(`tagging.level_${l}`) }))} />
          </Form.Item>,
        ]}
        empty={t('tagging.emptyRules')}
        addLabel={t('tagging.ruleAdd')}
        editLabel={t('tagging.ruleEdit')}
        nameOf={(r) => r.name}
        noStatus
        initialValues={{
          level: 'item',
          length: 16,
          alphabet: 'crockford32',
          prefix: '',
          check_char: false,
          anti_code_length: 0,
          url_form: 'short',
        }}
        moreActions={(r) => [
          {
            key: 'status',
            label: r.status === 1 ? t('tagging.disable') : t('tagging.enable'),
            roles: ['coderule:update'],
            onClick: () => setStatus.mutate({ id: r.id, status: r.status === 1 ? 0 : 1 }),
            // Disabling stops new orders on the rule, so it asks first; enabling acts at once.
            confirm: r.status === 1 ? t('tagging.confirmDisableRule', { name: r.name }) : undefined,
            danger: r.status === 1,
            testId: `rule-toggle-${r.id}`,
          },
        ]}
        columns={[
          { title: t('tagging.ruleName'), dataIndex: 'name', key: 'name', sorter: true },
          { title: t('tagging.level'), dataIndex: 'level', key: 'level', render: (v: string) => <Tag>{t(`tagging.level_${v}`)}</Tag> },
          { title: t('tagging.length'), dataIndex: 'length', key: 'length', align: 'right' },
          { title: t('tagging.alphabet'), dataIndex: 'alphabet', key: 'alphabet', render: (v: string) => t(`tagging.alphabet_${v}`) },
          { title: t('tagging.prefix'), dataIndex: 'prefix', key: 'prefix', render: (v: string) => (v ? <code>{v}</code> : null) },
          { title: t('tagging.urlForm'), dataIndex: 'url_form', key: 'url_form', render: (v: string) => t(`tagging.urlForm_${v}`) },
          { title: t('tagging.entropy'), dataIndex: 'entropy_bits', key: 'entropy_bits', align: 'right' },
          {
            title: t('tagging.inUse'),
            dataIndex: 'in_use',
            key: 'in_use',
            render: (v: boolean) => (v ? <Tag color="orange">{t('base.yes')}</Tag> : null),
          },
          statusColumn(t('base.status')),
          timeColumn(t('base.createdAt')),
        ]}
        form={(form) => (
          <>
            <Form.Item htmlFor="rule_name" name="name" label={t('tagging.ruleName')} rules={[required(t)]}>
              <Input id="rule_name" maxLength={64} />
            </Form.Item>
            <Space wrap>
              <Form.Item htmlFor="rule_level" name="level" label={t('tagging.level')} rules={[required(t)]}>
                <Select
                  id="rule_level"
                  style={{ width: 140 }}
                  options={CODE_LEVELS.map((l) => ({ value: l, label: t(`tagging.level_${l}`) }))}
                />
              </Form.Item>
              <Form.Item htmlFor="rule_url_form" name="url_form" label={t('tagging.urlForm')}>
                <Select
                  id="rule_url_form"
                  style={{ width: 220 }}
                  options={URL_FORMS.map((f) => ({ value: f, label: t(`tagging.urlForm_${f}`) }))}
                />
              </Form.Item>
            </Space>
            <Form.Item noStyle shouldUpdate={(a, b) => a.url_form !== b.url_form}>
              {({ getFieldValue }) =>
                getFieldValue('url_form') === 'sscc' ? (
                  <Typography.Paragraph type="secondary">{t('tagging.ssccHint')}</Typography.Paragraph>
                ) : (
                  <>
                    <Space wrap>
                      <Form.Item htmlFor="rule_length" name="length" label={t('tagging.length')} extra={t('tagging.lengthHint')}>
                        <InputNumber id="rule_length" min={CODE_LENGTH.min} max={CODE_LENGTH.max} />
                      </Form.Item>
                      <Form.Item htmlFor="rule_alphabet" name="alphabet" label={t('tagging.alphabet')}>
                        <Select
                          id="rule_alphabet"
                          style={{ width: 260 }}
                          options={Object.keys(ALPHABETS).map((a) => ({ value: a, label: t(`tagging.alphabet_${a}`) }))}
                        />
                      </Form.Item>
                    </Space>
                    <Space wrap>
                      <Form.Item htmlFor="rule_prefix" name="prefix" label={t('tagging.prefix')}>
                        <Input id="rule_prefix" maxLength={8} style={{ width: 140 }} />
                      </Form.Item>
                      <Form.Item htmlFor="rule_check_char" name="check_char" label={t('tagging.checkChar')} valuePropName="checked">
                        <Switch id="rule_check_char" />
                      </Form.Item>
                      <Form.Item htmlFor="rule_anti_code" name="anti_code_length" label={t('tagging.antiCodeLength')}>
                        <Select
                          id="rule_anti_code"
                          style={{ width: 120 }}
                          options={[0, 4, 5, 6, 7, 8].map((n) => ({ value: n, label: n === 0 ? t('tagging.none') : String(n) }))}
                        />
                      </Form.Item>
                    </Space>
                  </>
                )
              }
            </Form.Item>
            <Form.Item htmlFor="rule_remark" name="remark" label={t('tagging.remark')}>
              <Input id="rule_remark" maxLength={200} />
            </Form.Item>
            <RulePreview form={form} />
          </>
        )}
      />
    </>
  );
}
