import type { ForensicsCheck, ForensicsCheckInput, InspectionInput, InspectionVerdict } from '@trace/contract/inspection';
import { and, eq, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows.ts';
import { areaNames } from '../../platform/areas/areas.ts';
import { writeAudit } from '../../platform/audit.ts';
import { type Context, inTransaction } from '../../platform/context.ts';
import { FieldError } from '../../platform/errors.ts';
import { resourceService } from '../../platform/resource/service.ts';
import { type DealerTerritory, dealerTerritoriesOf, productNamesOf } from '../base/base.public.ts';
import { type RiskFacts, riskFactsOf } from '../codes/codes.public.ts';
import { regionOfPosition, scannedCodeOf } from '../scan/scan.public.ts';
import { inspectionResource } from './inspection.resource.ts';
import { inspectionRecords } from './inspection.table.ts';
import { ownPhotos } from './photos.ts';
import { territoryOf } from './risk.engine.ts';
import { inTerritory, observedArea, type Region } from './risk.rules.ts';
import { RulesBook } from './risk-params.book.ts';
import { chainOf } from './warning.service.ts';
import { queueWarningEvents } from './webhook.outbox.ts';

export const inspectionService = resourceService(inspectionResource);

type Judged = {
  verdict: InspectionVerdict;
  facts: RiskFacts | null;
  territories: Map<number, DealerTerritory>;
  regions: Region[];
  here: string | null;
  /** The diversion key an out-of-region inspection raises or joins. */
  key: string | null;
  area: string | null;
  version: number;
};

/** Whether a copy of the code is known: a live clone warning of it. */
async function cloneWarned(ctx: Context, codeId: number): Promise<boolean> {
  const rows = await rowsOf<{ id: number }>(
    ctx.orm,
    sql`SELECT id FROM warnings WHERE enterprise_id = ${ctx.enterpriseId} AND dedupe_key = ${`clone:${codeId}`}
      AND state IN ('open', 'assigned', 'confirmed') LIMIT 1`,
  );
  return rows.length > 0;
}

/**
 * The verdict for a code where the inspector stands, by the same rules and regions the engine
 * judges consumer scans by (the version in force now): an inspector's position is GPS, so an
 * out-of-region verdict is strong evidence.
 */
async function judge(ctx: Context, input: { code: string; gps?: { lat: number; lng: number } | undefined }): Promise<Judged> {
  const found = await scannedCodeOf(ctx, { text: input.code, hostOf: null });
  const territories = await dealerTerritoriesOf(ctx);
  const here = input.gps ? await regionOfPosition(input.gps) : null;
  const empty = { territories, regions: [], here, key: null, area: null, version: 0 };
  if (!found || found.enterpriseId !== ctx.enterpriseId) return { verdict: 'unknown', facts: null, ...empty };
  const facts = (await riskFactsOf(ctx, [found.id])).get(found.id) ?? null;
  if (!facts) return { verdict: 'unknown', facts: null, ...empty };
  const rules = (await RulesBook.load(ctx)).at(facts.product_id, ctx.app.clock.now());
  const base = { facts, ...empty, version: rules.version };
  if (facts.status === 'voided' || facts.status === 'replaced' || (await cloneWarned(ctx, facts.id))) return { ...base, verdict: 'copied' };
  const dealer = facts.holder_dealer_id;
  if (dealer === null) return { ...base, verdict: 'not_shipped' };
  const regions = territoryOf(territories, dealer);
  if (!here || regions.length === 0) return { ...base, regions, verdict: 'unknown' };
  if (rules.exempt.has(dealer) || inTerritory(regions, here, rules.diversion_level)) return { ...base, regions, verdict: 'in_region' };
  const area = observedArea(here, rules.diversion_level);
  return { ...base, regions, verdict: 'out_of_region', key: `diversion:${dealer}:${area}`, area };
}

async function liveWarningOf(ctx: Context, key: string): Promise<number | null> {
  const [row] = await rowsOf<{ id: number }>(
    ctx.orm,
    sql`SELECT id FROM warnings WHERE enterprise_id = ${ctx.enterpriseId} AND dedupe_key = ${key} AND state IN ('open', 'assigned', 'confirmed')`,
  );
  return row?.id ?? null;
}

/** CHECK a code in the field: the product, lot, dates, dealer and its regions, where the inspector stands, and the verdict. */
export async function checkInField(ctx: Context, input: ForensicsCheckInput): Promise<ForensicsCheck> {
  const judged = await judge(ctx, input);
  const facts = judged.facts;
  const names = await areaNames(ctx, [...judged.regions.map((region) => region.area_code), ...(judged.here ? [judged.here] : [])]);
  const dealerId = facts?.holder_dealer_id ?? null;
  const dealer = dealerId === null ? undefined : judged.territories.get(dealerId);
  const products = await productNamesOf(ctx, facts?.product_id ? [facts.product_id] : []);
  return {
    verdict: judged.verdict,
    code: facts?.value ?? '',
    product_name: facts?.product_id ? (products.get(facts.product_id) ?? '') : '',
    lot_no: facts?.lot_no ?? '',
    produced_on: facts?.produced_at ?? null,
    expires_on: facts?.expires_at ?? null,
    status: facts?.status ?? '',
    dealer: dealer ? { id: dealer.id, name: dealer.name, code: dealer.code } : null,
    dealer_chain: chainOf(judged.territories, dealerId),
    dealer_regions: [...new Set(judged.regions.map((region) => region.area_code))].map((code) => ({ code, name: names.get(code) ?? code })),
    here: judged.here ? { code: judged.here, name: names.get(judged.here) ?? judged.here } : null,
    open_warning_id: judged.key ? await liveWarningOf(ctx, judged.key) : null,
  };
}

/**
 * Raises the diversion warning of an out-of-region inspection, or joins the live one of its key
 * (the engine's key for the dealer and the area), strong: an inspector's position is GPS. The
 * insert takes the live key's unique index, so an engine step or another inspection raising it at
 * the same moment leaves one warning, which this one joins.
 */
async function raiseFromInspection(ctx: Context, judged: Judged & { facts: RiskFacts; key: string; area: string }): Promise<number> {
  const now = ctx.app.clock.now();
  const facts = judged.facts;
  const [created] = await rowsOf<{ id: number }>(
    ctx.orm,
    sql`INSERT INTO warnings (enterprise_id, kind, reason, strength, dedupe_key, dealer_id, code_id, product_id, lot_no,
        production_order_id, code_order_id, ref_type, ref_id, region_code, expected_regions, params_version, raised_at, last_scan_at, updated_at)
      VALUES (${ctx.enterpriseId}, 'diversion', 'out_of_region', 'strong', ${judged.key}, ${facts.holder_dealer_id}, ${facts.id}, ${facts.product_id},
        ${facts.lot_no ?? ''}, ${facts.production_order_id}, ${facts.order_id}, ${facts.last_ref_type}, ${facts.last_ref_id}, ${judged.area},
        ${`{${[...new Set(judged.regions.map((region) => region.area_code))].sort().join(',')}}`}::text[], ${judged.version}, ${now.toISOString()}::timestamptz,
        ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz)
      ON CONFLICT (enterprise_id, dedupe_key) WHERE state IN ('open', 'assigned', 'confirmed') DO NOTHING
      RETURNING id`,
  );
  if (created) {
    await queueWarningEvents({ ...ctx, now }, [{ warningId: created.id, event: 'warning.raised' }]);
    return created.id;
  }
  const [joined] = await rowsOf<{ id: number }>(
    ctx.orm,
    sql`UPDATE warnings SET strength = 'strong', last_scan_at = greatest(last_scan_at, ${now.toISOString()}::timestamptz), updated_at = now()
      WHERE enterprise_id = ${ctx.enterpriseId} AND dedupe_key = ${judged.key} AND state IN ('open', 'assigned', 'confirmed')
      RETURNING id`,
  );
  if (!joined) throw new Error('a live warning vanished while an inspection joined it');
  await queueWarningEvents({ ...ctx, now }, [{ warningId: joined.id, event: 'warning.changed' }]);
  return joined.id;
}

/**
 * RECORD an inspection: judged again on the server (the phone's check may be old), with the store,
 * note and photos (the enterprise's own uploads only); `raise` raises or joins the diversion
 * warning (out of region only). The phone's operation id makes a repeat (a lost answer, a queue
 * sent again after the network returned) return the first record and change nothing.
 */
export async function recordInspection(ctx: Context, input: InspectionInput) {
  return inTransaction(ctx, async (tx) => {
    const [done] = await tx.orm
      .select({ id: inspectionRecords.id })
      .from(inspectionRecords)
      .where(and(eq(inspectionRecords.enterprise_id, tx.enterpriseId), eq(inspectionRecords.op_id, input.op_id)));
    if (done) return inspectionService.find(tx, done.id);
    const owned = await ownPhotos(tx, input.photos);
    input.photos.forEach((photo, index) => {
      if (!owned.has(photo)) throw new FieldError(`photos.${index}`, 'errors.unknownReference', { field: 'photos' });
    });
    const now = tx.app.clock.now();
    const inspectedAt = input.inspected_at ? new Date(input.inspected_at) : now;
    if (inspectedAt.getTime() > now.getTime() + 5 * 60_000) throw new FieldError('inspected_at', 'validation.inFuture');
    const judged = await judge(tx, input);
    if (input.raise && judged.verdict !== 'out_of_region') throw new FieldError('raise', 'errors.inspectionNotOutOfRegion');
    const warningId =
      input.raise && judged.facts && judged.key && judged.area
        ? await raiseFromInspection(tx, { ...judged, facts: judged.facts, key: judged.key, area: judged.area })
        : null;
    const [inserted] = await tx.orm
      .insert(inspectionRecords)
      .values({
        enterprise_id: tx.enterpriseId,
        op_id: input.op_id,
        inspector_id: tx.accountId,
        raw_value: input.code,
        code_id: judged.facts?.id ?? null,
        verdict: judged.verdict,
        product_id: judged.facts?.product_id ?? null,
        lot_no: judged.facts?.lot_no ?? '',
        dealer_id: judged.facts?.holder_dealer_id ?? null,
        region_code: judged.here ?? '',
        lat: input.gps ? input.gps.lat.toFixed(6) : null,
        lng: input.gps ? input.gps.lng.toFixed(6) : null,
        store_name: input.store_name,
        store_address: input.store_address,
        note: input.note,
        photos: input.photos,
        warning_id: warningId,
        inspected_at: inspectedAt,
        created_at: now,
      })
      .onConflictDoNothing()
      .returning({ id: inspectionRecords.id });
    // Two sends of one operation at once: the second waited on the first's key and returns its record.
    if (!inserted) {
      const [first] = await tx.orm
        .select({ id: inspectionRecords.id })
        .from(inspectionRecords)
        .where(and(eq(inspectionRecords.enterprise_id, tx.enterpriseId), eq(inspectionRecords.op_id, input.op_id)));
      if (!first) throw new Error('an inspection vanished after its operation id conflicted');
      return inspectionService.find(tx, first.id);
    }
    const after = await inspectionService.find(tx, inserted.id);
    await writeAudit(tx, { action: 'inspection.add', objectType: 'inspection', objectId: inserted.id, after });
    return after;
  });
}
