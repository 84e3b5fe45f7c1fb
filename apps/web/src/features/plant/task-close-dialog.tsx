import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CLOSE_REASON_MAX, type LineTask } from '@trace/contract/line-task';
import { Alert, type ButtonProps, Checkbox, Form, Input, Modal, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { newOperationId, refusalOf } from '../../api/codes.ts';
import { toastSuccess } from '../../api/feedback.ts';
import { ApiError } from '../../api/http.ts';
import { required, showRefusedFields } from '../../components/form-rules.ts';
import { TASKS_KEY, taskApi } from './task-api.ts';

type Values = { reason: string; case_code?: string; leave_loose: boolean; complete_order: boolean };

/**
 * Closing a task asks first, with a reason. Loose items go into a case code scanned or typed here
 * (a short case, force-closed in the same call) unless the person chooses to leave them loose.
 * One operation id per dialog: a retry after a lost answer is not applied twice.
 */
export function TaskCloseDialog({ task, onClose }: { task: LineTask | null; onClose: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [problem, setProblem] = useState<{ message: string; codes: Array<{ code: string; message: string }> } | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new operation for each task the dialog opens on.
  const opId = useMemo(() => newOperationId(), [task?.id]);
  const loose = useQuery({
    queryKey: [...TASKS_KEY, 'loose', task?.id, 'count'],
    queryFn: () => taskApi.loose(task?.id as number, 1, 1),
    enabled: task !== null,
  });
  const looseCount = loose.data?.total ?? 0;
  const leaveLoose = Form.useWatch('leave_loose', form);
  const close = useMutation({
    mutationFn: (values: Values) =>
      taskApi.close({
        id: task?.id as number,
        op_id: opId,
        reason: values.reason,
        case_code: values.case_code?.trim() ? values.case_code.trim() : undefined,
        leave_loose: values.leave_loose,
        complete_order: values.complete_order,
      }),
    onSuccess: (closed, values) => {
      toastSuccess(
        values.case_code?.trim()
          ? `${t('plant.task_closed')} · ${t('plant.task_forceClosed', { count: closed.packed - (task?.packed ?? 0), code: values.case_code.trim() })}`
          : t('plant.task_closed'),
      );
      void client.invalidateQueries({ queryKey: TASKS_KEY });
      dismiss();
    },
    onError: (error) => {
      if (showRefusedFields(form, error)) return;
      const refusal = refusalOf(error);
      if (refusal) setProblem({ message: t('codes.refusedTitle', { count: refusal.total }), codes: refusal.refused });
      else if (error instanceof ApiError && error.statusCode !== 422) setProblem({ message: error.message, codes: [] });
    },
  });
  const dismiss = () => {
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
      okButtonProps={{ danger: true, loading: close.isPending, 'data-testid': 'task-close-ok' } as ButtonProps}
      cancelText={t('common.cancel')}
      onOk={() => form.submit()}
      onCancel={dismiss}
      destroyOnHidden
      maskClosable={false}
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <Alert type="warning" showIcon title={t('plant.task_closeFinal')} />
        <Typography.Text data-testid="task-close-loose">{t('plant.task_looseCount', { count: looseCount })}</Typography.Text>
        <Form<Values>
          form={form}
          layout="vertical"
          initialValues={{ leave_loose: false, complete_order: true }}
          disabled={close.isPending}
          onFinish={(values) => {
            setProblem(null);
            close.mutate(values);
          }}
        >
          {looseCount > 0 ? (
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
                <Input id="task_case_code" autoFocus autoComplete="off" maxLength={256} disabled={leaveLoose} />
              </Form.Item>
              <Form.Item name="leave_loose" valuePropName="checked">
                <Checkbox
                  data-testid="task-leave-loose"
                  onChange={(event) => {
                    if (event.target.checked) form.setFieldValue('case_code', undefined);
                    void form.validateFields(['case_code']).catch(() => undefined);
                  }}
                >
                  {t('plant.task_leaveLoose')}
                </Checkbox>
              </Form.Item>
            </>
          ) : null}
          <Form.Item
            htmlFor="task_close_reason"
            name="reason"
            label={t('plant.task_reason')}
            rules={[required(t), { whitespace: true, message: t('common.fieldRequired') }]}
          >
            <Input.TextArea id="task_close_reason" maxLength={CLOSE_REASON_MAX} rows={2} showCount />
          </Form.Item>
          <Form.Item name="complete_order" valuePropName="checked">
            <Checkbox data-testid="task-complete-order">{t('plant.task_completeOrder')}</Checkbox>
          </Form.Item>
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
