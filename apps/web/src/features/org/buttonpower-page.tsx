import { PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { menuCatalogue, titleKey } from '@trace/contract/catalogue';
import type { MenuButton } from '@trace/contract/org';
import { menuButtonAdd } from '@trace/contract/org';
import { Button, Card, Form, Input, Modal, Select, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../api/feedback.ts';
import { menuApi, orgKeys } from '../../api/org.ts';
import { ConfirmToggle } from '../../components/confirm-toggle.tsx';
import { identifierField } from '../../components/form-rules.ts';
import { Permission, usePermission } from '../../components/permission.tsx';
import { RowActions } from '../../components/row-actions.tsx';
import { useListParams } from '../../components/use-list-params.ts';

const DEFAULTS = {};
const pageKeys = menuCatalogue.filter((e) => e.kind === 'page').map((e) => e.key);

/** Buttons of each menu: built-in ones can be renamed and disabled; the enterprise may add its own. */
export default function ButtonpowerPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const { values, update } = useListParams(DEFAULTS);
  const menuKey = values.menu_key;
  const buttons = useQuery({ queryKey: [...orgKeys.buttons, menuKey], queryFn: () => menuApi.buttons(menuKey) });
  const canUpdate = usePermission(['buttonpower:update']);
  const [adding, setAdding] = useState(false);
  const [renaming, setRenaming] = useState<MenuButton | null>(null);
  const [form] = Form.useForm<{ menu_key: string; action: string; name: string }>();
  const [newName, setNewName] = useState('');
  const done = () => {
    toastSuccess(t('org.saved'));
    void client.invalidateQueries({ queryKey: ['org'] });
  };
  const change = useMutation({ mutationFn: menuApi.updateButton, onSuccess: done });
  const add = useMutation({
    mutationFn: menuApi.addButton,
    onSuccess: () => {
      setAdding(false);
      done();
    },
  });
  const remove = useMutation({ mutationFn: menuApi.removeButton, onSuccess: done });
  const menuOptions = pageKeys.map((key) => ({ value: key, label: `${t(titleKey(key))} (${key})` }));
  const label = (b: MenuButton) => b.name || t(`org.action_${b.action}`, { defaultValue: b.action });

  return (
    <Card
      title={t('menu.buttonpower')}
      extra={
        <Space>
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            style={{ width: 260 }}
            placeholder={t('org.allMenus')}
            aria-label={t('org.menu')}
            value={menuKey}
            onChange={(key) => update({ menu_key: key })}
            options={menuOptions}
          />
          <Permission roles={['buttonpower:add']}>
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => {
                form.resetFields();
                form.setFieldsValue({ menu_key: menuKey });
                setAdding(true);
              }}
            >
              {t('org.addButton')}
            </Button>
          </Permission>
        </Space>
      }
    >
      <Table<MenuButton>
        rowKey="menu_button_code"
        size="small"
        loading={buttons.isPending}
        dataSource={buttons.data}
        pagination={{ pageSize: 50, showSizeChanger: false }}
        columns={[
          { title: t('org.menu'), dataIndex: 'menu_key', render: (key: string) => t(titleKey(key)) },
          { title: t('org.buttonCode'), dataIndex: 'menu_button_code', render: (code: string) => <code>{code}</code> },
          { title: t('org.buttonName'), key: 'name', render: (_, b) => label(b) },
          {
            title: t('org.kind'),
            dataIndex: 'custom',
            render: (custom: boolean) => (custom ? <Tag color="blue">{t('org.ownButton')}</Tag> : <Tag>{t('org.builtIn')}</Tag>),
          },
          {
            title: t('org.enabled'),
            dataIndex: 'enabled',
            render: (enabled: boolean, b) => (
              <ConfirmToggle
                on={enabled}
                disabled={!canUpdate}
                onChange={(value) => change.mutate({ code: b.menu_button_code, enabled: value })}
                question={t('org.confirmButtonOff', { code: b.menu_button_code })}
                testId={`button-switch-${b.menu_button_code}`}
                ariaLabel={t('common.labelValue', { label: t('org.enabled'), value: b.menu_button_code })}
              />
            ),
          },
          {
            title: t('org.actions'),
            key: 'actions',
            render: (_, b) => (
              <RowActions
                menuKey="buttonpower"
                name={b.menu_button_code}
                editLabel={t('org.rename')}
                onEdit={() => {
                  setNewName(label(b));
                  setRenaming(b);
                }}
                // Only an enterprise's own buttons can go; the catalogue's stay.
                onDelete={b.custom ? () => remove.mutate(b.menu_button_code) : undefined}
              />
            ),
          },
        ]}
      />
      <Modal
        open={adding}
        title={t('org.addButton')}
        onCancel={() => setAdding(false)}
        onOk={() => form.submit()}
        confirmLoading={add.isPending}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" onFinish={(v) => add.mutate(v)}>
          <Form.Item name="menu_key" label={t('org.menu')} rules={[{ required: true, message: t('common.fieldRequired') }]}>
            <Select showSearch={{ optionFilterProp: 'label' }} options={menuOptions} />
          </Form.Item>
          <Form.Item
            name="action"
            label={t('org.buttonAction')}
            {...identifierField(t, menuButtonAdd.shape.action, t('org.buttonAction'), { required: true })}
          >
            <Input maxLength={32} />
          </Form.Item>
          <Form.Item
            name="name"
            label={t('org.buttonName')}
            rules={[{ required: true, whitespace: true, message: t('common.fieldRequired') }]}
          >
            <Input maxLength={64} />
          </Form.Item>
        </Form>
      </Modal>
      <Modal
        open={renaming !== null}
        title={t('org.rename')}
        onCancel={() => setRenaming(null)}
        onOk={() => renaming && change.mutate({ code: renaming.menu_button_code, name: newName }, { onSuccess: () => setRenaming(null) })}
        confirmLoading={change.isPending}
        destroyOnHidden
      >
        <Input value={newName} onChange={(e) => setNewName(e.target.value)} maxLength={64} />
      </Modal>
    </Card>
  );
}
