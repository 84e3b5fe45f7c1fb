import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows.ts';
import { enterpriseTimeZone } from '../../platform/access/enterprises.ts';
import type { Scope } from '../../platform/context.ts';
import { codeEventsAfter, type StreamPosition, scanSubjectsOf } from '../codes/codes.public.ts';
import { scansAfter } from '../scan/scan.public.ts';
import { localDayHour } from './local-day.ts';

export const STREAMS = ['code_events', 'scan_events'] as const;
type Stream = (typeof STREAMS)[number];

/** One row of `report_facts` as a step adds it: every dimension, and the quantities added. */
export type FactRow = {
  day: string;
  fact: string;
  level: string;
  product_id: number;
  lot_no: string;
  line_id: number;
  production_order_id: number;
  code_order_id: number;
  dealer_id: number;
  region_code: string;
  verdict: string;
  hour: number;
  quantity: number;
  counted: number;
};
const DIMENSIONS = [
  'day',
  'fact',
  'level',
  'product_id',
  'lot_no',
  'line_id',
  'production_order_id',
  'code_order_id',
  'dealer_id',
  'region_code',
  'verdict',
  'hour',
] as const;

/** Facts added up by their dimensions before they are written: a step writes each key once. */
class FactSums {
  readonly #sums = new Map<string, FactRow>();

  add(row: Omit<FactRow, 'quantity' | 'counted'>, quantity: number, counted = 0): void {
    const key = DIMENSIONS.map((d) => row[d]).join('\u0001');
    const kept = this.#sums.get(key);
    if (kept) {
      kept.quantity += quantity;
      kept.counted += counted;
    } else this.#sums.set(key, { ...row, quantity, counted });
  }

  get rows(): FactRow[] {
    return [...this.#sums.values()];
  }
}

type Cursor = { stream: Stream; xid: string; id: number; timeZone: string };

/** The enterprise's cursors, locked for the step (two servers never count the same rows), made where missing. */
async function lockCursors(ctx: Scope, timeZone: string, now: Date): Promise<Map<Stream, Cursor>> {
  await ctx.orm.execute(sql`INSERT INTO report_cursors (enterprise_id, stream, time_zone, updated_at)
    SELECT ${ctx.enterpriseId}, s, ${timeZone}, ${now} FROM unnest(${`{${STREAMS.join(',')}}`}::text[]) AS s
    ON CONFLICT DO NOTHING`);
  const rows = await rowsOf<{ stream: Stream; last_xid: string; last_id: string; time_zone: string }>(
    ctx.orm,
    sql`SELECT stream, last_xid::text AS last_xid, last_id, time_zone FROM report_cursors
      WHERE enterprise_id = ${ctx.enterpriseId} ORDER BY stream FOR UPDATE`,
  );
  return new Map(
    rows.map((row) => [row.stream, { stream: row.stream, xid: row.last_xid, id: Number(row.last_id), timeZone: row.time_zone }]),
  );
}

/** Forgets every rollup of the enterprise and starts its cursors from the beginning, in `timeZone`. */
export async function resetRollups(ctx: Scope, { timeZone, now }: { timeZone: string; now: Date }): Promise<void> {
  // The cursors first: a step counting meanwhile commits its sums before they are deleted, never after.
  await ctx.orm.execute(sql`SELECT 1 FROM report_cursors WHERE enterprise_id = ${ctx.enterpriseId} ORDER BY stream FOR UPDATE`);
  await ctx.orm.execute(sql`DELETE FROM report_facts WHERE enterprise_id = ${ctx.enterpriseId}`);
  await ctx.orm.execute(sql`DELETE FROM report_facts_monthly WHERE enterprise_id = ${ctx.enterpriseId}`);
  await ctx.orm.execute(sql`UPDATE report_cursors SET last_xid = '0'::xid8, last_id = 0, rows_read = 0, time_zone = ${timeZone}, updated_at = ${now}
    WHERE enterprise_id = ${ctx.enterpriseId}`);
}

/** Adds the rows to a rollup table: each key once, its quantities added to what the table holds. */
async function addFacts(ctx: Scope, table: 'report_facts' | 'report_facts_monthly', rows: FactRow[]): Promise<void> {
  if (rows.length === 0) return;
  await ctx.orm.execute(sql`INSERT INTO ${sql.raw(table)} (enterprise_id, ${sql.raw(DIMENSIONS.join(', '))}, quantity, counted)
    SELECT ${ctx.enterpriseId}, ${sql.raw(DIMENSIONS.join(', '))}, quantity, counted
    FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS r(day date, fact text, level text, product_id int, lot_no text,
      line_id int, production_order_id int, code_order_id int, dealer_id int, region_code text, verdict text, hour smallint,
      quantity bigint, counted bigint)
    ON CONFLICT (enterprise_id, ${sql.raw(DIMENSIONS.join(', '))})
    DO UPDATE SET quantity = ${sql.raw(table)}.quantity + excluded.quantity, counted = ${sql.raw(table)}.counted + excluded.counted`);
}

/** A step's sums, per day and per month (the month's first day, no hour). */
async function writeFacts(ctx: Scope, sums: FactSums): Promise<void> {
  const months = new FactSums();
  for (const row of sums.rows) months.add({ ...row, day: `${row.day.slice(0, 7)}-01`, hour: -1 }, row.quantity, row.counted);
  await addFacts(ctx, 'report_facts', sums.rows);
  await addFacts(ctx, 'report_facts_monthly', months.rows);
}

async function moveCursor(ctx: Scope, cursor: Cursor, to: StreamPosition, read: number, now: Date): Promise<void> {
  await ctx.orm.execute(sql`UPDATE report_cursors SET last_xid = ${to.xid}::xid8, last_id = ${to.id}, rows_read = rows_read + ${read},
    updated_at = ${now} WHERE enterprise_id = ${ctx.enterpriseId} AND stream = ${cursor.stream}`);
}

const NO_DIMENSIONS = {
  level: '',
  product_id: 0,
  lot_no: '',
  line_id: 0,
  production_order_id: 0,
  code_order_id: 0,
  dealer_id: 0,
  region_code: '',
  verdict: '',
  hour: -1,
};

/** Code events after the cursor: each counts one code moved, under its day and its code's dimensions. */
async function rollEvents(ctx: Scope, cursor: Cursor, limit: number, sums: FactSums): Promise<{ to: StreamPosition; read: number }> {
  const events = await codeEventsAfter(ctx, { from: cursor, limit });
  for (const event of events) {
    const { day, hour } = localDayHour(event.occurred_at, cursor.timeZone);
    sums.add(
      {
        ...NO_DIMENSIONS,
        day,
        fact: event.type,
        level: event.level,
        product_id: event.product_id ?? 0,
        lot_no: event.lot_no ?? '',
        line_id: event.line_id ?? 0,
        production_order_id: event.production_order_id ?? 0,
        code_order_id: event.code_order_id,
        dealer_id: event.dealer_id ?? 0,
        hour: event.type === 'commission' && event.level === 'item' ? hour : -1,
      },
      1,
    );
  }
  const last = events.at(-1);
  return { to: last ? { xid: last.xid, id: last.id } : cursor, read: events.length };
}

const positionAfter = (a: StreamPosition, b: StreamPosition) => BigInt(a.xid) > BigInt(b.xid) || (a.xid === b.xid && a.id > b.id);

/**
 * Scans after the cursor, each under its day, region, verdict and its code's dimensions. A scan a
 * position shared later moved in the reading order was counted at its first place when that place
 * is behind the cursor: it is taken out of its first region and counted in its new one.
 */
async function rollScans(ctx: Scope, cursor: Cursor, limit: number, sums: FactSums): Promise<{ to: StreamPosition; read: number }> {
  const scans = await scansAfter(ctx, { from: cursor, limit });
  const subjects = await scanSubjectsOf(
    ctx,
    scans.filter((scan) => scan.code_id !== null).map((scan) => ({ codeId: scan.code_id as number, at: scan.occurred_at })),
  );
  for (const scan of scans) {
    const subject = scan.code_id === null ? undefined : subjects.get(`${scan.code_id}@${scan.occurred_at.getTime()}`);
    const day = localDayHour(scan.occurred_at, cursor.timeZone).day;
    const counted = scan.counted ? 1 : 0;
    // Where it was made (its region and the dealer answerable), with the product: the market's figures.
    const place = {
      ...NO_DIMENSIONS,
      day,
      fact: `scan_${scan.scanner}`,
      product_id: subject?.product_id ?? 0,
      dealer_id: subject?.dealer_id ?? 0,
      verdict: scan.verdict,
    };
    if (scan.first_xid !== null && !positionAfter({ xid: scan.first_xid, id: scan.id }, cursor))
      sums.add({ ...place, region_code: scan.first_region_code ?? '' }, -1, -counted);
    sums.add({ ...place, region_code: scan.region_code ?? '' }, 1, counted);
    // What it was made of (lot, production order, label batch): production's figures. Apart from
    // the place, so neither multiplies the other's rows; a late position does not change it.
    if (scan.scanner === 'consumer' && subject && (scan.first_xid === null || positionAfter({ xid: scan.first_xid, id: scan.id }, cursor)))
      sums.add(
        {
          ...NO_DIMENSIONS,
          day,
          fact: 'scan_order',
          product_id: subject.product_id ?? 0,
          lot_no: subject.lot_no ?? '',
          production_order_id: subject.production_order_id ?? 0,
          code_order_id: subject.code_order_id,
        },
        1,
        counted,
      );
  }
  const last = scans.at(-1);
  return { to: last ? { xid: last.recorded_xid, id: last.id } : cursor, read: scans.length };
}

/**
 * One step of the enterprise's rollups, in the caller's transaction: up to `limit` rows of each
 * stream added to `report_facts` with the cursors moved past them, all or nothing. When the
 * enterprise's time zone changed, its rollups are counted again from the start in the new zone.
 */
export async function runRollupStep(ctx: Scope, input: { limit: number; now: Date }): Promise<{ read: number; caughtUp: boolean }> {
  const timeZone = await enterpriseTimeZone(ctx.orm, ctx.enterpriseId);
  let cursors = await lockCursors(ctx, timeZone, input.now);
  if ([...cursors.values()].some((cursor) => cursor.timeZone !== timeZone)) {
    await resetRollups(ctx, { timeZone, now: input.now });
    cursors = await lockCursors(ctx, timeZone, input.now);
  }
  const sums = new FactSums();
  let read = 0;
  let caughtUp = true;
  for (const cursor of cursors.values()) {
    const rolled = await (cursor.stream === 'code_events' ? rollEvents : rollScans)(ctx, cursor, input.limit, sums);
    if (rolled.read > 0) await moveCursor(ctx, cursor, rolled.to, rolled.read, input.now);
    read += rolled.read;
    if (rolled.read >= input.limit) caughtUp = false;
  }
  await writeFacts(ctx, sums);
  return { read, caughtUp };
}

/** Where the enterprise's rollups stand in each stream (the start, before their first step), and the zone they count in (null before). */
export async function rollupCursorsOf(ctx: Scope): Promise<Record<Stream, StreamPosition> & { timeZone: string | null }> {
  const rows = await rowsOf<{ stream: Stream; last_xid: string; last_id: string; time_zone: string }>(
    ctx.orm,
    sql`SELECT stream, last_xid::text AS last_xid, last_id, time_zone FROM report_cursors WHERE enterprise_id = ${ctx.enterpriseId}`,
  );
  const at = new Map(rows.map((row) => [row.stream, { xid: row.last_xid, id: Number(row.last_id) }]));
  return {
    code_events: at.get('code_events') ?? { xid: '0', id: 0 },
    scan_events: at.get('scan_events') ?? { xid: '0', id: 0 },
    timeZone:
      rows.length === STREAMS.length && rows.every((row) => row.time_zone === rows[0]?.time_zone) ? (rows[0]?.time_zone ?? null) : null,
  };
}
