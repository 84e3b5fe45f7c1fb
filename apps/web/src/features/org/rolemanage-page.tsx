import { PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { parseButtonCode, titleKey } from '@trace/contract/catalogue';
import type { MenuTreeNode, Role } from '@trace/contract/org';
import { Button, Card, Col, Empty, Form, Input, Modal, Row, Space, Spin, Switch, Table, Tag, Tree, type TreeDataNode } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toastSuccess } from '../../api/feedback.ts';
import { orgKeys, roleApi } from '../../api/org.ts';
import { Permission, usePermission } from '../../components/permission.tsx';
import { RowActions } from '../../components/row-actions.tsx';

const BUTTON_PREFIX = 'button:';

/** The role's menus and buttons as one checkable tree: menu nodes, with button leaves under each. */
function toTree(nodes: MenuTreeNode[], t: (key: string) => string): TreeDataNode[] {
  return nodes.map((node) => ({
    key: node.menu_key,
    title: <span data-menu={node.menu_key}>{t(titleKey(node.menu_key)) + (node.enabled ? '' : ` (${t('org.switchedOff')})`)}</span>,
    disabled: !node.enabled,
    children: [
      ...node.listMenuButtons.map((b) => ({
        key: `${BUTTON_PREFIX}${b.menu_button_code}`,
        title: <span data-code={b.menu_button_code}>{b.name || t(`org.action_${parseButtonCode(b.menu_button_code)?.action}`)}</span>,
        isLeaf: true,
        disabled: !b.enabled,
      })),
      ...toTree(node.children, t),
    ],
  }));
}

function selections(nodes: MenuTreeNode[]): string[] {
  return nodes.flatMap((node) => [
    ...(node.selected ? [node.menu_key] : []),
    ...node.listMenuButtons.filter((b) => b.selected).map((b) => `${BUTTON_PREFIX}${b.menu_button_code}`),
    ...selections(node.children),
  ]);
}

/** Roles on the left; the selected role's menus and buttons on the right, so a grant is set while the role stays in view. */
export default function RolemanagePage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const roles = useQuery({ queryKey: orgKeys.roles, queryFn: roleApi.list });
  const [selected, setSelected] = useState<Role | null>(null);
  const [editing, setEditing] = useState<Role | 'new' | null>(null);
  const [form] = Form.useForm<{ name: string; description: string; status: boolean }>();
  const tree = useQuery({
    queryKey: [...orgKeys.roles, 'tree', selected?.id],
    queryFn: () => roleApi.tree(selected?.id ?? 0),
    enabled: selected !== null,
  });
  const [checked, setChecked] = useState<string[]>([]);
  const canGrant = usePermission(['rolemanage:grant']);
  const treeData = useMemo(() => toTree(tree.data ?? [], t), [tree.data, t]);

  useEffect(() => {
    if (tree.data) setChecked(selections(tree.data));
  }, [tree.data]);
  useEffect(() => {
    if (editing === null) return;
    form.resetFields();
    if (editing !== 'new') form.setFieldsValue({ ...editing, status: editing.status === 1 });
  }, [editing, form]);

  const invalidate = () => client.invalidateQueries({ queryKey: orgKeys.roles });
  const saveRole = useMutation({
    mutationFn: ({ status, ...values }: { name: string; description: string; status: boolean }) => {
      const body = { ...values, status: status ? 1 : 0 };
      return editing && editing !== 'new' ? roleApi.update({ ...body, id: editing.id }) : roleApi.add(body);
    },
    onSuccess: (role) => {
      toastSuccess(t('org.saved'));
      setEditing(null);
      setSelected(role);
      void invalidate();
    },
  });
  const removeRole = useMutation({
    mutationFn: roleApi.remove,
    onSuccess: () => {
      toastSuccess(t('org.saved'));
      setSelected(null);
      void invalidate();
    },
  });
  const saveTree = useMutation({
    mutationFn: () => {
      // Each node is granted on its own: a page need not carry all of its buttons.
      const menus = checked.filter((k) => !k.startsWith(BUTTON_PREFIX));
      const buttons = checked.filter((k) => k.startsWith(BUTTON_PREFIX)).map((k) => k.slice(BUTTON_PREFIX.length));
      return roleApi.saveTree(selected?.id ?? 0, menus, buttons);
    },
    onSuccess: () => {
      toastSuccess(t('org.grantsSaved'));
      void invalidate();
    },
  });

  return (
    <Row gutter={16}>
      <Col xs={24} xl={10}>
        <Card
          title={t('menu.rolemanage')}
          extra={
            <Space>
              <Permission roles={['setmenusenable']}>
                <Link to="/home/organ/role/setmenusenable">{t('menu.setmenusenable')}</Link>
              </Permission>
              <Permission roles={['rolemanage:add']}>
                <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="role-add">
                  {t('org.addRole')}
                </Button>
              </Permission>
            </Space>
          }
        >
          <Table<Role>
            rowKey="id"
            size="small"
            loading={roles.isPending}
            dataSource={roles.data}
            pagination={false}
            rowClassName={(row) => (row.id === selected?.id ? 'ant-table-row-selected' : '')}
            onRow={(row) => ({ onClick: () => setSelected(row) })}
            columns={[
              { title: t('org.roleName'), dataIndex: 'name' },
              {
                title: t('org.status'),
                dataIndex: 'status',
                render: (s: number) => <Tag color={s === 1 ? 'green' : 'default'}>{s === 1 ? t('org.enabled') : t('org.disabled')}</Tag>,
              },
              { title: t('org.positionCount'), dataIndex: 'position_count' },
              {
                title: t('org.actions'),
                key: 'actions',
                render: (_, row) => (
                  <RowActions
                    menuKey="rolemanage"
                    name={row.name}
                    onEdit={() => setEditing(row)}
                    onDelete={() => removeRole.mutate(row.id)}
                  />
                ),
              },
            ]}
          />
        </Card>
      </Col>
      <Col xs={24} xl={14}>
        <Card
          title={selected ? t('org.grantsOf', { name: selected.name }) : t('org.grants')}
          extra={
            selected && canGrant ? (
              <Button type="primary" loading={saveTree.isPending} onClick={() => saveTree.mutate()} data-testid="grants-save">
                {t('org.saveGrants')}
              </Button>
            ) : null
          }
        >
          {selected && tree.data ? (
            <Tree
              checkable
              checkStrictly
              disabled={!canGrant}
              defaultExpandAll
              key={selected.id}
              treeData={treeData}
              checkedKeys={checked}
              onCheck={(keys) => setChecked((Array.isArray(keys) ? keys : keys.checked).map(String))}
              data-testid="grant-tree"
            />
          ) : selected ? (
            <Spin />
          ) : (
            <Empty description={t('org.pickRole')} />
          )}
        </Card>
      </Col>
      <Modal
        open={editing !== null}
        title={editing === 'new' ? t('org.addRole') : t('org.editRole')}
        onCancel={() => setEditing(null)}
        onOk={() => form.submit()}
        confirmLoading={saveRole.isPending}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" initialValues={{ status: true }} onFinish={(v) => saveRole.mutate(v)}>
          <Form.Item
            htmlFor="role_name"
            name="name"
            label={t('org.roleName')}
            rules={[{ required: true, whitespace: true, message: t('common.fieldRequired') }]}
          >
            <Input id="role_name" maxLength={64} />
          </Form.Item>
          <Form.Item name="description" label={t('org.description')}>
            <Input.TextArea maxLength={200} />
          </Form.Item>
          <Form.Item name="status" label={t('org.enabled')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Form>
      </Modal>
    </Row>
  );
}
