import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { buttonCode, declaredButton, type PageWith } from '@trace/contract/catalogue';
import { Button, type FormInstance, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ListParams, type ResourceProps, resourceCalls } from '../api/base.ts';
import { toastSuccess } from '../api/feedback.ts';
import { DataTable } from './data-table.tsx';
import { ImportModal } from './import-modal.tsx';
import { Permission } from './permission.tsx';
import { RecordDrawer } from './record-drawer.tsx';
import { actionsColumn, type RowAction, RowActions } from './row-actions.tsx';
import { parseTime } from './time.ts';

/** A record of a list; `status` is 1/0 where the record can be disabled, a word where it has a life cycle (a template version). */
type Row = { id: number; status?: number | string };

/** The API resource (`/api/<area>/<resource>`, area `base` by default) and the page. */
export type ResourcePageProps<T extends Row> = ResourceProps & {
  /** The catalogue page: its button codes guard the actions, its import and export buttons decide those actions. */
  menuKey: PageWith<'add' | 'update' | 'delete'>;
  title: string;
  columns: ColumnsType<T>;
  filters?: ReactNode[];
  defaults: Record<string, string>;
  empty: ReactNode;
  /** Drawer form; omitted when the page edits elsewhere (`onAdd` / `onEdit`). */
  form?: (form: FormInstance) => ReactNode;
  toForm?: (record: T) => Record<string, unknown>;
  initialValues?: Record<string, unknown>;
  addLabel: string;
  editLabel: string;
  /** A record's name in the delete confirmation. */
  nameOf: (record: T) => string;
  onAdd?: () => void;
  onEdit?: (record: T) => void;
  /** Secondary row actions (links to sub-pages …), under More. */
  moreActions?: (record: T) => RowAction[];
  /** Records without an enabled/disabled state. */
  noStatus?: boolean;
  /** A short list whose resource has no export call (a few templates, their images): no Export button. */
  noExport?: boolean;
  /** Called with the answer of a drawer's save (a line's add answers its device key once). */
  onSaved?: (saved: T, added: boolean) => void;
};

/** A status as a coloured tag with a stable colour per value. */
export function StatusTag({ status, on, off }: { status: number; on?: string; off?: string }) {
  const { t } = useTranslation();
  return status === 1 ? <Tag color="green">{on ?? t('base.enabled')}</Tag> : <Tag>{off ?? t('base.disabled')}</Tag>;
}

/** A master-data list page: the one DataTable, the add/edit drawer, delete with confirmation, import and export. */
export function ResourcePage<T extends Row>(props: ResourcePageProps<T>) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const api = resourceCalls<T>(props);
  const [drawer, setDrawer] = useState<{ open: boolean; record: T | null }>({ open: false, record: null });
  const [importing, setImporting] = useState(false);
  const remove = useMutation({
    mutationFn: (id: number) => api.remove(id),
    onSuccess: () => {
      toastSuccess(t('base.deleted'));
      void client.invalidateQueries({ queryKey: [props.area ?? 'base'] });
    },
  });
  const importCode = declaredButton(props.menuKey, 'import');
  // Decision 25: a page whose catalogue entry has no export button exports with its menu grant.
  const exportGrant = declaredButton(props.menuKey, 'export') ?? props.menuKey;
  const add = props.onAdd ?? (() => setDrawer({ open: true, record: null }));
  const edit = props.onEdit ?? ((record: T) => setDrawer({ open: true, record }));
  const columns: ColumnsType<T> = [
    ...props.columns,
    actionsColumn<T>(t('base.actions'), (row) => (
      <RowActions
        menuKey={props.menuKey}
        name={props.nameOf(row)}
        onEdit={() => edit(row)}
        onDelete={() => remove.mutate(row.id)}
        more={props.moreActions?.(row)}
      />
    )),
  ];
  return (
    <>
      <DataTable<T>
        title={props.title}
        queryKey={api.key}
        fetchPage={(query: ListParams) => api.page(query)}
        defaults={props.defaults}
        filters={props.filters}
        columns={columns}
        empty={props.empty}
        storageKey={props.menuKey}
        exportTo={props.noExport ? undefined : { path: `${api.path}/export`, permission: exportGrant }}
        actions={
          <>
            <Permission roles={[buttonCode(props.menuKey, 'add')]}>
              <Button type="primary" icon={<PlusOutlined />} onClick={add} data-testid={`${props.menuKey}-add`}>
                {props.addLabel}
              </Button>
            </Permission>
            {importCode ? (
              <Permission roles={[importCode]}>
                <Button icon={<UploadOutlined />} onClick={() => setImporting(true)} data-testid={`${props.menuKey}-import`}>
                  {t('common.import')}
                </Button>
              </Permission>
            ) : null}
          </>
        }
      />
      {props.form ? (
        <RecordDrawer<T>
          open={drawer.open}
          record={drawer.record}
          title={drawer.record ? props.editLabel : props.addLabel}
          onClose={() => setDrawer({ open: false, record: null })}
          save={(body) => (drawer.record ? api.update(body) : api.add(body))}
          invalidates={[props.area ?? 'base']}
          toForm={props.toForm}
          initialValues={props.initialValues}
          testId={props.menuKey}
          noStatus={props.noStatus}
          onSaved={props.onSaved as ((saved: unknown, added: boolean) => void) | undefined}
        >
          {props.form}
        </RecordDrawer>
      ) : null}
      {importCode ? (
        <ImportModal
          open={importing}
          onClose={() => setImporting(false)}
          title={`${t('common.import')} · ${props.title}`}
          path={`${api.path}/import`}
          invalidates={[props.area ?? 'base']}
        />
      ) : null}
    </>
  );
}

/** The code column of a master-data list: monospace, copyable, sortable. */
export function codeColumn<T>(title: string, dataIndex = 'code'): ColumnsType<T>[number] {
  return {
    title,
    dataIndex,
    key: dataIndex,
    sorter: true,
    width: 160,
    render: (v: string) => (
      <Typography.Text code copyable>
        {v}
      </Typography.Text>
    ),
  };
}

/** The status column: a coloured tag. */
export function statusColumn<T>(title: string, labels?: { on: string; off: string }): ColumnsType<T>[number] {
  return { title, dataIndex: 'status', key: 'status', render: (s: number) => <StatusTag status={s} on={labels?.on} off={labels?.off} /> };
}

/** A sortable time column as `YYYY-MM-DD HH:mm:ss`, wide enough not to be cut. */
export function timeColumn<T>(title: string, dataIndex = 'created_at'): ColumnsType<T>[number] {
  return { title, dataIndex, key: dataIndex, sorter: true, width: 180, render: (v: string) => parseTime(v) };
}
