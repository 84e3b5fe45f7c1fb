import type { ReportAnswer } from '@trace/contract/report';
import { BarChart, LineChart } from 'echarts/charts';
import { DatasetComponent, GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { type EChartsType, init, use } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type ChartRow, pointsOf } from './report-points.ts';

// Only what a report draws, so this chunk (loaded with the first report opened) stays small; SVG
// prints sharp and is scaled with the page.
use([BarChart, LineChart, DatasetComponent, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

const HEIGHT = 320;
/** The chart's width on paper (an A4 page's printable width at 96 dpi, less a margin). */
const PRINT_WIDTH = 680;

type Row = ChartRow;

type Props = {
  chart: ReportAnswer['chart'] & { kind: 'bar' | 'line' };
  rows: Row[];
  /** How each column's values read (`count`, `percent` …), to add up rows that share a point. */
  kindOf: (key: string) => string;
  /** A column's header (its translated name). */
  titleOf: (key: string) => string;
  /** A value as the table writes it. */
  valueText: (key: string, value: Row[string]) => string;
  /** The report's name, for the chart's accessible name. */
  label: string;
};

/**
 * A report's rows as bars or lines: `chart.x` along the axis, each of `chart.series` a series. Its
 * text alternative names what it draws and the highest value of each series; the table below it
 * holds every figure.
 */
export default function ReportChart({ chart, rows: answered, kindOf, titleOf, valueText, label }: Props) {
  const { t } = useTranslation();
  const element = useRef<HTMLDivElement>(null);
  const drawn = useRef<EChartsType | null>(null);
  const rows = useMemo(() => pointsOf(chart, answered, kindOf), [chart, answered, kindOf]);

  useEffect(() => {
    const target = element.current;
    if (!target) return;
    const instance = init(target, undefined, { renderer: 'svg' });
    drawn.current = instance;
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(target);
    // The screen's width is not the paper's: drawn again for printing, and back afterwards.
    const toPaper = () => instance.resize({ width: Math.min(PRINT_WIDTH, target.clientWidth || PRINT_WIDTH) });
    const toScreen = () => instance.resize({ width: 'auto' });
    window.addEventListener('beforeprint', toPaper);
    window.addEventListener('afterprint', toScreen);
    return () => {
      observer.disconnect();
      window.removeEventListener('beforeprint', toPaper);
      window.removeEventListener('afterprint', toScreen);
      instance.dispose();
      drawn.current = null;
    };
  }, []);

  useEffect(() => {
    drawn.current?.setOption(
      {
        animation: false,
        dataset: { source: rows.map((row) => ({ ...row, [chart.x]: valueText(chart.x, row[chart.x] ?? null) })) },
        grid: { left: 8, right: 16, top: 40, bottom: 8, containLabel: true },
        legend: { top: 0 },
        tooltip: { trigger: 'axis' },
        xAxis: { type: 'category', axisLabel: { hideOverlap: true } },
        yAxis: { type: 'value' },
        series: chart.series.map((key) => ({
          type: chart.kind,
          name: titleOf(key),
          encode: { x: chart.x, y: key },
          tooltip: { valueFormatter: (value: unknown) => valueText(key, typeof value === 'number' ? value : null) },
          showSymbol: rows.length <= 60,
        })),
      },
      { notMerge: true },
    );
  }, [chart, rows, titleOf, valueText]);

  const summary = chart.series.map((key) => {
    const peak = rows.reduce<Row | undefined>(
      (best, row) => (Number(row[key] ?? -Infinity) > Number(best?.[key] ?? -Infinity) ? row : best),
      undefined,
    );
    return peak
      ? t('report.chartPeak', {
          series: titleOf(key),
          x: valueText(chart.x, peak[chart.x] ?? null),
          value: valueText(key, peak[key] ?? null),
        })
      : '';
  });
  const name = t('report.chartLabel', {
    report: label,
    series: chart.series.map(titleOf).join(t('common.listSeparator')),
    x: titleOf(chart.x),
  });

  return (
    <figure className="report-chart" aria-label={name} data-testid="report-chart">
      <div ref={element} style={{ height: HEIGHT, width: '100%' }} aria-hidden="true" />
      <figcaption className="visually-hidden">{[...summary.filter(Boolean), t('report.chartTable')].join(' ')}</figcaption>
    </figure>
  );
}
