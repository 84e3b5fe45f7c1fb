import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ExchangeResult, exchangeInput } from '@trace/contract/exchange';
import { Button, type ButtonProps, Col, Drawer, Form, Input, Modal, Row, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resourceApi } from '../../api/base.ts';
import { newOperationId } from '../../api/codes.ts';
import { exchanges, exchangesApi } from '../../api/exchanges.ts';
import { toastSuccess } from '../../api/feedback.ts';
import { normaliseCode } from '../../components/code-lookup.tsx';
import { identifierField, refusal, required, schemaRule, showRefusedFields } from '../../components/form-rules.ts';
import { OperationProblem, type Problem, problemOf } from '../../components/operation-problem.tsx';
import { RefSelect } from '../../components/ref-select.tsx';
import { confirmDiscardInput } from '../../components/use-unsaved-guard.ts';

/** The dealers are required fields: present once the form validated. */
type Values = { exchange_no?: string; from_dealer_id: number; to_dealer_id: number; reason?: string; note?: string; codes?: string };

const dealers = resourceApi('dealers');

/** The codes typed or scanned into the box, one a line (commas and spaces separate too), as the server reads them. */
export function codesOf(text: string | undefined): { codes: string[]; invalid: string[] } {
  const parts = (text ?? '').split(/[\s,;]+/).filter(Boolean);
  const codes: string[] = [];
  const invalid: string[] = [];
  for (const part of parts) {
    const value = normaliseCode(part);
    if (value === null) invalid.push(part);
    else if (!codes.includes(value)) codes.push(value);
  }
  return { codes, invalid };
}

/**
 * A new exchange in a drawer: from and to dealer, reason, note, the number (made by the server
 * when left empty) and the codes. It asks before moving anything; a refusal lists each code that
 * stopped it, and nothing moved. Its operation id is kept while the input stays the same, so a
 * retry after a lost answer does not move the goods twice.
 */
export function ExchangeDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [opId, setOpId] = useState(newOperationId);
  const [dirty, setDirty] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    setDirty(false);
    setProblem(null);
    setOpId(newOperationId());
  }, [open, form]);

  const save = useMutation({
    mutationFn: (values: Values) =>
      exchangesApi.add({
        op_id: opId,
        exchange_no: values.exchange_no ?? '',
        from_dealer_id: values.from_dealer_id,
        to_dealer_id: values.to_dealer_id,
        reason: values.reason ?? '',
        note: values.note ?? '',
        codes: codesOf(values.codes).codes,
      }),
    onSuccess: ({ exchange }: ExchangeResult) => {
      toastSuccess(t('physical.exchanged', { no: exchange.exchange_no, count: exchange.item_count, to: exchange.to_dealer_name }));
      void client.invalidateQueries({ queryKey: exchanges.key });
      setDirty(false);
      onClose();
    },
    onError: (error) => {
      if (showRefusedFields(form, error)) return;
      setProblem(problemOf(error));
    },
  });

  /** Asks with the dealers' names and the count before anything moves. */
  const confirm = async (values: Values) => {
    setProblem(null);
    const names = new Map((await dealers.options({ ids: `${values.from_dealer_id},${values.to_dealer_id}` })).map((d) => [d.id, d.name]));
    const to = names.get(values.to_dealer_id) ?? '';
    Modal.confirm({
      title: t('physical.exchangeConfirmTitle', { from: names.get(values.from_dealer_id) ?? '', to }),
      content: t('physical.exchangeConfirmText', { count: codesOf(values.codes).codes.length, to }),
      okText: t('physical.exchangeConfirm'),
      cancelText: t('common.cancel'),
      okButtonProps: { 'data-testid': 'exchange-confirm' } as ButtonProps,
      onOk: () => save.mutate(values),
    });
  };
  const close = () => (dirty ? confirmDiscardInput(onClose) : onClose());

  return (
    <Drawer
      open={open}
      size={600}
      title={t('physical.exchangeAdd')}
      onClose={close}
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={close}>{t('common.cancel')}</Button>
          <Button type="primary" loading={save.isPending} onClick={() => form.submit()} data-testid="exchange-save">
            {t('physical.exchangeConfirm')}
          </Button>
        </Space>
      }
    >
      <Form<Values>
        form={form}
        layout="vertical"
        onValuesChange={() => {
          setDirty(true);
          // Other input is another request: it gets its own operation id.
          setOpId(newOperationId());
        }}
        onFinish={(values) => void confirm(values)}
        scrollToFirstError={{ block: 'center' }}
        disabled={save.isPending}
      >
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item htmlFor="exchange_from" name="from_dealer_id" label={t('physical.fromDealer')} rules={[required(t)]}>
              <RefSelect id="exchange_from" resource="dealers" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              htmlFor="exchange_to"
              name="to_dealer_id"
              label={t('physical.toDealer')}
              dependencies={['from_dealer_id']}
              rules={[
                required(t),
                ({ getFieldValue }) => ({
                  validator: async (_: unknown, value: number | undefined) => {
                    if (value !== undefined && value === getFieldValue('from_dealer_id'))
                      throw new Error(refusal(t, t('physical.toDealer'), 'validation.sameDealer'));
                  },
                }),
              ]}
            >
              <RefSelect id="exchange_to" resource="dealers" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              htmlFor="exchange_no"
              name="exchange_no"
              label={t('physical.exchangeNo')}
              {...identifierField(t, exchangeInput.shape.exchange_no, t('physical.exchangeNo'), { hint: t('physical.exchangeNoHint') })}
            >
              <Input id="exchange_no" maxLength={32} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              htmlFor="exchange_reason"
              name="reason"
              label={t('physical.exchangeReason')}
              rules={[required(t), schemaRule(t, exchangeInput.shape.reason, t('physical.exchangeReason'))]}
            >
              <Input id="exchange_reason" maxLength={200} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item
          htmlFor="exchange_codes"
          name="codes"
          label={t('physical.exchangeCodesLabel')}
          extra={t('physical.exchangeCodesHint')}
          rules={[
            {
              validator: async (_: unknown, text: string | undefined) => {
                const { codes, invalid } = codesOf(text);
                if (invalid.length > 0) throw new Error(refusal(t, t('codes.code'), 'validation.codeValue', invalid[0]));
                if (codes.length === 0) throw new Error(t('physical.exchangeCodesRequired'));
              },
            },
          ]}
        >
          <Input.TextArea id="exchange_codes" rows={6} autoComplete="off" spellCheck={false} data-testid="exchange-codes" />
        </Form.Item>
        <Form.Item
          htmlFor="exchange_note"
          name="note"
          label={t('physical.note')}
          rules={[schemaRule(t, exchangeInput.shape.note, t('physical.note'))]}
        >
          <Input.TextArea id="exchange_note" rows={2} maxLength={500} />
        </Form.Item>
      </Form>
      {problem ? <OperationProblem problem={problem} /> : null}
    </Drawer>
  );
}
