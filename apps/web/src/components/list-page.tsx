import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { buttonCode, declaredButton, type MenuKey, type PageWith, type Role, titleKey } from '@trace/contract/catalogue';
import type { Page } from '@trace/contract/list';
import { Button, Form, type FormInstance, Input, Select } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListParams, ResourceProps } from '../api/base.ts';
import type { FormValues } from '../api/http.ts';
import { DataTable } from './data-table.tsx';
import { DateText } from './date-text.tsx';
import { ImportModal } from './import-modal.tsx';
import { Permission } from './permission.tsx';
import { RecordDrawer } from './record-drawer.tsx';
import { RefSelect } from './ref-select.tsx';
import { ActionsCell, actionsColumn, type RowAction } from './row-actions.tsx';

type Row = { id: number; status?: unknown };
type Values = Record<string, unknown>;

/** The first page, twenty rows: the URL state of a list before anyone changes it. */
export const listDefaults = (sort?: string): Record<string, string> => ({ page: '1', page_size: '20', ...(sort ? { sort } : {}) });

/**
 * A filter of the search form, named after its query parameter. Its field's id is `filter_<id>`,
 * `id` defaulting to the name without `_id` (`dealer_id` → `filter_dealer`), so its label points at it.
 */
export type FilterSpec = { name: string; label: string; id?: string; width?: number } & (
  | { kind: 'text'; placeholder?: string; maxLength?: number }
  | { kind: 'select'; options: { value: string; label: string }[]; placeholder?: string }
  /** A searchable picker over a resource (`dealers`, `lines` in area `plant` …). */
  | ({ kind: 'ref' } & ResourceProps)
  /** A day, kept as `YYYY-MM-DD`. */
  | { kind: 'date' }
);

/** A yes/no select's options, whose values are the URL's `true` and `false`. */
export const yesNo = (yes: string, no: string) => [
  { value: 'true', label: yes },
  { value: 'false', label: no },
];

/** A filter the specs do not describe (a department tree, a range of two fields) is a keyed Form.Item the page builds. */
function isSpec(filter: FilterSpec | ReactNode): filter is FilterSpec {
  return typeof filter === 'object' && filter !== null && 'kind' in filter;
}

/** The resource of a picker filter, without the filter's own fields. */
const refOf = ({ resource, area }: ResourceProps) => ({ resource, area }) as ResourceProps;

/** One filter of a search form from its spec; a list built on DataTable alone uses it as ListPage does. */
export function FilterItem({ spec }: { spec: FilterSpec }) {
  const id = `filter_${spec.id ?? spec.name.replace(/_id$/, '')}`;
  const style = spec.width ? { width: spec.width } : undefined;
  const field =
    spec.kind === 'text' ? (
      <Input allowClear id={id} placeholder={spec.placeholder} maxLength={spec.maxLength} style={style} />
    ) : spec.kind === 'select' ? (
      <Select allowClear id={id} placeholder={spec.placeholder} style={style} options={spec.options} />
    ) : spec.kind === 'ref' ? (
      <RefSelect id={id} {...refOf(spec)} style={style} />
    ) : (
      <DateText id={id} />
    );
  return (
    <Form.Item htmlFor={id} name={spec.name} label={spec.label}>
      {field}
    </Form.Item>
  );
}

/** The record drawer of a list, opened by its Add button and by the page's own row actions. */
export type DrawerControl<T> = {
  open: boolean;
  record: T | null;
  add: () => void;
  edit: (record: T) => void;
  close: () => void;
};

export function useDrawerControl<T>(): DrawerControl<T> {
  const [state, setState] = useState<{ open: boolean; record: T | null }>({ open: false, record: null });
  return {
    ...state,
    add: () => setState({ open: true, record: null }),
    edit: (record) => setState({ open: true, record }),
    close: () => setState({ open: false, record: null }),
  };
}

type DrawerSpec<T> = {
  /** The page's own control, where its row actions open the drawer; the list keeps one otherwise. */
  control?: DrawerControl<T>;
  editLabel: string;
  /** The fields; `record` is null while adding. */
  form: (form: FormInstance, record: T | null) => ReactNode;
  toForm?: (record: T) => Values;
  initialValues?: Values;
  /** Records without an enabled/disabled state. */
  noStatus?: boolean;
  /** The drawer's test id prefix (`<id>-save`); the menu key by default. */
  testId?: string;
  /** The write where it is not the list's add and update (an override sends only what may change). */
  save?: (body: FormValues, record: T | null) => Promise<unknown>;
  onSaved?: (saved: T, added: boolean) => void;
};

type AddButton = { label: string; onClick?: () => void; testId?: string };

/** What a list reads and, with a drawer, writes: a resource's calls (`resourceApi`) or the same shape. */
export type ListApi<T> = {
  key: readonly unknown[];
  /** The resource's path, whose `/export` the list exports by default. */
  path?: string;
  page(query: ListParams): Promise<Page<T>>;
  add?(body: Values): Promise<unknown>;
  update?(body: Values): Promise<unknown>;
};

export type ListPageProps<T extends Row, K extends MenuKey> = {
  /** The catalogue page: its title, its grants (add, import, export), the columns it remembers, the Add button's test id. */
  menuKey: K;
  /** The page's title where it is not its menu title. */
  title?: string;
  api: ListApi<T>;
  /** The URL state before anyone changes it; `listDefaults(sort)` gives the usual one. */
  defaults: Record<string, string>;
  filters?: Array<FilterSpec | ReactNode>;
  columns: ColumnsType<T>;
  /** The row's actions, in the fixed last column: the first `actionLinks` as links, the rest under More. */
  rowActions?: (row: T) => RowAction[];
  actionLinks?: number;
  /** A row that shows fewer of its actions as links than the column has room for. */
  linksOf?: (row: T) => number;
  empty: ReactNode;
  /** The Add button, behind the page's add grant (or `grant` on a page adding by another); it opens the drawer unless `onClick` is given. */
  add?: AddButton & (K extends PageWith<'add'> ? { grant?: Role } : { grant: Role });
  drawer?: DrawerSpec<T>;
  /** Import, where the catalogue declares the page's import button: the upload dialog's path and title. */
  importFrom?: { path: string; title: string; testId?: string };
  /** Export of the current filter: `<api path>/export` by default; false where the list has none. */
  exportPath?: string | false;
  /** Query keys a save or import refreshes: the list's own by default. */
  invalidates?: readonly unknown[];
  /** Toolbar buttons after Add and Import (each behind its own grant). */
  toolbar?: ReactNode;
  storageKey?: string;
  refetchInterval?: (rows: T[]) => number | false;
  onRowClick?: (row: T) => void;
  keepParams?: readonly string[];
  ownParams?: readonly string[];
  beforeTable?: ReactNode;
  /** Dialogs the page's actions open. */
  children?: ReactNode;
};

/**
 * A list page from one configuration: the search form, Add (opening the record drawer), Import,
 * Export and the page's own toolbar buttons, each behind its grant; the row actions; the drawer.
 */
export function ListPage<T extends Row, K extends MenuKey>(props: ListPageProps<T, K>) {
  const { t } = useTranslation();
  const own = useDrawerControl<T>();
  const drawer = props.drawer?.control ?? own;
  const [importing, setImporting] = useState(false);
  const { menuKey, api, add } = props;
  const importCode = declaredButton(menuKey, 'import');
  // Decision 25: a page whose catalogue entry has no export button exports with its menu grant.
  const exportGrant: Role = declaredButton(menuKey, 'export') ?? menuKey;
  const exportPath = props.exportPath ?? (api.path ? `${api.path}/export` : false);
  const invalidates = props.invalidates ?? api.key;
  const title = props.title ?? t(titleKey(menuKey));
  const columns: ColumnsType<T> = props.rowActions
    ? [
        ...props.columns,
        actionsColumn<T>(
          t('base.actions'),
          (row) => <ActionsCell actions={props.rowActions?.(row) ?? []} links={props.linksOf?.(row) ?? props.actionLinks} />,
          props.actionLinks,
        ),
      ]
    : props.columns;
  const filters = props.filters?.map((filter) => (isSpec(filter) ? <FilterItem key={filter.name} spec={filter} /> : filter));
  const spec = props.drawer;
  return (
    <>
      <DataTable<T>
        title={title}
        queryKey={api.key}
        fetchPage={(query) => api.page(query)}
        defaults={props.defaults}
        filters={filters}
        columns={columns}
        empty={props.empty}
        storageKey={props.storageKey ?? menuKey}
        exportTo={exportPath === false ? undefined : { path: exportPath, permission: exportGrant }}
        refetchInterval={props.refetchInterval}
        onRowClick={props.onRowClick}
        keepParams={props.keepParams}
        ownParams={props.ownParams}
        beforeTable={props.beforeTable}
        actions={
          add || (importCode && props.importFrom) || props.toolbar ? (
            <>
              {add ? (
                <Permission roles={[add.grant ?? (buttonCode(menuKey, 'add') as Role)]}>
                  <Button
                    type="primary"
                    icon={<PlusOutlined />}
                    onClick={add.onClick ?? drawer.add}
                    data-testid={add.testId ?? `${menuKey}-add`}
                  >
                    {add.label}
                  </Button>
                </Permission>
              ) : null}
              {importCode && props.importFrom ? (
                <Permission roles={[importCode]}>
                  <Button
                    icon={<UploadOutlined />}
                    onClick={() => setImporting(true)}
                    data-testid={props.importFrom.testId ?? `${menuKey}-import`}
                  >
                    {t('common.import')}
                  </Button>
                </Permission>
              ) : null}
              {props.toolbar}
            </>
          ) : undefined
        }
      />
      {spec ? (
        <RecordDrawer<T>
          open={drawer.open}
          record={drawer.record}
          title={drawer.record ? spec.editLabel : (add?.label ?? spec.editLabel)}
          onClose={drawer.close}
          save={(body) => {
            if (spec.save) return spec.save(body, drawer.record);
            const saved = drawer.record ? api.update?.(body) : api.add?.(body);
            if (!saved) throw new Error(`${menuKey}: the list's API cannot ${drawer.record ? 'update' : 'add'}`);
            return saved;
          }}
          invalidates={invalidates}
          toForm={spec.toForm}
          initialValues={spec.initialValues}
          testId={spec.testId ?? menuKey}
          noStatus={spec.noStatus}
          onSaved={spec.onSaved as ((saved: unknown, added: boolean) => void) | undefined}
        >
          {(form) => spec.form(form, drawer.record)}
        </RecordDrawer>
      ) : null}
      {importCode && props.importFrom ? (
        <ImportModal
          open={importing}
          onClose={() => setImporting(false)}
          title={props.importFrom.title}
          path={props.importFrom.path}
          invalidates={invalidates}
        />
      ) : null}
      {props.children}
    </>
  );
}
