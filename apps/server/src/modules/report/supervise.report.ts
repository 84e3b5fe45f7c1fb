import type { ReportAnswer } from '@trace/contract/report';
import { sql } from 'drizzle-orm';
import { areaNames } from '../../platform/areas/areas.ts';
import type { Context } from '../../platform/context.ts';
import { inspectionsForReport, type RiskCount, warningsForReport } from '../risk/risk.public.ts';
import { factSums } from './report.facts.ts';
import { passes, type ReportInput } from './report.filters.ts';
import { answerOf, RowSums, sumsOf } from './report-rows.ts';

type Answer = Omit<ReportAnswer, 'lag_seconds'>;

/**
 * The area a region code is shown under one level below the area looked at: provinces for the
 * country, cities for a province, districts for a city; '' for codes outside it or unknown.
 */
export function areaUnder(code: string, prefix: string | undefined): string {
  if (!/^\d{6}$/.test(code)) return '';
  if (prefix && !code.startsWith(prefix)) return '';
  const depth = (prefix?.length ?? 0) + 2;
  return depth >= 6 ? code : code.slice(0, depth).padEnd(6, '0');
}

/**
 * Market supervision (`supervise`): consumer scans (and those counted), warnings raised by kind and
 * field inspections (and those out of region), by region one level below the area chosen (the
 * map's drill-down) or by dealer, ranked by warnings.
 */
export async function superviseReport(ctx: Context, { scope, group }: ReportInput): Promise<Answer> {
  const byDealer = group === 'dealer';
  const regionFilter = scope.regionPrefix ? sql`AND f.region_code LIKE ${`${scope.regionPrefix}%`}` : sql``;
  const [scans, warnings, inspections] = await Promise.all([
    factSums(ctx, { scope, facts: ['scan_consumer'], by: byDealer ? ['dealer_id'] : ['region_code'], extra: regionFilter }),
    warningsForReport(ctx, scope),
    inspectionsForReport(ctx, scope),
  ]);
  const inScope = (row: RiskCount) =>
    passes(scope, { product_id: scope.productIds ? row.product_id : undefined, dealer_id: scope.dealerIds ? row.dealer_id : undefined }) &&
    (!scope.regionPrefix || row.region_code.startsWith(scope.regionPrefix));
  const keyOf = (row: { dealer_id?: number; region_code?: string }) =>
    byDealer ? (row.dealer_id ?? 0) : areaUnder(row.region_code ?? '', scope.regionPrefix);
  const sums = new RowSums([
    'scans',
    'counted',
    'warnings',
    'warnings_diversion',
    'warnings_leak',
    'warnings_clone',
    'warnings_over_limit',
    'inspections',
    'inspections_out_of_region',
  ]);
  const start = (key: string | number) => () => ({ label: '', ref: key === 0 || key === '' ? null : key });
  for (const scan of scans) {
    const key = keyOf(scan);
    sums.add(key, start(key), 'scans', scan.quantity);
    sums.add(key, start(key), 'counted', scan.counted);
  }
  for (const warning of warnings.filter(inScope)) {
    const key = keyOf(warning);
    sums.add(key, start(key), 'warnings', warning.n);
    sums.add(key, start(key), `warnings_${warning.kind}`, warning.n);
  }
  for (const inspection of inspections.filter(inScope)) {
    const key = keyOf(inspection);
    sums.add(key, start(key), 'inspections', inspection.n);
    if (inspection.kind === 'out_of_region') sums.add(key, start(key), 'inspections_out_of_region', inspection.n);
  }
  const rows = sums.list;
  const names = byDealer ? null : await areaNames(ctx, rows.map((row) => String(row.ref ?? '')).filter(Boolean));
  for (const row of rows) {
    if (row.ref === null) row.label = ctx.t(byDealer ? 'report.noDealer' : 'report.noRegion');
    else row.label = byDealer ? (scope.dealers.get(Number(row.ref))?.name ?? '') : (names?.get(String(row.ref)) ?? String(row.ref));
  }
  rows.sort((a, b) => Number(b.warnings) - Number(a.warnings) || Number(b.scans) - Number(a.scans));
  const columns = [
    { key: 'label', kind: 'text' },
    { key: 'scans', kind: 'count' },
    { key: 'counted', kind: 'count' },
    { key: 'warnings', kind: 'count' },
    { key: 'warnings_diversion', kind: 'count' },
    { key: 'warnings_leak', kind: 'count' },
    { key: 'warnings_clone', kind: 'count' },
    { key: 'warnings_over_limit', kind: 'count' },
    { key: 'inspections', kind: 'count' },
    { key: 'inspections_out_of_region', kind: 'count' },
  ] as const;
  return answerOf('supervise', scope, {
    group,
    columns: [...columns],
    rows,
    totals: sumsOf(rows, columns),
    chart: byDealer
      ? { kind: 'bar', x: 'label', series: ['warnings', 'inspections'] }
      : { kind: 'map', x: 'label', series: ['scans', 'warnings'] },
  });
}
