import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HoldKind } from '@trace/contract/codes';
import { HOLD_REASON_MAX, type Order, RECALL_NOTICE_MAX } from '@trace/contract/production-order';
import { Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../api/feedback.ts';
import { orders, ordersApi } from '../../api/plant-orders.ts';
import { required } from '../../components/form-rules.ts';

/** What is being asked: a hold or a recall placed on an order, or its hold lifted; one operation id per dialog. */
export type HoldAsking = { order: Order; action: HoldKind | 'unhold'; opId: string } | null;

type Values = { reason?: string; notice?: string; note?: string };

const TEXTS = {
  hold: { title: 'plant.holdTitle', explain: 'plant.holdExplain', ok: 'plant.holdOk', toast: 'plant.heldToast' },
  recall: { title: 'plant.recallTitle', explain: 'plant.recallExplain', ok: 'plant.recallOk', toast: 'plant.recalledToast' },
  unhold: { title: 'plant.unholdTitle', explain: 'plant.unholdExplain', ok: 'plant.unholdOk', toast: 'plant.unheldToast' },
} as const;

/**
 * The dialog of a hold, a recall or a lift: what it does to the order's codes, the reason (kept
 * inside the enterprise), a recall's notice for consumers, or the note that lets the codes ship
 * again. The same dialog sends the same operation id, so a second press changes nothing.
 */
export function OrderHoldDialog({ asking, onClose }: { asking: HoldAsking; onClose: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [form] = Form.useForm<Values>();
  const send = useMutation({
    mutationFn: ({ asking: { order, action, opId }, values }: { asking: NonNullable<HoldAsking>; values: Values }) =>
      action === 'unhold'
        ? ordersApi.unhold({ id: order.id, note: values.note ?? '' }, opId)
        : ordersApi.hold({ id: order.id, kind: action, reason: values.reason ?? '', notice: values.notice ?? '' }, opId),
    onSuccess: (order, { asking: { action } }) => {
      toastSuccess(t(TEXTS[action].toast, { order: order.order_no }));
      void client.invalidateQueries({ queryKey: orders.key });
      onClose();
    },
  });
  const action = asking?.action ?? 'hold';
  const texts = TEXTS[action];
  return (
    <Modal
      open={asking !== null}
      title={asking ? t(texts.title, { order: asking.order.order_no }) : ''}
      okText={t(texts.ok)}
      okButtonProps={{ danger: action === 'recall', loading: send.isPending, id: 'order-hold-ok' }}
      cancelText={t('common.cancel')}
      onCancel={onClose}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <Typography.Paragraph>{t(texts.explain)}</Typography.Paragraph>
      {/* Fields leave with the closed dialog, so the next one starts empty. */}
      <Form form={form} layout="vertical" preserve={false} onFinish={(values) => asking && send.mutate({ asking, values })}>
        {action === 'unhold' ? (
          <Form.Item htmlFor="unhold_note" name="note" label={t('plant.unholdNote')} rules={[required(t), { max: HOLD_REASON_MAX }]}>
            <Input.TextArea id="unhold_note" maxLength={HOLD_REASON_MAX} rows={3} />
          </Form.Item>
        ) : (
          <Form.Item htmlFor="hold_reason" name="reason" label={t('plant.holdReason')} rules={[required(t), { max: HOLD_REASON_MAX }]}>
            <Input.TextArea id="hold_reason" maxLength={HOLD_REASON_MAX} rows={3} />
          </Form.Item>
        )}
        {action === 'recall' ? (
          <Form.Item
            htmlFor="recall_notice"
            name="notice"
            label={t('plant.recallNotice')}
            extra={t('plant.recallNoticeHint')}
            rules={[required(t), { max: RECALL_NOTICE_MAX }]}
          >
            <Input.TextArea id="recall_notice" maxLength={RECALL_NOTICE_MAX} rows={4} showCount />
          </Form.Item>
        ) : null}
      </Form>
    </Modal>
  );
}
