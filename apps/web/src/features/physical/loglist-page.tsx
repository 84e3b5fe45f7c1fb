import { useMutation, useQueryClient } from '@tanstack/react-query';
import { buttonCode } from '@trace/contract/catalogue';
import { correctableOf, WMS_REASONS, type WmsException, type WmsRecordStatus } from '@trace/contract/wms';
import { DatePicker, Form, Input, InputNumber, Modal, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../api/feedback.ts';
import { wmsApi, wmsExceptions } from '../../api/wms.ts';
import { isoTimeField } from '../../components/date-text.tsx';
import { required, showRefusedFields } from '../../components/form-rules.ts';
import { ListPage, listDefaults } from '../../components/list-page.tsx';
import { timeColumn } from '../../components/resource-page.tsx';

const DEFAULTS = listDefaults('-created_at');
const STATUS_COLOR: Record<WmsRecordStatus, string> = { pending: 'processing', failed: 'error', applied: 'success', dismissed: 'default' };

type Asking = { kind: 'retry' | 'dismiss'; record: WmsException } | null;
type Values = { shipment_no: string; code: string; scanned_at?: string; note: string };

/**
 * The WMS exception log (`loglist`): every uploaded record that did not apply, with its reason.
 * A person corrects the order number, code or scan time and retries it (it applies, or stays failed
 * with the new reason, shown on the field to correct), or dismisses it with a note; records retried
 * or dismissed stay listed. Export.
 */
export default function LoglistPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [asking, setAsking] = useState<Asking>(null);
  const [form] = Form.useForm<Values>();
  const refresh = () => void client.invalidateQueries({ queryKey: wmsExceptions.key });
  const retry = useMutation({
    mutationFn: wmsApi.retry,
    onSuccess: (record) => {
      refresh();
      if (record.status === 'applied') {
        toastSuccess(t('physical.wmsRetried'));
        setAsking(null);
        return;
      }
      // Still failing: the dialog stays, with this attempt's reason under the field to correct.
      form.setFields([{ name: correctableOf(record.reason), errors: [t('physical.wmsStillFailed', { reason: record.message })] }]);
    },
    onError: (error) => showRefusedFields(form, error),
  });
  const dismiss = useMutation({
    mutationFn: (input: { id: number; note: string }) => wmsApi.dismiss(input.id, input.note),
    onSuccess: () => {
      toastSuccess(t('physical.wmsDismissed'));
      setAsking(null);
      refresh();
    },
  });
  const open = (kind: 'retry' | 'dismiss', record: WmsException) => {
    form.setFieldsValue({ shipment_no: record.shipment_no, code: record.code, scanned_at: record.scanned_at ?? undefined, note: '' });
    setAsking({ kind, record });
  };
  const columns: ColumnsType<WmsException> = [
    { title: t('physical.wmsUpload'), dataIndex: 'upload_id', key: 'upload_id', width: 90 },
    { title: t('physical.wmsLine'), dataIndex: 'line_no', key: 'line_no', width: 80 },
    {
      title: t('physical.shipmentNo'),
      dataIndex: 'shipment_no',
      key: 'shipment_no',
      width: 170,
      render: (no: string) => (no ? <Typography.Text code>{no}</Typography.Text> : '—'),
    },
    {
      title: t('codes.code'),
      dataIndex: 'code',
      key: 'code',
      width: 220,
      render: (code: string) => (code ? <Typography.Text code>{code}</Typography.Text> : '—'),
    },
    { title: t('physical.wmsReason'), dataIndex: 'message', key: 'message', width: 320 },
    {
      title: t('codes.status'),
      dataIndex: 'status',
      key: 'status',
      width: 110,
      render: (status: WmsRecordStatus) => (
        <Tag color={STATUS_COLOR[status]} data-testid="wms-status">
          {t(`physical.wmsStatus_${status}`)}
        </Tag>
      ),
    },
    { title: t('physical.wmsAttempts'), dataIndex: 'attempts', key: 'attempts', width: 90, align: 'right' },
    { title: t('physical.wmsNote'), dataIndex: 'note', key: 'note', width: 200 },
    timeColumn(t('physical.wmsReceivedAt'), 'created_at'),
    { ...timeColumn<WmsException>(t('physical.wmsResolvedAt'), 'resolved_at'), sorter: true },
    { title: t('physical.wmsResolvedBy'), dataIndex: 'resolved_by_name', key: 'resolved_by_name', width: 120 },
  ];
  const submit = (values: Values) => {
    if (!asking) return;
    if (asking.kind === 'retry')
      retry.mutate({
        id: asking.record.id,
        shipment_no: values.shipment_no.trim(),
        code: values.code.trim(),
        scanned_at: values.scanned_at,
      });
    else dismiss.mutate({ id: asking.record.id, note: values.note.trim() });
  };
  return (
    <ListPage<WmsException, 'loglist'>
      menuKey="loglist"
      api={wmsExceptions}
      defaults={DEFAULTS}
      filters={[
        { kind: 'text', name: 'keyword', label: t('base.keyword'), placeholder: t('physical.wmsKeyword'), width: 200 },
        {
          kind: 'select',
          name: 'status',
          label: t('codes.status'),
          width: 140,
          options: (['failed', 'applied', 'dismissed'] as const).map((s) => ({ value: s, label: t(`physical.wmsStatus_${s}`) })),
        },
        {
          kind: 'select',
          name: 'reason',
          label: t('physical.wmsReason'),
          width: 240,
          options: WMS_REASONS.map((r) => ({ value: r, label: t(`physical.wmsReasonName_${r}`) })),
        },
        <Form.Item htmlFor="filter_upload" key="upload_id" name="upload_id" label={t('physical.wmsUpload')}>
          <InputNumber id="filter_upload" min={1} style={{ width: 120 }} />
        </Form.Item>,
        { kind: 'date', name: 'created_from', id: 'from', label: t('physical.wmsFrom') },
        { kind: 'date', name: 'created_to', id: 'to', label: t('physical.wmsTo') },
      ]}
      columns={columns}
      rowActions={(record) =>
        record.status === 'failed'
          ? [
              {
                key: 'retry',
                label: t('physical.wmsRetry'),
                roles: [buttonCode('loglist', 'update')],
                onClick: () => open('retry', record),
                testId: 'wms-retry',
              },
              {
                key: 'dismiss',
                label: t('physical.wmsDismiss'),
                roles: [buttonCode('loglist', 'update')],
                onClick: () => open('dismiss', record),
                testId: 'wms-dismiss',
              },
            ]
          : []
      }
      empty={t('physical.wmsExceptionsEmpty')}
    >
      <Modal
        open={asking !== null}
        title={
          asking ? t(asking.kind === 'retry' ? 'physical.wmsRetryTitle' : 'physical.wmsDismissTitle', { line: asking.record.line_no }) : ''
        }
        okText={asking?.kind === 'retry' ? t('physical.wmsRetry') : t('physical.wmsDismiss')}
        okButtonProps={{ loading: retry.isPending || dismiss.isPending, danger: asking?.kind === 'dismiss', id: 'wms-dialog-ok' }}
        cancelText={t('common.cancel')}
        onCancel={() => setAsking(null)}
        onOk={() => form.submit()}
        destroyOnHidden
      >
        {asking ? <Typography.Paragraph type="secondary">{asking.record.message}</Typography.Paragraph> : null}
        <Form form={form} layout="vertical" onFinish={submit} preserve={false}>
          {asking?.kind === 'retry' ? (
            <>
              <Form.Item htmlFor="wms_shipment_no" name="shipment_no" label={t('physical.shipmentNo')} rules={[required(t)]}>
                <Input id="wms_shipment_no" maxLength={64} />
              </Form.Item>
              <Form.Item htmlFor="wms_code" name="code" label={t('codes.code')} rules={[required(t)]}>
                <Input id="wms_code" maxLength={256} />
              </Form.Item>
              {/* A record that failed for its scan time cannot apply without one; another may keep the one it has. */}
              <Form.Item
                htmlFor="wms_scanned_at"
                name="scanned_at"
                label={t('physical.scanTime')}
                rules={asking.record.reason === 'invalid_scan_time' ? [required(t)] : []}
                {...isoTimeField}
              >
                <DatePicker id="wms_scanned_at" showTime style={{ width: '100%' }} />
              </Form.Item>
            </>
          ) : (
            <Form.Item htmlFor="wms_note" name="note" label={t('physical.wmsNote')} rules={[required(t)]}>
              <Input.TextArea id="wms_note" maxLength={200} rows={3} />
            </Form.Item>
          )}
        </Form>
      </Modal>
    </ListPage>
  );
}
