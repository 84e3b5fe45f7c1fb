import { useMutation } from '@tanstack/react-query';
import {
  DELIVERY_EXCEPTION_KINDS,
  DELIVERY_NOTE_MAX,
  type DeliveryExceptionKind,
  deliveryExceptionReport,
  RAW_READ_MAX,
} from '@trace/contract/delivery-exception';
import { Button, Form, Input, InputNumber, Modal, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deliveryExceptionsApi } from '../../../api/delivery-exceptions.ts';
import { toastSuccess } from '../../../api/feedback.ts';
import { required, schemaRule, showRefusedFields } from '../../../components/form-rules.ts';

type Values = { raw: string; kind: DeliveryExceptionKind; found_count?: number | null; note?: string };

/**
 * "Report a problem" on the scanning page: a person at the dock names a code (the last one read
 * is offered), the kind of problem, what they counted where it matters, and a note; it becomes a
 * delivery exception of the order for the office to resolve. A problem already open is said so.
 */
export function ReportProblem({ shipmentId, shipmentNo, lastRead }: { shipmentId: number; shipmentNo: string; lastRead: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<Values>();
  const kind = Form.useWatch('kind', form);
  const report = useMutation({
    mutationFn: (values: Values) =>
      deliveryExceptionsApi.report({
        shipment_id: shipmentId,
        raw: values.raw.trim(),
        kind: values.kind,
        found_count: values.found_count ?? null,
        note: (values.note ?? '').trim(),
      }),
    onSuccess: ({ exception, created }) => {
      const vars = { kind: t(`physical.exceptionKind_${exception.kind}`), code: exception.code };
      toastSuccess(t(created ? 'physical.reported' : 'physical.reportedAgain', vars));
      setOpen(false);
    },
    onError: (error) => showRefusedFields(form, error),
  });
  const start = () => {
    form.resetFields();
    form.setFieldsValue({ raw: lastRead, kind: 'content_mismatch' });
    setOpen(true);
  };
  return (
    <>
      <Button onClick={start} data-testid="report-problem">
        {t('physical.reportProblem')}
      </Button>
      <Modal
        open={open}
        title={t('physical.reportTitle', { shipment: shipmentNo })}
        okText={t('physical.reportSend')}
        okButtonProps={{ loading: report.isPending, id: 'report-ok' }}
        cancelText={t('common.cancel')}
        onCancel={() => setOpen(false)}
        onOk={() => form.submit()}
        forceRender
      >
        <Form form={form} layout="vertical" onFinish={(values) => report.mutate(values)}>
          <Form.Item
            htmlFor="report_raw"
            name="raw"
            label={t('physical.reportCode')}
            extra={<Typography.Text type="secondary">{t('physical.reportCodeHint')}</Typography.Text>}
            rules={[required(t), { max: RAW_READ_MAX }]}
          >
            <Input id="report_raw" autoComplete="off" autoCapitalize="characters" spellCheck={false} />
          </Form.Item>
          <Form.Item htmlFor="report_kind" name="kind" label={t('physical.exceptionKind')} rules={[required(t)]}>
            <Select
              id="report_kind"
              options={DELIVERY_EXCEPTION_KINDS.map((value) => ({ value, label: t(`physical.exceptionKind_${value}`) }))}
            />
          </Form.Item>
          {kind === 'content_mismatch' && (
            <Form.Item htmlFor="report_found" name="found_count" label={t('physical.foundCount')} rules={[required(t)]}>
              <InputNumber id="report_found" min={0} max={1_000_000} precision={0} inputMode="numeric" style={{ width: '100%' }} />
            </Form.Item>
          )}
          <Form.Item
            htmlFor="report_note"
            name="note"
            label={t('physical.resolutionNote')}
            rules={[schemaRule(t, deliveryExceptionReport.shape.note, t('physical.resolutionNote'))]}
          >
            <Input.TextArea id="report_note" maxLength={DELIVERY_NOTE_MAX} rows={2} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
