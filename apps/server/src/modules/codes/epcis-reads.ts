import { type SQL, sql } from 'drizzle-orm';
import { anyTextArray, bigintArray, intArray } from '../../db/arrays.ts';
import { rowsOf } from '../../db/rows.ts';
import { belowHorizon } from '../../db/xid8.ts';
import type { Scope } from '../../platform/context.ts';
import { EVENT_SHAPE } from './events.ts';
import type { StreamPosition } from './report-reads.ts';

/** A code as an event names it: its value, level and the code order (label batch) it was issued by. */
export type EventCode = { value: string; level: string; code_order_id: number };

/** One code event with what EPCIS says of it: the code, its container or the other code of a replacement, the product and lot. */
export type EpcisEventRow = {
  id: number;
  type: string;
  biz_step: string;
  disposition: string;
  code: EventCode;
  /** The container of a pack or unpack (an aggregation's parent). */
  parent: EventCode | null;
  product_id: number | null;
  lot_no: string | null;
  expires_at: string | null;
  ref_type: string | null;
  ref_id: number | null;
  location_type: string | null;
  location_id: number | null;
  occurred_at: Date;
  recorded_at: Date;
  /** The time the page is ordered by, to the microsecond, for the next page's start. */
  cursor_at: string;
};

/**
 * What a query asks of the events, every part optional but the order. Sets of codes are SQL sets
 * of code ids (`codeIdsOfValues`), so a query for one code reads its events by the code's index.
 */
export type EpcisEventFilter = {
  /** Events by their row ids (an event id the repository's index maps). */
  ids?: readonly number[];
  eventTypes?: ReadonlyArray<EpcisEventType>;
  actions?: ReadonlyArray<EpcisAction>;
  bizSteps?: readonly string[];
  dispositions?: readonly string[];
  /** The event's own code (an object event's EPC, an aggregation's child). */
  codes?: CodeMatch;
  /** An aggregation's parent. */
  parents?: CodeMatch;
  /** Either. */
  anyCodes?: CodeMatch;
  /** Holds and recalls that set these persistent dispositions; lifts that unset them. */
  persistent?: { set?: readonly string[]; unset?: readonly string[] };
  locations?: ReadonlyArray<{ type: string; id: number }>;
  /** Documents, one list per parameter: the event's document is one of each list's. */
  refs?: ReadonlyArray<ReadonlyArray<{ type: string; id: number }>>;
  eventTime?: { from?: Date | undefined; before?: Date | undefined };
  recordTime?: { from?: Date | undefined; before?: Date | undefined };
  orderBy: 'eventTime' | 'recordTime';
  descending: boolean;
  /** Where the previous page ended: its last event's time (of the order) and id. */
  after?: { at: string; id: number } | undefined;
  limit: number;
};

/** Codes by id, and codes of these code orders (an EPC pattern names every serial of a GTIN: the orders printing it). */
export type CodeMatch = { ids: readonly number[]; orderIds: readonly number[] };

/** The enterprise's codes with these values, as an event names them. */
export async function codesWithValues(ctx: Scope, values: readonly string[]): Promise<Array<EventCode & { id: number }>> {
  if (values.length === 0) return [];
  const rows = await rowsOf<EventCode & { id: string }>(
    ctx.orm,
    sql`SELECT c.id, c.value, c.level, c.order_id AS code_order_id FROM codes c
      WHERE c.enterprise_id = ${ctx.enterpriseId} AND c.value = ANY(${anyTextArray(values)})`,
  );
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
}

/** Events whose code in the column matches: one of the ids, or a code of one of the orders. */
function matching(column: SQL, match: CodeMatch): SQL {
  const parts = [sql`${column} = ANY(${bigintArray(match.ids)})`];
  if (match.orderIds.length > 0)
    parts.push(sql`EXISTS (SELECT 1 FROM codes k WHERE k.id = ${column} AND k.order_id = ANY(${intArray(match.orderIds)}))`);
  return sql`(${sql.join(parts, sql` OR `)})`;
}
const PACKING = sql`e.type IN ('pack', 'unpack')`;

/** Events whose (type, id) columns hold one of the pairs: a place or a document. */
function pairIn(typeColumn: SQL, idColumn: SQL, pairs: ReadonlyArray<{ type: string; id: number }>): SQL {
  return sql`(${sql.join(
    pairs.map((pair) => sql`(${typeColumn} = ${pair.type} AND ${idColumn} = ${pair.id})`),
    sql` OR `,
  )})`;
}

export type EpcisEventType = 'ObjectEvent' | 'AggregationEvent';
export type EpcisAction = 'ADD' | 'OBSERVE' | 'DELETE';

/** A pack or unpack is an aggregation of its container; every other change an object event of the code. */
export const epcisEventTypeOf = (type: string): EpcisEventType =>
  type === 'pack' || type === 'unpack' ? 'AggregationEvent' : 'ObjectEvent';

/** ADD brings a code into being or into a container, DELETE ends it or takes it out; the rest observe it. */
export function epcisActionOf(type: string, bizStep: string): EpcisAction {
  if (type === 'pack' || bizStep === 'commissioning') return 'ADD';
  if (type === 'unpack' || bizStep === 'decommissioning') return 'DELETE';
  return 'OBSERVE';
}
/** The business steps and dispositions the product's events carry (CBV 2.0 bare words). */
export function epcisVocabulary(): { bizSteps: string[]; dispositions: string[] } {
  const shapes = Object.values(EVENT_SHAPE);
  const dispositions = [...shapes.map((s) => s.disposition), 'in_transit', 'sellable_not_accessible', 'returned'];
  return { bizSteps: [...new Set(shapes.map((s) => s.bizStep))].sort(), dispositions: [...new Set(dispositions)].sort() };
}

const ACTION_SQL = sql`CASE WHEN e.type = 'pack' OR e.biz_step = 'commissioning' THEN 'ADD'
  WHEN e.type = 'unpack' OR e.biz_step = 'decommissioning' THEN 'DELETE' ELSE 'OBSERVE' END`;

const codeJson = (alias: string) =>
  sql.raw(`json_build_object('value', ${alias}.value, 'level', ${alias}.level, 'code_order_id', ${alias}.order_id)`);

/**
 * A page of the enterprise's code events as EPCIS events, in the order asked. A pack's or
 * unpack's row on the container (which counts its children) is not an event of its own: each
 * child's row is the aggregation. Ties in time are broken by id, so pages never overlap.
 */
export async function epcisEventsPage(ctx: Scope, filter: EpcisEventFilter): Promise<EpcisEventRow[]> {
  const time = filter.orderBy === 'recordTime' ? sql`e.recorded_at` : sql`e.occurred_at`;
  const where: SQL[] = [sql`e.enterprise_id = ${ctx.enterpriseId}`, sql`NOT (e.type IN ('pack', 'unpack') AND e.parent_code_id IS NULL)`];
  if (filter.ids) where.push(sql`e.id = ANY(${bigintArray(filter.ids)})`);
  if (filter.eventTypes) {
    const aggregation = filter.eventTypes.includes('AggregationEvent');
    const object = filter.eventTypes.includes('ObjectEvent');
    if (!aggregation || !object)
      where.push(aggregation ? sql`e.type IN ('pack', 'unpack')` : object ? sql`e.type NOT IN ('pack', 'unpack')` : sql`false`);
  }
  if (filter.actions) where.push(sql`${ACTION_SQL} = ANY(${anyTextArray(filter.actions)})`);
  if (filter.bizSteps) where.push(sql`e.biz_step = ANY(${anyTextArray(filter.bizSteps)})`);
  if (filter.dispositions) where.push(sql`e.disposition = ANY(${anyTextArray(filter.dispositions)})`);
  if (filter.codes) where.push(matching(sql`e.code_id`, filter.codes));
  if (filter.parents) where.push(sql`${PACKING} AND ${matching(sql`e.parent_code_id`, filter.parents)}`);
  if (filter.anyCodes)
    where.push(sql`(${matching(sql`e.code_id`, filter.anyCodes)} OR (${PACKING} AND ${matching(sql`e.parent_code_id`, filter.anyCodes)}))`);
  if (filter.persistent?.set) where.push(sql`e.type IN ('hold', 'recall') AND e.disposition = ANY(${anyTextArray(filter.persistent.set)})`);
  if (filter.persistent?.unset)
    where.push(filter.persistent.unset.some((d) => d === 'recalled' || d === 'non_sellable_other') ? sql`e.type = 'unhold'` : sql`false`);
  if (filter.locations) where.push(pairIn(sql`e.location_type`, sql`e.location_id`, filter.locations));
  for (const refs of filter.refs ?? []) where.push(pairIn(sql`e.ref_type`, sql`e.ref_id`, refs));
  for (const [column, range] of [
    [sql`e.occurred_at`, filter.eventTime],
    [sql`e.recorded_at`, filter.recordTime],
  ] as const) {
    if (range?.from) where.push(sql`${column} >= ${range.from.toISOString()}::timestamptz`);
    if (range?.before) where.push(sql`${column} < ${range.before.toISOString()}::timestamptz`);
  }
  const direction = filter.descending ? sql.raw('DESC') : sql.raw('ASC');
  if (filter.after)
    where.push(
      filter.descending
        ? sql`(${time}, e.id) < (${filter.after.at}::timestamptz, ${filter.after.id}::bigint)`
        : sql`(${time}, e.id) > (${filter.after.at}::timestamptz, ${filter.after.id}::bigint)`,
    );
  return eventRowsOf(
    ctx,
    sql`SELECT * FROM code_events e WHERE ${sql.join(where, sql` AND `)} ORDER BY ${time} ${direction}, e.id ${direction} LIMIT ${filter.limit}`,
    { time, order: sql`${time} ${direction}, e.id ${direction}` },
  );
}

/**
 * The enterprise's EPCIS events after `from` in recording order, at most `limit` code events, of
 * transactions below the horizon (as `codeEventsAfter` reads them); `last` is the position of the
 * last code event read, a container's summary row included, so a reader's cursor passes it.
 */
export async function epcisEventsAfter(
  ctx: Scope,
  input: { from: StreamPosition; limit: number },
): Promise<{ events: EpcisEventRow[]; last: StreamPosition | null; read: number }> {
  const [last] = await rowsOf<{ xid: string; id: string; read: string }>(
    ctx.orm,
    sql`SELECT recorded_xid::text AS xid, id, count(*) OVER () AS read
      FROM (SELECT recorded_xid, id FROM code_events
        WHERE enterprise_id = ${ctx.enterpriseId} AND (recorded_xid, id) > (${input.from.xid}::xid8, ${input.from.id}::bigint)
          ${belowHorizon()}
        ORDER BY recorded_xid, id LIMIT ${input.limit}) r
      ORDER BY recorded_xid DESC, id DESC LIMIT 1`,
  );
  if (!last) return { events: [], last: null, read: 0 };
  const to = { xid: last.xid, id: Number(last.id) };
  const events = await eventRowsOf(
    ctx,
    sql`SELECT * FROM code_events e WHERE e.enterprise_id = ${ctx.enterpriseId}
      AND (e.recorded_xid, e.id) > (${input.from.xid}::xid8, ${input.from.id}::bigint)
      AND (e.recorded_xid, e.id) <= (${to.xid}::xid8, ${to.id}::bigint)
      AND NOT (e.type IN ('pack', 'unpack') AND e.parent_code_id IS NULL)`,
    { time: sql`e.occurred_at`, order: sql`e.recorded_xid, e.id` },
  );
  return { events, last: to, read: Number(last.read) };
}

/** The EPCIS rows of the code events `inner` selects (aliased `e`), with their codes, in `order`. */
async function eventRowsOf(ctx: Scope, inner: SQL, shape: { time: SQL; order: SQL }): Promise<EpcisEventRow[]> {
  const rows = await rowsOf<Omit<EpcisEventRow, 'id'> & { id: string }>(
    ctx.orm,
    sql`SELECT e.id, e.type, e.biz_step, e.disposition, ${codeJson('c')} AS code,
        CASE WHEN p.id IS NOT NULL THEN ${codeJson('p')} END AS parent,
        c.product_id, c.lot_no, c.expires_at::text AS expires_at, e.ref_type, e.ref_id, e.location_type, e.location_id,
        e.occurred_at, e.recorded_at, to_char(${shape.time} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS cursor_at
      FROM (${inner}) e
      JOIN codes c ON c.id = e.code_id
      LEFT JOIN codes p ON p.id = e.parent_code_id AND e.type IN ('pack', 'unpack')
      ORDER BY ${shape.order}`,
  );
  return rows.map((row) => ({
    ...row,
    id: Number(row.id),
    occurred_at: new Date(row.occurred_at),
    recorded_at: new Date(row.recorded_at),
  }));
}
