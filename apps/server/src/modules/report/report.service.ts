import { REPORT_GROUPINGS, type ReportAnswer, type ReportKey, type ReportQuery } from '@trace/contract/report';
import type { FastifyReply } from 'fastify';
import { writeAudit } from '../../platform/audit.ts';
import type { Context } from '../../platform/context.ts';
import { type ExportFormat, sendExport } from '../../platform/export.ts';
import { productNamesOf } from '../base/base.public.ts';
import { codeEventsAfter } from '../codes/codes.public.ts';
import { handoverNotesOf } from '../physical/physical.public.ts';
import { scansAfter } from '../scan/scan.public.ts';
import { connectReport, phoenixReport, shipmentsReport } from './logistics.reports.ts';
import { collectReport, dateyieldReport, productionorderReport } from './production.reports.ts';
import { type ReportInput, reportScope } from './report.filters.ts';
import { queueRollups } from './rollup.jobs.ts';
import { rollupCursorsOf } from './rollup.step.ts';
import { superviseReport } from './supervise.report.ts';

type Compute = (ctx: Context, input: ReportInput) => Promise<Omit<ReportAnswer, 'lag_seconds'>>;

const REPORTS: Record<ReportKey, { compute: Compute; regionNarrowsDealers: boolean; rollups: boolean }> = {
  supervise: { compute: superviseReport, regionNarrowsDealers: false, rollups: true },
  collect: { compute: collectReport, regionNarrowsDealers: false, rollups: true },
  dateyield: { compute: dateyieldReport, regionNarrowsDealers: false, rollups: true },
  productionorder: { compute: productionorderReport, regionNarrowsDealers: false, rollups: true },
  shipmentsreport: { compute: shipmentsReport, regionNarrowsDealers: true, rollups: true },
  connect: { compute: connectReport, regionNarrowsDealers: true, rollups: false },
  phoenix: { compute: phoenixReport, regionNarrowsDealers: true, rollups: false },
};

/**
 * How far behind the rollups are: the age of the oldest event or scan not yet counted, 0 when
 * every committed one is; null while they are counted in another zone (it changed since) or were
 * never counted. Whenever anything is behind, the job is queued: the servers' watchers learn of new
 * rows by their ids, and rows of a transaction that committed after a later id was seen (a long
 * operation) would otherwise wait for the enterprise's next event.
 */
async function lagSeconds(ctx: Context, timeZone: string): Promise<number | null> {
  const cursors = await rollupCursorsOf(ctx);
  // Committed rows a transaction in flight (anywhere on the database server) still holds back count as behind too.
  const [event] = await codeEventsAfter(ctx, { from: cursors.code_events, limit: 1, aboveHorizon: true });
  const [scan] = await scansAfter(ctx, { from: cursors.scan_events, limit: 1, aboveHorizon: true });
  const counted = cursors.timeZone === timeZone;
  if (!counted || event || scan) await queueRollups(ctx);
  if (!counted) return null;
  const oldest = Math.min(event?.recorded_at.getTime() ?? Infinity, scan?.occurred_at.getTime() ?? Infinity);
  return oldest === Infinity ? 0 : Math.max(0, Math.round((ctx.app.clock.now().getTime() - oldest) / 1000));
}

/** A report's answer to a question. */
export async function runReport(ctx: Context, { key, query }: { key: ReportKey; query: ReportQuery }): Promise<ReportAnswer> {
  const report = REPORTS[key];
  const groupings: readonly string[] = REPORT_GROUPINGS[key];
  const group = query.group && groupings.includes(query.group) ? query.group : (groupings[0] as string);
  const scope = await reportScope(ctx, { query, regionNarrowsDealers: report.regionNarrowsDealers });
  const [answer, lag] = await Promise.all([report.compute(ctx, { scope, group }), report.rollups ? lagSeconds(ctx, scope.timeZone) : null]);
  return { ...answer, lag_seconds: lag };
}

/** A report's rows as a file, with its columns' names in the caller's language. */
export async function exportReport(
  ctx: Context,
  { key, query }: { key: ReportKey; query: ReportQuery & { format: ExportFormat } },
  reply: FastifyReply,
) {
  const { format, ...question } = query;
  const answer = await runReport(ctx, { key, query: question });
  await writeAudit(ctx, { action: 'report.export', objectType: 'report', after: { report: key, ...question } });
  const rows = [...answer.rows, { ...answer.totals, [answer.columns[0]?.key ?? 'label']: ctx.t('report.total') }];
  return sendExport(reply, {
    format,
    baseName: `${key}-${answer.period.from}-${answer.period.to}`,
    columns: answer.columns.map((column) => ({
      header: ctx.t(`report.column_${column.key}`),
      value: (row: Record<string, string | number | null>) => row[column.key] ?? null,
      width: column.kind === 'text' ? 28 : 16,
    })),
    rows: (async function* () {
      yield rows;
    })(),
  });
}

/** The handover notes of outbound orders, for printing, with their product lines named. */
export async function handoverNotes(ctx: Context, ids: readonly number[]) {
  const notes = await handoverNotesOf(ctx, ids);
  const productIds = notes.flatMap((note) => [...note.lines.map((line) => line.product_id), ...note.codes.map((code) => code.product_id)]);
  const products = await productNamesOf(ctx, [...new Set(productIds)]);
  return notes.map((note) => ({
    ...note,
    shipped_at: note.shipped_at?.toISOString() ?? null,
    received_at: note.received_at?.toISOString() ?? null,
    lines: note.lines.map((line) => ({ ...line, product_name: products.get(line.product_id) ?? '' })),
    codes: note.codes.map((code) => ({ ...code, product_name: products.get(code.product_id) ?? '' })),
  }));
}
