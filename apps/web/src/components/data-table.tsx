import { ColumnHeightOutlined, ReloadOutlined, SettingOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Role } from '@trace/contract/catalogue';
import type { Page } from '@trace/contract/list';
import { Button, Card, Checkbox, Dropdown, Form, Grid, Popover, Space, Table, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListParams } from '../api/base.ts';
import { ExportMenu } from './export-menu.tsx';
import { isFiltered, ListEmpty } from './list-empty.tsx';
import { useListParams } from './use-list-params.ts';

type Density = 'large' | 'middle' | 'small';
const VISIBLE_FILTERS = 3;
/** A column without its own width gets this much; the table scrolls sideways past the sum. */
const COLUMN_WIDTH = 150;

type Props<T> = {
  title: string;
  /** Query key prefix of the list (invalidated by the page's writes). */
  queryKey: readonly unknown[];
  fetchPage: (query: ListParams) => Promise<Page<T>>;
  /** page, page_size and sort defaults of the URL state. */
  defaults: Record<string, string>;
  /** Form items named after the list's query parameters; values are kept as URL strings. */
  filters?: ReactNode[];
  columns: ColumnsType<T>;
  /** Primary actions (Add, Import …), each behind its grant. */
  actions?: ReactNode;
  exportTo?: { path: string; permission: Role };
  empty: ReactNode;
  /** Remembers hidden columns per page in this browser. */
  storageKey: string;
  /** Polls while the page shows work in progress (ms), e.g. running jobs. */
  refetchInterval?: (rows: T[]) => number | false;
  /** Opens a row's record when the row is clicked (a link in the row does the same for the keyboard). */
  onRowClick?: (row: T) => void;
  /** URL parameters of the page around the list that Reset keeps (e.g. the tab the list is on). */
  keepParams?: readonly string[];
  /** Shown between the search form and the table, e.g. a chart of the same filter. */
  beforeTable?: ReactNode;
};

function hiddenColumns(storageKey: string): string[] {
  try {
    return JSON.parse(localStorage.getItem(`columns:${storageKey}`) ?? '[]') as string[];
  } catch {
    return [];
  }
}

/**
 * A column with a width and cut cells, its header cut with the full title in a tooltip: every
 * column keeps its room, so none hides behind the fixed actions column.
 */
function fitted<T>(column: ColumnsType<T>[number]): ColumnsType<T>[number] {
  const title = column.title;
  return {
    ...column,
    width: column.width ?? COLUMN_WIDTH,
    ellipsis: column.ellipsis ?? true,
    title:
      typeof title === 'function' ? (
        title
      ) : (
        <Tooltip title={title}>
          <span data-testid="column-title">{title}</span>
        </Tooltip>
      ),
  };
}

/**
 * The one list of the console, so every list page looks and behaves alike: search form, toolbar, server-side pages and
 * sort, all kept in the URL; column settings and density; export of the current filter.
 */
export function DataTable<T extends { id: number }>(props: Props<T>) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const { values, update, reset } = useListParams(props.defaults, props.keepParams);
  const [form] = Form.useForm();
  const [moreFilters, setMoreFilters] = useState(false);
  const [density, setDensity] = useState<Density>('middle');
  const [hidden, setHidden] = useState<string[]>(() => hiddenColumns(props.storageKey));
  const query = useQuery({
    queryKey: [...props.queryKey, 'page', values],
    queryFn: () => props.fetchPage(values),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => props.refetchInterval?.(q.state.data?.list ?? []) ?? false,
  });
  const filters = props.filters ?? [];
  const clearFilters = () => {
    form.resetFields();
    for (const name of Object.keys(form.getFieldsValue())) form.setFieldValue(name, undefined);
    reset();
  };
  const setHiddenColumns = (next: string[]) => {
    setHidden(next);
    localStorage.setItem(`columns:${props.storageKey}`, JSON.stringify(next));
  };
  const keyOf = (column: ColumnsType<T>[number]) => String(column.key ?? ('dataIndex' in column ? column.dataIndex : ''));
  const sortField = values.sort?.replace(/^-/, '');
  const narrow = Grid.useBreakpoint().md === false;
  // The sort shown is the URL's, also after Back: every sortable column is controlled.
  const columns = props.columns
    .filter((c) => !hidden.includes(keyOf(c)))
    .map((c) => {
      // On a phone a pinned column (the row actions) would take half the screen: it scrolls with the rest.
      const sized = fitted(narrow && c.fixed ? { ...c, fixed: undefined } : c);
      return c.sorter
        ? { ...sized, sortOrder: keyOf(c) !== sortField ? null : values.sort?.startsWith('-') ? ('descend' as const) : ('ascend' as const) }
        : sized;
    });
  const scrollX = columns.reduce((sum, c) => sum + Number(c.width), 0);
  // Back and Forward (or the page, e.g. a chart's pick) change the URL under the search form: it
  // shows the URL's filters again, also those under "More" once they are shown.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the fields under "More" mount when it opens, and take the URL's values then.
  useEffect(() => {
    const shown = Object.keys(form.getFieldsValue());
    form.setFieldsValue(Object.fromEntries(shown.map((name) => [name, values[name]])));
  }, [form, values, moreFilters]);

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      {filters.length > 0 ? (
        <Card>
          <Form
            form={form}
            className="list-filters"
            layout="inline"
            initialValues={values}
            onFinish={(f) => update({ ...f, page: 1 })}
            data-testid="list-filters"
          >
            {moreFilters ? filters : filters.slice(0, VISIBLE_FILTERS)}
            <Space>
              <Button type="primary" htmlType="submit">
                {t('common.search')}
              </Button>
              <Button onClick={clearFilters}>{t('common.reset')}</Button>
              {filters.length > VISIBLE_FILTERS ? (
                <Button type="link" onClick={() => setMoreFilters(!moreFilters)}>
                  {moreFilters ? t('common.less') : t('common.more')}
                </Button>
              ) : null}
            </Space>
          </Form>
        </Card>
      ) : null}
      {props.beforeTable}
      <Card
        title={props.title}
        extra={
          <Space wrap>
            {props.actions}
            {props.exportTo ? <ExportMenu path={props.exportTo.path} permission={props.exportTo.permission} filter={values} /> : null}
            <Tooltip title={t('common.tagRefresh')}>
              <Button
                icon={<ReloadOutlined />}
                aria-label={t('common.tagRefresh')}
                onClick={() => client.invalidateQueries({ queryKey: props.queryKey })}
              />
            </Tooltip>
            <Dropdown
              menu={{
                selectable: true,
                selectedKeys: [density],
                items: (['large', 'middle', 'small'] as const).map((key) => ({ key, label: t(`common.density_${key}`) })),
                onClick: ({ key }) => setDensity(key as Density),
              }}
            >
              <Button icon={<ColumnHeightOutlined />} aria-label={t('common.density')} />
            </Dropdown>
            <Popover
              trigger="click"
              title={t('common.columns')}
              content={
                <Checkbox.Group
                  style={{ display: 'flex', flexDirection: 'column' }}
                  value={props.columns.map(keyOf).filter((k) => !hidden.includes(k))}
                  options={props.columns.map((c) => ({ value: keyOf(c), label: c.title as ReactNode }))}
                  onChange={(shown) => setHiddenColumns(props.columns.map(keyOf).filter((k) => !shown.includes(k)))}
                />
              }
            >
              <Button icon={<SettingOutlined />} aria-label={t('common.columns')} data-testid="column-settings" />
            </Popover>
          </Space>
        }
      >
        <Table<T>
          rowKey="id"
          size={density}
          loading={query.isFetching}
          dataSource={query.data?.list}
          scroll={{ x: scrollX }}
          showSorterTooltip={{ target: 'sorter-icon' }}
          locale={{
            emptyText: query.isLoading ? (
              ' '
            ) : (
              <ListEmpty filtered={isFiltered(values, props.defaults)} empty={props.empty} onClearFilters={clearFilters} />
            ),
          }}
          pagination={{
            current: Number(values.page),
            pageSize: Number(values.page_size),
            total: query.data?.total ?? 0,
            showSizeChanger: true,
            pageSizeOptions: [10, 20, 50, 100],
            showTotal: (total) => t('common.total', { total }),
            onChange: (page, pageSize) => update({ page, page_size: pageSize }),
          }}
          onChange={(_, __, sorter, extra) => {
            if (extra.action !== 'sort') return;
            const s = Array.isArray(sorter) ? sorter[0] : sorter;
            update({ sort: s?.order ? `${s.order === 'descend' ? '-' : ''}${String(s.columnKey ?? s.field)}` : undefined, page: 1 });
          }}
          columns={columns}
          onRow={props.onRowClick ? (row) => ({ onClick: () => props.onRowClick?.(row), style: { cursor: 'pointer' } }) : undefined}
        />
      </Card>
    </Space>
  );
}
