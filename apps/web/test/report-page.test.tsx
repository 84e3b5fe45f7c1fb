import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReportAnswer } from '@trace/contract/report';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatCell, lastThirtyDays, ReportPage } from '../src/components/report-page.tsx';
import { pointsOf } from '../src/components/report-points.ts';
import { changeLanguage } from '../src/i18n.ts';
import { useUserStore } from '../src/stores/user-store.ts';
import { employee } from './access-fixtures.ts';

// ECharts draws nothing without a layout engine; the chart's own behaviour is checked in the browser (E2E).
vi.mock('../src/components/report-chart.tsx', () => ({ default: () => <figure data-testid="report-chart" /> }));

const ANSWER: ReportAnswer = {
  report: 'shipmentsreport',
  group: 'product',
  period: { from: '2026-11-01', to: '2026-11-30', time_zone: 'Asia/Shanghai' },
  columns: [
    { key: 'label', kind: 'text' },
    { key: 'orders', kind: 'count' },
    { key: 'shipped', kind: 'count' },
  ],
  rows: [
    { label: 'Green tea 500 g', orders: 12, shipped: 1200, ref: 3 },
    { label: 'Black tea 250 g', orders: 3, shipped: 34, ref: 4 },
  ],
  totals: { orders: 15, shipped: 1234 },
  chart: { kind: 'bar', x: 'label', series: ['shipped'] },
  lag_seconds: 42,
};

const envelope = (data: unknown) =>
  new Response(JSON.stringify({ status_code: 200, message: 'success', data }), { headers: { 'content-type': 'application/json' } });

const fetchMock = vi.fn<typeof fetch>();
let answer: ReportAnswer = ANSWER;

/** What the server answers each call the page makes: the report, the pickers' names, the areas, the export's file. */
function serve(input: RequestInfo | URL): Response {
  const url = new URL(String(input), 'http://console.test');
  if (url.pathname === '/api/report/shipmentsreport') return envelope(answer);
  if (url.pathname === '/api/report/shipmentsreport/export')
    return new Response('Product,Orders\n', {
      headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="shipments.csv"' },
    });
  if (url.pathname === '/api/base/dealers/options')
    return envelope(url.searchParams.get('ids') === '5' ? [{ id: 5, code: 'D005', name: 'North Trading' }] : []);
  if (url.pathname === '/api/org/addressareas/findByParentCode')
    return envelope(
      url.searchParams.get('parent_code') === 'CN'
        ? [{ code: '440000', name: 'Guangdong', parent_code: 'CN', level: 1, has_children: true, home: false }]
        : [],
    );
  return envelope([]);
}

const reportCalls = () =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://console.test'))
    .filter((url) => url.pathname === '/api/report/shipmentsreport');

function renderReport(search: string) {
  const router = createMemoryRouter([{ path: '/', element: <ReportPage report="shipmentsreport" /> }], { initialEntries: [`/${search}`] });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const SHARED = '?from=2026-11-01&to=2026-11-30&group=product&dealer_id=5&region_code=440000';

// Rendering antd's table, form and pickers takes seconds on a loaded machine.
describe('a report page', { timeout: 30_000 }, () => {
  beforeAll(() => changeLanguage('en'));
  beforeEach(() => {
    answer = ANSWER;
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (input) => serve(input as RequestInfo));
    vi.stubGlobal('fetch', fetchMock);
    useUserStore.setState({ access: employee(['shipmentsreport'], ['shipmentsreport:export']) });
  });

  it('reads its period, grouping and filters from the URL and writes a new grouping and a search back, keeping the filters under a closed More', async () => {
    const router = renderReport(SHARED);
    await screen.findByText('Green tea 500 g');
    const first = reportCalls()[0];
    expect(Object.fromEntries(first?.searchParams ?? [])).toEqual({
      from: '2026-11-01',
      to: '2026-11-30',
      group: 'product',
      dealer_id: '5',
      region_code: '440000',
    });
    await act(async () => fireEvent.click(screen.getByText('Day', { selector: '.ant-segmented-item-label' })));
    expect(new URLSearchParams(router.state.location.search).get('group')).toBe('day');
    await waitFor(() => expect(reportCalls().at(-1)?.searchParams.get('group')).toBe('day'));
    // The rest of the shared view is kept.
    expect(reportCalls().at(-1)?.searchParams.get('dealer_id')).toBe('5');

    // The filters past the first three are under More, open since one of them is chosen; a search
    // (a lot typed) with More closed keeps them.
    expect(document.getElementById('filter_dealer')).not.toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Less' })));
    expect(document.getElementById('filter_dealer')).toBeNull();
    fireEvent.change(document.getElementById('filter_lot') as HTMLInputElement, { target: { value: 'L42' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Search' })));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('lot_no')).toBe('L42'));
    expect(new URLSearchParams(router.state.location.search).get('dealer_id')).toBe('5');
    expect(new URLSearchParams(router.state.location.search).get('region_code')).toBe('440000');
  });

  it('adds up the count columns in a totals row, says how old the figures are, and prints a header naming the period, time zone, grouping and every filter chosen by name', async () => {
    renderReport(SHARED);
    const totals = await screen.findByTestId('report-totals');
    expect([...totals.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual(['Total', '15', '1,234']);
    expect(screen.getByTestId('report-lag').textContent).toBe('Figures as of 42 s ago');
    const head = await screen.findByTestId('report-print-head');
    await waitFor(() => expect(within(head).getByTestId('print-filter-dealer_id').textContent).toBe('DealerNorth Trading'));
    await waitFor(() => expect(within(head).getByTestId('print-filter-region_code').textContent).toBe('RegionGuangdong'));
    expect(within(head).getByText('Shipments')).toBeTruthy();
    expect(within(head).getByTestId('print-period').textContent).toBe('2026-11-01 to 2026-11-30');
    expect(within(head).getByText('Asia/Shanghai')).toBeTruthy();
    expect(within(head).getByText('Product')).toBeTruthy();
  });

  it('exports the rows shown: the export carries the same query', async () => {
    // The file is handed to the browser by a link's click; followed here, it would leave the test's document.
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderReport(SHARED);
    await screen.findByText('Green tea 500 g');
    await act(async () => fireEvent.mouseEnter(screen.getByTestId('export-menu')));
    await act(async () => fireEvent.click(await screen.findByText('CSV, all pages')));
    const exported = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://console.test'))
      .find((url) => url.pathname === '/api/report/shipmentsreport/export');
    expect(Object.fromEntries(exported?.searchParams ?? [])).toEqual({
      from: '2026-11-01',
      to: '2026-11-30',
      group: 'product',
      dealer_id: '5',
      region_code: '440000',
      format: 'csv',
    });
    await waitFor(() => expect(saved).toEqual(['shipments.csv']));
    click.mockRestore();
  });

  it('opens on the last 30 days and the first grouping, and says when they hold no figures, without a totals row or chart', async () => {
    answer = { ...ANSWER, rows: [], totals: { orders: 0, shipped: 0 } };
    renderReport('');
    expect(await screen.findByText(/No figures for this period and these filters/)).toBeTruthy();
    const { from, to } = lastThirtyDays();
    expect(Object.fromEntries(reportCalls()[0]?.searchParams ?? [])).toEqual({ from, to, group: 'dealer' });
    expect(screen.queryByTestId('report-totals')).toBeNull();
    expect(screen.queryByTestId('report-chart')).toBeNull();
  });

  it('refuses a period longer than the reports read without asking the server, and hides the export from an account without its button', async () => {
    useUserStore.setState({ access: employee(['shipmentsreport']) });
    renderReport('?from=2020-01-01&to=2026-11-30');
    expect((await screen.findByTestId('report-period-error')).textContent).toContain('The period can be at most 800 days');
    expect(reportCalls()).toEqual([]);
    expect(screen.getByTestId('report-print')).toBeTruthy();
    expect(screen.queryByTestId('export-menu')).toBeNull();
  });

  it('writes each kind of value as the table shows it', () => {
    expect(formatCell({ kind: 'count' }, 12345)).toBe('12,345');
    expect(formatCell({ kind: 'percent' }, 97.456)).toBe('97.5 %');
    expect(formatCell({ kind: 'hours' }, 7.25)).toBe('7.3');
    expect(formatCell({ kind: 'text' }, null)).toBe('—');
  });

  it("draws one point a day: a day's lines added up, their yield averaged", () => {
    const kinds: Record<string, string> = { day: 'date', commissioned: 'count', yield_percent: 'percent' };
    const rows = [
      { day: '2026-11-13', label: 'Line 2', commissioned: 39, yield_percent: 6 },
      { day: '2026-11-11', label: 'Line 1', commissioned: 51, yield_percent: 3 },
      { day: '2026-11-13', label: 'Line 1', commissioned: 11, yield_percent: 2 },
    ];
    expect(pointsOf({ x: 'day', series: ['commissioned', 'yield_percent'] }, rows, (key) => kinds[key] ?? 'text')).toEqual([
      { day: '2026-11-11', commissioned: 51, yield_percent: 3 },
      { day: '2026-11-13', commissioned: 50, yield_percent: 4 },
    ]);
  });
});
