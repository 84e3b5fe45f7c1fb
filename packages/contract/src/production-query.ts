import { z } from 'zod';
import { CODE_STATUSES } from './codes.ts';
import { id, isoDateTime } from './fields.ts';
import { pageQuery } from './list.ts';
import { LINE_EXCEPTION_KINDS, ORDER_STATUSES, READ_SOURCES } from './production.ts';
import { CODE_LEVELS } from './tagging.ts';
import { exportFormat } from './transfer.ts';
import { plainText } from './validation.ts';

/**
 * Production queries (menu `plant`): the line exceptions shown on a task and an order, the
 * material query (an order's materials, and the reverse for a recall) and the duplicate-code query.
 */

/** A time range filter: `from` ≤ `to` when both are given. */
const timeRange = { from: isoDateTime.optional(), to: isoDateTime.optional() };
const rangeInOrder = (q: { from?: string | undefined; to?: string | undefined }) =>
  q.from === undefined || q.to === undefined || Date.parse(q.from) <= Date.parse(q.to);
const RANGE_ORDER = { message: 'validation.timeRangeOrder', path: ['to'] };

/** A text filter matched as a part of the value (a code, an order number, a lot). */
const part = z.string().trim().max(128).optional();

// Line exceptions

export const exceptionFilters = z.object({
  task_id: id.optional(),
  order_id: id.optional(),
  line_id: id.optional(),
  kind: z.enum(LINE_EXCEPTION_KINDS).optional(),
  /** `1` reviewed, `0` waiting for review. */
  reviewed: z.enum(['0', '1']).optional(),
  raw_value: part,
  ...timeRange,
});
export const exceptionQuery = pageQuery.extend(exceptionFilters.shape).refine(rangeInOrder, RANGE_ORDER);
export const exceptionExportQuery = exceptionFilters.extend({ format: exportFormat }).refine(rangeInOrder, RANGE_ORDER);
/** On the order details page the order is the scope: it must be named. */
export const orderExceptionQuery = pageQuery.extend({ ...exceptionFilters.shape, order_id: id }).refine(rangeInOrder, RANGE_ORDER);
export const orderExceptionExportQuery = exceptionFilters.extend({ order_id: id, format: exportFormat }).refine(rangeInOrder, RANGE_ORDER);

export const lineException = z.object({
  id: z.number(),
  task_id: z.number(),
  order_id: z.number(),
  order_no: z.string(),
  line_id: z.number(),
  line_name: z.string(),
  kind: z.enum(LINE_EXCEPTION_KINDS),
  raw_value: z.string(),
  /** The code read, when the value names one of the enterprise's codes. */
  code: z.string().nullable(),
  source: z.enum(READ_SOURCES),
  detail: z.string(),
  occurred_at: z.string(),
  reviewed_at: z.string().nullable(),
  reviewed_by: z.string(),
  review_note: z.string(),
});
export type LineException = z.infer<typeof lineException>;

export const EXCEPTION_NOTE_MAX = 200;
export const exceptionReview = z.object({ id, note: plainText(EXCEPTION_NOTE_MAX) });

// Material query

export const materialOrderQuery = z.object({ order_no: z.string().trim().min(1).max(64) });
export const orderMaterial = z.object({
  material_id: z.number(),
  material_code: z.string(),
  material_name: z.string(),
  lot_no: z.string(),
  quantity: z.string(),
  unit: z.string(),
});
export const orderWithMaterials = z.object({
  id: z.number(),
  order_no: z.string(),
  product_name: z.string(),
  lot_no: z.string(),
  line_name: z.string(),
  status: z.enum(ORDER_STATUSES),
  produced_on: z.string(),
  materials: z.array(orderMaterial),
});
export type OrderWithMaterials = z.infer<typeof orderWithMaterials>;

/** A recall: the orders that used a material, or one lot of it. */
export const recallFilters = z.object({ material_id: id, lot_no: z.string().trim().max(64).optional() });
export const recallQuery = pageQuery.extend(recallFilters.shape);
export const recallExportQuery = recallFilters.extend({ format: exportFormat });
export const recallOrder = z.object({
  id: z.number(),
  order_no: z.string(),
  product_name: z.string(),
  lot_no: z.string(),
  line_name: z.string(),
  status: z.enum(ORDER_STATUSES),
  produced_on: z.string(),
  expires_on: z.string().nullable(),
  started_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  /** The material's lots the order used, and how much of them. */
  material_lots: z.array(z.string()),
  quantity: z.string(),
  /** Codes commissioned for the order, at every level. */
  code_count: z.number(),
});
export type RecallOrder = z.infer<typeof recallOrder>;

/** The codes of the recalled orders; `order_id` narrows to one of them. */
export const recallCodeFilters = recallFilters.extend({ order_id: id.optional(), level: z.enum(CODE_LEVELS).optional() });
export const recallCodeQuery = pageQuery.extend(recallCodeFilters.shape);
export const recallCodeExportQuery = recallCodeFilters.extend({ format: exportFormat });
export const recallCode = z.object({
  id: z.number(),
  value: z.string(),
  level: z.enum(CODE_LEVELS),
  status: z.enum(CODE_STATUSES),
  order_no: z.string(),
  product_name: z.string(),
  lot_no: z.string(),
  holder_name: z.string(),
});
export type RecallCode = z.infer<typeof recallCode>;

// Duplicate codes

/** Rejected reads that mean a code was read again: a duplicate, or a code a line had already used. */
export const DUPLICATE_KINDS = ['duplicate', 'already_used'] as const;

export const duplicateFilters = z.object({
  line_id: id.optional(),
  product_id: id.optional(),
  order_no: part,
  code: part,
  ...timeRange,
});
export const duplicateQuery = pageQuery.extend(duplicateFilters.shape).refine(rangeInOrder, RANGE_ORDER);
export const duplicateExportQuery = duplicateFilters.extend({ format: exportFormat }).refine(rangeInOrder, RANGE_ORDER);
export const duplicateCode = z.object({
  /** The code's value, or the raw value read when it names no code of the enterprise. */
  code: z.string(),
  product_name: z.string(),
  /** Every read of it: the accepted one (when a line commissioned it) and the rejected repeats. */
  times_read: z.number(),
  first_read_at: z.string(),
  last_read_at: z.string(),
  order_nos: z.array(z.string()),
  line_names: z.array(z.string()),
  task_ids: z.array(z.number()),
});
export type DuplicateCode = z.infer<typeof duplicateCode>;

export const duplicateReadsQuery = z.object({ code: z.string().trim().min(1).max(512) });
export const duplicateRead = z.object({
  /** `accepted` is the read that commissioned the code; the others are the rejected repeats. */
  kind: z.enum(['accepted', ...DUPLICATE_KINDS]),
  order_no: z.string(),
  task_id: z.number().nullable(),
  line_name: z.string(),
  source: z.enum(READ_SOURCES).nullable(),
  occurred_at: z.string().nullable(),
});
export type DuplicateRead = z.infer<typeof duplicateRead>;
