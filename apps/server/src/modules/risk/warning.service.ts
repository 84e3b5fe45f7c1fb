import { WARNING_MOVES, type WarningDetail, type WarningMove, type WarningState } from '@trace/contract/risk';
import { and, asc, eq, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows.ts';
import { employeesOf } from '../../platform/access/employees.ts';
import { areaNames, areaPrefix } from '../../platform/areas/areas.ts';
import { writeAudit } from '../../platform/audit.ts';
import { type Context, inTransaction } from '../../platform/context.ts';
import { conflict, FieldError, notFound } from '../../platform/errors.ts';
import { resourceService } from '../../platform/resource/service.ts';
import { type DealerTerritory, dealerTerritoriesOf } from '../base/base.public.ts';
import { codeValueOf } from '../codes/codes.public.ts';
import { printTrailOf } from '../tagging/tagging.public.ts';
import { inspectionRecords } from './inspection.table.ts';
import { territoryOf } from './risk.engine.ts';
import type { Region } from './risk.rules.ts';
import { warningChanges, warnings } from './risk.table.ts';
import { warningResource } from './warning.resource.ts';
import { queueWarningEvents } from './webhook.outbox.ts';

const w = warnings;
export const warningService = resourceService(warningResource);

/** The dealer and the dealers above it, nearest first (the chain a diversion runs up). */
export function chainOf(territories: Map<number, DealerTerritory>, dealerId: number | null) {
  const chain: Array<{ id: number; name: string; code: string }> = [];
  for (let id = dealerId; id !== null && chain.length < 20; ) {
    const dealer = territories.get(id);
    if (!dealer || chain.some((link) => link.id === id)) break;
    chain.push({ id: dealer.id, name: dealer.name, code: dealer.code });
    id = dealer.parent_id;
  }
  return chain;
}

/** A warning with its evidence: the scans (on the map), the dealer chain and document, the order's print trail, the changes. */
export async function warningDetail(ctx: Context, id: number): Promise<WarningDetail> {
  const row = await warningService.find(ctx, id);
  const [own] = await ctx.orm
    .select({
      dedupe_key: w.dedupe_key,
      expected_regions: w.expected_regions,
      ref_type: w.ref_type,
      ref_id: w.ref_id,
      production_order_id: w.production_order_id,
      code_order_id: w.code_order_id,
      reason: w.reason,
    })
    .from(w)
    .where(and(eq(w.id, id), eq(w.enterprise_id, ctx.enterpriseId)));
  if (!own) throw notFound();
  const scans = await rowsOf<{
    scan_id: string;
    occurred_at: Date | string;
    region_code: string;
    geo_source: string;
    lat: string | null;
    lng: string | null;
    device_hash: string;
    network: string;
    verdict: string;
    code: string | null;
  }>(
    ctx.orm,
    sql`SELECT s.scan_id, s.occurred_at, s.region_code, s.geo_source, s.lat, s.lng, s.device_hash, s.network, s.verdict,
        ${codeValueOf(sql`s.code_id`)} AS code
      FROM warning_scans s WHERE s.warning_id = ${id} ORDER BY s.occurred_at, s.scan_id`,
  );
  const names = await areaNames(ctx, [...own.expected_regions, ...scans.map((scan) => scan.region_code)]);
  const changes = await ctx.orm
    .select({
      at: warningChanges.at,
      from: warningChanges.from_state,
      to: warningChanges.to_state,
      note: warningChanges.note,
      by: sql<string>`coalesce((SELECT coalesce(nullif(a.real_name, ''), a.account_name) FROM accounts a WHERE a.id = ${warningChanges.actor_id}), '')`,
      assignee_name: sql<string>`coalesce((SELECT coalesce(nullif(a.real_name, ''), a.account_name) FROM accounts a WHERE a.id = ${warningChanges.assignee_id}), '')`,
    })
    .from(warningChanges)
    .where(eq(warningChanges.warning_id, id))
    .orderBy(asc(warningChanges.at), asc(warningChanges.id));
  const inspections = await ctx.orm
    .select({
      id: inspectionRecords.id,
      inspected_at: inspectionRecords.inspected_at,
      inspector_name: sql<string>`coalesce((SELECT coalesce(nullif(a.real_name, ''), a.account_name) FROM accounts a WHERE a.id = ${inspectionRecords.inspector_id}), '')`,
      store_name: inspectionRecords.store_name,
      store_address: inspectionRecords.store_address,
      note: inspectionRecords.note,
      lat: inspectionRecords.lat,
      lng: inspectionRecords.lng,
      photos: inspectionRecords.photos,
    })
    .from(inspectionRecords)
    .where(and(eq(inspectionRecords.enterprise_id, ctx.enterpriseId), eq(inspectionRecords.warning_id, id)))
    .orderBy(asc(inspectionRecords.inspected_at));
  const trail = own.code_order_id !== null && own.reason !== 'out_of_region' ? await printTrailOf(ctx, own.code_order_id) : null;
  return {
    ...row,
    dedupe_key: own.dedupe_key,
    expected_regions: own.expected_regions.map((code) => ({ code, name: names.get(code) ?? code })),
    scans: scans.map((scan) => ({
      id: Number(scan.scan_id),
      occurred_at: new Date(scan.occurred_at).toISOString(),
      region_code: scan.region_code,
      region_name: names.get(scan.region_code) ?? '',
      geo_source: scan.geo_source,
      position: scan.lat === null || scan.lng === null ? null : { lat: Number(scan.lat), lng: Number(scan.lng) },
      // A device is shown by the start of its keyed hash: enough to tell devices apart, nothing of the device itself.
      device: scan.device_hash.slice(0, 8),
      network: scan.network,
      verdict: scan.verdict,
      code: scan.code ?? '',
    })),
    dealer_chain: chainOf(await dealerTerritoriesOf(ctx), row.dealer_id),
    document: own.ref_type && own.ref_id !== null ? { type: own.ref_type, id: own.ref_id } : null,
    production_order_id: own.production_order_id,
    code_order_id: own.code_order_id,
    downloads: (trail?.downloads ?? []).map((download) => ({ at: download.at.toISOString(), by: download.by, network: download.ip })),
    changes: changes.map((change) => ({ ...change, at: change.at.toISOString() })),
    inspections: inspections.map(({ lat, lng, ...rest }) => ({
      ...rest,
      inspected_at: rest.inspected_at.toISOString(),
      position: lat === null || lng === null ? null : { lat: Number(lat), lng: Number(lng) },
    })),
  };
}

type Move = {
  id: number;
  /** The move, with the states it is allowed from and where it goes (the contract's `WARNING_MOVES`). */
  move: WarningMove;
  set: Partial<typeof w.$inferInsert>;
  note: string;
  assigneeId?: number;
};

/**
 * Moves a warning along its workflow. The row is locked first, so of two people acting at once
 * the second finds the first one's outcome and is refused (409) rather than overwriting it; the
 * change is kept with who and when, and audited.
 */
function move(ctx: Context, change: Move) {
  return inTransaction(ctx, async (tx) => {
    const [row] = await tx.orm
      .select()
      .from(w)
      .where(and(eq(w.enterprise_id, tx.enterpriseId), eq(w.id, change.id)))
      .for('update');
    if (!row) throw notFound();
    const { from, to } = WARNING_MOVES[change.move];
    if (!(from as readonly WarningState[]).includes(row.state as WarningState))
      throw conflict('errors.warningState', { state: tx.t(`warning.state_${row.state}`) });
    const now = tx.app.clock.now();
    await tx.orm
      .update(w)
      .set({ ...change.set, state: to, updated_at: now })
      .where(eq(w.id, change.id));
    await tx.orm.insert(warningChanges).values({
      warning_id: change.id,
      from_state: row.state,
      to_state: to,
      assignee_id: change.assigneeId ?? null,
      note: change.note,
      actor_id: tx.accountId,
      at: now,
    });
    await queueWarningEvents({ ...tx, now }, [{ warningId: change.id, event: 'warning.changed' }]);
    const after = await warningService.find(tx, change.id);
    await writeAudit(tx, { action: `warning.${change.move}`, objectType: 'warning', objectId: change.id, before: row, after });
    return after;
  });
}

export async function assignWarning(ctx: Context, input: { id: number; assignee_id: number }) {
  if (!(await employeesOf(ctx, [input.assignee_id])).has(input.assignee_id))
    throw new FieldError('assignee_id', 'errors.unknownReference', { field: 'assignee_id' });
  return move(ctx, {
    id: input.id,
    move: 'assign',
    set: { assignee_id: input.assignee_id },
    note: '',
    assigneeId: input.assignee_id,
  });
}

export const confirmWarning = (ctx: Context, input: { id: number; note: string }) =>
  move(ctx, { id: input.id, move: 'confirm', set: {}, note: input.note });

export const dismissWarning = (ctx: Context, input: { id: number; reason: string }) =>
  move(ctx, {
    id: input.id,
    move: 'dismiss',
    set: { outcome: input.reason, closed_at: ctx.app.clock.now() },
    note: input.reason,
  });

export const resolveWarning = (
  ctx: Context,
  input: { id: number; action: string; penalty_amount?: number | undefined; follow_up: string },
) =>
  move(ctx, {
    id: input.id,
    move: 'resolve',
    set: {
      outcome: input.action,
      penalty_amount: input.penalty_amount === undefined ? null : input.penalty_amount.toFixed(2),
      follow_up: input.follow_up,
      closed_at: ctx.app.clock.now(),
    },
    note: input.action,
  });

/** The navbar's figure: live warnings assigned to the signed-in person. */
export async function myWarnings(ctx: Context): Promise<{ assigned: number }> {
  const [row] = await rowsOf<{ n: number }>(
    ctx.orm,
    sql`SELECT count(*)::int AS n FROM warnings
      WHERE enterprise_id = ${ctx.enterpriseId} AND assignee_id = ${ctx.accountId} AND state IN ('assigned', 'confirmed')`,
  );
  return { assigned: row?.n ?? 0 };
}

/** The regions not held by another with its sub-areas (a sub-dealer's city inside its parent's province), once each. */
function outermost(regions: readonly Region[]): Region[] {
  const byCode = new Map<string, Region>();
  for (const region of regions) {
    const known = byCode.get(region.area_code);
    byCode.set(region.area_code, { ...region, include_children: region.include_children || known?.include_children === true });
  }
  const all = [...byCode.values()];
  return all.filter(
    (region) =>
      !all.some(
        (other) => other !== region && other.include_children && areaPrefix(region.area_code).startsWith(areaPrefix(other.area_code)),
      ),
  );
}

/**
 * Live warnings by the province (or, under a province, the city) they were observed in; with a
 * dealer, its warnings only and its territory (its regions and its sub-dealers') to draw.
 */
export async function warningMap(
  ctx: Context,
  query: { parent?: string | undefined; kind?: string | undefined; dealer_id?: number | undefined },
) {
  const digits = query.parent ? 4 : 2;
  const prefix = query.parent ? query.parent.slice(0, 2) : '';
  const rows = await rowsOf<{ code: string; count: number }>(
    ctx.orm,
    sql`SELECT rpad(left(region_code, ${digits}), 6, '0') AS code, count(*)::int AS count FROM warnings
      WHERE enterprise_id = ${ctx.enterpriseId} AND state IN ('open', 'assigned', 'confirmed') AND region_code <> ''
        AND region_code LIKE ${`${prefix}%`} ${query.kind ? sql`AND kind = ${query.kind}` : sql``}
        ${query.dealer_id === undefined ? sql`` : sql`AND dealer_id = ${query.dealer_id}`}
      GROUP BY 1 ORDER BY 2 DESC`,
  );
  const territories = query.dealer_id === undefined ? null : await dealerTerritoriesOf(ctx);
  // Another enterprise's dealer, or none: no territory, as the list filtered by it has no rows.
  const dealer = query.dealer_id === undefined ? undefined : territories?.get(query.dealer_id);
  const regions = dealer && territories ? outermost(territoryOf(territories, dealer.id)) : [];
  const names = await areaNames(ctx, [...rows.map((row) => row.code), ...regions.map((region) => region.area_code)]);
  return {
    areas: rows.map((row) => ({ ...row, name: names.get(row.code) ?? row.code })),
    territory: dealer
      ? {
          dealer_id: dealer.id,
          dealer_name: dealer.name,
          regions: regions.map((region) => ({
            code: region.area_code,
            name: names.get(region.area_code) ?? region.area_code,
            include_children: region.include_children,
          })),
        }
      : null,
  };
}
