import { ColumnHeightOutlined, ReloadOutlined, SettingOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Role } from '@trace/contract/catalogue';
import type { Page } from '@trace/contract/list';
import { Button, Card, Checkbox, Dropdown, Form, Grid, Popover, Space, Table, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListParams } from '../api/base.ts';
import { ExportMenu } from './export-menu.tsx';
import { isFiltered, ListEmpty } from './list-empty.tsx';
import { useListParams } from './use-list-params.ts';

type Density = 'large' | 'middle' | 'small';
const VISIBLE_FILTERS = 3;
/** A column without its own width gets this much; the table scrolls sideways past the sum. */
const COLUMN_WIDTH = 150;
/** How far a column gives up its width before the table scrolls: to this share of it, never below MIN_COLUMN_WIDTH. */
const SHRINK_TO = 0.7;
const MIN_COLUMN_WIDTH = 80;

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
  /** URL parameters of the page alone (e.g. the record open over the list): Reset keeps them, the list's query leaves them out. */
  ownParams?: readonly string[];
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
 * Widths that use the table's room: columns wider together than `room` give up width in
 * proportion, each down to its share (SHRINK_TO) of its own, before the table scrolls sideways;
 * the fixed columns (the row actions) keep theirs. So a laptop's table shows more of its columns
 * beside the actions column instead of hiding the last ones under it.
 */
export function fitColumns(columns: Array<{ width: number; fixed: boolean; header?: number }>, room: number): number[] {
  // Never narrower than its header's longest word: a header wraps between words, it is never cut.
  const widths = columns.map((c) => ({ ...c, width: Math.max(c.width, c.header ?? 0) }));
  const fixed = widths.filter((c) => c.fixed).reduce((sum, c) => sum + c.width, 0);
  const free = widths.filter((c) => !c.fixed);
  const wanted = free.reduce((sum, c) => sum + c.width, 0);
  const least = (c: { width: number; header?: number }) =>
    Math.min(c.width, Math.max(MIN_COLUMN_WIDTH, c.header ?? 0, Math.round(c.width * SHRINK_TO)));
  const leastSum = free.reduce((sum, c) => sum + least(c), 0);
  if (room <= 0 || fixed + wanted <= room) return widths.map((c) => c.width);
  const share = Math.max(0, Math.min(1, (room - fixed - leastSum) / (wanted - leastSum || 1)));
  return widths.map((c) => (c.fixed ? c.width : Math.floor(least(c) + (c.width - least(c)) * share)));
}

/** A header cell's padding, and a sorter's arrows beside its title. */
const HEADER_PADDING = 34;
const SORTER_WIDTH = 26;
let measuring: CanvasRenderingContext2D | null | undefined;

/**
 * The width a header needs for its longest word in the table's bold header font (0 where the
 * browser cannot measure, or the title is not text): the column is never narrower.
 */
export function headerRoom(title: ReactNode, sortable: boolean): number {
  if (typeof title !== 'string') return 0;
  if (measuring === undefined) measuring = document.createElement('canvas').getContext('2d');
  if (!measuring) return 0;
  measuring.font = `600 14px ${getComputedStyle(document.body).fontFamily}`;
  // Chinese and Japanese wrap between any two characters; other scripts between words.
  const words = title.split(/\s+|(?<=[\u3000-\u9fff\uff00-\uffef])/u);
  const longest = Math.max(0, ...words.map((word) => measuring?.measureText(word).width ?? 0));
  return Math.ceil(longest) + HEADER_PADDING + (sortable ? SORTER_WIDTH : 0);
}

/**
 * The one list of the console, so every list page looks and behaves alike: search form, toolbar, server-side pages and
 * sort, all kept in the URL; column settings and density; export of the current filter.
 */
export function DataTable<T extends { id: number }>(props: Props<T>) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const { values, update, reset } = useListParams(props.defaults, props.keepParams, props.ownParams);
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
  // The room the table has, measured, for its columns to fit into before it scrolls.
  const frame = useRef<HTMLDivElement>(null);
  const [room, setRoom] = useState(0);
  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setRoom(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const titles = new Map(props.columns.map((c) => [keyOf(c), c.title]));
  const widths = fitColumns(
    columns.map((c) => ({
      width: Number(c.width),
      fixed: Boolean(c.fixed),
      header: headerRoom(titles.get(keyOf(c)) as ReactNode, Boolean(c.sorter)),
    })),
    room,
  );
  const sizedColumns = columns.map((c, i) => ({ ...c, width: widths[i] }));
  const scrollX = widths.reduce((sum, width) => sum + width, 0);
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
        <div ref={frame} className="data-table">
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
            columns={sizedColumns}
            onRow={props.onRowClick ? (row) => ({ onClick: () => props.onRowClick?.(row), style: { cursor: 'pointer' } }) : undefined}
          />
        </div>
      </Card>
    </Space>
  );
}
