import type { CodeEvent, CodeState } from '@trace/contract/codes';
import type { CodeLevel } from '@trace/contract/tagging';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { rowsOf } from '../../db/rows.ts';
import type { Context } from '../../platform/context.ts';
import { type ExportColumn, inPages, sendExport } from '../../platform/export.ts';
import { holderNameOf, packQuantitiesOf, productNameOf } from '../base/base.public.ts';
import { LEVEL_RANK } from './code-set.ts';

/** A code's state with its ids, as the life-cycle read models give it. */
export type StateRow = CodeState & { id: number; root_id: number | null };

/** A code's state as answered to the console: without the internal ids. */
export const withoutIds = <T extends { id: number; root_id: number | null }>({ id: _id, root_id: _root, ...state }: T) => state;

const STATE_COLUMNS = sql`c.id, c.value, c.level, c.status, c.order_id, c.seq, c.product_id, c.root_id,
  ${productNameOf(sql`c.product_id`)} AS product_name, coalesce(c.lot_no, '') AS lot_no,
  c.produced_at::text AS produced_at, c.expires_at::text AS expires_at, c.holder_type, c.holder_id,
  ${holderNameOf(sql`c.holder_type`, sql`c.holder_id`)} AS holder_name, c.dealer_id,
  (SELECT p.value FROM codes p WHERE p.id = c.parent_id) AS parent, c.child_count,
  (SELECT r.value FROM codes r WHERE r.id = c.replaced_by_id) AS replaced_by, c.scan_count, c.first_scan_at, c.last_event_at`;

const iso = (value: unknown) => (value === null || value === undefined ? null : new Date(value as string).toISOString());

function toState(raw: Record<string, unknown>): StateRow {
  return {
    ...(raw as unknown as StateRow),
    id: Number(raw.id),
    root_id: raw.root_id === null ? null : Number(raw.root_id),
    order_id: Number(raw.order_id),
    child_count: Number(raw.child_count),
    scan_count: Number(raw.scan_count),
    first_scan_at: iso(raw.first_scan_at),
    last_event_at: iso(raw.last_event_at),
  };
}

async function states(ctx: Context, where: SQL, tail: SQL = sql``): Promise<StateRow[]> {
  const rows = await rowsOf<Record<string, unknown>>(
    ctx.orm,
    sql`SELECT ${STATE_COLUMNS} FROM codes c WHERE c.enterprise_id = ${ctx.enterpriseId} AND ${where} ${tail}`,
  );
  return rows.map(toState);
}

/** The enterprise's code with this value, or undefined (another enterprise's code included). */
export async function codeStateOf(ctx: Context, value: string): Promise<StateRow | undefined> {
  return (await states(ctx, sql`c.value = ${value}`))[0];
}

/**
 * A code for packing work: its state and, for a case or pallet of a product with a packaging
 * hierarchy, how many of the level below that hierarchy puts in it (what packing checks against).
 */
export async function packingCodeOf(ctx: Context, value: string): Promise<{ code: StateRow; capacity: number | null } | undefined> {
  const code = await codeStateOf(ctx, value);
  if (!code) return undefined;
  if (code.product_id === null || code.level === 'item') return { code, capacity: null };
  const quantities = await packQuantitiesOf(ctx, [code.product_id]);
  return { code, capacity: quantities.get(code.product_id)?.[LEVEL_RANK[code.level] - 1] ?? null };
}

/** The containers a code is in, the topmost first. */
export async function ancestorsOf(ctx: Context, code: StateRow): Promise<StateRow[]> {
  if (code.parent === null) return [];
  const rows = await rowsOf<{ id: string | number; depth: number }>(
    ctx.orm,
    sql`WITH RECURSIVE up(id, depth) AS (
        SELECT parent_id, 1 FROM codes WHERE id = ${code.id} AND parent_id IS NOT NULL
        UNION ALL SELECT c.parent_id, u.depth + 1 FROM codes c JOIN up u ON c.id = u.id WHERE c.parent_id IS NOT NULL AND u.depth < 8)
      SELECT id, depth FROM up`,
  );
  const depth = new Map(rows.map((row) => [Number(row.id), row.depth]));
  const found = await states(ctx, sql`c.id = ANY(${`{${[...depth.keys()].join(',')}}`}::bigint[])`);
  return found.sort((a, b) => (depth.get(b.id) ?? 0) - (depth.get(a.id) ?? 0));
}

/** How many codes of each level a container holds, at every depth (a pallet: its boxes and their items). */
export async function contentsOf(ctx: Context, code: StateRow): Promise<Array<{ level: CodeLevel; count: number }>> {
  if (code.child_count === 0) return [];
  // A root's whole contents carry its id. A container inside another is a case at most (item <
  // case < pallet), so its contents lie at most two levels down: its children and theirs, read
  // by two index lookups. (A recursive walk here is estimated at millions of rows on a table of
  // 10M codes, which makes PostgreSQL JIT-compile the query: about 8 ms per case inquiry.)
  const below =
    code.parent === null
      ? sql`SELECT level FROM codes WHERE root_id = ${code.id}`
      : sql`SELECT level FROM codes WHERE parent_id = ${code.id}
          UNION ALL SELECT k.level FROM codes k JOIN codes c ON k.parent_id = c.id WHERE c.parent_id = ${code.id}`;
  const rows = await rowsOf<{ level: CodeLevel; n: number | string }>(
    ctx.orm,
    sql`SELECT level, count(*) AS n FROM (${below}) b GROUP BY level`,
  );
  const rank: Record<string, number> = { pallet: 3, box: 2, item: 1 };
  return rows.map((row) => ({ level: row.level, count: Number(row.n) })).sort((a, b) => (rank[b.level] ?? 0) - (rank[a.level] ?? 0));
}

/** A page of the codes inside a container. */
export type ChildrenPage = { code: StateRow; page: number; pageSize: number };

/** One page of the codes directly inside a container, in packing order. */
export async function childrenOf(ctx: Context, input: ChildrenPage) {
  const { code, page, pageSize } = input;
  const list = await states(ctx, sql`c.parent_id = ${code.id}`, sql`ORDER BY c.id LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`);
  return { list, total: code.child_count, page, page_size: pageSize };
}

/** The most events a code's history shows at once; a code lives through a handful. */
export const EVENTS_MAX = 500;

/** A code's own history, oldest first. */
export async function eventsOf(ctx: Context, code: StateRow): Promise<CodeEvent[]> {
  const rows = await rowsOf<Record<string, unknown>>(
    ctx.orm,
    sql`SELECT e.id, CASE WHEN e.type = 'replace' AND e.biz_step = 'commissioning' THEN 'replacement' ELSE e.type END AS type,
        e.occurred_at, (SELECT p.value FROM codes p WHERE p.id = e.parent_code_id) AS parent,
        (SELECT r.value FROM codes r WHERE r.id = e.related_code_id) AS related, e.location_type, e.location_id,
        ${holderNameOf(sql`e.location_type`, sql`e.location_id`)} AS location_name, e.ref_type, e.ref_id, e.reason, e.count,
        coalesce((SELECT a.account_name FROM accounts a WHERE a.id = e.actor_id), '') AS actor
      FROM code_events e WHERE e.code_id = ${code.id} AND e.enterprise_id = ${ctx.enterpriseId}
      ORDER BY e.occurred_at, e.id LIMIT ${EVENTS_MAX}`,
  );
  return rows.map((row) => ({
    ...(row as unknown as CodeEvent),
    id: Number(row.id),
    occurred_at: new Date(row.occurred_at as string).toISOString(),
    count: Number(row.count),
  }));
}

/** A page of the codes with ids from `from` to `to`. */
export type RangePage = { from: number; to: number; page: number; pageSize: number };

/**
 * One page of the codes with ids in a range of one order's ids (a print file's sequence range).
 * An order's codes are its sequence numbers 1 to its generated count, each issued once and never
 * deleted, so the range holds every id from its start to the last one issued: one index probe finds
 * that last id, the total follows from it, and a page starts at its own id (no count over the
 * range, no OFFSET), whatever the range's size or the page's depth.
 */
export async function rangePage(ctx: Context, input: RangePage) {
  const { from, to, page, pageSize } = input;
  const [last] = await rowsOf<{ id: number | string }>(
    ctx.orm,
    sql`SELECT c.id FROM codes c WHERE c.id BETWEEN ${from} AND ${to} AND c.enterprise_id = ${ctx.enterpriseId}
      ORDER BY c.id DESC LIMIT 1`,
  );
  const total = last ? Number(last.id) - from + 1 : 0;
  const start = from + (page - 1) * pageSize;
  const list =
    start > to || total === 0 ? [] : await states(ctx, sql`c.id BETWEEN ${start} AND ${to}`, sql`ORDER BY c.id LIMIT ${pageSize}`);
  return { list, total, page, page_size: pageSize };
}

/** The code and everything inside it, a page of ids at a time (for the export of a container). */
async function treePageAfter(ctx: Context, code: StateRow, afterId: number, size: number): Promise<StateRow[]> {
  return states(
    ctx,
    code.child_count === 0
      ? sql`c.id = ${code.id} AND c.id > ${afterId}`
      : sql`c.id IN (WITH RECURSIVE d(id) AS (SELECT ${code.id}::bigint UNION ALL SELECT k.id FROM codes k JOIN d ON k.parent_id = d.id) SELECT id FROM d)
          AND c.id > ${afterId}`,
    sql`ORDER BY c.id LIMIT ${size}`,
  );
}

/** The columns of an export of codes (a container and everything in it), in the request's language. */
function codeExportColumns(t: Context['t']): Array<ExportColumn<StateRow>> {
  return [
    { header: t('codes.code'), value: (row) => row.value, width: 28 },
    { header: t('codes.level'), value: (row) => t(`tagging.level_${row.level}`) },
    { header: t('codes.status'), value: (row) => t(`codes.status_${row.status}`) },
    { header: t('codes.parent'), value: (row) => row.parent ?? '', width: 28 },
    { header: t('codes.product'), value: (row) => row.product_name, width: 28 },
    { header: t('codes.lot'), value: (row) => row.lot_no },
    { header: t('codes.holder'), value: (row) => row.holder_name, width: 24 },
    { header: t('codes.lastChange'), value: (row) => row.last_event_at ?? '' },
  ];
}

/** A code to export with everything inside it, and the file to stream it as. */
export type CodeTreeExport = { code: StateRow; file: { format: 'xlsx' | 'csv'; baseName: string } };

/** A code and everything inside it, one row per code, streamed as xlsx or CSV. */
export function sendCodeTree(ctx: Context, input: CodeTreeExport, reply: FastifyReply) {
  const { code, file } = input;
  return sendExport<StateRow>(reply, {
    ...file,
    columns: codeExportColumns(ctx.t),
    rows: inPages((after, limit) => treePageAfter(ctx, code, after, limit)),
  });
}
