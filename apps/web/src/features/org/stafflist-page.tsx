import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Employee } from '@trace/contract/org';
import { PASSWORD_MAX, PASSWORD_MIN } from '@trace/contract/validation';
import { Form, Input, Modal, Select, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../api/feedback.ts';
import { employeeApi, orgKeys } from '../../api/org.ts';
import { ConfirmToggle } from '../../components/confirm-toggle.tsx';
import { DepartmentSelect } from '../../components/department-select.tsx';
import { refusedField } from '../../components/form-rules.ts';
import { ListPage, listDefaults, useDrawerControl } from '../../components/list-page.tsx';
import { usePermission } from '../../components/permission.tsx';
import { timeColumn } from '../../components/resource-page.tsx';
import { recordActions } from '../../components/row-actions.tsx';
import { EmployeeFields } from './employee-fields.tsx';

const DEFAULTS = listDefaults('-created_at');
const EMPLOYEES_PATH = '/api/org/employees';

/** Account management: employees with filters in the URL, add/edit, enable/disable, reset password, delete. */
export default function StafflistPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const drawer = useDrawerControl<Employee>();
  const [resetting, setResetting] = useState<Employee | null>(null);
  const [password, setPassword] = useState('');
  const [passwordRefusal, setPasswordRefusal] = useState<string | null>(null);
  const canUpdate = usePermission(['stafflist:update']);
  const refresh = () => client.invalidateQueries({ queryKey: orgKeys.employees });
  const done = () => {
    toastSuccess(t('org.saved'));
    void refresh();
  };
  const toggle = useMutation({
    mutationFn: (e: Employee) => employeeApi.update({ ...e, status: e.status === 1 ? 0 : 1 }),
    onSuccess: done,
  });
  const remove = useMutation({ mutationFn: (id: number) => employeeApi.remove(id), onSuccess: done });
  const resetPassword = useMutation({
    mutationFn: () => employeeApi.resetPassword(resetting?.id ?? 0, password),
    onSuccess: (result) => {
      toastSuccess(t('org.passwordReset', { count: result.sessions_ended }));
      setResetting(null);
      setPassword('');
    },
    onError: (error) => setPasswordRefusal(refusedField(error, ['password'] as const) ? error.message : null),
  });

  return (
    <ListPage<Employee, 'stafflist'>
      menuKey="stafflist"
      api={{ key: orgKeys.employees, path: EMPLOYEES_PATH, ...employeeApi }}
      defaults={DEFAULTS}
      empty={t('org.noEmployees')}
      filters={[
        { kind: 'text', name: 'name', label: t('org.realName') },
        { kind: 'text', name: 'account', label: t('common.account') },
        <Form.Item key="department_id" name="department_id" label={t('org.department')}>
          <DepartmentSelect />
        </Form.Item>,
        <Form.Item key="status" name="status" label={t('org.status')}>
          <Select
            allowClear
            style={{ width: 120 }}
            options={[
              { value: '1', label: t('org.enabled') },
              { value: '0', label: t('org.disabled') },
            ]}
          />
        </Form.Item>,
      ]}
      add={{ label: t('org.addEmployee'), testId: 'employee-add' }}
      importFrom={{ path: `${EMPLOYEES_PATH}/import`, title: t('org.importEmployees'), testId: 'employee-import' }}
      invalidates={['org']}
      drawer={{
        control: drawer,
        editLabel: t('org.editEmployee'),
        form: (_, record) => <EmployeeFields employee={record} />,
        initialValues: { position_ids: [] },
        testId: 'employee',
      }}
      columns={[
        { title: t('common.account'), dataIndex: 'account_name', sorter: true, render: (v: string) => <code>{v}</code> },
        { title: t('org.realName'), dataIndex: 'real_name', sorter: true },
        { title: t('org.department'), dataIndex: 'department_name' },
        {
          title: t('org.positions'),
          dataIndex: 'position_names',
          render: (names: string[]) => names.map((n) => <Tag key={n}>{n}</Tag>),
        },
        { title: t('org.mobile'), dataIndex: 'mobile' },
        {
          title: t('org.status'),
          dataIndex: 'status',
          render: (status: number, row) => (
            <ConfirmToggle
              on={status === 1}
              disabled={!canUpdate}
              loading={toggle.isPending && toggle.variables?.id === row.id}
              onChange={() => toggle.mutate(row)}
              question={t('org.confirmDisableEmployee', { name: row.real_name })}
              ariaLabel={t('org.enabled')}
            />
          ),
        },
        timeColumn(t('org.createdAt')),
      ]}
      rowActions={(row) =>
        recordActions(t, {
          menuKey: 'stafflist',
          name: row.account_name,
          onEdit: () => drawer.edit(row),
          onDelete: () => remove.mutate(row.id),
          more: [{ key: 'resetpwd', label: t('org.resetPassword'), roles: ['stafflist:resetpwd'], onClick: () => setResetting(row) }],
        })
      }
    >
      <Modal
        open={resetting !== null}
        title={t('org.resetPasswordOf', { name: resetting?.account_name ?? '' })}
        onCancel={() => {
          setResetting(null);
          setPasswordRefusal(null);
        }}
        onOk={() => resetPassword.mutate()}
        okButtonProps={{ disabled: password.length < PASSWORD_MIN || password.length > PASSWORD_MAX, loading: resetPassword.isPending }}
        destroyOnHidden
      >
        <p>{t('org.resetPasswordHint')}</p>
        <Input.Password
          id="reset_password"
          value={password}
          onChange={(e) => {
            setPassword(e.target.value);
            setPasswordRefusal(null);
          }}
          maxLength={PASSWORD_MAX}
          autoComplete="new-password"
          status={passwordRefusal ? 'error' : undefined}
          aria-describedby="reset_password_refusal"
        />
        {passwordRefusal ? (
          <div id="reset_password_refusal" className="ant-form-item-explain-error" role="alert">
            {passwordRefusal}
          </div>
        ) : null}
      </Modal>
    </ListPage>
  );
}
