import { PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Position } from '@trace/contract/org';
import { Button, Card, Empty, Form, Input, Modal, Select, Space, Table, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../api/feedback.ts';
import { orgKeys, positionApi, roleApi } from '../../api/org.ts';
import { DepartmentSelect } from '../../components/department-select.tsx';
import { Permission } from '../../components/permission.tsx';
import { RowActions } from '../../components/row-actions.tsx';
import { useListParams } from '../../components/use-list-params.ts';
import { formatNumber } from '../../utils/format.ts';

type Values = { name: string; department_id: number; description: string; role_ids: number[] };
const DEFAULTS = {};

/** Positions per department and the roles each carries. */
export default function DepartmentjobPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const { values, update } = useListParams(DEFAULTS);
  const departmentId = values.department_id ? Number(values.department_id) : undefined;
  const positions = useQuery({ queryKey: [...orgKeys.positions, departmentId], queryFn: () => positionApi.list(departmentId) });
  const roles = useQuery({ queryKey: orgKeys.roles, queryFn: roleApi.list });
  const roleName = new Map((roles.data ?? []).map((r) => [r.id, r.name]));
  const [editing, setEditing] = useState<Position | 'new' | null>(null);
  const [form] = Form.useForm<Values>();
  useEffect(() => {
    if (editing === null) return;
    form.resetFields();
    if (editing !== 'new') form.setFieldsValue({ ...editing, department_id: editing.department_id ?? undefined });
    else if (departmentId) form.setFieldsValue({ department_id: departmentId });
  }, [editing, form, departmentId]);
  const done = () => {
    toastSuccess(t('org.saved'));
    void client.invalidateQueries({ queryKey: ['org'] });
  };
  const save = useMutation({
    mutationFn: async ({ role_ids, ...values }: Values) => {
      const saved = editing && editing !== 'new' ? await positionApi.update({ ...values, id: editing.id }) : await positionApi.add(values);
      await positionApi.setRoles(saved.id, role_ids ?? []);
    },
    onSuccess: () => {
      setEditing(null);
      done();
    },
  });
  const remove = useMutation({ mutationFn: positionApi.remove, onSuccess: done });

  return (
    <Card
      title={t('menu.departmentjob')}
      extra={
        <Space>
          <DepartmentSelect
            value={departmentId ?? null}
            onChange={(id) => update({ department_id: id })}
            placeholder={t('org.allDepartments')}
            ariaLabel={t('org.department')}
          />
          <Permission roles={['departmentjob:add']}>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="position-add">
              {t('org.addPosition')}
            </Button>
          </Permission>
        </Space>
      }
    >
      <Table<Position>
        rowKey="id"
        loading={positions.isPending}
        dataSource={positions.data}
        pagination={false}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('org.noPositions')} /> }}
        columns={[
          { title: t('org.positionName'), dataIndex: 'name' },
          { title: t('org.department'), dataIndex: 'department_name' },
          {
            title: t('org.roles'),
            dataIndex: 'role_ids',
            render: (ids: number[]) => ids.map((id) => <Tag key={id}>{roleName.get(id) ?? id}</Tag>),
          },
          { title: t('org.employeeCount'), dataIndex: 'employee_count', render: (n: number) => formatNumber(n) },
          {
            title: t('org.actions'),
            key: 'actions',
            render: (_, row) => (
              <RowActions menuKey="departmentjob" name={row.name} onEdit={() => setEditing(row)} onDelete={() => remove.mutate(row.id)} />
            ),
          },
        ]}
      />
      <Modal
        open={editing !== null}
        title={editing === 'new' ? t('org.addPosition') : t('org.editPosition')}
        onCancel={() => setEditing(null)}
        onOk={() => form.submit()}
        confirmLoading={save.isPending}
        destroyOnHidden
      >
        <Form<Values> form={form} layout="vertical" initialValues={{ role_ids: [] }} onFinish={(v) => save.mutate(v)}>
          <Form.Item
            htmlFor="position_name"
            name="name"
            label={t('org.positionName')}
            rules={[{ required: true, whitespace: true, message: t('common.fieldRequired') }]}
          >
            <Input id="position_name" maxLength={64} />
          </Form.Item>
          <Form.Item
            htmlFor="position_department"
            name="department_id"
            label={t('org.department')}
            rules={[{ required: true, message: t('common.fieldRequired') }]}
          >
            <DepartmentSelect id="position_department" />
          </Form.Item>
          <Form.Item htmlFor="position_roles" name="role_ids" label={t('org.roles')}>
            <Select
              id="position_roles"
              mode="multiple"
              optionFilterProp="label"
              options={(roles.data ?? []).map((r) => ({ value: r.id, label: r.name }))}
            />
          </Form.Item>
          <Form.Item name="description" label={t('org.description')}>
            <Input.TextArea maxLength={200} />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
