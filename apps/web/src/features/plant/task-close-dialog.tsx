import { CheckCircleOutlined, CloseCircleOutlined, ExclamationCircleOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CLOSE_REASON_MAX, type LineTask, type TaskClosePlan } from '@trace/contract/line-task';
import { Alert, type ButtonProps, Checkbox, Form, Input, List, Modal, Skeleton, Space, Typography } from 'antd';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { newOperationId, refusalOf } from '../../api/codes.ts';
import { toastSuccess } from '../../api/feedback.ts';
import { ApiError } from '../../api/http.ts';
import { required, showRefusedFields } from '../../components/form-rules.ts';
import { TASKS_KEY, taskApi } from './task-api.ts';
import { type CloseStep, closeDefaults, closeOutcome } from './task-close-plan.ts';

type Values = {
  reason: string;
  case_code?: string;
  leave_loose: boolean;
  pallet_code?: string;
  leave_cases: boolean;
  overfill: boolean;
  complete_order: boolean;
};

/** Each step's tone as an icon beside plain text (coloured text would be too faint to read). */
const STEP_ICON: Record<CloseStep['tone'], ReactNode> = {
  ok: <CheckCircleOutlined style={{ color: '#389e0d' }} aria-hidden />,
  warning: <ExclamationCircleOutlined style={{ color: '#d48806' }} aria-hidden />,
  error: <CloseCircleOutlined style={{ color: '#cf1322' }} aria-hidden />,
};

/**
 * Closing a task asks first, with a reason, and lists what its line left open and what will
 * happen to each: the loose items go into a case (the open one, or a fresh label scanned here) or
 * stay loose by choice; the cases on no pallet go onto a pallet (the open one, or a fresh label) or
 * stay off one by choice; the other open cases and pallets stay as they are. Nothing is filled
 * past its packaging quantity unless the person confirms it. One operation id per dialog: a retry
 * after a lost answer is not applied twice.
 */
export function TaskCloseDialog({
  task,
  onClose,
  completing = false,
}: {
  task: LineTask | null;
  onClose: () => void;
  /** Opened to complete the order: the close completes it (the order's details' Complete). */
  completing?: boolean;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [problem, setProblem] = useState<{ message: string; codes: Array<{ code: string; message: string }> } | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new operation for each task the dialog opens on.
  const opId = useMemo(() => newOperationId(), [task?.id]);
  const plan = useQuery({
    queryKey: [...TASKS_KEY, 'close-plan', task?.id],
    queryFn: () => taskApi.closePlan(task?.id as number),
    enabled: task !== null,
  });
  const choice = {
    case_code: Form.useWatch('case_code', form),
    leave_loose: Form.useWatch('leave_loose', form) ?? false,
    pallet_code: Form.useWatch('pallet_code', form),
    leave_cases: Form.useWatch('leave_cases', form) ?? false,
  };
  const outcome = plan.data ? closeOutcome(plan.data, choice) : null;
  const planned = plan.data;
  // The open case and pallet are offered once per opening: a plan read again never overwrites what was typed.
  const offered = useRef(false);
  useEffect(() => {
    if (!planned || offered.current) return;
    offered.current = true;
    form.setFieldsValue(closeDefaults(planned));
  }, [planned, form]);
  const close = useMutation({
    mutationFn: (values: Values) =>
      taskApi.close({
        id: task?.id as number,
        op_id: opId,
        reason: values.reason,
        case_code: values.case_code?.trim() && !values.leave_loose ? values.case_code.trim() : undefined,
        leave_loose: values.leave_loose,
        pallet_code: values.pallet_code?.trim() && outcome?.casesToPallet && !values.leave_cases ? values.pallet_code.trim() : undefined,
        leave_cases: values.leave_cases,
        overfill: values.overfill,
        complete_order: values.complete_order,
      }),
    onSuccess: (closed, values) => {
      toastSuccess(
        values.case_code?.trim() && !values.leave_loose
          ? `${t('plant.task_closed')} · ${t('plant.task_forceClosed', { count: closed.packed - (task?.packed ?? 0), code: values.case_code.trim() })}`
          : t('plant.task_closed'),
      );
      void client.invalidateQueries({ queryKey: TASKS_KEY });
      void client.invalidateQueries({ queryKey: ['plant', 'orders'] });
      dismiss();
    },
    onError: (error) => {
      // The line may have read on meanwhile: say what is open now.
      void plan.refetch();
      if (showRefusedFields(form, error)) return;
      const refusal = refusalOf(error);
      if (refusal) setProblem({ message: t('codes.refusedTitle', { count: refusal.total }), codes: refusal.refused });
      else if (error instanceof ApiError && error.statusCode !== 422) setProblem({ message: error.message, codes: [] });
    },
  });
  const dismiss = () => {
    offered.current = false;
    form.resetFields();
    setProblem(null);
    close.reset();
    onClose();
  };
  return (
    <Modal
      open={task !== null}
      title={task ? t('plant.task_closeTitle', { order_no: task.order_no }) : ''}
      okText={t('plant.task_close')}
      okButtonProps={{ danger: true, loading: close.isPending, disabled: !planned, 'data-testid': 'task-close-ok' } as ButtonProps}
      cancelText={t('common.cancel')}
      onOk={() => form.submit()}
      onCancel={dismiss}
      destroyOnHidden
      maskClosable={false}
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Alert type="warning" showIcon title={t('plant.task_closeFinal')} />
        {planned && outcome ? (
          <ClosePlanList plan={planned} steps={outcome.steps} />
        ) : (
          <Skeleton active paragraph={{ rows: 2 }} title={false} />
        )}
        <Form<Values>
          form={form}
          layout="vertical"
          initialValues={{ leave_loose: false, leave_cases: false, overfill: false, complete_order: true }}
          disabled={close.isPending || !planned}
          onFinish={(values) => {
            setProblem(null);
            close.mutate(values);
          }}
        >
          {planned && planned.loose_items > 0 ? (
            <>
              <Form.Item
                htmlFor="task_case_code"
                name="case_code"
                label={t('plant.task_caseCode')}
                extra={t('plant.task_caseCodeHint')}
                rules={[
                  {
                    validator: async (_, value: string | undefined) => {
                      if (!value?.trim() && !form.getFieldValue('leave_loose')) throw new Error(t('plant.task_caseOrLoose'));
                    },
                  },
                ]}
              >
                <Input id="task_case_code" autoFocus autoComplete="off" maxLength={256} disabled={choice.leave_loose} />
              </Form.Item>
              <Form.Item name="leave_loose" valuePropName="checked">
                <Checkbox data-testid="task-leave-loose" onChange={() => void form.validateFields(['case_code']).catch(() => undefined)}>
                  {t('plant.task_leaveLoose')}
                </Checkbox>
              </Form.Item>
            </>
          ) : null}
          {outcome && outcome.casesToPallet > 0 ? (
            <>
              <Form.Item
                htmlFor="task_pallet_code"
                name="pallet_code"
                label={t('plant.task_palletCode')}
                extra={t('plant.task_palletCodeHint')}
                rules={[
                  {
                    validator: async (_, value: string | undefined) => {
                      if (!value?.trim() && !form.getFieldValue('leave_cases')) throw new Error(t('plant.task_palletOrLeave'));
                    },
                  },
                ]}
              >
                <Input id="task_pallet_code" autoComplete="off" maxLength={256} disabled={choice.leave_cases} />
              </Form.Item>
              <Form.Item name="leave_cases" valuePropName="checked">
                <Checkbox data-testid="task-leave-cases" onChange={() => void form.validateFields(['pallet_code']).catch(() => undefined)}>
                  {t('plant.task_leaveCases')}
                </Checkbox>
              </Form.Item>
            </>
          ) : null}
          {outcome?.overfill ? (
            <Form.Item
              name="overfill"
              valuePropName="checked"
              rules={[
                {
                  validator: async (_, checked: boolean) => {
                    if (!checked) throw new Error(t('plant.task_overfillNeeded'));
                  },
                },
              ]}
            >
              <Checkbox data-testid="task-overfill">{t('plant.task_overfill')}</Checkbox>
            </Form.Item>
          ) : null}
          <Form.Item
            htmlFor="task_close_reason"
            name="reason"
            label={t('plant.task_reason')}
            rules={[required(t), { whitespace: true, message: t('common.fieldRequired') }]}
          >
            <Input.TextArea id="task_close_reason" maxLength={CLOSE_REASON_MAX} rows={2} showCount />
          </Form.Item>
          <Form.Item name="complete_order" valuePropName="checked" extra={t('plant.task_completeOrderHint')} hidden={completing}>
            <Checkbox data-testid="task-complete-order">{t('plant.task_completeOrder')}</Checkbox>
          </Form.Item>
          {completing ? <Alert type="info" showIcon title={t('plant.completeWithTask')} /> : null}
        </Form>
        {problem ? (
          <Alert
            type="error"
            showIcon
            data-testid="task-close-problem"
            title={problem.message}
            description={
              problem.codes.length > 0 ? (
                <ul style={{ margin: 0, paddingInlineStart: 18 }}>
                  {problem.codes.map((item) => (
                    <li key={item.code}>
                      <Typography.Text code>{item.code}</Typography.Text> {item.message}
                    </li>
                  ))}
                </ul>
              ) : undefined
            }
          />
        ) : null}
      </Space>
    </Modal>
  );
}

/** What is open on the line and what the close does with each, as the choices stand. */
function ClosePlanList({ plan, steps }: { plan: TaskClosePlan; steps: CloseStep[] }) {
  const { t } = useTranslation();
  return (
    <List
      size="small"
      bordered
      header={<Typography.Text strong>{t('plant.closePlan_title')}</Typography.Text>}
      data-testid="task-close-plan"
      data-loose={plan.loose_items}
      dataSource={steps}
      renderItem={(step) => (
        <List.Item data-testid="task-close-step" data-key={step.key} data-tone={step.tone}>
          <Space align="start">
            {STEP_ICON[step.tone]}
            <Typography.Text>{t(step.key, step.vars)}</Typography.Text>
          </Space>
        </List.Item>
      )}
    />
  );
}
