import { ALL_GRANTS, mayAccess } from '@trace/contract/access';
import type { MenuKey } from '@trace/contract/catalogue';
import type { HomeActivity } from '@trace/contract/report';
import type { DashboardSummary } from '@trace/contract/sso';
import { accessCounts } from '../../platform/access/counts.ts';
import { enterpriseName } from '../../platform/access/enterprises.ts';
import type { Context } from '../../platform/context.ts';
import { masterDataCounts } from '../base/base.public.ts';
import { type ActivityParts, homeActivity } from '../report/report.public.ts';
import { latestSignIns, signInCounts } from '../sso/sso.public.ts';
import { codeOrderCounts } from '../tagging/tagging.public.ts';

const RECENT = 10;
const DAY_MS = 86_400_000;

type Figure = Exclude<keyof DashboardSummary, 'enterprise_name' | 'recent_sign_ins'>;

/**
 * The page that lists what each figure counts: a figure is given only to whoever may open that
 * page, by the one access rule, so the home page discloses nothing the console would not.
 */
const FIGURE_PAGE = {
  employees_total: 'stafflist',
  employees_enabled: 'stafflist',
  sign_ins_today: 'stafflist',
  failed_sign_ins_24h: 'stafflist',
  roles: 'rolemanage',
  positions: 'departmentjob',
  products: 'productlist',
  dealers: 'dealer',
  warehouses: 'store',
  codes_generated: 'rulenews',
  code_orders_running: 'rulenews',
} as const satisfies Record<Figure, MenuKey>;

/** The page behind each part of the home page's activity: a part is given only to whoever may open it. */
const ACTIVITY_PAGE = {
  labels: 'rulenews',
  production: 'collect',
  logistics: 'shipmentsreport',
  market: 'supervise',
  funnel: 'productionorder',
} as const satisfies Record<keyof ActivityParts, MenuKey>;

/** The home page's activity of the last 30 days and the latest lots' funnels, each part by the caller's grants. */
export async function dashboardActivity(ctx: Context): Promise<HomeActivity> {
  const [switches, holding] = await Promise.all([ctx.auth.switches(), ctx.auth.isAdmin ? ALL_GRANTS : ctx.auth.grants()]);
  const parts = Object.fromEntries(
    Object.entries(ACTIVITY_PAGE).map(([part, key]) => [part, mayAccess({ kind: 'menu', key }, switches, holding)]),
  ) as ActivityParts;
  return homeActivity(ctx, parts);
}

/** The figures of `counts` the caller may see. */
function covered<T extends Partial<Record<Figure, number>>>(counts: T, may: (figure: Figure) => boolean): Partial<T> {
  return Object.fromEntries(Object.entries(counts).filter(([figure]) => may(figure as Figure))) as Partial<T>;
}

/** The home page's figures the caller's grants cover, each asked of the module that owns it. */
export async function dashboardSummary(ctx: Context): Promise<DashboardSummary> {
  const { db, clock } = ctx.app;
  const [switches, holding] = await Promise.all([ctx.auth.switches(), ctx.auth.isAdmin ? ALL_GRANTS : ctx.auth.grants()]);
  const may = (figure: Figure) => mayAccess({ kind: 'menu', key: FIGURE_PAGE[figure] }, switches, holding);
  const mayAny = (...figures: Figure[]) => figures.some(may);
  const now = clock.now();
  const dayStart = new Date(now);
  dayStart.setUTCHours(0, 0, 0, 0);
  const none = Promise.resolve({});
  const [name, access, signIns, masterData, codes, recent] = await Promise.all([
    enterpriseName(ctx.orm, ctx.enterpriseId),
    mayAny('employees_total', 'roles', 'positions') ? accessCounts(db, ctx.enterpriseId) : none,
    mayAny('sign_ins_today')
      ? signInCounts(db, ctx.enterpriseId, { successSince: dayStart, failureSince: new Date(now.getTime() - DAY_MS) })
      : none,
    mayAny('products', 'dealers', 'warehouses') ? masterDataCounts(ctx) : none,
    mayAny('codes_generated') ? codeOrderCounts(ctx) : none,
    latestSignIns(db, ctx.auth.isAdmin ? { enterpriseId: ctx.enterpriseId } : { accountId: ctx.accountId }, RECENT),
  ]);
  return {
    enterprise_name: name,
    ...covered({ ...access, ...signIns, ...masterData, ...codes }, may),
    recent_sign_ins: recent.map((row) => ({ ...row, created_at: row.created_at.toISOString() })),
  };
}
