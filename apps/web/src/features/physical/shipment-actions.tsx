import { useMutation, useQueryClient } from '@tanstack/react-query';
import { buttonCode } from '@trace/contract/catalogue';
import { isShipmentOpen, type Shipment } from '@trace/contract/shipment';
import { Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { newOperationId } from '../../api/codes.ts';
import { toastSuccess } from '../../api/feedback.ts';
import { shipments, shipmentsApi } from '../../api/shipments.ts';
import { required } from '../../components/form-rules.ts';
import type { RowAction } from '../../components/row-actions.tsx';
import { shortOf } from './shipment-parts.tsx';

/** The full-screen pages of one order, outside the shell: scanning (phone or PDA) and the printable handover note. */
export const scanPath = (id: number) => `/physical/freight/scan/${id}`;
export const notePath = (id: number) => `/physical/freight/note/${id}`;

type Asking = { kind: 'close' | 'cancel'; shipment: Shipment } | null;

/**
 * The buttons that move an outbound order, each offered only in the states that allow it and
 * only with its grant, each asking first: scan (draft, scanning), edit and delete (before
 * shipping; delete only while nothing is scanned), record the dealer's receipt (shipped), close
 * (shipped or received; a short one with its reason), cancel with a reason (before shipping), and
 * the handover note. The server checks all of it again.
 */
export function useShipmentActions(handlers: { onEdit?: (shipment: Shipment) => void } = {}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [asking, setAsking] = useState<Asking>(null);
  const [form] = Form.useForm<{ reason: string }>();
  const refresh = () => void client.invalidateQueries({ queryKey: shipments.key });
  const done = (message: string) => {
    toastSuccess(message);
    setAsking(null);
    refresh();
  };
  const receive = useMutation({
    mutationFn: ({ shipment, opId }: { shipment: Shipment; opId: string }) => shipmentsApi.receive(shipment.id, opId),
    onSuccess: () => done(t('physical.received')),
  });
  const close = useMutation({
    mutationFn: ({ shipment, reason }: { shipment: Shipment; reason: string }) => shipmentsApi.close(shipment.id, reason),
    onSuccess: () => done(t('physical.closed')),
  });
  const cancel = useMutation({
    mutationFn: ({ shipment, reason }: { shipment: Shipment; reason: string }) => shipmentsApi.cancel(shipment.id, reason),
    onSuccess: () => done(t('physical.cancelled')),
  });
  const remove = useMutation({
    mutationFn: (shipment: Shipment) => shipments.remove(shipment.id),
    onSuccess: () => done(t('base.deleted')),
  });

  const actionsOf = (shipment: Shipment): RowAction[] => {
    const s = shipment.status;
    const open = isShipmentOpen(s);
    const actions: RowAction[] = [];
    if (open)
      actions.push({
        key: 'scan',
        label: t('physical.actionScan'),
        roles: [buttonCode('freight', 'ship')],
        onClick: () => navigate(scanPath(shipment.id)),
        testId: 'shipment-scan',
      });
    if (open && handlers.onEdit) {
      const edit = handlers.onEdit;
      actions.push({
        key: 'edit',
        label: t('common.edit'),
        roles: [buttonCode('freight', 'update')],
        onClick: () => edit(shipment),
        testId: 'shipment-edit',
      });
    }
    if (s === 'shipped') {
      // One id per confirmation shown: a second click on the same dialog is a replay, not a second receipt.
      const opId = newOperationId();
      actions.push({
        key: 'receive',
        label: t('physical.actionReceive'),
        roles: [buttonCode('freight', 'receive')],
        confirm: t('physical.receiveTitle', { dealer: shipment.dealer_name, shipment: shipment.shipment_no }),
        onClick: () => receive.mutate({ shipment, opId }),
        testId: 'shipment-receive',
      });
    }
    if (s === 'shipped' || s === 'received')
      actions.push({
        key: 'close',
        label: t('physical.actionClose'),
        roles: [buttonCode('freight', 'close')],
        onClick: () => {
          form.resetFields();
          setAsking({ kind: 'close', shipment });
        },
        testId: 'shipment-close',
      });
    actions.push({
      key: 'note',
      label: t('physical.actionNote'),
      roles: ['freight'],
      onClick: () => navigate(notePath(shipment.id)),
      testId: 'shipment-note',
    });
    if (open)
      actions.push({
        key: 'cancel',
        label: t('physical.actionCancel'),
        roles: [buttonCode('freight', 'close')],
        danger: true,
        onClick: () => {
          form.resetFields();
          setAsking({ kind: 'cancel', shipment });
        },
        testId: 'shipment-cancel',
      });
    if (open && shipment.code_count === 0)
      actions.push({
        key: 'delete',
        label: t('common.delete'),
        roles: [buttonCode('freight', 'delete')],
        confirm: t('common.confirmDelete', { name: shipment.shipment_no }),
        danger: true,
        onClick: () => remove.mutate(shipment),
        testId: 'shipment-delete',
      });
    return actions;
  };

  const target = asking?.shipment;
  const short = target ? shortOf(target) : 0;
  const needsReason = asking?.kind === 'cancel' || short > 0;
  const submit = ({ reason }: { reason?: string }) => {
    if (!asking) return;
    const given = (reason ?? '').trim();
    if (asking.kind === 'close') close.mutate({ shipment: asking.shipment, reason: given });
    else cancel.mutate({ shipment: asking.shipment, reason: given });
  };
  const dialog = (
    <Modal
      open={asking !== null}
      title={target ? t(asking?.kind === 'close' ? 'physical.closeTitle' : 'physical.cancelTitle', { shipment: target.shipment_no }) : ''}
      okText={asking?.kind === 'close' ? t('physical.actionClose') : t('physical.actionCancel')}
      okButtonProps={{ danger: asking?.kind === 'cancel', loading: close.isPending || cancel.isPending, id: 'shipment-dialog-ok' }}
      cancelText={t('common.goBack')}
      onCancel={() => setAsking(null)}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      {target && (
        <Typography.Paragraph data-testid="shipment-dialog-text">
          {asking?.kind === 'cancel'
            ? t('physical.cancelText')
            : short > 0
              ? t('physical.closeShortText', { shipped: target.scanned_total, planned: target.planned_total })
              : t('physical.closeText')}
        </Typography.Paragraph>
      )}
      <Form form={form} layout="vertical" onFinish={submit}>
        {needsReason && (
          <Form.Item
            htmlFor="shipment_reason"
            name="reason"
            label={asking?.kind === 'close' ? t('physical.closeReasonLabel') : t('physical.reason')}
            rules={[required(t), { max: 200 }]}
          >
            <Input.TextArea id="shipment_reason" maxLength={200} rows={3} />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
  return { actionsOf, dialog };
}
