import type { ReportAnswer, ReportColumn, ReportKey } from '@trace/contract/report';
import type { ReportScope } from './report.filters.ts';

type Cell = string | number | null;
export type ReportRow = Record<string, Cell>;

/** A report's rows being added up: one per group key, each made with its name the first time it is met. */
export class RowSums {
  readonly #rows = new Map<string, ReportRow>();

  constructor(private readonly zeroes: readonly string[]) {}

  /** The row of a group, made with `start` (its name, its drill-down `ref`) and zeroed counts the first time. */
  row(key: string | number, start: () => ReportRow): ReportRow {
    const id = String(key);
    let row = this.#rows.get(id);
    if (!row) {
      row = { ...Object.fromEntries(this.zeroes.map((column) => [column, 0])), ...start() };
      this.#rows.set(id, row);
    }
    return row;
  }

  add(key: string | number, start: () => ReportRow, column: string, n: number): void {
    const row = this.row(key, start);
    row[column] = (Number(row[column]) || 0) + n;
  }

  get list(): ReportRow[] {
    return [...this.#rows.values()];
  }
}

/** The sums of the count columns over the rows (rates are worked out by the report from these). */
export function sumsOf(rows: readonly ReportRow[], columns: readonly ReportColumn[]): Record<string, number | null> {
  const totals: Record<string, number | null> = {};
  for (const column of columns) {
    if (column.kind !== 'count' && column.kind !== 'hours') continue;
    totals[column.key] = rows.reduce((sum, row) => sum + (Number(row[column.key]) || 0), 0);
  }
  return totals;
}

/** A share as a percentage with one decimal, or null when there is nothing to share. */
export const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : null);
/** A rate with one decimal, or null when the denominator is 0. */
export const ratio = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 10) / 10 : null);

export function answerOf(
  report: ReportKey,
  scope: ReportScope,
  parts: Pick<ReportAnswer, 'group' | 'columns' | 'rows' | 'totals' | 'chart'>,
): Omit<ReportAnswer, 'lag_seconds'> {
  return { report, period: { from: scope.query.from, to: scope.query.to, time_zone: scope.timeZone }, ...parts };
}
