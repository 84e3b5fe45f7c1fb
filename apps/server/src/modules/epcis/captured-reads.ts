import { type SQL, sql } from 'drizzle-orm';
import { anyTextArray } from '../../db/arrays.ts';
import { rowsOf } from '../../db/rows.ts';
import type { Scope } from '../../platform/context.ts';

/** Identifiers an EPC parameter asks: the same canonical identifier, or one starting with a pattern's prefix. */
export type UriMatch = { exact: string[]; prefixes: string[] };

/** What a query asks of captured events, in their own terms (URIs, bare CBV words); every part optional but the order. */
export type CapturedFilter = {
  eventTypes?: string[];
  actions?: string[];
  bizSteps?: string[];
  dispositions?: string[];
  eventIds?: string[];
  readPoints?: string[];
  bizLocations?: string[];
  epcs?: UriMatch;
  parents?: UriMatch;
  inputs?: UriMatch;
  outputs?: UriMatch;
  anyEpcs?: UriMatch;
  classes?: UriMatch;
  inputClasses?: UriMatch;
  outputClasses?: UriMatch;
  anyClasses?: UriMatch;
  /** `<bare type> <uri>` of the transactions asked, one list per parameter: the event has one of each list. */
  transactions?: string[][];
  persistent?: { set?: string[] | undefined; unset?: string[] | undefined };
  transformationIds?: string[];
  eventTime?: { from?: Date | undefined; before?: Date | undefined };
  recordTime?: { from?: Date | undefined; before?: Date | undefined };
  orderBy: 'eventTime' | 'recordTime';
  descending: boolean;
  after?: { at: string; id: number } | undefined;
  limit: number;
};

/** A captured event of a page: as stored, with what the answer adds (its record time, its document's context). */
export type CapturedEventRow = {
  id: number;
  capture_id: number;
  event: Record<string, unknown>;
  record_time: Date;
  context: unknown[];
  cursor_at: string;
};

/** Rows whose array column holds one of the identifiers, or one starting with a prefix. */
function arrayMatch(column: SQL, match: UriMatch): SQL {
  const parts: SQL[] = [];
  if (match.exact.length > 0) parts.push(sql`${column} && ${anyTextArray(match.exact)}`);
  for (const prefix of match.prefixes) parts.push(sql`EXISTS (SELECT 1 FROM unnest(${column}) x WHERE starts_with(x, ${prefix}))`);
  return parts.length === 0 ? sql`false` : sql`(${sql.join(parts, sql` OR `)})`;
}
/** The same of a single-valued column. */
function valueMatch(column: SQL, match: UriMatch): SQL {
  const parts: SQL[] = [];
  if (match.exact.length > 0) parts.push(sql`${column} = ANY(${anyTextArray(match.exact)})`);
  for (const prefix of match.prefixes) parts.push(sql`starts_with(${column}, ${prefix})`);
  return parts.length === 0 ? sql`false` : sql`(${sql.join(parts, sql` OR `)})`;
}

/**
 * A page of the enterprise's captured events by the filter, in the order asked, ties broken by id.
 * An EPC match starts from the index of every identifier an event names (`any_epcs`).
 */
export async function capturedEventsPage(ctx: Scope, filter: CapturedFilter): Promise<CapturedEventRow[]> {
  const time = filter.orderBy === 'recordTime' ? sql`e.record_time` : sql`e.event_time`;
  const where: SQL[] = [sql`e.enterprise_id = ${ctx.enterpriseId}`];
  const anyOf = (column: SQL, values: string[] | undefined) => {
    if (values) where.push(sql`${column} = ANY(${anyTextArray(values)})`);
  };
  anyOf(sql`e.event_type`, filter.eventTypes);
  anyOf(sql`e.action`, filter.actions);
  anyOf(sql`e.biz_step`, filter.bizSteps);
  anyOf(sql`e.disposition`, filter.dispositions);
  anyOf(sql`e.event_id`, filter.eventIds);
  anyOf(sql`e.read_point`, filter.readPoints);
  anyOf(sql`e.biz_location`, filter.bizLocations);
  anyOf(sql`e.transformation_id`, filter.transformationIds);
  for (const [column, match] of [
    [sql`e.epcs`, filter.epcs],
    [sql`e.inputs`, filter.inputs],
    [sql`e.outputs`, filter.outputs],
    [sql`e.any_epcs`, filter.anyEpcs],
    [sql`e.classes`, filter.classes],
    [sql`e.input_classes`, filter.inputClasses],
    [sql`e.output_classes`, filter.outputClasses],
    [sql`(e.classes || e.input_classes || e.output_classes)`, filter.anyClasses],
  ] as const)
    if (match) where.push(arrayMatch(column, match));
  // Exact identifiers narrow by the index first; the column then says in which role.
  for (const match of [filter.epcs, filter.parents, filter.inputs, filter.outputs, filter.anyEpcs])
    if (match && match.prefixes.length === 0 && match.exact.length > 0) where.push(sql`e.any_epcs && ${anyTextArray(match.exact)}`);
  if (filter.parents) where.push(valueMatch(sql`e.parent`, filter.parents));
  for (const transactions of filter.transactions ?? []) where.push(sql`e.transactions && ${anyTextArray(transactions)}`);
  if (filter.persistent?.set) where.push(sql`e.persistent_set && ${anyTextArray(filter.persistent.set)}`);
  if (filter.persistent?.unset) where.push(sql`e.persistent_unset && ${anyTextArray(filter.persistent.unset)}`);
  for (const [column, range] of [
    [sql`e.event_time`, filter.eventTime],
    [sql`e.record_time`, filter.recordTime],
  ] as const) {
    if (range?.from) where.push(sql`${column} >= ${range.from.toISOString()}::timestamptz`);
    if (range?.before) where.push(sql`${column} < ${range.before.toISOString()}::timestamptz`);
  }
  const direction = sql.raw(filter.descending ? 'DESC' : 'ASC');
  if (filter.after)
    where.push(
      filter.descending
        ? sql`(${time}, e.id) < (${filter.after.at}::timestamptz, ${filter.after.id}::bigint)`
        : sql`(${time}, e.id) > (${filter.after.at}::timestamptz, ${filter.after.id}::bigint)`,
    );
  const rows = await rowsOf<Omit<CapturedEventRow, 'id' | 'record_time'> & { id: string; record_time: string }>(
    ctx.orm,
    sql`SELECT e.id, e.capture_id, e.event, e.record_time, j.context,
        to_char(${time} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS cursor_at
      FROM (SELECT * FROM epcis_captured_events e WHERE ${sql.join(where, sql` AND `)}
        ORDER BY ${time} ${direction}, e.id ${direction} LIMIT ${filter.limit}) e
      JOIN epcis_captures j ON j.id = e.capture_id
      ORDER BY ${time} ${direction}, e.id ${direction}`,
  );
  return rows.map((row) => ({ ...row, id: Number(row.id), record_time: new Date(row.record_time) }));
}
