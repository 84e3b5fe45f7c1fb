import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Employee } from '@trace/contract/org';
import { PASSWORD_MAX, PASSWORD_MIN } from '@trace/contract/validation';
import { Button, Form, Input, Modal, Popconfirm, Select, Space, Switch, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../api/feedback.ts';
import { employeeApi, orgKeys } from '../../api/org.ts';
import { DataTable } from '../../components/data-table.tsx';
import { DepartmentSelect } from '../../components/department-select.tsx';
import { ImportModal } from '../../components/import-modal.tsx';
import { Permission, usePermission } from '../../components/permission.tsx';
import { refusedField } from '../../utils/form-rules.ts';
import { parseTime } from '../../utils/time.ts';
import { EmployeeDrawer } from './employee-drawer.tsx';

const DEFAULTS = { page: '1', page_size: '20', sort: '-created_at' };

/** Account management: employees with filters in the URL, add/edit, enable/disable, reset password, delete. */
export default function StafflistPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [drawer, setDrawer] = useState<{ open: boolean; employee: Employee | null }>({ open: false, employee: null });
  const [resetting, setResetting] = useState<Employee | null>(null);
  const [importing, setImporting] = useState(false);
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
    onError: (error) => setPasswordRefusal(refusedField(error, ['password'] as const, t) ? error.message : null),
  });

  return (
    <>
      <DataTable<Employee>
        title={t('menu.stafflist')}
        queryKey={orgKeys.employees}
        fetchPage={(query) => employeeApi.page(query)}
        defaults={DEFAULTS}
        storageKey="stafflist"
        empty={t('org.noEmployees')}
        exportTo={{ path: '/api/org/employees/export', permission: 'stafflist:export' }}
        filters={[
          <Form.Item key="name" name="name" label={t('org.realName')}>
            <Input allowClear id="filter_name" />
          </Form.Item>,
          <Form.Item key="account" name="account" label={t('common.account')}>
            <Input allowClear id="filter_account" />
          </Form.Item>,
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
        actions={
          <>
            <Permission roles={['stafflist:add']}>
              <Button
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => setDrawer({ open: true, employee: null })}
                data-testid="employee-add"
              >
                {t('org.addEmployee')}
              </Button>
            </Permission>
            <Permission roles={['stafflist:import']}>
              <Button icon={<UploadOutlined />} onClick={() => setImporting(true)} data-testid="employee-import">
                {t('common.import')}
              </Button>
            </Permission>
          </>
        }
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
              <Switch
                size="small"
                checked={status === 1}
                disabled={!canUpdate}
                loading={toggle.isPending && toggle.variables?.id === row.id}
                onChange={() => toggle.mutate(row)}
                aria-label={t('org.enabled')}
              />
            ),
          },
          { title: t('org.createdAt'), dataIndex: 'created_at', sorter: true, render: (v: string) => parseTime(v) },
          {
            title: t('org.actions'),
            key: 'actions',
            render: (_, row) => (
              <Space size="small">
                <Permission roles={['stafflist:update']}>
                  <Button type="link" size="small" onClick={() => setDrawer({ open: true, employee: row })}>
                    {t('org.edit')}
                  </Button>
                </Permission>
                <Permission roles={['stafflist:resetpwd']}>
                  <Button type="link" size="small" onClick={() => setResetting(row)}>
                    {t('org.resetPassword')}
                  </Button>
                </Permission>
                <Permission roles={['stafflist:delete']}>
                  <Popconfirm
                    title={t('org.confirmDelete', { name: row.account_name })}
                    onConfirm={() => remove.mutate(row.id)}
                    okButtonProps={{ danger: true }}
                  >
                    <Button type="link" size="small" danger>
                      {t('org.delete')}
                    </Button>
                  </Popconfirm>
                </Permission>
              </Space>
            ),
          },
        ]}
      />
      <ImportModal
        open={importing}
        onClose={() => setImporting(false)}
        title={t('org.importEmployees')}
        path="/api/org/employees/import"
        invalidates={['org']}
      />
      <EmployeeDrawer open={drawer.open} employee={drawer.employee} onClose={() => setDrawer({ open: false, employee: null })} />
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
    </>
  );
}
