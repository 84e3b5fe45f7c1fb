import { useMutation, useQueryClient } from '@tanstack/react-query';
import { STATUS } from '@trace/contract/api';
import { WARNING_NOTE_MAX, type Warning, type WarningMove, warningResolve } from '@trace/contract/risk';
import { Form, Input, InputNumber, Modal, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDialog, toastSuccess } from '../../api/feedback.ts';
import { ApiError } from '../../api/http.ts';
import { type MoveBody, warnings, warningsApi } from '../../api/warnings.ts';
import { EmployeeSelect } from '../../components/employee-select.tsx';
import { required, schemaRule, showRefusedFields } from '../../components/form-rules.ts';
import { confirmDiscardInput } from '../../components/use-unsaved-guard.ts';

type Values = { assignee_id?: number; note?: string; reason?: string; action?: string; penalty_amount?: number | null; follow_up?: string };

/** The moves that close a warning are asked about once more, naming its code, before they are sent. */
const ASKED: Partial<Record<WarningMove, string>> = { dismiss: 'warning.dismissConfirm', resolve: 'warning.resolveConfirm' };

/** The body a move sends, from the dialog's fields: text trimmed, an empty penalty left out. */
export function moveBody<M extends WarningMove>(move: M, id: number, values: Values): MoveBody[M] {
  const text = (value: string | undefined) => (value ?? '').trim();
  const bodies: { [K in WarningMove]: () => MoveBody[K] } = {
    assign: () => ({ id, assignee_id: values.assignee_id as number }),
    confirm: () => ({ id, note: text(values.note) }),
    dismiss: () => ({ id, reason: text(values.reason) }),
    resolve: () => ({
      id,
      action: text(values.action),
      follow_up: text(values.follow_up),
      ...(values.penalty_amount === null || values.penalty_amount === undefined ? {} : { penalty_amount: values.penalty_amount }),
    }),
  };
  return bodies[move]();
}

function TextField({ t, name, label, need }: { t: TFunction; name: keyof Values; label: string; need?: boolean }) {
  const id = `warning_${name}`;
  return (
    <Form.Item
      htmlFor={id}
      name={name}
      label={label}
      rules={need ? [required(t), { whitespace: true, message: t('common.fieldRequired') }] : []}
    >
      <Input.TextArea id={id} rows={3} maxLength={WARNING_NOTE_MAX} showCount />
    </Form.Item>
  );
}

function Fields({ move }: { move: WarningMove }) {
  const { t } = useTranslation();
  if (move === 'assign')
    return (
      <Form.Item htmlFor="warning_assignee" name="assignee_id" label={t('warning.employee')} rules={[required(t)]}>
        <EmployeeSelect id="warning_assignee" source="warnings" testId="warning-assignee" />
      </Form.Item>
    );
  if (move === 'confirm') return <TextField t={t} name="note" label={t('warning.note')} />;
  if (move === 'dismiss') return <TextField t={t} name="reason" label={t('warning.dismissReason')} need />;
  return (
    <>
      <TextField t={t} name="action" label={t('warning.actionTaken')} need />
      <Form.Item
        htmlFor="warning_penalty"
        name="penalty_amount"
        label={t('warning.penaltyAmount')}
        extra={t('warning.penaltyHelp')}
        rules={[schemaRule(t, warningResolve.shape.penalty_amount, t('warning.penaltyAmount'))]}
      >
        <InputNumber id="warning_penalty" min={0} max={1_000_000_000} precision={2} step={0.01} style={{ width: 220 }} />
      </Form.Item>
      <TextField t={t} name="follow_up" label={t('warning.followUp')} />
    </>
  );
}

/**
 * The dialogs of a warning's moves (assign, confirm, dismiss, resolve), one at a time. A dismissal
 * or a resolution closes the warning, so it is asked about once more. When someone else moved the
 * warning meanwhile (409) the server's message says so, and the warning is read again.
 */
export function useWarningMove() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [state, setState] = useState<{ move: WarningMove; warning: Warning } | null>(null);
  const close = () => setState(null);
  const refresh = () => void client.invalidateQueries({ queryKey: warnings.key });
  const send = useMutation({
    mutationFn: ({ move, warning, values }: { move: WarningMove; warning: Warning; values: Values }) =>
      warningsApi.move(move, moveBody(move, warning.id, values)),
    onSuccess: (_saved, { move }) => {
      toastSuccess(t(`warning.moved_${move}`));
      close();
      refresh();
    },
    onError: (error) => {
      if (error instanceof ApiError && error.statusCode === STATUS.CONFLICT) {
        close();
        refresh();
        return;
      }
      showRefusedFields(form, error);
    },
  });
  const submit = (values: Values) => {
    if (!state) return;
    const go = () => send.mutate({ ...state, values });
    const asked = ASKED[state.move];
    if (!asked) return go();
    confirmDialog({
      title: t(asked, { code: state.warning.code }),
      okText: t(`warning.${state.move}`),
      okButtonProps: { danger: state.move === 'dismiss' },
      cancelText: t('common.cancel'),
      onOk: go,
    });
  };
  const touched = () => Object.values(form.getFieldsValue()).some((value) => value !== undefined && value !== null && value !== '');
  const dialog = (
    <Modal
      open={state !== null}
      title={state ? t(`warning.${state.move}Title`, { code: state.warning.code }) : ''}
      okText={state ? t(`warning.${state.move}`) : ''}
      okButtonProps={{ loading: send.isPending, id: 'warning-move-ok', danger: state?.move === 'dismiss' }}
      cancelText={t('common.cancel')}
      // Typed input is not lost to a click beside the dialog without asking.
      onCancel={() => (touched() ? confirmDiscardInput(close) : close())}
      onOk={() => form.submit()}
      destroyOnHidden
      data-testid="warning-move-dialog"
    >
      {state ? (
        <>
          <Typography.Paragraph type="secondary">{t(`warning.${state.move}Hint`)}</Typography.Paragraph>
          <Form<Values> form={form} layout="vertical" onFinish={submit} preserve={false} disabled={send.isPending}>
            <Fields move={state.move} />
          </Form>
        </>
      ) : null}
    </Modal>
  );
  return {
    open: (move: WarningMove, warning: Warning) => {
      form.resetFields();
      setState({ move, warning });
    },
    dialog,
  };
}
