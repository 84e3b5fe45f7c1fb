import type { ReportAnswer } from '@trace/contract/report';

export type ChartRow = ReportAnswer['rows'][number];

/** What adds up: counts and hours; rates, percentages and mean days are averaged. */
const ADDED = new Set(['count', 'hours']);

/**
 * One point per value of `x`, in the rows' order (days in date order): rows that share it (a day's
 * lines) are added up, so a line over days has one point a day.
 */
export function pointsOf(
  chart: Pick<ReportAnswer['chart'], 'x' | 'series'>,
  rows: ChartRow[],
  kindOf: (key: string) => string,
): ChartRow[] {
  const groups = new Map<string, ChartRow[]>();
  for (const row of rows) {
    const at = String(row[chart.x] ?? '');
    groups.set(at, [...(groups.get(at) ?? []), row]);
  }
  const points = [...groups.entries()].map(([at, shared]) => {
    const point: ChartRow = { [chart.x]: shared[0]?.[chart.x] ?? at };
    for (const key of chart.series) {
      const values = shared.map((row) => row[key]).filter((value): value is number => typeof value === 'number');
      const sum = values.reduce((total, value) => total + value, 0);
      point[key] = values.length === 0 ? null : ADDED.has(kindOf(key)) ? sum : sum / values.length;
    }
    return point;
  });
  return kindOf(chart.x) === 'date' ? points.sort((a, b) => String(a[chart.x]).localeCompare(String(b[chart.x]))) : points;
}
