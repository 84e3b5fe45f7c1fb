import { DownOutlined } from '@ant-design/icons';
import { buttonCode, type PageWith, type Role } from '@trace/contract/catalogue';
import { Button, Dropdown, Space } from 'antd';
import type { ColumnType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDialog } from '../api/feedback.ts';
import { useUserStore } from '../stores/user-store.ts';
import { checkPermission } from './permission.tsx';

export type RowAction = {
  key: string;
  label: string;
  /** Shown to holders of any of these grants. */
  roles: readonly Role[];
  onClick: () => void;
  /** Asked before acting, naming the record (destructive actions). */
  confirm?: string;
  danger?: boolean;
  testId?: string;
};

/** Room for the More button and the cell's padding, then for each link. */
const MORE_WIDTH = 80;
const LINK_WIDTH = 90;

/**
 * A row's actions: the first `links` the person may use as links, the rest under "More", so the
 * actions column keeps one width and leaves the table's room to its data; a link longer than its
 * room is cut, with its whole label on hover, and never pushes More out of the column. A click on an action
 * does not reach the row, so tables whose rows select a record are not selected by it.
 */
export function ActionsCell({ actions, links = 1 }: { actions: RowAction[]; links?: number }) {
  const { t } = useTranslation();
  const access = useUserStore((s) => s.access);
  const allowed = actions.filter((action) => checkPermission(access, action.roles));
  const run = (action: RowAction) => {
    if (!action.confirm) return action.onClick();
    confirmDialog({
      title: action.confirm,
      okText: action.label,
      okButtonProps: { danger: action.danger },
      cancelText: t('common.cancel'),
      onOk: action.onClick,
    });
  };
  const more = allowed.slice(links);
  return (
    <Space size="small" onClick={(event) => event.stopPropagation()}>
      {allowed.slice(0, links).map((action) => (
        <Button
          key={action.key}
          type="link"
          size="small"
          danger={action.danger}
          onClick={() => run(action)}
          data-testid={action.testId}
          className="row-action-link"
          title={action.label}
        >
          {action.label}
        </Button>
      ))}
      {more.length > 0 ? (
        <Dropdown
          trigger={['click']}
          menu={{
            items: more.map((action) => ({
              key: action.key,
              danger: action.danger,
              label: <span data-testid={action.testId}>{action.label}</span>,
            })),
            onClick: ({ key, domEvent }) => {
              domEvent.stopPropagation();
              const action = more.find((a) => a.key === key);
              if (action) run(action);
            },
          }}
        >
          <Button type="link" size="small" data-testid="row-more">
            <Space size={4}>
              {t('common.moreActions')}
              <DownOutlined />
            </Space>
          </Button>
        </Dropdown>
      ) : null}
    </Space>
  );
}

/** The fixed last column of a list, as wide as its links and the More button. */
export function actionsColumn<T>(title: string, render: (row: T) => ReactNode, links = 1): ColumnType<T> {
  return { title, key: 'actions', fixed: 'right', width: MORE_WIDTH + LINK_WIDTH * links, render: (_, row) => render(row) };
}

type RecordActionsOf = {
  /** The catalogue page whose update and delete buttons guard the actions. */
  menuKey: PageWith<'update' | 'delete'>;
  /** The record's name in the delete confirmation. */
  name: string;
  onEdit: () => void;
  /** Omitted when the record cannot be deleted. */
  onDelete?: () => void;
  /** The edit action's label where it is narrower than editing (e.g. renaming). */
  editLabel?: string;
  /** Secondary actions, under More before delete. */
  more?: RowAction[];
};

/** A record's actions: edit, the secondary ones, and delete (after a confirmation naming the record). */
export function recordActions(t: TFunction, { menuKey, name, onEdit, onDelete, editLabel, more = [] }: RecordActionsOf): RowAction[] {
  const edit: RowAction = {
    key: 'edit',
    label: editLabel ?? t('common.edit'),
    roles: [buttonCode(menuKey, 'update')],
    onClick: onEdit,
    testId: 'row-edit',
  };
  const remove: RowAction[] = onDelete
    ? [
        {
          key: 'delete',
          label: t('common.delete'),
          roles: [buttonCode(menuKey, 'delete')],
          onClick: onDelete,
          confirm: t('common.confirmDelete', { name }),
          danger: true,
          testId: 'row-delete',
        },
      ]
    : [];
  return [edit, ...more, ...remove];
}

/** Edit as a link; the secondary actions and delete under More. */
export function RowActions(props: RecordActionsOf) {
  const { t } = useTranslation();
  return <ActionsCell actions={recordActions(t, props)} />;
}
