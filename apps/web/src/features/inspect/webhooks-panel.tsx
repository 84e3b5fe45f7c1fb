import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { buttonCode } from '@trace/contract/catalogue';
import {
  DELIVERY_ATTEMPTS,
  DELIVERY_STATES,
  type Delivery,
  type DeliveryState,
  WEBHOOK_EVENTS,
  WEBHOOKS_MAX,
  type Webhook,
  type WebhookEvent,
  webhookInput,
} from '@trace/contract/webhook';
import { Button, Card, Empty, Form, Input, Space, Switch, Table, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../api/feedback.ts';
import type { FormValues } from '../../api/http.ts';
import { WEBHOOKS_KEY, webhookDeliveries, webhooksApi } from '../../api/webhooks.ts';
import { CheckboxesField, type CheckboxesProps } from '../../components/checkboxes-field.tsx';
import { ConfirmToggle } from '../../components/confirm-toggle.tsx';
import { DataTable } from '../../components/data-table.tsx';
import { required, schemaRule } from '../../components/form-rules.ts';
import { FilterItem, type FilterSpec, listDefaults, useDrawerControl } from '../../components/list-page.tsx';
import { usePermission } from '../../components/permission.tsx';
import { RecordDrawer } from '../../components/record-drawer.tsx';
import { timeColumn } from '../../components/resource-page.tsx';
import { ActionsCell, actionsColumn, type RowAction } from '../../components/row-actions.tsx';
import type { ShownSecret } from '../../components/secret-once-dialog.tsx';
import { parseTime } from '../../components/time.ts';
import { useListParams } from '../../components/use-list-params.ts';
import { formatNumber } from '../../utils/format.ts';
import { WarningLink } from './warning-link.tsx';
import { WebhookSecretModal } from './webhook-secret-modal.tsx';

const UPDATE = buttonCode('queryconsumerwarning', 'update');
/** The deliveries' URL state on the webhooks tab of the warnings page. */
export const WEBHOOKS_TAB = 'webhooks';
const DELIVERY_DEFAULTS = { ...listDefaults('-created_at'), tab: WEBHOOKS_TAB };
const KEEP = ['tab'];
/** While something waits to be sent, the counts and the deliveries are read again this often. */
const POLL_MS = 2000;

const DELIVERY_COLOURS: Record<DeliveryState, string> = { pending: 'blue', delivered: 'green', failed: 'red' };
/** A subscription's counts, in the order its column's title names them. */
const COUNTED: readonly DeliveryState[] = ['delivered', 'pending', 'failed'];

type Values = { name?: string; url?: string; events?: WebhookEvent[]; enabled?: boolean };

/** What add and update send from the form: text trimmed, the events in their declared order. */
export function webhookBody(values: Values) {
  return {
    name: (values.name ?? '').trim(),
    url: (values.url ?? '').trim(),
    events: WEBHOOK_EVENTS.filter((event) => values.events?.includes(event)),
    enabled: values.enabled ?? true,
  };
}

/** The colour of a receiver's answer: 2xx green, any other status red, none (refused, timed out) orange. */
export function answerColour(status: number | null): string {
  if (status === null) return 'orange';
  return status >= 200 && status < 300 ? 'green' : 'red';
}

/** A subscription's actions: its deliveries for everyone, the writes behind the update grant. */
export function webhookActions(
  t: TFunction,
  row: Webhook,
  on: { deliveries: () => void; edit: () => void; renew: () => void; remove: () => void },
): RowAction[] {
  return [
    {
      key: 'deliveries',
      label: t('warning.webhookDeliveries'),
      roles: ['queryconsumerwarning'],
      onClick: on.deliveries,
      testId: 'webhook-deliveries',
    },
    { key: 'edit', label: t('common.edit'), roles: [UPDATE], onClick: on.edit, testId: 'webhook-edit' },
    {
      key: 'renew',
      label: t('warning.webhookRenew'),
      roles: [UPDATE],
      onClick: on.renew,
      confirm: t('warning.webhookRenewConfirm', { name: row.name }),
      danger: true,
      testId: 'webhook-renew',
    },
    {
      key: 'delete',
      label: t('common.delete'),
      roles: [UPDATE],
      onClick: on.remove,
      confirm: t('warning.webhookDeleteConfirm', { name: row.name }),
      danger: true,
      testId: 'webhook-delete',
    },
  ];
}

export function DeliveryStateTag({ state }: { state: DeliveryState }) {
  const { t } = useTranslation();
  return (
    <Tag color={DELIVERY_COLOURS[state]} data-testid="delivery-state">
      {t(`warning.delivery_${state}`)}
    </Tag>
  );
}

function EventTags({ events }: { events: readonly WebhookEvent[] }) {
  const { t } = useTranslation();
  return (
    <Space size={4} wrap>
      {events.map((event) => (
        <Tag key={event}>{t(`warning.event_${event.replace('.', '_')}`)}</Tag>
      ))}
    </Space>
  );
}

/** The events as checkboxes, each with what it sends. */
function EventsField(props: Omit<CheckboxesProps<WebhookEvent>, 'options'>) {
  const { t } = useTranslation();
  return (
    <CheckboxesField<WebhookEvent>
      {...props}
      options={WEBHOOK_EVENTS.map((event) => ({
        value: event,
        label: t(`warning.event_${event.replace('.', '_')}`),
        help: t(`warning.eventHelp_${event.replace('.', '_')}`),
      }))}
    />
  );
}

function WebhookFields() {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item
        htmlFor="webhook_name"
        name="name"
        label={t('base.name')}
        rules={[required(t), { whitespace: true, message: t('common.fieldRequired') }]}
      >
        <Input id="webhook_name" maxLength={50} placeholder={t('warning.webhookNameHint')} />
      </Form.Item>
      <Form.Item
        htmlFor="webhook_url"
        name="url"
        label={t('warning.webhookUrl')}
        extra={t('warning.webhookUrlHelp')}
        rules={[required(t), schemaRule(t, webhookInput.shape.url, t('warning.webhookUrl'))]}
      >
        <Input id="webhook_url" maxLength={500} placeholder="https://example.com/hooks/warnings" />
      </Form.Item>
      <Form.Item
        name="events"
        label={t('warning.webhookEvents')}
        rules={[{ required: true, type: 'array', min: 1, message: t('warning.webhookEventsNeeded') }]}
      >
        <EventsField label={t('warning.webhookEvents')} />
      </Form.Item>
      <Form.Item name="enabled" label={t('warning.webhookSending')} valuePropName="checked" extra={t('warning.webhookSendingHelp')}>
        <Switch checkedChildren={t('base.enabled')} unCheckedChildren={t('base.disabled')} />
      </Form.Item>
    </>
  );
}

/**
 * The webhooks of warnings: the enterprise's subscriptions with their deliveries counted, added
 * and edited in the record drawer, each new secret shown once; below, the deliveries (of one
 * subscription when picked), with the receiver's last answer and a way to send a failed one again.
 */
export function WebhooksPanel() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const mayWrite = usePermission([UPDATE]);
  const { values, update } = useListParams(DELIVERY_DEFAULTS, KEEP);
  const drawer = useDrawerControl<Webhook>();
  const [secret, setSecret] = useState<ShownSecret | null>(null);
  const hooks = useQuery({
    queryKey: [...WEBHOOKS_KEY, 'list'],
    queryFn: webhooksApi.list,
    refetchInterval: (q) => ((q.state.data ?? []).some((hook) => hook.pending > 0) ? POLL_MS : false),
  });
  const refresh = () => void client.invalidateQueries({ queryKey: WEBHOOKS_KEY });
  const toggle = useMutation({
    mutationFn: ({ row, enabled }: { row: Webhook; enabled: boolean }) =>
      webhooksApi.update({ id: row.id, ...webhookBody({ ...row, enabled }) }),
    onSuccess: (saved) => {
      toastSuccess(t(saved.enabled ? 'warning.webhookOn' : 'warning.webhookOff', { name: saved.name }));
      refresh();
    },
  });
  const renew = useMutation({
    mutationFn: (row: Webhook) => webhooksApi.renew(row.id),
    onSuccess: (saved) => {
      setSecret({ name: saved.name, secret: saved.secret });
      refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (row: Webhook) => webhooksApi.remove(row.id),
    onSuccess: (_, row) => {
      toastSuccess(t('warning.webhookDeleted', { name: row.name }));
      if (values.subscription_id === String(row.id)) update({ subscription_id: undefined, page: 1 });
      refresh();
    },
  });
  const redeliver = useMutation({
    mutationFn: (row: Delivery) => webhooksApi.redeliver(row.id),
    onSuccess: () => {
      toastSuccess(t('warning.redelivered'));
      refresh();
    },
    // A delivery no longer failed (sent meanwhile) is refused with the server's message: the list is read again.
    onError: refresh,
  });
  const list = hooks.data ?? [];
  const deliveryFilters: FilterSpec[] = [
    {
      kind: 'select',
      name: 'subscription_id',
      id: 'subscription',
      label: t('warning.webhook'),
      placeholder: t('warning.allWebhooks'),
      width: 220,
      options: list.map((hook) => ({ value: String(hook.id), label: hook.name })),
    },
    {
      kind: 'select',
      name: 'state',
      label: t('base.status'),
      placeholder: t('warning.allStates'),
      width: 150,
      options: DELIVERY_STATES.map((state) => ({ value: state, label: t(`warning.delivery_${state}`) })),
    },
  ];

  const hookColumns: ColumnsType<Webhook> = [
    { title: t('base.name'), dataIndex: 'name', key: 'name', width: 150, ellipsis: true },
    {
      title: t('warning.webhookUrl'),
      dataIndex: 'url',
      key: 'url',
      width: 240,
      ellipsis: { showTitle: false },
      render: (url: string) => (
        <Tooltip title={url}>
          <Typography.Text code data-testid="webhook-url">
            {url}
          </Typography.Text>
        </Tooltip>
      ),
    },
    {
      title: t('warning.webhookSending'),
      dataIndex: 'enabled',
      key: 'enabled',
      width: 90,
      render: (enabled: boolean, row) => (
        <ConfirmToggle
          on={enabled}
          onChange={(next) => toggle.mutate({ row, enabled: next })}
          question={t('warning.webhookOffConfirm', { name: row.name })}
          disabled={!mayWrite}
          loading={toggle.isPending && toggle.variables?.row.id === row.id}
          testId="webhook-enabled"
          ariaLabel={t('warning.webhookSendingOf', { name: row.name })}
        />
      ),
    },
    {
      title: t('warning.webhookCounts'),
      key: 'counts',
      width: 160,
      render: (_, row) => (
        <Space size={4} data-testid="webhook-counts">
          {COUNTED.map((state) => (
            <Tooltip key={state} title={t(`warning.delivery_${state}`)}>
              <Tag color={row[state] > 0 ? DELIVERY_COLOURS[state] : 'default'} data-testid={`webhook-${state}`}>
                {formatNumber(row[state])}
              </Tag>
            </Tooltip>
          ))}
        </Space>
      ),
    },
    {
      title: t('warning.webhookEvents'),
      dataIndex: 'events',
      key: 'events',
      width: 170,
      render: (events: WebhookEvent[]) => <EventTags events={events} />,
    },
    {
      title: t('warning.webhookSecretHint'),
      dataIndex: 'secret_hint',
      key: 'secret_hint',
      width: 110,
      render: (hint: string) => (
        <Typography.Text code data-testid="webhook-secret-hint">
          {hint}
        </Typography.Text>
      ),
    },
    { ...timeColumn<Webhook>(t('base.createdAt'), 'created_at'), sorter: false },
    actionsColumn<Webhook>(t('base.actions'), (row) => (
      <ActionsCell
        actions={webhookActions(t, row, {
          deliveries: () => update({ subscription_id: row.id, page: 1 }),
          edit: () => drawer.edit(row),
          renew: () => renew.mutate(row),
          remove: () => remove.mutate(row),
        })}
      />
    )),
  ];

  const deliveryColumns: ColumnsType<Delivery> = [
    { ...timeColumn<Delivery>(t('warning.deliveryCreatedAt'), 'created_at'), sorter: true },
    { title: t('warning.webhook'), dataIndex: 'subscription_name', key: 'subscription_name', width: 150 },
    {
      title: t('warning.webhookEvent'),
      dataIndex: 'event',
      key: 'event',
      width: 170,
      render: (event: WebhookEvent) => <EventTags events={[event]} />,
    },
    {
      title: t('warning.warningNo'),
      dataIndex: 'warning_id',
      key: 'warning_id',
      width: 110,
      align: 'right',
      render: (id: number) => <WarningLink id={id} bare testId="delivery-warning" />,
    },
    {
      title: t('base.status'),
      dataIndex: 'state',
      key: 'state',
      width: 120,
      render: (state: DeliveryState) => <DeliveryStateTag state={state} />,
    },
    {
      title: t('warning.deliveryAttempts'),
      dataIndex: 'attempts',
      key: 'attempts',
      width: 100,
      align: 'right',
      render: (attempts: number) => `${attempts} / ${DELIVERY_ATTEMPTS}`,
    },
    {
      title: t('warning.lastStatus'),
      dataIndex: 'last_status',
      key: 'last_status',
      width: 130,
      render: (status: number | null, row) =>
        row.attempts === 0 ? null : (
          <Tag color={answerColour(status)} data-testid="delivery-status">
            {status ?? t('warning.noAnswer')}
          </Tag>
        ),
    },
    {
      title: t('warning.lastAnswer'),
      dataIndex: 'last_answer',
      key: 'last_answer',
      width: 240,
      ellipsis: { showTitle: false },
      render: (answer: string) =>
        answer ? (
          <Tooltip title={answer}>
            <Typography.Text code data-testid="delivery-answer">
              {answer}
            </Typography.Text>
          </Tooltip>
        ) : null,
    },
    {
      title: t('warning.nextAttemptAt'),
      dataIndex: 'next_attempt_at',
      key: 'next_attempt_at',
      width: 180,
      render: (v: string | null) => parseTime(v),
    },
    {
      title: t('warning.deliveredAt'),
      dataIndex: 'delivered_at',
      key: 'delivered_at',
      width: 180,
      render: (v: string | null) => parseTime(v),
    },
    actionsColumn<Delivery>(t('base.actions'), (row) =>
      row.state === 'failed' ? (
        <ActionsCell
          actions={[
            {
              key: 'redeliver',
              label: t('warning.redeliver'),
              roles: [UPDATE],
              onClick: () => redeliver.mutate(row),
              testId: 'delivery-redeliver',
            },
          ]}
        />
      ) : null,
    ),
  ];

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="webhooks-panel">
      <Card
        title={t('warning.webhooks')}
        extra={
          <Space wrap>
            {mayWrite ? (
              <Button
                type="primary"
                icon={<PlusOutlined />}
                onClick={drawer.add}
                disabled={list.length >= WEBHOOKS_MAX}
                data-testid="webhook-add"
              >
                {t('warning.webhookAdd')}
              </Button>
            ) : null}
            <Tooltip title={t('common.tagRefresh')}>
              <Button icon={<ReloadOutlined />} aria-label={t('common.tagRefresh')} onClick={refresh} />
            </Tooltip>
          </Space>
        }
      >
        <Typography.Paragraph type="secondary">{t('warning.webhooksIntro', { tries: DELIVERY_ATTEMPTS })}</Typography.Paragraph>
        <Table<Webhook>
          rowKey="id"
          size="middle"
          loading={hooks.isFetching && !hooks.data}
          dataSource={list}
          columns={hookColumns}
          pagination={false}
          scroll={{ x: 1270 }}
          locale={{
            emptyText: hooks.isLoading ? (
              ' '
            ) : (
              <Empty description={t('warning.webhooksEmpty')}>
                {mayWrite ? (
                  <Button type="primary" icon={<PlusOutlined />} onClick={drawer.add}>
                    {t('warning.webhookAdd')}
                  </Button>
                ) : null}
              </Empty>
            ),
          }}
          data-testid="webhooks-table"
        />
      </Card>
      <DataTable<Delivery>
        title={t('warning.deliveries')}
        queryKey={[...WEBHOOKS_KEY, 'deliveries']}
        fetchPage={(query) => webhookDeliveries.page(query)}
        defaults={DELIVERY_DEFAULTS}
        keepParams={KEEP}
        storageKey="queryconsumerwarning-deliveries"
        empty={t('warning.deliveriesEmpty')}
        refetchInterval={(rows) => (rows.some((row) => row.state === 'pending') ? POLL_MS : false)}
        filters={deliveryFilters.map((spec) => <FilterItem key={spec.name} spec={spec} />)}
        columns={deliveryColumns}
      />
      <RecordDrawer<Webhook>
        open={drawer.open}
        record={drawer.record}
        title={drawer.record ? t('warning.webhookEdit') : t('warning.webhookAdd')}
        onClose={drawer.close}
        noStatus
        initialValues={{ enabled: true, events: [...WEBHOOK_EVENTS] }}
        save={(body: FormValues) =>
          drawer.record ? webhooksApi.update({ id: drawer.record.id, ...webhookBody(body) }) : webhooksApi.add(webhookBody(body))
        }
        invalidates={WEBHOOKS_KEY}
        testId="webhook"
        onSaved={(saved, added) => {
          const made = saved as Webhook & { secret?: string };
          if (added && made.secret) setSecret({ name: made.name, secret: made.secret });
        }}
      >
        {() => <WebhookFields />}
      </RecordDrawer>
      <WebhookSecretModal shown={secret} onClose={() => setSecret(null)} />
    </Space>
  );
}
