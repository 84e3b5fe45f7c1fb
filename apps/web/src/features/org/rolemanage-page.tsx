import { PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type AccessTarget, ALL_GRANTS, holds } from '@trace/contract/access';
import { parseButtonCode, titleKey } from '@trace/contract/catalogue';
import type { MenuTreeNode, Role } from '@trace/contract/org';
import { Alert, Button, Card, Col, Empty, Form, Input, Modal, Row, Space, Spin, Switch, Table, Tag, Tree, type TreeDataNode } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toastSuccess } from '../../api/feedback.ts';
import type { Body } from '../../api/http.ts';
import { orgKeys, roleApi } from '../../api/org.ts';
import { Permission, usePermission } from '../../components/permission.tsx';
import { RowActions } from '../../components/row-actions.tsx';
import { useUserStore } from '../../stores/user-store.ts';
import { formatNumber } from '../../utils/format.ts';

const BUTTON_PREFIX = 'button:';

/**
 * The role's menus and buttons as one checkable tree: menu nodes, with button leaves under each.
 * What the person may not grant or withdraw (`grantable` says no: not held by them, or the role is
 * their own) keeps its tick but cannot be changed, as the server would refuse it.
 */
function toTree(nodes: MenuTreeNode[], t: (key: string) => string, grantable: (target: AccessTarget) => boolean): TreeDataNode[] {
  return nodes.map((node) => ({
    key: node.menu_key,
    title: <span data-menu={node.menu_key}>{t(titleKey(node.menu_key)) + (node.enabled ? '' : ` (${t('org.switchedOff')})`)}</span>,
    disabled: !node.enabled,
    disableCheckbox: !grantable({ kind: 'menu', key: node.menu_key }),
    children: [
      ...node.listMenuButtons.map((b) => ({
        key: `${BUTTON_PREFIX}${b.menu_button_code}`,
        title: <span data-code={b.menu_button_code}>{b.name || t(`org.action_${parseButtonCode(b.menu_button_code)?.action}`)}</span>,
        isLeaf: true,
        disabled: !b.enabled,
        disableCheckbox: !grantable({ kind: 'button', code: b.menu_button_code }),
      })),
      ...toTree(node.children, t, grantable),
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
  const holding = useUserStore((s) => s.access?.holding);
  // The person's own role is changed by someone else; otherwise only what they hold themselves.
  const ownRole = selected?.held === true;
  const grantable = useCallback((target: AccessTarget) => !ownRole && holding !== undefined && holds(holding, target), [ownRole, holding]);
  const treeData = useMemo(() => toTree(tree.data ?? [], t, grantable), [tree.data, t, grantable]);
  const limited = holding !== undefined && holding !== ALL_GRANTS;

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
      const body: Body<'/api/org/roles/add'> = { ...values, status: status ? 1 : 0 };
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
    onSuccess: (_, id) => {
      toastSuccess(t('org.saved'));
      // The deleted role's grants are gone: drop their query before refreshing, or it asks the server for them again.
      client.removeQueries({ queryKey: [...orgKeys.roles, 'tree', id] });
      setSelected((role) => (role?.id === id ? null : role));
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
              {
                title: t('org.roleName'),
                dataIndex: 'name',
                render: (name: string, row) => (
                  <Space size={4}>
                    {name}
                    {row.held ? <Tag data-testid="role-yours">{t('org.yourRole')}</Tag> : null}
                  </Space>
                ),
              },
              {
                title: t('org.status'),
                dataIndex: 'status',
                render: (s: number) => <Tag color={s === 1 ? 'green' : 'default'}>{s === 1 ? t('org.enabled') : t('org.disabled')}</Tag>,
              },
              { title: t('org.positionCount'), dataIndex: 'position_count', render: (n: number) => formatNumber(n) },
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
            selected && canGrant && !ownRole ? (
              <Button type="primary" loading={saveTree.isPending} onClick={() => saveTree.mutate()} data-testid="grants-save">
                {t('org.saveGrants')}
              </Button>
            ) : null
          }
        >
          {selected && canGrant && (ownRole || limited) && (
            <Alert
              type="info"
              showIcon
              data-testid="grant-limit"
              title={ownRole ? t('org.grantOwnRoleNote') : t('org.grantNotHeldNote')}
              style={{ marginBottom: 12 }}
            />
          )}
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
