import type { PackInput, ReplaceInput, UnpackInput } from '@trace/contract/codes';
import { sql } from 'drizzle-orm';
import { bigintArray } from '../../db/arrays.ts';
import { rowsOf } from '../../db/rows.ts';
import { markPackagingUsed, packQuantitiesOf } from '../base/base.public.ts';
import { refuseClaimed } from './claims.ts';
import {
  type CodeRow,
  IN_STOCK,
  LEVEL_RANK,
  leavingPerParent,
  listed,
  lockByIds,
  lockByValues,
  lowerChildCounts,
  Refusals,
  refuseOutOfOrder,
  TERMINAL,
  UNISSUED,
} from './code-set.ts';
import { changeAndLog, type EventCommon, insertEvents } from './events.ts';
import type { Applied, Step } from './operation.ts';

const intArray = (values: readonly (number | null)[]) => sql`${`{${values.map((v) => (v === null ? 'NULL' : v)).join(',')}}`}::int[]`;

function commonOf(step: Step, type: EventCommon['type']): EventCommon {
  return { enterpriseId: step.ctx.enterpriseId, actorId: step.ctx.accountId, opId: step.opId, type, at: step.at };
}

/** Whether a code may be packed or unpacked: live, in stock and at a warehouse. */
function refuseNotInStock(row: CodeRow, refusals: Refusals): boolean {
  if (!IN_STOCK.includes(row.status)) refusals.add(row.value, 'wrong_status');
  else if (row.holder_type !== 'warehouse') refusals.add(row.value, 'not_at_warehouse');
  else return false;
  return true;
}

/** A case or pallet label not issued yet: packing may commission it as a container. */
function isFreshContainer(row: CodeRow): boolean {
  return UNISSUED.includes(row.status) && row.level !== 'item';
}

/**
 * A fresh label takes its children's place: their one warehouse (it is where they are packed). The
 * row is changed in memory as it will be once commissioned, so the pack's checks see a container
 * in stock; false (refused) when the children are at no one warehouse.
 */
function placeAsContainer(parent: CodeRow, children: CodeRow[], refusals: Refusals): boolean {
  const holders = new Set(children.map((child) => (child.holder_type === 'warehouse' ? child.holder_id : null)));
  const [holder] = holders;
  if (holders.size !== 1 || holder === null || holder === undefined) {
    refusals.add(parent.value, 'holder_mismatch');
    return false;
  }
  Object.assign(parent, { status: 'active', holder_type: 'warehouse', holder_id: holder });
  return true;
}

/**
 * COMMISSION of a fresh label as a container, in the pack's operation: live at its children's
 * warehouse, with the lot, dates and production order (and line) they all share, else none; its
 * product comes with the pack. Its event is a commissioning at that warehouse.
 */
async function commissionAsContainer(step: Step, parent: CodeRow, children: CodeRow[]) {
  const { ctx, at } = step;
  const shared = (column: string) =>
    sql.raw(`CASE WHEN count(DISTINCT k.${column}) = 1 AND count(k.${column}) = count(*) THEN min(k.${column}) END`);
  await changeAndLog(
    ctx.orm,
    sql`UPDATE codes p SET status = 'active', holder_type = 'warehouse', holder_id = ${parent.holder_id}::int,
        lot_no = s.lot_no, produced_at = s.produced_at, expires_at = s.expires_at,
        production_order_id = s.production_order_id, line_id = s.line_id,
        last_ref_type = CASE WHEN s.production_order_id IS NULL THEN NULL ELSE 'production_order' END, last_ref_id = s.production_order_id,
        last_event_at = ${at.toISOString()}::timestamptz
      FROM (SELECT ${shared('lot_no')} AS lot_no, ${shared('produced_at')} AS produced_at, min(k.expires_at) AS expires_at,
          ${shared('production_order_id')} AS production_order_id, ${shared('line_id')} AS line_id
        FROM codes k WHERE k.id = ANY(${bigintArray(children.map((child) => child.id))})) s
      WHERE p.id = ${parent.id} RETURNING p.id AS code_id`,
    { ...commonOf(step, 'commission'), location: { type: 'warehouse', id: parent.holder_id as number } },
  );
}

/**
 * PACK: children into parents, one parent or a line's batch of them, all or nothing. A parent's
 * level is above each child's (so no cycle can form), children are loose, both in stock at the
 * same warehouse, of the parent's product, and a parent holds no more than its packaging relation
 * says (unless `force`: a short or mixed case closed by hand). Children's contents follow them
 * under the new root. Four set-based statements whatever the count. With `commission_parents` a
 * fresh case or pallet label is commissioned as a container first (from its children).
 */
export async function pack(step: Step, input: PackInput): Promise<Applied> {
  const { ctx, at } = step;
  const values = input.packs.flatMap((p) => [p.parent, ...p.children]);
  const refusals = new Refusals();
  const rows = new Map(listed(values, await lockByValues(ctx.orm, ctx.enterpriseId, values), refusals).map((row) => [row.value, row]));
  const productIds = [...new Set([...rows.values()].map((row) => row.product_id).filter((id) => id !== null))];
  await markPackagingUsed(ctx, productIds);
  const quantities = await packQuantitiesOf(ctx, productIds);
  const moves: Array<{ child: CodeRow; parent: CodeRow; root: number }> = [];
  const parents: Array<{ parent: CodeRow; n: number; product: number | null }> = [];
  const fresh: Array<{ parent: CodeRow; children: CodeRow[] }> = [];
  for (const { parent: parentValue, children } of input.packs) {
    const parent = rows.get(parentValue);
    if (parent && input.commission_parents && isFreshContainer(parent)) {
      const contents = children.map((value) => rows.get(value)).filter((row) => row !== undefined);
      if (!placeAsContainer(parent, contents, refusals)) continue;
      fresh.push({ parent, children: contents });
    }
    if (!parent || refuseNotInStock(parent, refusals)) continue;
    const root = parent.root_id ?? parent.id;
    const products = new Set<number | null>();
    let n = 0;
    for (const value of children) {
      const child = rows.get(value);
      if (!child || refuseNotInStock(child, refusals)) continue;
      if (child.parent_id !== null) refusals.add(value, 'already_packed');
      else if (LEVEL_RANK[child.level] >= LEVEL_RANK[parent.level]) refusals.add(value, 'level_order');
      else if (child.holder_id !== parent.holder_id) refusals.add(value, 'holder_mismatch');
      else if (!input.force && parent.product_id !== null && child.product_id !== parent.product_id)
        refusals.add(value, 'product_mismatch');
      else {
        moves.push({ child, parent, root });
        products.add(child.product_id);
        n++;
      }
    }
    const product = parent.product_id ?? (products.size === 1 ? ([...products][0] ?? null) : null);
    if (!input.force && products.size > 1 && parent.product_id === null) refusals.add(parentValue, 'product_mismatch');
    const childLevel = children.map((value) => rows.get(value)?.level).find((level) => level !== undefined);
    const capacity = product === null ? undefined : quantities.get(product)?.[LEVEL_RANK[parent.level] - 1];
    if (!input.force && capacity !== undefined && childLevel && LEVEL_RANK[childLevel] === LEVEL_RANK[parent.level] - 1)
      if (parent.child_count + n > capacity) refusals.add(parentValue, 'over_capacity');
    parents.push({ parent, n, product });
  }
  await refuseClaimed(ctx.orm, ctx.enterpriseId, [...rows.values()], refusals);
  refuseOutOfOrder([...rows.values()], at, step.clientTime, refusals);
  refusals.throwIfAny(ctx);

  for (const { parent, children } of fresh) await commissionAsContainer(step, parent, children);
  const stamp = sql`${at.toISOString()}::timestamptz`;
  const childIds = bigintArray(moves.map((m) => m.child.id));
  const parentIds = bigintArray(moves.map((m) => m.parent.id));
  const rootIds = bigintArray(moves.map((m) => m.root));
  const containers = moves.filter((m) => m.child.child_count > 0);
  const common = { ...commonOf(step, 'pack'), location: { type: 'warehouse' as const, id: 0 } };
  const placeOf = (rows: CodeRow[]) => intArray(rows.map((row) => row.holder_id));
  await ctx.orm.execute(sql`WITH
    children AS (UPDATE codes c SET parent_id = u.parent, root_id = u.root, last_event_at = ${stamp}
      FROM unnest(${childIds}, ${parentIds}, ${rootIds}) AS u(id, parent, root) WHERE c.id = u.id RETURNING c.id),
    contents AS (UPDATE codes c SET root_id = u.root
      FROM unnest(${bigintArray(containers.map((m) => m.child.id))}, ${bigintArray(containers.map((m) => m.root))}) AS u(id, root)
      WHERE c.root_id = u.id RETURNING c.id),
    parents AS (UPDATE codes c SET child_count = c.child_count + u.n, product_id = coalesce(c.product_id, u.product), last_event_at = ${stamp}
      FROM unnest(${bigintArray(parents.map((p) => p.parent.id))}, ${intArray(parents.map((p) => p.n))}, ${intArray(parents.map((p) => p.product))})
        AS u(id, n, product) WHERE c.id = u.id RETURNING c.id),
    child_events AS (${insertEvents(
      common,
      sql`unnest(${childIds}, ${parentIds}, ${placeOf(moves.map((m) => m.child))}) AS s(code_id, parent_code_id, location_id)`,
      { parent: true, locationId: true },
    )})
    ${insertEvents(
      common,
      sql`unnest(${bigintArray(parents.map((p) => p.parent.id))}, ${intArray(parents.map((p) => p.n))}, ${placeOf(parents.map((p) => p.parent))})
        AS s(code_id, count, location_id)`,
      { count: true, locationId: true },
    )}`);
  return { codes: values.length, affected: moves.length + parents.length };
}

/**
 * UNPACK: take the listed codes out of their containers, or (`contents`) empty the listed
 * containers. Only in stock at a warehouse: shipped goods are returned before they are repacked.
 * A code taken out becomes the root of its own contents.
 */
export async function unpack(step: Step, input: UnpackInput): Promise<Applied> {
  const { ctx, at } = step;
  const refusals = new Refusals();
  const listedRows = listed(input.codes, await lockByValues(ctx.orm, ctx.enterpriseId, input.codes), refusals);
  let children: CodeRow[];
  if (input.contents) {
    for (const row of listedRows) if (!refuseNotInStock(row, refusals) && row.child_count === 0) refusals.add(row.value, 'empty');
    const childIds = await rowsOf<{ id: string | number }>(
      ctx.orm,
      sql`SELECT id FROM codes WHERE parent_id = ANY(${bigintArray(listedRows.map((row) => row.id))}) ORDER BY id`,
    );
    children = [
      ...(
        await lockByIds(
          ctx.orm,
          ctx.enterpriseId,
          childIds.map((row) => Number(row.id)),
        )
      ).values(),
    ];
  } else {
    for (const row of listedRows) if (!refuseNotInStock(row, refusals) && row.parent_id === null) refusals.add(row.value, 'not_packed');
    await lockByIds(ctx.orm, ctx.enterpriseId, [...new Set(listedRows.map((row) => row.parent_id).filter((id) => id !== null))]);
    children = listedRows;
  }
  await refuseClaimed(ctx.orm, ctx.enterpriseId, listedRows, refusals);
  refuseOutOfOrder(listedRows, at, step.clientTime, refusals);
  refusals.throwIfAny(ctx);

  const stamp = sql`${at.toISOString()}::timestamptz`;
  const ids = bigintArray(children.map((row) => row.id));
  const containers = children.filter((row) => row.child_count > 0);
  const leaving = leavingPerParent(children);
  const common = { ...commonOf(step, 'unpack'), location: { type: 'warehouse' as const, id: 0 } };
  // A container is where its contents are.
  const placeOfParent = new Map(children.map((row) => [row.parent_id, row.holder_id]));
  // Three statements in order, not one with several data-modifying CTEs: a listed code may also be
  // the container of another listed code (a case and an item of it), and one statement cannot
  // change a row twice (PostgreSQL applies one of the changes and silently drops the other).
  // Codes leave first; then what is still inside each code that left gets that code as its root;
  // then the containers' counts drop.
  await ctx.orm.execute(sql`UPDATE codes SET parent_id = NULL, root_id = NULL, last_event_at = ${stamp} WHERE id = ANY(${ids})`);
  if (containers.length > 0)
    await ctx.orm.execute(sql`UPDATE codes c SET root_id = u.root FROM (
        WITH RECURSIVE below(id, root) AS (
          SELECT id, parent_id FROM codes WHERE parent_id = ANY(${bigintArray(containers.map((row) => row.id))})
          UNION ALL SELECT k.id, b.root FROM codes k JOIN below b ON k.parent_id = b.id)
        SELECT id, root FROM below) AS u WHERE c.id = u.id`);
  if (leaving.size > 0) await ctx.orm.execute(lowerChildCounts(leaving, at));
  await ctx.orm.execute(sql`WITH
    child_events AS (${insertEvents(
      common,
      sql`unnest(${ids}, ${bigintArray(children.map((row) => row.parent_id ?? 0))}, ${intArray(children.map((row) => row.holder_id))})
        AS s(code_id, parent_code_id, location_id)`,
      { parent: true, locationId: true },
    )})
    ${insertEvents(
      common,
      sql`unnest(${bigintArray([...leaving.keys()])}, ${intArray([...leaving.values()])},
        ${intArray([...leaving.keys()].map((id) => placeOfParent.get(id) ?? null))}) AS s(code_id, count, location_id)`,
      { count: true, locationId: true },
    )}`);
  return { codes: input.codes.length, affected: children.length };
}

/**
 * REPLACE: one to one, final. The new code (not yet issued, same level) takes the old one's
 * product, lot, order, dates, place in its container, contents, holder and status; the old one
 * becomes `replaced` and points to its successor.
 */
export async function replace(step: Step, input: ReplaceInput): Promise<Applied> {
  const { ctx, at } = step;
  const values = input.pairs.flatMap((pair) => [pair.old, pair.new]);
  const refusals = new Refusals();
  const rows = new Map(listed(values, await lockByValues(ctx.orm, ctx.enterpriseId, values), refusals).map((row) => [row.value, row]));
  const pairs: Array<{ old: CodeRow; new: CodeRow }> = [];
  for (const pair of input.pairs) {
    const old = rows.get(pair.old);
    const next = rows.get(pair.new);
    if (old && (UNISSUED.includes(old.status) || TERMINAL.includes(old.status))) refusals.add(old.value, 'wrong_status');
    if (next && !UNISSUED.includes(next.status)) refusals.add(next.value, 'wrong_status');
    else if (old && next && next.level !== old.level) refusals.add(next.value, 'level_mismatch');
    else if (old && next && next.product_id !== null && next.product_id !== old.product_id) refusals.add(next.value, 'product_mismatch');
    else if (old && next) pairs.push({ old, new: next });
  }
  await refuseClaimed(ctx.orm, ctx.enterpriseId, [...rows.values()], refusals);
  refuseOutOfOrder([...rows.values()], at, step.clientTime, refusals);
  refusals.throwIfAny(ctx);

  const stamp = sql`${at.toISOString()}::timestamptz`;
  const oldIds = bigintArray(pairs.map((p) => p.old.id));
  const newIds = bigintArray(pairs.map((p) => p.new.id));
  const pairsOf = sql`unnest(${oldIds}, ${newIds}) AS u(old, new)`;
  // In order: the new codes copy the old ones before these change; then contents follow.
  await ctx.orm.execute(sql`UPDATE codes n SET status = o.status, product_id = o.product_id, lot_no = o.lot_no,
      production_order_id = o.production_order_id, line_id = o.line_id, produced_at = o.produced_at, expires_at = o.expires_at,
      parent_id = o.parent_id, root_id = o.root_id, child_count = o.child_count, holder_type = o.holder_type,
      holder_id = o.holder_id, dealer_id = o.dealer_id, last_ref_type = o.last_ref_type, last_ref_id = o.last_ref_id,
      last_event_at = ${stamp}
    FROM ${pairsOf} JOIN codes o ON o.id = u.old WHERE n.id = u.new`);
  await ctx.orm.execute(sql`UPDATE codes c SET parent_id = u.new FROM ${pairsOf} WHERE c.parent_id = u.old`);
  await ctx.orm.execute(sql`UPDATE codes c SET root_id = u.new FROM ${pairsOf} WHERE c.root_id = u.old`);
  await ctx.orm.execute(sql`UPDATE codes c SET status = 'replaced', replaced_by_id = u.new, parent_id = NULL, root_id = NULL,
      child_count = 0, voided_reason = ${input.reason || null}, last_event_at = ${stamp}
    FROM ${pairsOf} WHERE c.id = u.old`);
  const common = { ...commonOf(step, 'replace'), reason: input.reason };
  await ctx.orm.execute(insertEvents(common, sql`unnest(${oldIds}, ${newIds}) AS s(code_id, related_code_id)`, { related: true }));
  await ctx.orm.execute(
    insertEvents({ ...common, shape: 'replaced_by' }, sql`unnest(${newIds}, ${oldIds}) AS s(code_id, related_code_id)`, { related: true }),
  );
  return { codes: values.length, affected: pairs.length * 2 };
}
