import { PrinterOutlined, ReloadOutlined } from '@ant-design/icons';
import { keepPreviousData, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { buttonCode, titleKey } from '@trace/contract/catalogue';
import {
  REPORT_FILTERS,
  REPORT_GROUPINGS,
  REPORT_MAX_DAYS,
  type ReportAnswer,
  type ReportColumn,
  type ReportColumnKey,
  type ReportFilterKey,
  type ReportKey,
} from '@trace/contract/report';
import { Alert, Button, Card, DatePicker, Empty, Form, Segmented, Skeleton, Space, Table, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TableRowSelection } from 'antd/es/table/interface';
import dayjs, { type Dayjs } from 'dayjs';
import type { TFunction } from 'i18next';
import { type Key, lazy, type ReactNode, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ResourceProps, resourceCalls } from '../api/base.ts';
import { areaApi } from '../api/org.ts';
import { type ReportParams, reportApi, reportKeys } from '../api/report.ts';
import { compareText } from '../utils/collate.ts';
import { formatNumber } from '../utils/format.ts';
import { AreaPicker } from './area-picker.tsx';
import { CHINA } from './china-areas.ts';
import { ChinaMapTrail } from './china-map-trail.tsx';
import { ExportMenu } from './export-menu.tsx';
import { FilterItem, type FilterSpec } from './list-page.tsx';
import { parseTime } from './time.ts';
import { useListParams } from './use-list-params.ts';
import './report-page.css';

const ReportChart = lazy(() => import('./report-chart.tsx'));
const ChinaMapChart = lazy(() => import('./china-map-chart.tsx'));

export type ReportRow = ReportAnswer['rows'][number];
type Cell = ReportRow[string];

/** What a page's own cells and columns may read and do: the query shown and a drill-down into it. */
export type ReportView = {
  group: string;
  query: ReportParams;
  /** Narrows the report (a region picked, a dealer): the patch goes into the URL like a filter. */
  drill: (patch: Partial<Record<ReportFilterKey | 'group', string>>) => void;
};

type Props = {
  report: ReportKey;
  /** A cell the page draws itself (a link to the record a row is about); undefined keeps the value. */
  cell?: (column: ReportColumnKey, row: ReportRow, view: ReportView) => ReactNode | undefined;
  /** Columns after the report's own (links to related lists). */
  extraColumns?: (view: ReportView) => ColumnsType<ReportRow>;
  /** Rows may be picked; the toolbar shows what the page does with the picked rows. */
  selection?: (rows: ReportRow[]) => ReactNode;
};

const DAY = 'YYYY-MM-DD';
/** The filters shown beside the period before More, as the lists show theirs. */
const VISIBLE_FILTERS = 3;
const isDay = (text: string | undefined): text is string => Boolean(text && dayjs(text, DAY, true).isValid());
const dayCount = (from: string, to: string) => dayjs(to).diff(dayjs(from), 'day') + 1;

/** The last 30 days, today included: a report before anyone picks a period. */
export function lastThirtyDays(today = dayjs()): { from: string; to: string } {
  return { from: today.subtract(29, 'day').format(DAY), to: today.format(DAY) };
}

/** The periods most read, one click away in the period picker. */
function periodPresets(t: TFunction, today = dayjs()): Array<{ label: string; value: [Dayjs, Dayjs] }> {
  const lastMonth = today.subtract(1, 'month');
  return [
    { label: t('report.presetLast7'), value: [today.subtract(6, 'day'), today] },
    { label: t('report.presetLast30'), value: [today.subtract(29, 'day'), today] },
    { label: t('report.presetThisMonth'), value: [today.startOf('month'), today] },
    { label: t('report.presetLastMonth'), value: [lastMonth.startOf('month'), lastMonth.endOf('month')] },
    { label: t('report.presetThisYear'), value: [today.startOf('year'), today] },
  ];
}

/** A filter's picker, where it picks a master-data record. */
const REF_FILTERS: Partial<Record<ReportFilterKey, ResourceProps>> = {
  product_id: { resource: 'products' },
  brand_id: { resource: 'brands' },
  dealer_id: { resource: 'dealers' },
  plant_id: { resource: 'plants', area: 'plant' },
  line_id: { resource: 'lines', area: 'plant' },
  shift_id: { resource: 'shifts', area: 'plant' },
};

/** The server filters by a GB/T 2260 area; a country picked in the area picker filters nothing. */
const areaCode = (code: string) => (/^\d{6}$/.test(code) ? code : undefined);

function filterItem(t: TFunction, key: ReportFilterKey): ReactNode {
  const label = t(`report.filter_${key}`);
  if (key === 'region_code')
    return (
      <Form.Item htmlFor="filter_region" key={key} name={key} label={label} getValueFromEvent={(code: string) => areaCode(code)}>
        <AreaPicker id="filter_region" />
      </Form.Item>
    );
  const ref = REF_FILTERS[key];
  const spec: FilterSpec = ref
    ? { kind: 'ref', name: key, label, width: 200, ...ref }
    : { kind: 'text', name: key, id: 'lot', label, width: 160, maxLength: 64 };
  return <FilterItem key={key} spec={spec} />;
}

/** How a value of a column reads: counts with thousands separators, rates and hours with one decimal, times in the console's format. */
export function formatCell(column: Pick<ReportColumn, 'kind'>, value: Cell): string {
  if (value === null || value === '') return '—';
  if (typeof value === 'string') return column.kind === 'datetime' ? (parseTime(value) ?? value) : value;
  switch (column.kind) {
    case 'count':
      return formatNumber(value);
    case 'percent':
      return `${formatNumber(Math.round(value * 10) / 10)} %`;
    case 'rate':
    case 'hours':
    case 'days':
      return formatNumber(Math.round(value * 10) / 10);
    default:
      return String(value);
  }
}

const compareCells = (a: Cell, b: Cell) =>
  typeof a === 'number' && typeof b === 'number' ? a - b : compareText(String(a ?? ''), String(b ?? ''));

/** The names of the filters chosen, for the printed header: records and areas by name, the lot as typed. */
function useFilterNames(query: ReportParams, keys: readonly ReportFilterKey[]): Partial<Record<ReportFilterKey, string>> {
  const refs = keys.filter((key) => REF_FILTERS[key] && query[key]);
  const region = query.region_code;
  // The same query keys as the pickers' own, so the names the filter bar has loaded are not asked again.
  const names = useQueries({
    queries: refs.map((key) => {
      const api = resourceCalls<never>(REF_FILTERS[key] as ResourceProps);
      return { queryKey: [...api.key, 'options', 'id', query[key]], queryFn: () => api.options({ ids: query[key] }) };
    }),
  });
  const parent = region
    ? region.endsWith('0000')
      ? 'CN'
      : region.endsWith('00')
        ? `${region.slice(0, 2)}0000`
        : `${region.slice(0, 4)}00`
    : '';
  const areas = useQuery({ queryKey: ['org', 'areas', parent], queryFn: () => areaApi.children(parent), enabled: Boolean(region) });
  const found: Partial<Record<ReportFilterKey, string>> = {};
  refs.forEach((key, i) => {
    found[key] = names[i]?.data?.find((one) => String(one.id) === query[key])?.name ?? query[key];
  });
  if (region) found.region_code = areas.data?.find((area) => area.code === region)?.name ?? region;
  if (query.lot_no) found.lot_no = query.lot_no;
  return found;
}

/**
 * One report (`/api/report/<key>`): the period and the filters the report reads in a search form,
 * the grouping, its chart and its table with totals, all kept in the URL so a reload or a shared
 * link shows the same figures; export of the rows shown and a print of the page with a header
 * naming everything chosen.
 */
export function ReportPage({ report, cell, extraColumns, selection }: Props) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const groupings: readonly string[] = REPORT_GROUPINGS[report];
  const filterKeys: readonly ReportFilterKey[] = REPORT_FILTERS[report];
  const [defaults] = useState(() => ({ ...lastThirtyDays(), group: groupings[0] ?? '' }));
  const { values, update, reset } = useListParams(defaults);
  const [form] = Form.useForm();
  const [picked, setPicked] = useState<Key[]>([]);

  // A period or grouping the URL gets wrong (typed by hand) reads as the default one.
  const valid = isDay(values.from) && isDay(values.to);
  const from = valid ? (values.from as string) : defaults.from;
  const to = valid ? (values.to as string) : defaults.to;
  const group = groupings.includes(values.group ?? '') ? (values.group as string) : defaults.group;
  const query = useMemo(() => {
    const chosen: ReportParams = { from, to, group };
    for (const key of filterKeys) if (values[key]) chosen[key] = values[key];
    return chosen;
  }, [from, to, group, filterKeys, values]);
  const tooLong = dayCount(query.from, query.to) > REPORT_MAX_DAYS;
  const wrongOrder = query.from > query.to;

  const answer = useQuery({
    queryKey: reportKeys.answer(report, query),
    queryFn: () => reportApi.answer(report, query),
    placeholderData: keepPreviousData,
    enabled: !tooLong && !wrongOrder,
  });
  const names = useFilterNames(query, filterKeys);
  const view: ReportView = { group, query, drill: update };
  const title = t(titleKey(report));

  const formValues = {
    period: [dayjs(query.from), dayjs(query.to)],
    ...Object.fromEntries(filterKeys.map((key) => [key, query[key]])),
  };
  // The filters past the first few show under More, open from the start when one of them is chosen.
  const [more, setMore] = useState(() => filterKeys.slice(VISIBLE_FILTERS).some((key) => query[key]));
  // The URL changes under the form (Back, a drill-down on the chart): the form shows it again, also
  // the fields under More once they are shown.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the form follows the query, which formValues is made of.
  useEffect(() => form.setFieldsValue(formValues), [form, query, more]);

  const search = (fields: Record<string, unknown>) => {
    const [from, to] = (fields.period as [Dayjs, Dayjs] | null) ?? [dayjs(defaults.from), dayjs(defaults.to)];
    const patch: Record<string, string | undefined> = { from: from.format(DAY), to: to.format(DAY) };
    // A filter under a closed More keeps its value: only the fields shown are read.
    for (const key of filterKeys)
      if (key in fields) patch[key] = fields[key] === null || fields[key] === undefined ? undefined : String(fields[key]);
    update(patch);
  };
  const clear = () => {
    reset();
    form.setFieldsValue({
      period: [dayjs(defaults.from), dayjs(defaults.to)],
      ...Object.fromEntries(filterKeys.map((key) => [key, undefined])),
    });
  };

  const data = answer.data;
  // Rows are picked by their place in the answer: a new answer (a filter, a drill-down, Back) drops the picks.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the answer is the trigger, not a value read.
  useEffect(() => setPicked([]), [data]);
  const rows = useMemo(() => (data?.rows ?? []).map((row, index) => ({ ...row, key: index })), [data]);
  const columnOf = useCallback((key: string) => data?.columns.find((c) => c.key === key) ?? { key, kind: 'text' as const }, [data]);
  const titleOf = useCallback((key: string) => t(`report.column_${key}`), [t]);
  const valueText = useCallback((key: string, value: Cell) => formatCell(columnOf(key), value), [columnOf]);

  const columns: ColumnsType<ReportRow> = [
    ...(data?.columns ?? []).map((column) => {
      const numeric = column.kind !== 'text' && column.kind !== 'date' && column.kind !== 'datetime';
      return {
        key: column.key,
        dataIndex: column.key,
        title: titleOf(column.key),
        align: numeric ? ('right' as const) : undefined,
        sorter: (a: ReportRow, b: ReportRow) => compareCells(a[column.key] ?? null, b[column.key] ?? null),
        render: (value: Cell, row: ReportRow) => cell?.(column.key, row, view) ?? formatCell(column, value ?? null),
      };
    }),
    ...(extraColumns?.(view) ?? []),
  ];
  const pickedRows = rows.filter((row) => picked.includes(row.key));
  const rowSelection: TableRowSelection<ReportRow> | undefined = selection
    ? { selectedRowKeys: picked, onChange: setPicked, columnWidth: 48 }
    : undefined;
  const totals = data?.totals ?? {};
  const hasTotals = Object.values(totals).some((value) => value !== null);

  const chosenFilters = filterKeys.filter((key) => names[key]);
  const printHead = (
    <div className="report-print-head" data-testid="report-print-head">
      <h1>{title}</h1>
      <dl>
        <dt>{t('report.period')}</dt>
        <dd data-testid="print-period">{t('report.periodValue', { from: query.from, to: query.to })}</dd>
        {data ? (
          <>
            <dt>{t('report.timeZone')}</dt>
            <dd>{data.period.time_zone}</dd>
          </>
        ) : null}
        {groupings.length > 1 ? (
          <>
            <dt>{t('report.groupBy')}</dt>
            <dd>{t(`report.group_${group}`)}</dd>
          </>
        ) : null}
        {chosenFilters.map((key) => (
          <div key={key} data-testid={`print-filter-${key}`}>
            <dt>{t(`report.filter_${key}`)}</dt>
            <dd>{names[key]}</dd>
          </div>
        ))}
      </dl>
      <p>{t('report.printedAt', { time: parseTime(new Date()) })}</p>
    </div>
  );

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} className="report-page" data-testid={`report-${report}`}>
      <Card className="report-filters">
        <Form
          form={form}
          layout="inline"
          className="list-filters"
          initialValues={formValues}
          onFinish={search}
          data-testid="report-filters"
        >
          <Form.Item
            htmlFor="filter_period"
            name="period"
            label={t('report.period')}
            rules={[
              {
                validator: (_, value: [Dayjs, Dayjs] | null) =>
                  value && dayCount(value[0].format(DAY), value[1].format(DAY)) > REPORT_MAX_DAYS
                    ? Promise.reject(new Error(t('report.periodTooLong', { days: REPORT_MAX_DAYS })))
                    : Promise.resolve(),
              },
            ]}
          >
            <DatePicker.RangePicker id="filter_period" format={DAY} allowClear={false} presets={periodPresets(t)} />
          </Form.Item>
          {(more ? filterKeys : filterKeys.slice(0, VISIBLE_FILTERS)).map((key) => filterItem(t, key))}
          <Space>
            <Button type="primary" htmlType="submit">
              {t('common.search')}
            </Button>
            <Button onClick={clear}>{t('common.reset')}</Button>
            {filterKeys.length > VISIBLE_FILTERS ? (
              <Button type="link" onClick={() => setMore(!more)} aria-expanded={more}>
                {more ? t('common.less') : t('common.more')}
              </Button>
            ) : null}
          </Space>
        </Form>
      </Card>
      <Card
        title={title}
        extra={
          <Space wrap className="report-tools">
            {data && data.lag_seconds !== null ? (
              <Typography.Text type="secondary" data-testid="report-lag">
                {t('report.lag', { seconds: data.lag_seconds })}
              </Typography.Text>
            ) : null}
            {selection ? selection(pickedRows) : null}
            <ExportMenu path={reportApi.exportPath(report)} permission={buttonCode(report, 'export')} filter={query} />
            <Button icon={<PrinterOutlined />} onClick={() => window.print()} data-testid="report-print">
              {t('report.print')}
            </Button>
            <Tooltip title={t('common.tagRefresh')}>
              <Button
                icon={<ReloadOutlined />}
                aria-label={t('common.tagRefresh')}
                onClick={() => client.invalidateQueries({ queryKey: [...reportKeys.all, report] })}
              />
            </Tooltip>
          </Space>
        }
      >
        {printHead}
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          {groupings.length > 1 ? (
            <Space className="report-grouping">
              <Typography.Text id={`${report}-group`}>{t('report.groupBy')}</Typography.Text>
              <Segmented
                aria-labelledby={`${report}-group`}
                value={group}
                options={groupings.map((value) => ({ value, label: t(`report.group_${value}`) }))}
                onChange={(value) => update({ group: String(value) })}
                data-testid="report-group"
              />
            </Space>
          ) : null}
          {tooLong || wrongOrder ? (
            <Alert
              type="error"
              showIcon
              title={tooLong ? t('report.periodTooLong', { days: REPORT_MAX_DAYS }) : t('report.periodOrder')}
              data-testid="report-period-error"
            />
          ) : answer.isError && !data ? (
            <Alert
              type="error"
              showIcon
              title={t('report.failed')}
              description={answer.error.message}
              action={<Button onClick={() => answer.refetch()}>{t('report.retry')}</Button>}
              data-testid="report-error"
            />
          ) : !data ? (
            <Skeleton active paragraph={{ rows: 8 }} />
          ) : (
            <>
              {rows.length > 0 ? (
                <ReportFigure
                  answer={data}
                  rows={rows}
                  region={query.region_code}
                  regionName={names.region_code}
                  onRegion={(code) => update({ region_code: code })}
                  titleOf={titleOf}
                  valueText={valueText}
                  label={title}
                />
              ) : null}
              <Table<ReportRow>
                className="report-table"
                size="small"
                loading={answer.isFetching}
                dataSource={rows}
                columns={columns}
                pagination={false}
                rowSelection={rowSelection}
                locale={{ emptyText: <Empty description={t('report.empty')} data-testid="report-empty" /> }}
                summary={() =>
                  hasTotals && rows.length > 0 ? (
                    <Table.Summary.Row className="report-totals" data-testid="report-totals">
                      {rowSelection ? <Table.Summary.Cell index={0} className="report-selection-total" /> : null}
                      {columns.map((column, i) => {
                        const key = String(column.key);
                        const total = totals[key];
                        return (
                          <Table.Summary.Cell key={key} index={i + (rowSelection ? 1 : 0)} align={column.align}>
                            {i === 0 && (total === undefined || total === null) ? (
                              <strong>{t('report.total')}</strong>
                            ) : total === undefined || total === null ? null : (
                              <strong>{formatCell(columnOf(key), total)}</strong>
                            )}
                          </Table.Summary.Cell>
                        );
                      })}
                    </Table.Summary.Row>
                  ) : null
                }
              />
            </>
          )}
        </Space>
      </Card>
    </Space>
  );
}

type FigureProps = {
  answer: ReportAnswer;
  rows: ReportRow[];
  region?: string;
  regionName?: string;
  onRegion: (code: string | undefined) => void;
  titleOf: (key: string) => string;
  valueText: (key: string, value: Cell) => string;
  label: string;
};

/**
 * The report's chart: bars or lines, or for regions the map of China (or of the province filtered
 * by), where picking an area narrows the report to it. Below a province the maps have no drawing:
 * the same figures are bars.
 */
function ReportFigure({ answer, rows, region, regionName, onRegion, titleOf, valueText, label }: FigureProps) {
  const { t } = useTranslation();
  const [failedMap, setFailedMap] = useState<string>();
  const { chart } = answer;
  const province = region?.endsWith('0000') ? region : undefined;
  const mapArea = province ?? (region ? undefined : CHINA);
  const onFailed = useCallback(() => setFailedMap(mapArea), [mapArea]);
  const fallback = <Skeleton active paragraph={{ rows: 6 }} />;
  // One object while the answer stands, so the chart is not drawn again on every render.
  const drawnChart = useMemo(() => ({ ...chart, kind: chart.kind === 'line' ? ('line' as const) : ('bar' as const) }), [chart]);
  const kindOf = useCallback((key: string) => answer.columns.find((column) => column.key === key)?.kind ?? 'text', [answer]);
  if (chart.kind === 'map' && mapArea && failedMap !== mapArea) {
    const series = chart.series[0] ?? '';
    const areas = rows
      .filter((row) => row.ref !== null && row.ref !== undefined)
      .map((row) => ({ code: String(row.ref), count: Number(row[series] ?? 0) }));
    const byCode = new Map(rows.map((row) => [String(row.ref), row]));
    const describe = (code: string) => {
      const row = byCode.get(code);
      return row
        ? t('report.mapArea', { name: row[chart.x], series: titleOf(series), value: valueText(series, row[series] ?? null) })
        : code;
    };
    return (
      <div className="report-map">
        <ChinaMapTrail province={province ? (regionName ?? province) : undefined} onCountry={() => onRegion(undefined)} />
        <Typography.Text type="secondary" className="report-no-print">
          {t(province ? 'report.mapHintCities' : 'report.mapHint')}
        </Typography.Text>
        <Suspense fallback={fallback}>
          <ChinaMapChart
            area={mapArea}
            areas={areas}
            onPick={(code) => onRegion(code)}
            describe={describe}
            label={t('report.chartLabel', { report: label, series: titleOf(series), x: titleOf(chart.x) })}
            onFailed={onFailed}
            testId="report-map"
          />
        </Suspense>
      </div>
    );
  }
  return (
    <Suspense fallback={fallback}>
      <ReportChart chart={drawnChart} rows={rows} kindOf={kindOf} titleOf={titleOf} valueText={valueText} label={label} />
    </Suspense>
  );
}
