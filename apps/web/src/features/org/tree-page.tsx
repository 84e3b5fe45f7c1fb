import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Department, DepartmentNode } from '@trace/contract/org';
import { departmentInput } from '@trace/contract/org';
import {
  Button,
  Card,
  Col,
  Descriptions,
  Empty,
  Form,
  Input,
  InputNumber,
  Modal,
  Popconfirm,
  Row,
  Space,
  Switch,
  Table,
  Tree,
  type TreeDataNode,
} from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../api/feedback.ts';
import type { Body } from '../../api/http.ts';
import { departmentApi, employeeApi, orgKeys } from '../../api/org.ts';
import { DepartmentSelect } from '../../components/department-select.tsx';
import { identifierField, phoneRule } from '../../components/form-rules.ts';
import { Permission, usePermission } from '../../components/permission.tsx';

type Values = Omit<Department, 'id' | 'employee_count' | 'created_at' | 'updated_at' | 'status'> & { status: boolean };

const toTree = (nodes: DepartmentNode[]): TreeDataNode[] =>
  nodes.map((n) => ({ key: n.id, title: `${n.name} (${n.depart_code})`, children: toTree(n.listSubWareHouses) }));

function descendantsOf(nodes: DepartmentNode[], id: number): number[] {
  for (const node of nodes) {
    if (node.id === id) {
      const all: number[] = [];
      const walk = (n: DepartmentNode) => {
        all.push(n.id);
        n.listSubWareHouses.forEach(walk);
      };
      walk(node);
      return all;
    }
    const found = descendantsOf(node.listSubWareHouses, id);
    if (found.length > 0) return found;
  }
  return [];
}

/** The department tree with add / edit / delete, and the employees of the selected department. */
export default function TreePage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const tree = useQuery({ queryKey: [...orgKeys.departments, 'tree'], queryFn: departmentApi.tree });
  const list = useQuery({ queryKey: [...orgKeys.departments, 'list'], queryFn: departmentApi.list });
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const selected = useMemo(() => list.data?.find((d) => d.id === selectedId) ?? null, [list.data, selectedId]);
  const canSeeStaff = usePermission(['stafflist']);
  const staff = useQuery({
    queryKey: [...orgKeys.employees, 'department', selectedId],
    queryFn: () => employeeApi.page({ department_id: selectedId ?? undefined, page_size: 100 }),
    enabled: selectedId !== null && canSeeStaff,
  });
  const [editing, setEditing] = useState<Department | 'new' | null>(null);
  const [form] = Form.useForm<Values>();
  useEffect(() => {
    if (editing === null) return;
    form.resetFields();
    if (editing === 'new') form.setFieldsValue({ parent_id: selectedId });
    else form.setFieldsValue({ ...editing, status: editing.status === 1 });
  }, [editing, form, selectedId]);
  const done = () => {
    toastSuccess(t('org.saved'));
    void client.invalidateQueries({ queryKey: ['org'] });
  };
  const save = useMutation({
    mutationFn: ({ status, ...values }: Values) => {
      const body: Body<'/api/org/enterprisedepart/add'> = { ...values, status: status ? 1 : 0 };
      return editing && editing !== 'new' ? departmentApi.update({ ...body, id: editing.id }) : departmentApi.add(body);
    },
    onSuccess: (department) => {
      setEditing(null);
      setSelectedId(department.id);
      done();
    },
  });
  const remove = useMutation({
    mutationFn: departmentApi.remove,
    onSuccess: () => {
      setSelectedId(null);
      done();
    },
  });

  return (
    <Row gutter={16}>
      <Col xs={24} lg={9}>
        <Card
          title={t('menu.tree')}
          extra={
            <Permission roles={['tree:add']}>
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="department-add">
                {selected ? t('org.addSubDepartment') : t('org.addDepartment')}
              </Button>
            </Permission>
          }
        >
          {tree.data && tree.data.length > 0 ? (
            <Tree
              blockNode
              defaultExpandAll
              treeData={toTree(tree.data)}
              selectedKeys={selectedId === null ? [] : [selectedId]}
              onSelect={(keys) => setSelectedId(keys[0] === undefined ? null : Number(keys[0]))}
              data-testid="department-tree"
            />
          ) : (
            <Empty description={tree.isPending ? t('common.loading') : t('org.noDepartments')} />
          )}
        </Card>
      </Col>
      <Col xs={24} lg={15}>
        <Card
          title={selected ? selected.name : t('org.pickDepartment')}
          extra={
            selected ? (
              <Space>
                <Permission roles={['tree:update']}>
                  <Button icon={<EditOutlined />} onClick={() => setEditing(selected)}>
                    {t('common.edit')}
                  </Button>
                </Permission>
                <Permission roles={['tree:delete']}>
                  <Popconfirm
                    title={t('common.confirmDelete', { name: selected.name })}
                    onConfirm={() => remove.mutate(selected.id)}
                    okButtonProps={{ danger: true }}
                  >
                    <Button danger icon={<DeleteOutlined />}>
                      {t('common.delete')}
                    </Button>
                  </Popconfirm>
                </Permission>
              </Space>
            ) : null
          }
        >
          {selected ? (
            <Space direction="vertical" style={{ width: '100%' }}>
              <Descriptions size="small" column={2}>
                <Descriptions.Item label={t('org.departCode')}>{selected.depart_code}</Descriptions.Item>
                <Descriptions.Item label={t('org.leader')}>{selected.leader}</Descriptions.Item>
                <Descriptions.Item label={t('org.phone')}>{selected.phone}</Descriptions.Item>
                <Descriptions.Item label={t('org.status')}>
                  {selected.status === 1 ? t('org.enabled') : t('org.disabled')}
                </Descriptions.Item>
              </Descriptions>
              {canSeeStaff ? (
                <Table
                  rowKey="id"
                  size="small"
                  loading={staff.isPending}
                  dataSource={staff.data?.list}
                  pagination={false}
                  locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('org.noEmployees')} /> }}
                  columns={[
                    { title: t('common.account'), dataIndex: 'account_name' },
                    { title: t('org.realName'), dataIndex: 'real_name' },
                    { title: t('org.department'), dataIndex: 'department_name' },
                    { title: t('org.positions'), dataIndex: 'position_names', render: (names: string[]) => names.join(', ') },
                  ]}
                />
              ) : null}
            </Space>
          ) : (
            <Empty description={t('org.pickDepartmentHint')} />
          )}
        </Card>
      </Col>
      <Modal
        open={editing !== null}
        title={editing === 'new' ? t('org.addDepartment') : t('org.editDepartment')}
        onCancel={() => setEditing(null)}
        onOk={() => form.submit()}
        confirmLoading={save.isPending}
        destroyOnHidden
      >
        <Form<Values> form={form} layout="vertical" initialValues={{ status: true, sort: 0 }} onFinish={(v) => save.mutate(v)}>
          <Form.Item
            htmlFor="depart_code"
            name="depart_code"
            label={t('org.departCode')}
            {...identifierField(t, departmentInput.shape.depart_code, t('org.departCode'), { required: true })}
          >
            <Input id="depart_code" maxLength={32} />
          </Form.Item>
          <Form.Item
            htmlFor="depart_name"
            name="name"
            label={t('org.departmentName')}
            rules={[{ required: true, whitespace: true, message: t('common.fieldRequired') }]}
          >
            <Input id="depart_name" maxLength={64} />
          </Form.Item>
          <Form.Item name="parent_id" label={t('org.parentDepartment')}>
            <DepartmentSelect disabledIds={editing && editing !== 'new' ? descendantsOf(tree.data ?? [], editing.id) : []} />
          </Form.Item>
          <Form.Item name="leader" label={t('org.leader')}>
            <Input maxLength={64} />
          </Form.Item>
          <Form.Item name="phone" label={t('org.phone')} rules={[phoneRule(t, t('org.phone'))]}>
            <Input maxLength={32} />
          </Form.Item>
          <Form.Item name="sort" label={t('org.sort')}>
            <InputNumber min={0} max={9999} />
          </Form.Item>
          <Form.Item name="status" label={t('org.enabled')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Form>
      </Modal>
    </Row>
  );
}
