import { useMutation, useQueryClient } from '@tanstack/react-query';
import { buttonCode } from '@trace/contract/catalogue';
import {
  DELIVERY_EXCEPTION_KINDS,
  DELIVERY_EXCEPTION_STATES,
  DELIVERY_NOTE_MAX,
  type DeliveryException,
  type DeliveryExceptionState,
  deliveryExceptionClose,
} from '@trace/contract/delivery-exception';
import { Form, Input, Modal, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deliveryExceptions, deliveryExceptionsApi } from '../../api/delivery-exceptions.ts';
import { toastSuccess } from '../../api/feedback.ts';
import { required, schemaRule, showRefusedFields } from '../../components/form-rules.ts';
import { ListPage, listDefaults } from '../../components/list-page.tsx';
import { CodeLink } from '../../components/page-link.tsx';
import { codeColumn, timeColumn } from '../../components/resource-page.tsx';
import { parseTime } from '../../components/time.ts';
import { formatNumber } from '../../utils/format.ts';

const DEFAULTS = listDefaults('-created_at');
const STATE_COLOURS: Record<DeliveryExceptionState, string> = { open: 'orange', resolved: 'green', dismissed: 'default' };
const count = (n: number | null) => (n === null ? '' : formatNumber(n));

type Closing = { outcome: 'resolve' | 'dismiss'; exception: DeliveryException } | null;

/** What a row says happened: the person's note, or the scan's own finding for a container it raised. */
function detailOf(t: TFunction, row: DeliveryException): string {
  if (row.detail) return row.detail;
  if (row.reported_by === '' && row.expected_count !== null && row.found_count !== null)
    return t('physical.exceptionMismatchDetail', { expected: row.expected_count, found: row.found_count });
  return '';
}

/**
 * Delivery exceptions (`deliveryorder`): production-data problems found at outbound orders —
 * containers whose recorded items differ from their packaging (raised by the scan itself), and
 * what people at the dock reported from the scanning page. Filters by kind, state, order, code
 * and day; an open one is resolved or dismissed with a note in a dialog; export.
 */
export default function DeliveryorderPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [closing, setClosing] = useState<Closing>(null);
  const [form] = Form.useForm<{ note: string }>();
  const close = useMutation({
    mutationFn: ({ id, outcome, note }: { id: number; outcome: 'resolve' | 'dismiss'; note: string }) =>
      deliveryExceptionsApi.close(id, outcome, note),
    onSuccess: (_, { outcome }) => {
      toastSuccess(t(outcome === 'resolve' ? 'physical.exceptionResolved' : 'physical.exceptionDismissed'));
      setClosing(null);
      void client.invalidateQueries({ queryKey: deliveryExceptions.key });
    },
    onError: (error) => showRefusedFields(form, error),
  });
  const ask = (outcome: 'resolve' | 'dismiss', exception: DeliveryException) => {
    form.resetFields();
    setClosing({ outcome, exception });
  };

  const columns: ColumnsType<DeliveryException> = [
    timeColumn(t('base.createdAt'), 'created_at'),
    {
      title: t('physical.exceptionKind'),
      dataIndex: 'kind',
      key: 'kind',
      width: 190,
      render: (kind: DeliveryException['kind']) => <Tag data-testid="exception-kind">{t(`physical.exceptionKind_${kind}`)}</Tag>,
    },
    {
      title: t('codes.code'),
      dataIndex: 'code',
      key: 'code',
      width: 220,
      render: (code: string, row) =>
        row.known ? (
          <CodeLink code={code} testId="exception-code" />
        ) : (
          <Tooltip title={row.raw_value}>
            <Typography.Text code copyable={{ text: row.raw_value }} data-testid="exception-code">
              {code}
            </Typography.Text>
          </Tooltip>
        ),
    },
    {
      title: t('physical.level'),
      dataIndex: 'level',
      key: 'level',
      width: 90,
      render: (level: DeliveryException['level']) => (level ? t(`tagging.level_${level}`) : ''),
    },
    { title: t('base.product'), dataIndex: 'product_name', key: 'product_name', width: 200 },
    { ...codeColumn<DeliveryException>(t('physical.shipmentNo'), 'shipment_no'), sorter: false, width: 170 },
    { title: t('base.warehouse'), dataIndex: 'warehouse_name', key: 'warehouse_name', width: 160 },
    { title: t('physical.expectedCount'), dataIndex: 'expected_count', key: 'expected_count', align: 'right', width: 110, render: count },
    { title: t('physical.foundCount'), dataIndex: 'found_count', key: 'found_count', align: 'right', width: 110, render: count },
    { title: t('physical.exceptionDetail'), key: 'detail', width: 260, render: (_, row) => detailOf(t, row) },
    {
      title: t('physical.reportedBy'),
      dataIndex: 'reported_by',
      key: 'reported_by',
      width: 130,
      render: (who: string) => who || t('physical.reportedBySystem'),
    },
    {
      title: t('base.status'),
      dataIndex: 'status',
      key: 'status',
      width: 110,
      render: (status: DeliveryExceptionState) => (
        <Tag color={STATE_COLOURS[status]} data-testid="exception-state">
          {t(`physical.exceptionState_${status}`)}
        </Tag>
      ),
    },
    {
      title: t('physical.resolution'),
      dataIndex: 'resolution',
      key: 'resolution',
      width: 260,
      render: (note: string, row) =>
        row.closed_at ? (
          <Tooltip title={`${row.closed_by} · ${parseTime(row.closed_at)}`}>
            <span data-testid="exception-resolution">{note}</span>
          </Tooltip>
        ) : null,
    },
    timeColumn(t('physical.closedAt'), 'closed_at'),
  ];

  const target = closing?.exception;
  return (
    <ListPage<DeliveryException, 'deliveryorder'>
      menuKey="deliveryorder"
      api={deliveryExceptions}
      defaults={DEFAULTS}
      filters={[
        {
          kind: 'select',
          name: 'kind',
          label: t('physical.exceptionKind'),
          width: 200,
          options: DELIVERY_EXCEPTION_KINDS.map((kind) => ({ value: kind, label: t(`physical.exceptionKind_${kind}`) })),
        },
        {
          kind: 'select',
          name: 'status',
          label: t('base.status'),
          width: 130,
          options: DELIVERY_EXCEPTION_STATES.map((state) => ({ value: state, label: t(`physical.exceptionState_${state}`) })),
        },
        { kind: 'text', name: 'keyword', label: t('physical.shipmentNo'), width: 180 },
        { kind: 'text', name: 'code', label: t('codes.code'), width: 200 },
        { kind: 'date', name: 'from', label: t('physical.createdFrom') },
        { kind: 'date', name: 'to', label: t('physical.createdTo') },
      ]}
      columns={columns}
      rowActions={(row) =>
        row.status === 'open'
          ? [
              {
                key: 'resolve',
                label: t('physical.exceptionResolve'),
                roles: [buttonCode('deliveryorder', 'update')],
                onClick: () => ask('resolve', row),
                testId: 'exception-resolve',
              },
              {
                key: 'dismiss',
                label: t('physical.exceptionDismiss'),
                roles: [buttonCode('deliveryorder', 'update')],
                onClick: () => ask('dismiss', row),
                testId: 'exception-dismiss',
              },
            ]
          : []
      }
      actionLinks={2}
      empty={t('physical.exceptionsEmpty')}
    >
      <Modal
        open={closing !== null}
        title={target ? t(closing?.outcome === 'resolve' ? 'physical.resolveTitle' : 'physical.dismissTitle', { code: target.code }) : ''}
        okText={closing?.outcome === 'resolve' ? t('physical.exceptionResolve') : t('physical.exceptionDismiss')}
        okButtonProps={{ loading: close.isPending, id: 'exception-dialog-ok' }}
        cancelText={t('common.cancel')}
        onCancel={() => setClosing(null)}
        onOk={() => form.submit()}
        destroyOnHidden
      >
        {target && (
          <Typography.Paragraph>
            {t(`physical.exceptionKind_${target.kind}`)} · {target.shipment_no}
            {detailOf(t, target) ? ` · ${detailOf(t, target)}` : ''}
          </Typography.Paragraph>
        )}
        <Typography.Paragraph type="secondary">
          {closing?.outcome === 'resolve' ? t('physical.resolveText') : t('physical.dismissText')}
        </Typography.Paragraph>
        <Form
          form={form}
          layout="vertical"
          onFinish={({ note }) => target && closing && close.mutate({ id: target.id, outcome: closing.outcome, note: note.trim() })}
        >
          <Form.Item
            htmlFor="exception_note"
            name="note"
            label={t('physical.resolutionNote')}
            rules={[required(t), schemaRule(t, deliveryExceptionClose.shape.note, t('physical.resolutionNote'))]}
          >
            <Input.TextArea id="exception_note" maxLength={DELIVERY_NOTE_MAX} rows={3} />
          </Form.Item>
        </Form>
      </Modal>
    </ListPage>
  );
}
