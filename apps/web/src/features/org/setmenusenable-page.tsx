import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { titleKey } from '@trace/contract/catalogue';
import type { MenuTreeNode } from '@trace/contract/org';
import { Card, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../api/feedback.ts';
import { menuApi, orgKeys } from '../../api/org.ts';
import { ConfirmToggle } from '../../components/confirm-toggle.tsx';
import { usePermission } from '../../components/permission.tsx';

type Row = Omit<MenuTreeNode, 'children'> & { children?: Row[] };
const rows = (nodes: MenuTreeNode[]): Row[] => nodes.map((n) => ({ ...n, children: n.children.length > 0 ? rows(n.children) : undefined }));

/** Switch menus on or off for the whole enterprise; a switched-off menu disappears for everyone. */
export default function SetmenusenablePage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const tree = useQuery({ queryKey: orgKeys.menuTree, queryFn: menuApi.tree });
  const canUpdate = usePermission(['setmenusenable:update']);
  const toggle = useMutation({
    mutationFn: ({ key, enabled }: { key: string; enabled: boolean }) => menuApi.setEnabled(key, enabled),
    onSuccess: () => {
      toastSuccess(t('org.saved'));
      void client.invalidateQueries({ queryKey: ['org'] });
    },
  });
  return (
    <Card title={t('menu.setmenusenable')}>
      <p>{t('org.menuSwitchHint')}</p>
      <Table<Row>
        rowKey="menu_key"
        size="small"
        loading={tree.isPending}
        dataSource={rows(tree.data ?? [])}
        pagination={false}
        expandable={{ defaultExpandAllRows: false }}
        columns={[
          {
            title: t('org.menu'),
            dataIndex: 'menu_key',
            render: (key: string, row) => (
              <span>
                {t(titleKey(key))} {row.hidden ? <Tag>{t('org.hiddenPage')}</Tag> : null}
              </span>
            ),
          },
          { title: t('org.menuKey'), dataIndex: 'menu_key', render: (key: string) => <code>{key}</code> },
          {
            title: t('org.enabled'),
            dataIndex: 'enabled',
            render: (enabled: boolean, row) => (
              <ConfirmToggle
                on={enabled}
                disabled={!canUpdate}
                loading={toggle.isPending && toggle.variables?.key === row.menu_key}
                onChange={(value) => toggle.mutate({ key: row.menu_key, enabled: value })}
                question={t('org.confirmMenuOff', { name: t(titleKey(row.menu_key)) })}
                testId={`menu-switch-${row.menu_key}`}
                ariaLabel={t('common.labelValue', { label: t('org.enabled'), value: t(titleKey(row.menu_key)) })}
              />
            ),
          },
        ]}
      />
    </Card>
  );
}
