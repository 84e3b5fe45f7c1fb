import { useMutation, useQueryClient } from '@tanstack/react-query';
import { buttonCode } from '@trace/contract/catalogue';
import type { LineTask } from '@trace/contract/line-task';
import { HOLDABLE_STATUSES, type Order } from '@trace/contract/production-order';
import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { newOperationId } from '../../api/codes.ts';
import { confirmDialog, toastSuccess } from '../../api/feedback.ts';
import { orders, ordersApi } from '../../api/plant-orders.ts';
import { required } from '../../components/form-rules.ts';
import type { RowAction } from '../../components/row-actions.tsx';
import { type HoldAsking, OrderHoldDialog } from './order-hold-dialog.tsx';
import { taskApi } from './task-api.ts';
import { TaskCloseDialog } from './task-close-dialog.tsx';

/**
 * The buttons that move an order through its states, each offered only in the states that allow
 * it and only with its grant, each asking first: release (draft), cancel with a reason (draft or
 * released), complete (running: saying what it does; with a line task still open, that task's
 * close dialog, which lists what the line left open, completes it), close (completed), delete
 * (draft); and hold or recall its codes (released or later, none in force) or lift the one in
 * force. The server checks all of it again.
 */
export function useOrderActions(handlers: { onEdit?: (order: Order) => void; onDeleted?: () => void } = {}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [cancelling, setCancelling] = useState<Order | null>(null);
  const [holding, setHolding] = useState<HoldAsking>(null);
  const [form] = Form.useForm<{ reason: string }>();
  const refresh = () => void client.invalidateQueries({ queryKey: orders.key });
  const release = useMutation({
    mutationFn: (order: Order) => ordersApi.release(order.id),
    onSuccess: (order) => {
      toastSuccess(t('plant.releasedToast', { order: order.order_no, line: order.line_name }));
      refresh();
    },
  });
  const close = useMutation({
    mutationFn: (order: Order) => ordersApi.close(order.id),
    onSuccess: (order) => {
      toastSuccess(t('plant.closedToast', { order: order.order_no }));
      refresh();
    },
  });
  const complete = useMutation({
    mutationFn: (order: Order) => ordersApi.complete(order.id),
    onSuccess: (order) => {
      toastSuccess(t('plant.completedToast', { order: order.order_no }));
      refresh();
    },
  });
  const [closingTask, setClosingTask] = useState<LineTask | null>(null);
  /** Complete: its open line task is closed first (the close completes the order); else asks, saying what it does. */
  const startComplete = async (order: Order) => {
    const open = (await ordersApi.summary(order.id)).tasks.find((task) => task.status !== 'closed');
    if (open) return setClosingTask(await taskApi.detail(open.id));
    confirmDialog({
      title: t('plant.completeConfirm', { order: order.order_no }),
      okText: t('plant.completeOrder'),
      cancelText: t('common.goBack'),
      onOk: () => complete.mutateAsync(order),
    });
  };
  const remove = useMutation({
    mutationFn: (order: Order) => orders.remove(order.id),
    onSuccess: () => {
      toastSuccess(t('base.deleted'));
      refresh();
      handlers.onDeleted?.();
    },
  });
  const cancel = useMutation({
    mutationFn: ({ order, reason }: { order: Order; reason: string }) => ordersApi.cancel(order.id, reason),
    onSuccess: (order) => {
      toastSuccess(t('plant.cancelledToast', { order: order.order_no }));
      setCancelling(null);
      refresh();
    },
  });

  const actionsOf = (order: Order): RowAction[] => {
    const s = order.status;
    const actions: RowAction[] = [];
    if (handlers.onEdit && (s === 'draft' || s === 'released')) {
      const edit = handlers.onEdit;
      actions.push({
        key: 'edit',
        label: t('common.edit'),
        roles: [buttonCode('orderlist', 'update')],
        onClick: () => edit(order),
        testId: 'order-edit',
      });
    }
    if (s === 'draft')
      actions.push({
        key: 'release',
        label: t('plant.release'),
        roles: [buttonCode('orderlist', 'release')],
        confirm: t('plant.releaseConfirm', { order: order.order_no, line: order.line_name }),
        onClick: () => release.mutate(order),
        testId: 'order-release',
      });
    if (s === 'running')
      actions.push({
        key: 'complete',
        label: t('plant.completeOrder'),
        roles: [buttonCode('orderlist', 'close')],
        onClick: () => void startComplete(order),
        testId: 'order-complete',
      });
    if (s === 'completed')
      actions.push({
        key: 'close',
        label: t('plant.closeOrder'),
        roles: [buttonCode('orderlist', 'close')],
        confirm: t('plant.closeConfirm', { order: order.order_no }),
        danger: true,
        onClick: () => close.mutate(order),
        testId: 'order-close',
      });
    if (s === 'draft' || s === 'released')
      actions.push({
        key: 'cancel',
        label: t('plant.cancelOrder'),
        roles: [buttonCode('orderlist', 'close')],
        danger: true,
        onClick: () => {
          form.resetFields();
          setCancelling(order);
        },
        testId: 'order-cancel',
      });
    if (order.hold_kind === null && (HOLDABLE_STATUSES as readonly string[]).includes(s))
      actions.push(
        {
          key: 'hold',
          label: t('plant.holdAction'),
          roles: [buttonCode('orderlist', 'hold')],
          onClick: () => setHolding({ order, action: 'hold', opId: newOperationId() }),
          testId: 'order-hold',
        },
        {
          key: 'recall',
          label: t('plant.recallAction'),
          roles: [buttonCode('orderlist', 'hold')],
          danger: true,
          onClick: () => setHolding({ order, action: 'recall', opId: newOperationId() }),
          testId: 'order-recall',
        },
      );
    if (order.hold_kind !== null)
      actions.push({
        key: 'unhold',
        label: t('plant.unholdAction'),
        roles: [buttonCode('orderlist', 'unhold')],
        onClick: () => setHolding({ order, action: 'unhold', opId: newOperationId() }),
        testId: 'order-unhold',
      });
    if (s === 'draft')
      actions.push({
        key: 'delete',
        label: t('common.delete'),
        roles: [buttonCode('orderlist', 'delete')],
        confirm: t('common.confirmDelete', { name: order.order_no }),
        danger: true,
        onClick: () => remove.mutate(order),
        testId: 'order-delete',
      });
    return actions;
  };

  const dialog = (
    <>
      <OrderHoldDialog asking={holding} onClose={() => setHolding(null)} />
      <TaskCloseDialog
        task={closingTask}
        completing
        onClose={() => {
          setClosingTask(null);
          refresh();
        }}
      />
      <Modal
        open={cancelling !== null}
        title={cancelling ? t('plant.cancelConfirm', { order: cancelling.order_no }) : ''}
        okText={t('plant.cancelOrder')}
        okButtonProps={{ danger: true, loading: cancel.isPending, id: 'order-cancel-ok' }}
        cancelText={t('common.goBack')}
        onCancel={() => setCancelling(null)}
        onOk={() => form.submit()}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" onFinish={({ reason }) => cancelling && cancel.mutate({ order: cancelling, reason })}>
          <Form.Item htmlFor="cancel_reason" name="reason" label={t('plant.cancelReason')} rules={[required(t), { max: 200 }]}>
            <Input.TextArea id="cancel_reason" maxLength={200} rows={3} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
  return { actionsOf, dialog };
}
