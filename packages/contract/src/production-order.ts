import { z } from 'zod';
import { CODE_STATUSES, HOLD_KINDS, HOLDER_TYPES } from './codes.ts';
import { bigCursor, id, idList, int4, isoDate, keyword, optionalText } from './fields.ts';
import { pageQuery } from './list.ts';
import { ORDER_STATUSES, TASK_STATUSES } from './production.ts';
import { CODE_LEVELS } from './tagging.ts';
import { exportFormat } from './transfer.ts';
import { plainText, safeText } from './validation.ts';

/**
 * Production orders (`orderlist`, details `orderextendlist`): `/api/plant/orders/<action>`. An order
 * is edited whole while it is a draft; once released only its dates, shift, note and materials.
 */

/** Most items one order may plan. */
export const ORDER_MAX_QTY = 10_000_000;
/** Most material rows one order may list. */
export const ORDER_MAX_MATERIALS = 50;
/** Largest quantity of one material row (the column holds 11 integer digits and 3 decimals). */
export const MATERIAL_MAX_QTY = 1_000_000_000;
/** Order numbers the server makes when none is given: `PO` + production date + a 3-digit sequence. */
export const ORDER_NO_PREFIX = 'PO';

/** Fields that may change on a released order (the rest is fixed by its release to the line). */
export const RELEASED_EDITABLE = ['produced_on', 'expires_on', 'shift_id', 'note', 'materials'] as const;

export const orderMaterialInput = z.object({
  material_id: id,
  lot_no: safeText(32),
  quantity: z.coerce.number().gt(0).max(MATERIAL_MAX_QTY).multipleOf(0.001),
});

export const orderInput = z.object({
  /** Empty: the server gives the next `PO<yyyymmdd><nnn>` of the production date. */
  order_no: safeText(32, 0).default(''),
  product_id: id,
  lot_no: safeText(32),
  planned_qty: int4(1, ORDER_MAX_QTY),
  plant_id: id,
  workshop_id: id,
  line_id: id,
  shift_id: id.nullable().default(null),
  warehouse_id: id,
  produced_on: isoDate,
  /** Null: the production date plus the product's shelf life (none when the product has no shelf life). */
  expires_on: isoDate.nullable().default(null),
  note: optionalText(500),
  materials: z.array(orderMaterialInput).max(ORDER_MAX_MATERIALS).default([]),
});
export type OrderInput = z.infer<typeof orderInput>;

const ORDER_SORTS = ['order_no', 'produced_on', 'planned_qty', 'created_at', 'released_at'] as const;
/** The list's hold filter: on a quality hold, recalled, either of them, or neither. */
export const ORDER_HOLD_FILTERS = [...HOLD_KINDS, 'any', 'none'] as const;
export const orderQuery = pageQuery.extend({
  /** Order number or lot number. */
  keyword,
  status: z.enum(ORDER_STATUSES).optional(),
  product_id: id.optional(),
  plant_id: id.optional(),
  workshop_id: id.optional(),
  line_id: id.optional(),
  produced_from: isoDate.optional(),
  produced_to: isoDate.optional(),
  hold: z.enum(ORDER_HOLD_FILTERS).optional(),
  sort: z.enum(ORDER_SORTS.flatMap((c) => [c, `-${c}`]) as [string, ...string[]]).default('-created_at'),
});

export const orderMaterial = z.object({
  id: z.number(),
  material_id: z.number(),
  material_code: z.string(),
  material_name: z.string(),
  unit_name: z.string(),
  lot_no: z.string(),
  quantity: z.number(),
});
export type OrderMaterial = z.infer<typeof orderMaterial>;

export const order = z.object({
  id: z.number(),
  order_no: z.string(),
  product_id: z.number(),
  product_name: z.string(),
  lot_no: z.string(),
  planned_qty: z.number(),
  plant_id: z.number(),
  plant_name: z.string(),
  workshop_id: z.number(),
  workshop_name: z.string(),
  line_id: z.number(),
  line_code: z.string(),
  line_name: z.string(),
  shift_id: z.number().nullable(),
  shift_name: z.string(),
  warehouse_id: z.number(),
  warehouse_name: z.string(),
  produced_on: z.string(),
  expires_on: z.string().nullable(),
  status: z.enum(ORDER_STATUSES),
  /** The hold or recall in force on the order's codes, if any. */
  hold_kind: z.enum(HOLD_KINDS).nullable(),
  note: z.string(),
  reason: z.string(),
  /** Items commissioned and packed, summed over the order's line tasks' counters. */
  commissioned: z.number(),
  packed: z.number(),
  released_at: z.string().nullable(),
  started_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  closed_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  materials: z.array(orderMaterial),
});
export type Order = z.infer<typeof order>;

/** States whose orders have codes out of the plant to hold back: released or later, not cancelled. */
export const HOLDABLE_STATUSES = [
  'released',
  'running',
  'completed',
  'closed',
] as const satisfies readonly (typeof ORDER_STATUSES)[number][];

export const HOLD_REASON_MAX = 200;
export const RECALL_NOTICE_MAX = 1000;

/**
 * Placing a hold or a recall on an order's codes (button `orderlist:hold`), once by `op_id`. The
 * reason stays inside the enterprise; a recall's notice is what consumers scanning its codes read,
 * and a quality hold has none (consumers are told the lot is being checked).
 */
export const holdBody = z
  .object({
    op_id: z.uuid(),
    id,
    kind: z.enum(HOLD_KINDS),
    reason: plainText(HOLD_REASON_MAX),
    notice: plainText(RECALL_NOTICE_MAX, 0).default(''),
  })
  .refine((body) => body.kind !== 'recall' || body.notice !== '', { message: 'validation.recallNoticeRequired', path: ['notice'] })
  .refine((body) => body.kind !== 'hold' || body.notice === '', { message: 'validation.holdHasNoNotice', path: ['notice'] });
export type HoldBody = z.infer<typeof holdBody>;
/** Lifting the order's hold or recall (button `orderlist:unhold`), with a note saying why it may ship again. */
export const unholdBody = z.object({ op_id: z.uuid(), id, note: plainText(HOLD_REASON_MAX) });
export type UnholdBody = z.infer<typeof unholdBody>;

/** Cancelling says why. */
export const cancelBody = z.object({ id, reason: z.string().trim().min(1).max(200) });

/** What the order form shows of its references: the product's shelf life and packaging, materials' units. */
export const orderFactsQuery = z.object({
  product_id: id.optional(),
  material_ids: idList(ORDER_MAX_MATERIALS).optional(),
});
export const packagingLevel = z.object({ unit_name: z.string(), quantity: z.number() });
export const orderFacts = z.object({
  product: z
    .object({
      id: z.number(),
      shelf_life_days: z.number().nullable(),
      /** Item first; each level holds `quantity` of the one below. */
      packaging: z.array(packagingLevel),
    })
    .nullable(),
  materials: z.array(z.object({ id: z.number(), unit_name: z.string() })),
  /** The number an order made now on today's date would get. */
  next_order_no: z.string(),
});
export type OrderFacts = z.infer<typeof orderFacts>;

/**
 * Enabled plants → workshops → lines, for the form's cascade (a named component, being recursive);
 * a line at work names the order there.
 */
export type LineTreeNode = { value: number; label: string; busy_order_no?: string | null; children: LineTreeNode[] };
export type LineTree = LineTreeNode[];
const lineTreeNode: z.ZodType<LineTreeNode> = z
  .object({
    value: z.number(),
    label: z.string(),
    busy_order_no: z.string().nullable().optional(),
    children: z.lazy(() => z.array(lineTreeNode)),
  })
  .meta({ id: 'LineTreeNode' });
export const lineTree = z.array(lineTreeNode);

// Details (orderextendlist)

/** The order's codes of a level, keyset-paged by code id (an order may hold millions). */
export const orderCodesQuery = z.object({
  id,
  level: z.enum(CODE_LEVELS).default('item'),
  status: z.enum(CODE_STATUSES).optional(),
  /** The last code id of the previous page. */
  after: bigCursor,
  page_size: int4(1, 200).default(50),
});
export const orderCodesExportQuery = orderCodesQuery.omit({ after: true, page_size: true }).extend({ format: exportFormat });
export const orderCode = z.object({
  id: z.number(),
  value: z.string(),
  level: z.enum(CODE_LEVELS),
  status: z.enum(CODE_STATUSES),
  parent: z.string().nullable(),
  child_count: z.number(),
  /** How many the packaging relation puts in a full one (null for items or without a relation). */
  capacity: z.number().nullable(),
  holder_type: z.enum(HOLDER_TYPES).nullable(),
  holder_name: z.string(),
  last_event_at: z.string().nullable(),
});
export type OrderCode = z.infer<typeof orderCode>;
export const orderCodesPage = z.object({
  list: z.array(orderCode),
  /** The cursor of the next page; null on the last one. */
  next: z.number().nullable(),
  /** The order's codes of this level and status. */
  total: z.number(),
});
export type OrderCodesPage = z.infer<typeof orderCodesPage>;

/** The order's summary: codes per level and status, packaging, and its tasks. */
export const orderSummary = z.object({
  levels: z.array(z.object({ level: z.enum(CODE_LEVELS), status: z.enum(CODE_STATUSES), count: z.number() })),
  packaging: z.array(packagingLevel),
  tasks: z.array(
    z.object({
      id: z.number(),
      line_id: z.number(),
      line_name: z.string(),
      status: z.enum(TASK_STATUSES),
      commissioned: z.number(),
      packed: z.number(),
      cases: z.number(),
      pallets: z.number(),
      rejected: z.number(),
      opened_at: z.string(),
      started_at: z.string().nullable(),
      last_read_at: z.string().nullable(),
      closed_at: z.string().nullable(),
      close_reason: z.string(),
    }),
  ),
});
export type OrderSummary = z.infer<typeof orderSummary>;

export const orderEventsQuery = z.object({
  id,
  after: bigCursor,
  page_size: int4(1, 200).default(50),
});
export const orderEvent = z.object({
  id: z.number(),
  code: z.string(),
  level: z.enum(CODE_LEVELS),
  type: z.string(),
  occurred_at: z.string(),
  parent: z.string().nullable(),
  actor: z.string(),
  reason: z.string(),
});
export type OrderEvent = z.infer<typeof orderEvent>;
export const orderEventsPage = z.object({ list: z.array(orderEvent), next: z.number().nullable() });

// Holds and recalls (orderextendlist)

export const orderHold = z.object({
  id: z.number(),
  kind: z.enum(HOLD_KINDS),
  reason: z.string(),
  notice: z.string(),
  placed_at: z.string(),
  placed_by: z.string(),
  /** Null while it is in force. */
  released_at: z.string().nullable(),
  released_by: z.string(),
  release_note: z.string(),
});
export type OrderHold = z.infer<typeof orderHold>;

/**
 * An order's holds and recalls, newest first (at most one in force), and where its items are now:
 * still in the market (shipped or received) per dealer, and in stock at a warehouse.
 */
export const orderHolds = z.object({
  holds: z.array(orderHold),
  market: z.array(z.object({ dealer_id: z.number(), dealer_name: z.string(), shipped: z.number(), received: z.number() })),
  in_stock: z.number(),
});
export type OrderHolds = z.infer<typeof orderHolds>;
