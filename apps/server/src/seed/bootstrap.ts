import { randomBytes } from 'node:crypto';
import { count, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { DEMO_EMPLOYEES } from '../modules/org/org.public.ts';
import { enterprises } from '../platform/access/enterprise.table.ts';
import { loadAddressAreas } from './address-areas.ts';
import { syncCatalogue } from './catalogue-sync.ts';
import { loadDemoData } from './demo-data.ts';
import { createEnterprise } from './enterprise-setup.ts';

export const DEMO_ENTERPRISE = {
  name: 'Demo Foods Co., Ltd.',
  adminAccount: 'admin',
  icpNumber: '沪ICP备2026000001号',
  icpLink: 'https://beian.miit.gov.cn/',
};

/** Serialises first-start set-up when several servers start on one empty PostgreSQL database. */
const BOOTSTRAP_LOCK_ID = 4_100_002;

/**
 * Runs at every start: synchronises the catalogue, and on an empty database creates the demo
 * enterprise with its `admin` account (and the demo data unless SEED_DEMO=0). A generated
 * password is returned so that it can be shown once.
 */
export async function bootstrap(app: FastifyInstance): Promise<{ generatedPassword?: string; created: boolean }> {
  const { orm } = app.db;
  await syncCatalogue(orm);
  await loadAddressAreas(app.db);
  return orm.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${BOOTSTRAP_LOCK_ID})`);
    const [existing] = await tx.select({ n: count() }).from(enterprises);
    if ((existing?.n ?? 0) > 0) return { created: false };
    const generatedPassword = app.config.adminPassword ? undefined : randomBytes(12).toString('base64url');
    const password = app.config.adminPassword ?? (generatedPassword as string);
    const { enterpriseId } = await createEnterprise(tx, { ...DEMO_ENTERPRISE, adminPassword: password });
    if (app.config.seedDemo) await loadDemoData(tx, app, enterpriseId, password, app.config.dataDir);
    return { generatedPassword, created: true };
  });
}

export function demoAccountsLine(): string {
  return `${DEMO_EMPLOYEES.length} accounts such as ${DEMO_EMPLOYEES.slice(0, 4)
    .map((e) => e.account)
    .join(', ')}`;
}
