import { useQuery } from '@tanstack/react-query';
import type { Employee } from '@trace/contract/org';
import { employeeAdd } from '@trace/contract/org';
import { PASSWORD_MAX, PASSWORD_MIN } from '@trace/contract/validation';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { orgKeys, positionApi } from '../../api/org.ts';
import { DepartmentSelect } from '../../components/department-select.tsx';
import { identifierField, phoneRule, refusal } from '../../components/form-rules.ts';

/** The fields of an employee account; `employee` null = add (the account name is fixed once made, the password set apart). */
export function EmployeeFields({ employee }: { employee: Employee | null }) {
  const { t } = useTranslation();
  const positions = useQuery({ queryKey: orgKeys.positions, queryFn: () => positionApi.list() });
  const account = identifierField(t, employeeAdd.shape.account_name, t('common.account'), { required: true });
  return (
    <>
      <Form.Item
        htmlFor="employee_account"
        name="account_name"
        label={t('common.account')}
        rules={account.rules}
        extra={employee ? undefined : account.extra}
      >
        <Input id="employee_account" disabled={Boolean(employee)} maxLength={64} />
      </Form.Item>
      {employee ? null : (
        <Form.Item
          htmlFor="employee_password"
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
        htmlFor="employee_real_name"
        name="real_name"
        label={t('org.realName')}
        rules={[{ required: true, whitespace: true, message: t('common.fieldRequired') }]}
      >
        <Input id="employee_real_name" maxLength={64} />
      </Form.Item>
      <Form.Item htmlFor="employee_department" name="department_id" label={t('org.department')}>
        <DepartmentSelect id="employee_department" />
      </Form.Item>
      <Form.Item htmlFor="employee_positions" name="position_ids" label={t('org.positions')}>
        <Select
          id="employee_positions"
          mode="multiple"
          optionFilterProp="label"
          loading={positions.isPending}
          options={(positions.data ?? []).map((p) => ({ value: p.id, label: `${p.name} · ${p.department_name}` }))}
        />
      </Form.Item>
      <Form.Item name="mobile" label={t('org.mobile')} rules={[phoneRule(t, t('org.mobile'))]}>
        <Input maxLength={32} />
      </Form.Item>
      <Form.Item
        name="email"
        label={t('org.email')}
        rules={[{ type: 'email', message: refusal(t, t('org.email'), 'validation.invalidFormat') }]}
      >
        <Input maxLength={128} />
      </Form.Item>
    </>
  );
}
