import { useMutation, useQueryClient } from '@tanstack/react-query';
import { buttonCode } from '@trace/contract/catalogue';
import type { ReturnOrder } from '@trace/contract/returns';
import { Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { newOperationId } from '../../api/codes.ts';
import { toastSuccess } from '../../api/feedback.ts';
import { returnOrders, returnsApi } from '../../api/returns.ts';
import { required } from '../../components/form-rules.ts';
import type { RowAction } from '../../components/row-actions.tsx';

/** The full-screen scanning page of a return, outside the shell (a phone or a PDA). */
export const returnScanPath = (id: number) => `/physical/refund/scan/${id}`;

type Asking = { kind: 'void' | 'cancel'; order: ReturnOrder; opId: string } | null;
const UPDATE = [buttonCode('refund', 'update')];

/**
 * The buttons that move a return, each offered only in the states that allow it and with the
 * page's update grant: scan, edit and cancel (draft, cancel with a reason); restock or void with
 * a reason once the goods are back (awaiting the decision); the codes list always. Each asks
 * first; the server checks all of it again.
 */
export function useReturnActions(handlers: { onEdit: (order: ReturnOrder) => void; onCodes: (order: ReturnOrder) => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [asking, setAsking] = useState<Asking>(null);
  const [form] = Form.useForm<{ reason: string }>();
  const done = (message: string) => {
    toastSuccess(message);
    setAsking(null);
    void client.invalidateQueries({ queryKey: returnOrders.key });
  };
  const restock = useMutation({
    mutationFn: (order: ReturnOrder) => returnsApi.restock(order.id),
    onSuccess: () => done(t('physical.restocked')),
  });
  const voiding = useMutation({
    mutationFn: ({ order, opId, reason }: { order: ReturnOrder; opId: string; reason: string }) => returnsApi.void(order.id, opId, reason),
    onSuccess: () => done(t('physical.voided')),
  });
  const cancel = useMutation({
    mutationFn: ({ order, reason }: { order: ReturnOrder; reason: string }) => returnsApi.cancel(order.id, reason),
    onSuccess: () => done(t('physical.returnCancelled')),
  });
  const ask = (kind: 'void' | 'cancel', order: ReturnOrder) => {
    form.resetFields();
    // One id per dialog: pressing its button twice voids once.
    setAsking({ kind, order, opId: newOperationId() });
  };

  const actionsOf = (order: ReturnOrder): RowAction[] => {
    const actions: RowAction[] = [];
    if (order.status === 'draft') {
      actions.push(
        {
          key: 'scan',
          label: t('physical.actionScan'),
          roles: UPDATE,
          onClick: () => navigate(returnScanPath(order.id)),
          testId: 'return-scan',
        },
        { key: 'edit', label: t('common.edit'), roles: UPDATE, onClick: () => handlers.onEdit(order), testId: 'return-edit' },
      );
    }
    if (order.status === 'returned') {
      actions.push(
        {
          key: 'restock',
          label: t('physical.actionRestock'),
          roles: UPDATE,
          confirm: `${t('physical.restockTitle', { return: order.return_no })} ${t('physical.restockText', { warehouse: order.warehouse_name })}`,
          onClick: () => restock.mutate(order),
          testId: 'return-restock',
        },
        {
          key: 'void',
          label: t('physical.actionVoid'),
          roles: UPDATE,
          danger: true,
          onClick: () => ask('void', order),
          testId: 'return-void',
        },
      );
    }
    actions.push({
      key: 'codes',
      label: t('physical.actionCodes'),
      roles: ['refund'],
      onClick: () => handlers.onCodes(order),
      testId: 'return-codes-open',
    });
    if (order.status === 'draft')
      actions.push({
        key: 'cancel',
        label: t('physical.actionCancelReturn'),
        roles: UPDATE,
        danger: true,
        onClick: () => ask('cancel', order),
        testId: 'return-cancel',
      });
    return actions;
  };

  const submit = ({ reason }: { reason: string }) => {
    if (!asking) return;
    const given = reason.trim();
    if (asking.kind === 'void') voiding.mutate({ order: asking.order, opId: asking.opId, reason: given });
    else cancel.mutate({ order: asking.order, reason: given });
  };
  const isVoid = asking?.kind === 'void';
  const dialog = (
    <Modal
      open={asking !== null}
      title={asking ? t(isVoid ? 'physical.voidTitle' : 'physical.cancelReturnTitle', { return: asking.order.return_no }) : ''}
      okText={isVoid ? t('physical.actionVoid') : t('physical.actionCancelReturn')}
      okButtonProps={{ danger: true, loading: voiding.isPending || cancel.isPending, id: 'return-dialog-ok' }}
      cancelText={t('common.goBack')}
      onCancel={() => setAsking(null)}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <Typography.Paragraph>{isVoid ? t('physical.voidText') : t('physical.cancelReturnText')}</Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={submit}>
        <Form.Item
          htmlFor="return_outcome_reason"
          name="reason"
          label={isVoid ? t('physical.voidReasonLabel') : t('physical.reason')}
          rules={[required(t), { max: 200 }]}
        >
          <Input.TextArea id="return_outcome_reason" maxLength={200} rows={3} />
        </Form.Item>
      </Form>
    </Modal>
  );
  return { actionsOf, dialog };
}
