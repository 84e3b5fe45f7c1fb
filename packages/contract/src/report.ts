import { z } from 'zod';
import { DATE_RANGE, id, isoDate } from './fields.ts';
import { exportFormat } from './transfer.ts';

/**
 * The reports (`/api/report/<key>`): each answers one table of rows with its totals, drawn as one
 * chart, for a period of the enterprise's own days (its time zone) and the filters it names.
 */
export const REPORT_KEYS = ['supervise', 'collect', 'dateyield', 'productionorder', 'shipmentsreport', 'connect', 'phoenix'] as const;
export type ReportKey = (typeof REPORT_KEYS)[number];

/** Every filter a report may take; each report lists the ones it reads (`REPORT_FILTERS`). */
export const REPORT_FILTER_KEYS = [
  'product_id',
  'brand_id',
  'lot_no',
  'plant_id',
  'line_id',
  'shift_id',
  'dealer_id',
  'region_code',
] as const;
export type ReportFilterKey = (typeof REPORT_FILTER_KEYS)[number];

export const REPORT_FILTERS = {
  supervise: ['product_id', 'brand_id', 'dealer_id', 'region_code'],
  collect: ['product_id', 'brand_id', 'lot_no', 'plant_id', 'line_id', 'shift_id'],
  dateyield: ['product_id', 'brand_id', 'plant_id', 'line_id', 'shift_id'],
  productionorder: ['product_id', 'brand_id', 'lot_no', 'plant_id', 'line_id', 'shift_id'],
  shipmentsreport: ['product_id', 'brand_id', 'lot_no', 'dealer_id', 'region_code'],
  connect: ['dealer_id', 'region_code'],
  phoenix: ['product_id', 'brand_id', 'dealer_id', 'region_code'],
} as const satisfies Record<ReportKey, readonly ReportFilterKey[]>;

/** How a report's rows are grouped, where it offers a choice (the first is the default). */
export const REPORT_GROUPINGS = {
  supervise: ['region', 'dealer'],
  collect: ['product', 'line', 'shift', 'plant', 'day', 'reason'],
  dateyield: ['day_line'],
  productionorder: ['order'],
  shipmentsreport: ['dealer', 'product', 'day'],
  connect: ['shipment'],
  phoenix: ['dealer', 'product', 'reason'],
} as const satisfies Record<ReportKey, readonly string[]>;
export type ReportGrouping = (typeof REPORT_GROUPINGS)[ReportKey][number];

/** The longest period a report reads: a little over two years of days. */
export const REPORT_MAX_DAYS = 800;

const dayCount = (from: string, to: string) => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 + 1;

/** A report's question: a period of local days (both ends included), its filters and its grouping. */
export const reportQuery = z
  .object({
    from: isoDate,
    to: isoDate,
    group: z.string().max(16).optional(),
    product_id: id.optional(),
    brand_id: id.optional(),
    lot_no: z.string().trim().max(64).optional(),
    plant_id: id.optional(),
    line_id: id.optional(),
    shift_id: id.optional(),
    /** The dealer with every dealer below it. */
    dealer_id: id.optional(),
    /** An area code (province, city or district): scans and dealers in it. */
    region_code: z
      .string()
      .regex(/^\d{6}$/, { message: 'validation.invalidFormat' })
      .optional(),
  })
  .refine((q) => q.from <= q.to, { message: 'validation.dateOrder', path: ['to'] })
  .refine((q) => q.from > q.to || dayCount(q.from, q.to) <= REPORT_MAX_DAYS, {
    message: 'report.periodTooLong',
    params: { days: REPORT_MAX_DAYS },
    path: ['from'],
  });
export type ReportQuery = z.infer<typeof reportQuery>;
export const reportExportQuery = reportQuery.and(z.object({ format: exportFormat }));

/**
 * Every column a report answers, named once for the console's headers (`report.column_<key>`) and
 * the export's. `label` is the row's name (a region, dealer, product, line, order …), `day` a local day.
 */
export const REPORT_COLUMN_KEYS = [
  'label',
  'day',
  // supervise
  'scans',
  'counted',
  'warnings',
  'warnings_diversion',
  'warnings_leak',
  'warnings_clone',
  'warnings_over_limit',
  'inspections',
  'inspections_out_of_region',
  // collect, dateyield
  'commissioned',
  'cases',
  'pallets',
  'rejected',
  'active_hours',
  'rate_per_hour',
  'planned',
  'yield_percent',
  'downtime_hours',
  // productionorder
  'order_no',
  'product',
  'lot_no',
  'line',
  'status',
  'packed',
  'shipped',
  'received',
  'returned',
  'scanned',
  'held',
  // shipmentsreport, connect
  'orders',
  'short',
  'transfers_in',
  'transfers_out',
  'shipment_no',
  'dealer',
  'warehouse',
  'shipped_at',
  'cases_shipped',
  // phoenix
  'returns',
  'restocked',
  'voided',
  'days_to_return',
] as const;
export type ReportColumnKey = (typeof REPORT_COLUMN_KEYS)[number];

/** How a column's values read: numbers are counts unless said otherwise. */
export const REPORT_COLUMN_KINDS = ['text', 'count', 'rate', 'percent', 'hours', 'days', 'date', 'datetime'] as const;
const cell = z.union([z.string(), z.number(), z.null()]);

/**
 * One report's answer. Column labels are the console's strings `report.column_<key>`; `label`
 * columns hold a name (a product, a dealer) and `kind` says how a value reads. `chart` names the
 * columns the chart draws: `x` along the axis, `series` as bars or lines (`map`: regions coloured).
 * A row's `ref` is what a click drills into: a region's code, a dealer's, order's or shipment's id.
 */
export const reportAnswer = z.object({
  report: z.enum(REPORT_KEYS),
  group: z.string(),
  period: z.object({ from: z.string(), to: z.string(), time_zone: z.string() }),
  columns: z.array(z.object({ key: z.enum(REPORT_COLUMN_KEYS), kind: z.enum(REPORT_COLUMN_KINDS) })),
  rows: z.array(z.record(z.string(), cell)),
  totals: z.record(z.string(), z.number().nullable()),
  chart: z.object({ kind: z.enum(['bar', 'line', 'map']), x: z.string(), series: z.array(z.string()) }),
  /** The rollups' state: the last change they hold is at most this many seconds old. */
  lag_seconds: z.number().nullable(),
});
export type ReportAnswer = z.infer<typeof reportAnswer>;
export type ReportColumn = ReportAnswer['columns'][number];

export { DATE_RANGE };

/** The home page's stages of a lot, from labels to consumers. */
export const FUNNEL_STAGES = ['generated', 'printed', 'commissioned', 'packed', 'shipped', 'received', 'scanned'] as const;

/**
 * The home page's activity (`GET /api/dashboard/activity`): per local day of the last 30, the codes
 * generated and printed, items commissioned and shipped, consumer scans; and the latest lots'
 * funnels. Each part only for whoever may open the report or list behind it.
 */
export const homeActivity = z.object({
  time_zone: z.string(),
  days: z.array(z.string()),
  series: z.object({
    generated: z.array(z.number()).optional(),
    printed: z.array(z.number()).optional(),
    commissioned: z.array(z.number()).optional(),
    shipped: z.array(z.number()).optional(),
    scanned: z.array(z.number()).optional(),
  }),
  /**
   * The lots commissioned last, each with its stages: `generated` and `printed` count the label
   * batches its codes came from (a batch may feed several lots), the rest the lot's items.
   */
  funnel: z
    .array(
      z.object({
        product_id: z.number(),
        product_name: z.string(),
        lot_no: z.string(),
        label_batches: z.array(z.string()),
        generated: z.number(),
        printed: z.number(),
        commissioned: z.number(),
        packed: z.number(),
        shipped: z.number(),
        received: z.number(),
        scanned: z.number(),
      }),
    )
    .optional(),
});
export type HomeActivity = z.infer<typeof homeActivity>;
