import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PageWith } from '@trace/contract/catalogue';
import { type FormInstance, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type ResourceProps, resourceCalls } from '../api/base.ts';
import { toastSuccess } from '../api/feedback.ts';
import { type FilterSpec, ListPage, useDrawerControl } from './list-page.tsx';
import { type RowAction, recordActions } from './row-actions.tsx';
import { parseTime } from './time.ts';

/** A record of a list; `status` is 1/0 where the record can be disabled, a word where it has a life cycle (a template version). */
type Row = { id: number; status?: number | string };

/** The API resource (`/api/<area>/<resource>`, area `base` by default) and the page. */
export type ResourcePageProps<T extends Row> = ResourceProps & {
  /** The catalogue page: its button codes guard the actions, its import and export buttons decide those actions. */
  menuKey: PageWith<'add' | 'update' | 'delete'>;
  title: string;
  columns: ColumnsType<T>;
  filters?: Array<FilterSpec | ReactNode>;
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

/** A master-data list page: the shared list page over one resource, with edit, delete after confirmation, import and export. */
export function ResourcePage<T extends Row>(props: ResourcePageProps<T>) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const api = resourceCalls<T>(props);
  const area = props.area ?? 'base';
  const drawer = useDrawerControl<T>();
  const remove = useMutation({
    mutationFn: (id: number) => api.remove(id),
    onSuccess: () => {
      toastSuccess(t('base.deleted'));
      void client.invalidateQueries({ queryKey: [area] });
    },
  });
  const edit = props.onEdit ?? drawer.edit;
  return (
    <ListPage<T, ResourcePageProps<T>['menuKey']>
      menuKey={props.menuKey}
      title={props.title}
      api={api}
      defaults={props.defaults}
      filters={props.filters}
      columns={props.columns}
      empty={props.empty}
      rowActions={(row) =>
        recordActions(t, {
          menuKey: props.menuKey,
          name: props.nameOf(row),
          onEdit: () => edit(row),
          onDelete: () => remove.mutate(row.id),
          more: props.moreActions?.(row),
        })
      }
      add={{ label: props.addLabel, onClick: props.onAdd }}
      drawer={
        props.form
          ? {
              control: drawer,
              editLabel: props.editLabel,
              form: props.form,
              toForm: props.toForm,
              initialValues: props.initialValues,
              noStatus: props.noStatus,
              onSaved: props.onSaved,
            }
          : undefined
      }
      importFrom={{ path: `${api.path}/import`, title: `${t('common.import')} · ${props.title}` }}
      exportPath={props.noExport ? false : undefined}
      invalidates={[area]}
    />
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
