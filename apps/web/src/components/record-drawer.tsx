import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Drawer, Form, type FormInstance, Space, Switch } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../api/feedback.ts';
import type { FormValues } from '../api/http.ts';
import { showRefusedFields } from './form-rules.ts';
import { confirmDiscardInput } from './use-unsaved-guard.ts';

type Values = Record<string, unknown>;

type Props<T extends { id: number; status?: unknown }> = {
  open: boolean;
  /** The record to edit; null adds one. */
  record: T | null;
  title: string;
  onClose: () => void;
  save: (body: FormValues) => Promise<unknown>;
  /** Query keys whose lists change after a save. */
  invalidates: readonly unknown[];
  /** Form items; `form` lets a field depend on another. */
  children: (form: FormInstance) => ReactNode;
  /** Form values of a record where they differ from its fields. */
  toForm?: (record: T) => Values;
  /** Defaults of a new record. */
  initialValues?: Values;
  testId: string;
  /** Records without an enabled/disabled state. */
  noStatus?: boolean;
  /** Called with the saved record (the answer of add or update), after the drawer closes. */
  onSaved?: (saved: unknown, added: boolean) => void;
};

/**
 * Add or edit a small record in a drawer, so the list stays in view: labels above fields, status
 * switch, save disabled while saving, success toast, the list refreshed. A refusal is shown on the
 * fields it names (scrolled to), anything else as a toast.
 */
export function RecordDrawer<T extends { id: number; status?: unknown }>(props: Props<T>) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [form] = Form.useForm<Values>();
  const { open, record, toForm } = props;
  const [dirty, setDirty] = useState(false);
  useEffect(() => {
    if (!open) return;
    setDirty(false);
    form.resetFields();
    if (record) form.setFieldsValue({ ...record, ...toForm?.(record), status: record.status === 1 });
  }, [open, record, form, toForm]);
  const save = useMutation({
    mutationFn: ({ status, ...values }: Values) =>
      props.save({ ...values, ...(props.noStatus ? {} : { status: status ? 1 : 0 }), ...(record ? { id: record.id } : {}) }),
    onSuccess: (saved) => {
      toastSuccess(t('base.saved'));
      void client.invalidateQueries({ queryKey: props.invalidates });
      setDirty(false);
      props.onClose();
      props.onSaved?.(saved, record === null);
    },
    onError: (error) => showRefusedFields(form, error),
  });
  // Cancel, Esc and a click beside the drawer all close it; typed input is lost only when confirmed.
  const close = () => (dirty ? confirmDiscardInput(props.onClose) : props.onClose());
  return (
    <Drawer
      open={open}
      size={600}
      title={props.title}
      onClose={close}
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={close}>{t('common.cancel')}</Button>
          <Button type="primary" loading={save.isPending} onClick={() => form.submit()} data-testid={`${props.testId}-save`}>
            {t('common.save')}
          </Button>
        </Space>
      }
    >
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{ status: true, ...props.initialValues }}
        onValuesChange={() => setDirty(true)}
        onFinish={(values) => save.mutate(values)}
        scrollToFirstError={{ block: 'center' }}
        disabled={save.isPending}
      >
        {props.children(form)}
        {props.noStatus ? null : (
          <Form.Item name="status" label={t('base.status')} valuePropName="checked">
            <Switch checkedChildren={t('base.enabled')} unCheckedChildren={t('base.disabled')} />
          </Form.Item>
        )}
      </Form>
    </Drawer>
  );
}
