import { buttonCode, type PageWith } from '@trace/contract/catalogue';
import { Button, Popconfirm, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Permission } from './permission.tsx';

type Props = {
  /** The catalogue page whose update and delete buttons guard the actions. */
  menuKey: PageWith<'update' | 'delete'>;
  /** The record's name in the delete confirmation. */
  name: string;
  onEdit: () => void;
  /** Omitted when the record cannot be deleted. */
  onDelete?: () => void;
  /** The edit action's label where it is narrower than editing (e.g. renaming). */
  editLabel?: string;
  /** More actions, between edit and delete. */
  children?: ReactNode;
};

/**
 * The last column of a list: edit, more actions, and delete after a confirmation naming the
 * record, each shown only with its button grant. A click on an action does not reach the row,
 * so tables whose rows select a record are not selected by it.
 */
export function RowActions({ menuKey, name, onEdit, onDelete, editLabel, children }: Props) {
  const { t } = useTranslation();
  return (
    <Space size="small" onClick={(event) => event.stopPropagation()}>
      <Permission roles={[buttonCode(menuKey, 'update')]}>
        <Button type="link" size="small" onClick={onEdit} data-testid="row-edit">
          {editLabel ?? t('common.edit')}
        </Button>
      </Permission>
      {children}
      {onDelete ? (
        <Permission roles={[buttonCode(menuKey, 'delete')]}>
          <Popconfirm title={t('common.confirmDelete', { name })} onConfirm={onDelete} okButtonProps={{ danger: true }}>
            <Button type="link" size="small" danger>
              {t('common.delete')}
            </Button>
          </Popconfirm>
        </Permission>
      ) : null}
    </Space>
  );
}
