import { ACCOUNT_TYPE } from '@trace/contract/api';
import { sql } from 'drizzle-orm';
import type { Orm } from '../db/client.ts';
import { demoMasterDataOf, loadDemoBaseData } from '../modules/base/base.public.ts';
import { DEMO_LIFE_START_DAYS_AGO, loadDemoLifecycle } from '../modules/codes/codes.public.ts';
import { loadDemoOrganisation } from '../modules/org/org.public.ts';
import { loadDemoDeliveryExceptions, loadDemoExchange, loadDemoReturns, loadDemoShipments } from '../modules/physical/physical.public.ts';
import { DEMO_PRODUCTION_START_DAYS_AGO, loadDemoHolds, loadDemoPlantData, loadDemoProduction } from '../modules/plant/plant.public.ts';
import { loadDemoInquiries, loadDemoScanTemplates } from '../modules/querymanage/querymanage.public.ts';
import { loadDemoRisk } from '../modules/risk/risk.public.ts';
import { loadDemoHeldScans, loadDemoScanParams, loadDemoScans } from '../modules/scan/scan.public.ts';
import { loadDemoCodeRules, loadDemoCodes, loadDemoProductionCodes } from '../modules/tagging/tagging.public.ts';
import { hashPassword } from '../platform/access/password.ts';
import type { Clock } from '../platform/clock.ts';
import { translator } from '../platform/i18n.ts';

/**
 * The demo data set: deterministic (the same rows on every machine), extended by each business
 * area as it is built, each area writing its own tables from its own demo file. It is loaded in
 * the caller's transaction: a first start stopped half way leaves nothing, and the next start
 * loads it again from the beginning. Its times are the server's clock's (`app`), as a request's are.
 */
export async function loadDemoData(
  orm: Orm,
  app: { clock: Clock },
  enterpriseId: number,
  password: string,
  dataDir: string,
): Promise<void> {
  const passwordHash = await hashPassword(password);
  await orm.transaction(async (tx) => {
    await loadDemoOrganisation({ orm: tx, enterpriseId }, passwordHash);
    await loadDemoBaseData({ orm: tx, enterpriseId }, { dataDir, now: app.clock.now() });
    await loadDemoPlantData({ orm: tx, enterpriseId });
    await loadDemoCodeRules({ orm: tx, enterpriseId });
    await loadDemoCodeLife(tx, app, enterpriseId);
    await loadDemoProductionLife(tx, app, enterpriseId);
    await loadDemoScanTemplates({ orm: tx, app, enterpriseId, accountId: null }, dataDir);
    const [adminId] = await firstIds(
      tx,
      sql`SELECT id FROM accounts WHERE enterprise_id = ${enterpriseId} AND account_type = ${ACCOUNT_TYPE.ENTERPRISE} ORDER BY id LIMIT 1`,
      1,
    );
    await loadDemoRisk({ orm: tx, enterpriseId, now: app.clock.now(), adminId: adminId as number, dataDir });
  });
}

/** Ids of the first rows of a demo table (by id), for the demo life cycle to use. */
async function firstIds(orm: Orm, query: ReturnType<typeof sql>, n: number): Promise<number[]> {
  const result = (await orm.execute(query)) as unknown as { rows: Array<{ id: number }> };
  const ids = result.rows.map((row) => Number(row.id));
  if (ids.length < n) throw new Error('demo master data missing for the demo codes');
  return ids;
}

/** Demo codes of the first product with a packaging hierarchy, moved through the life cycle by the enterprise account. */
async function loadDemoCodeLife(orm: Orm, app: { clock: Clock }, enterpriseId: number): Promise<void> {
  const [adminId] = await firstIds(
    orm,
    sql`SELECT id FROM accounts WHERE enterprise_id = ${enterpriseId} AND account_type = ${ACCOUNT_TYPE.ENTERPRISE} ORDER BY id LIMIT 1`,
    1,
  );
  const master = await demoMasterDataOf({ orm, enterpriseId });
  const productId = master.firstPackagedProductId;
  const warehouses = master.warehouseIds.slice(0, 2) as [number, number];
  const dealers = master.dealerIds.slice(0, 2) as [number, number];
  if (warehouses.length < 2 || dealers.length < 2) throw new Error('demo master data missing for the demo codes');
  const generatedAt = new Date(app.clock.now().getTime() - (DEMO_LIFE_START_DAYS_AGO + 1) * 86_400_000);
  const made = await loadDemoCodes({ orm, enterpriseId }, { actorId: adminId as number, productId, generatedAt });
  await loadDemoLifecycle(
    { orm, app, enterpriseId, accountId: adminId as number, t: translator('en') },
    { ...made, productId, warehouses, dealers },
  );
}

/**
 * Demo production orders over the demo lines, their codes commissioned and packed by the enterprise
 * account, shipped on demo outbound orders and scanned by consumers; then one order recalled and one
 * on hold, with a few scans since.
 */
async function loadDemoProductionLife(orm: Orm, app: { clock: Clock }, enterpriseId: number): Promise<void> {
  const [adminId] = await firstIds(
    orm,
    sql`SELECT id FROM accounts WHERE enterprise_id = ${enterpriseId} AND account_type = ${ACCOUNT_TYPE.ENTERPRISE} ORDER BY id LIMIT 1`,
    1,
  );
  const { packagedProductIds: productIds, warehouseIds, materialIds } = await demoMasterDataOf({ orm, enterpriseId });
  const warehouseId = warehouseIds[0] as number;
  const generatedAt = new Date(app.clock.now().getTime() - (DEMO_PRODUCTION_START_DAYS_AGO + 1) * 86_400_000);
  const ctx = { orm, app, enterpriseId, accountId: adminId as number, t: translator('en') };
  await loadDemoProduction(ctx, {
    productIds,
    warehouseId,
    materialIds,
    drawCodes: (sizes) => loadDemoProductionCodes({ orm, enterpriseId }, { actorId: adminId as number, sizes, generatedAt }),
  });
  await loadDemoShipments(ctx, { warehouseId });
  await loadDemoDeliveryExceptions(ctx);
  await loadDemoReturns(ctx, { warehouseId });
  await loadDemoExchange(ctx);
  await loadDemoScanParams(ctx);
  await loadDemoScans(ctx);
  await loadDemoInquiries(ctx);
  await loadDemoHolds(ctx);
  await loadDemoHeldScans(ctx);
}
