import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Employee } from '@trace/contract/org';
import { PASSWORD_MAX, PASSWORD_MIN } from '@trace/contract/validation';
import { Button, Drawer, Form, Input, Select, Space, Switch } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../api/feedback.ts';
import { employeeApi, orgKeys, positionApi } from '../../api/org.ts';
import { DepartmentSelect } from '../../components/department-select.tsx';
import { refusedField, safeTextRule } from '../../utils/form-rules.ts';

type Values = Omit<Employee, 'id' | 'department_name' | 'position_names' | 'created_at' | 'status'> & {
  status: boolean;
  password?: string;
};

/** Add or edit an employee account; `employee` null = add. */
export function EmployeeDrawer({ open, employee, onClose }: { open: boolean; employee: Employee | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const client = useQueryClient();
  const positions = useQuery({ queryKey: orgKeys.positions, queryFn: () => positionApi.list(), enabled: open });
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (employee) form.setFieldsValue({ ...employee, status: employee.status === 1 });
  }, [open, employee, form]);
  const save = useMutation({
    mutationFn: ({ status, ...values }: Values) => {
      const body = { ...values, status: status ? 1 : 0 };
      return employee ? employeeApi.update({ ...body, id: employee.id }) : employeeApi.add(body);
    },
    onSuccess: () => {
      toastSuccess(t('org.saved'));
      void client.invalidateQueries({ queryKey: ['org'] });
      onClose();
    },
    onError: (error) => {
      const field = refusedField(error, ['password'] as const, t);
      if (field) form.setFields([{ name: field, errors: [error.message] }]);
    },
  });
  return (
    <Drawer
      open={open}
      size={560}
      title={employee ? t('org.editEmployee') : t('org.addEmployee')}
      onClose={onClose}
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="primary" loading={save.isPending} onClick={() => form.submit()} data-testid="employee-save">
            {t('common.save')}
          </Button>
        </Space>
      }
    >
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{ status: true, position_ids: [] }}
        onFinish={(values) => save.mutate(values)}
        disabled={save.isPending}
      >
        <Form.Item
          name="account_name"
          label={t('common.account')}
          rules={[{ required: true, message: t('common.fieldRequired') }, safeTextRule(t)]}
        >
          <Input id="employee_account" disabled={Boolean(employee)} maxLength={64} />
        </Form.Item>
        {employee ? null : (
          <Form.Item
            name="password"
            label={t('login.password')}
            extra={t('org.passwordPolicyShort', { min: PASSWORD_MIN, max: PASSWORD_MAX })}
            rules={[
              { required: true, message: t('common.fieldRequired') },
              { min: PASSWORD_MIN, max: PASSWORD_MAX, message: t('org.passwordPolicyShort', { min: PASSWORD_MIN, max: PASSWORD_MAX }) },
            ]}
          >
            <Input.Password id="employee_password" autoComplete="new-password" maxLength={PASSWORD_MAX} />
          </Form.Item>
        )}
        <Form.Item
          name="real_name"
          label={t('org.realName')}
          rules={[{ required: true, whitespace: true, message: t('common.fieldRequired') }]}
        >
          <Input id="employee_real_name" maxLength={64} />
        </Form.Item>
        <Form.Item name="department_id" label={t('org.department')}>
          <DepartmentSelect id="employee_department" />
        </Form.Item>
        <Form.Item name="position_ids" label={t('org.positions')}>
          <Select
            id="employee_positions"
            mode="multiple"
            optionFilterProp="label"
            loading={positions.isPending}
            options={(positions.data ?? []).map((p) => ({ value: p.id, label: `${p.name} · ${p.department_name}` }))}
          />
        </Form.Item>
        <Form.Item name="mobile" label={t('org.mobile')}>
          <Input maxLength={32} />
        </Form.Item>
        <Form.Item name="email" label={t('org.email')} rules={[{ type: 'email', message: t('validation.invalidFormat') }]}>
          <Input maxLength={128} />
        </Form.Item>
        <Form.Item name="status" label={t('org.enabled')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
