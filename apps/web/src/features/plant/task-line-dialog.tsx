import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LineTask } from '@trace/contract/line-task';
import { Alert, type ButtonProps, Form, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../api/feedback.ts';
import { ApiError } from '../../api/http.ts';
import { required, showRefusedFields } from '../../components/form-rules.ts';
import { TASKS_KEY, taskApi } from './task-api.ts';

type Values = { production_order_id?: number; line_id?: number };

/**
 * Puts a task on a line: a new task for a released or running order (`placing.task` null), or an
 * open task moved to another line of its workshop. Lines at work on an order are offered disabled,
 * naming that order.
 */
export function TaskLineDialog({ placing, onClose }: { placing: { task: LineTask | null } | null; onClose: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [keyword, setKeyword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const moving = placing?.task ?? null;
  const chosenOrder = Form.useWatch('production_order_id', form);
  const orderId = moving ? moving.production_order_id : chosenOrder;
  const orders = useQuery({
    queryKey: [...TASKS_KEY, 'orders', keyword],
    queryFn: () => taskApi.orders(keyword),
    enabled: placing !== null && moving === null,
  });
  const lines = useQuery({
    queryKey: [...TASKS_KEY, 'lines', orderId],
    queryFn: () => taskApi.lines(orderId as number),
    enabled: placing !== null && typeof orderId === 'number',
  });
  const save = useMutation({
    mutationFn: (values: Values) =>
      moving
        ? taskApi.move({ id: moving.id, line_id: values.line_id as number })
        : taskApi.add({ production_order_id: values.production_order_id as number, line_id: values.line_id as number }),
    onSuccess: () => {
      toastSuccess(moving ? t('plant.task_moved') : t('plant.task_added'));
      void client.invalidateQueries({ queryKey: TASKS_KEY });
      dismiss();
    },
    onError: (error) => {
      if (showRefusedFields(form, error)) return;
      if (error instanceof ApiError && error.statusCode !== 422) setProblem(error.message);
    },
  });
  const dismiss = () => {
    form.resetFields();
    setProblem(null);
    setKeyword('');
    onClose();
  };
  return (
    <Modal
      open={placing !== null}
      title={moving ? `${t('plant.task_move')} · ${moving.order_no}` : t('plant.task_add')}
      okText={t('common.save')}
      okButtonProps={{ loading: save.isPending, 'data-testid': 'task-line-ok' } as ButtonProps}
      cancelText={t('common.cancel')}
      onOk={() => form.submit()}
      onCancel={dismiss}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        disabled={save.isPending}
        onFinish={(values) => {
          setProblem(null);
          save.mutate(values);
        }}
      >
        {moving ? null : (
          <Form.Item htmlFor="task_order" name="production_order_id" label={t('plant.task_order')} rules={[required(t)]}>
            <Select
              id="task_order"
              showSearch
              filterOption={false}
              onSearch={setKeyword}
              loading={orders.isFetching}
              onChange={() => form.setFieldValue('line_id', undefined)}
              options={(orders.data ?? []).map((o) => ({
                value: o.id,
                label: `${o.order_no} · ${o.product_name} · ${o.lot_no} (${o.workshop_name})`,
              }))}
            />
          </Form.Item>
        )}
        <Form.Item htmlFor="task_line" name="line_id" label={t('plant.line')} rules={[required(t)]}>
          <Select
            id="task_line"
            loading={lines.isFetching}
            disabled={typeof orderId !== 'number'}
            options={(lines.data ?? []).map((l) => ({
              value: l.id,
              disabled: l.busy_order_no !== null || l.id === moving?.line_id,
              label: l.busy_order_no ? t('plant.task_lineBusy', { line: l.name, order_no: l.busy_order_no }) : l.name,
            }))}
          />
        </Form.Item>
      </Form>
      {problem ? <Alert type="error" showIcon title={problem} data-testid="task-line-problem" /> : null}
    </Modal>
  );
}
