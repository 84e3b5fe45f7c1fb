import { routePath } from '@trace/contract/catalogue';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { browserAvailable, launchBrowser, newPage } from '../support/browser.ts';
import { exportedCsvLines, pickOption, signedInState } from '../support/console.ts';
import { type RunningServer, startServer } from '../support/server.ts';

const ROWS = '.report-table .ant-table-row';
const LAPTOP = { width: 1280, height: 800 };

/** Runs `action` and returns once the report has answered the query `matches` reads and the table is drawn again. */
async function reportAnswer(page: Page, report: string, action: () => Promise<void>, matches: (query: URLSearchParams) => boolean) {
  const answered = page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname === `/api/report/${report}` && matches(url.searchParams);
  });
  await action();
  await answered;
  await expect.poll(() => page.locator('.report-table .ant-spin-spinning').count()).toBe(0);
}

const search = (page: Page) => page.getByTestId('report-filters').locator('button[type=submit]').click();
const query = (page: Page) => new URL(page.url()).searchParams;
/** The page itself never scrolls sideways: a wide table scrolls in its frame. */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe.runIf(browserAvailable())('reports, as a manager reads, exports and prints them', () => {
  let server: RunningServer;
  let browser: Browser;
  let storageState: BrowserContextOptions['storageState'];
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    storageState = await signedInState(browser, server.url);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('shipments: filtered by a product and grouped by day in the URL, drawn, exported as CSV and printed with the filters named', async () => {
    const { context, page, consoleErrors } = await newPage(browser, { viewport: LAPTOP, storageState });
    await page.goto(`${server.url}${routePath('shipmentsreport')}`);
    await page.locator(ROWS).first().waitFor();
    await page.locator('[data-testid="report-chart"] svg').first().waitFor();
    expect(await page.getByTestId('report-totals').locator('td').first().textContent()).toBe('Total');

    // A product picked in the search form narrows the report; the grouping changes it at once.
    await pickOption(page, page.locator('#filter_product'), 'Aqua Vita spring water 550 ml', { search: true });
    await reportAnswer(
      page,
      'shipmentsreport',
      () => search(page),
      (q) => q.has('product_id'),
    );
    const product = query(page).get('product_id');
    expect(product).toMatch(/^\d+$/);
    await reportAnswer(
      page,
      'shipmentsreport',
      () => page.getByTestId('report-group').getByText('Day', { exact: true }).click(),
      (q) => q.get('group') === 'day' && q.get('product_id') === product,
    );
    expect(query(page).get('group')).toBe('day');
    await page.locator('[data-testid="report-chart"] svg').first().waitFor();
    await expect.poll(() => page.locator('.report-table thead th').first().textContent()).toBe('Day');

    // A reload shows the same view.
    await page.reload();
    await page.locator(ROWS).first().waitFor();
    expect(await page.getByTestId('report-group').locator('.ant-segmented-item-selected').textContent()).toBe('Day');
    expect(await page.locator('#filter_product').locator('xpath=ancestor::div[contains(@class,"ant-select")][1]').textContent()).toContain(
      'Aqua Vita spring water 550 ml',
    );
    expect(await overflow(page)).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);

    // The export holds the rows shown under the translated headers.
    const shown = await page.locator(ROWS).count();
    const lines = await exportedCsvLines(page);
    expect(lines[0]).toBe('Day,Outbound orders,Shipped,Received,Short,Transfers in,Transfers out');
    // The rows and a totals row.
    expect(lines).toHaveLength(shown + 2);

    // Printed: the shell and the buttons go; the header names the period, the grouping and the product.
    await page.emulateMedia({ media: 'print' });
    const head = page.getByTestId('report-print-head');
    await head.waitFor();
    expect(await head.textContent()).toContain('Aqua Vita spring water 550 ml');
    expect(await head.textContent()).toContain('Group byDay');
    expect(await head.textContent()).toContain('Time zoneAsia/Shanghai');
    expect(await page.getByTestId('sidebar').isVisible()).toBe(false);
    expect(await page.getByTestId('report-filters').isVisible()).toBe(false);
    expect(await page.getByTestId('report-print').isVisible()).toBe(false);
    expect(await page.locator('[data-testid="report-chart"] svg').first().isVisible()).toBe(true);
    await page.emulateMedia({ media: 'screen' });
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('market supervision: a province picked on the map shows its cities; by dealer, each links to its warnings', async () => {
    const { context, page, consoleErrors } = await newPage(browser, { viewport: LAPTOP, storageState });
    await page.goto(`${server.url}${routePath('supervise')}`);
    await page.locator(ROWS).first().waitFor();
    await page.locator('svg[data-testid="report-map"]').waitFor({ timeout: 20_000 });
    expect(await seriousViolations(page)).toEqual([]);

    const province = page.locator('[data-testid="map-region"]').first();
    const code = (await province.getAttribute('data-code')) ?? '';
    expect(code).toMatch(/^\d{2}0000$/);
    // The marker names its area and figures ("广东省: Scans 924").
    const name = ((await province.getAttribute('aria-label')) ?? '').split(':')[0] ?? '';
    const provinces = await page.locator(`${ROWS} td:first-child`).allTextContents();
    expect(provinces).toContain(name);
    await reportAnswer(
      page,
      'supervise',
      () => province.click(),
      (q) => q.get('region_code') === code,
    );
    await expect.poll(() => page.getByTestId('map-breadcrumb').textContent()).toBe(`China/${name}`);
    // Its cities now (and the province itself for scans placed no closer), none of the other provinces.
    await expect
      .poll(async () => (await page.locator(`${ROWS} td:first-child`).allTextContents()).some((area) => !provinces.includes(area)))
      .toBe(true);
    const others = provinces.filter((area) => area !== name);
    expect((await page.locator(`${ROWS} td:first-child`).allTextContents()).filter((area) => others.includes(area))).toEqual([]);
    await reportAnswer(
      page,
      'supervise',
      () => page.getByTestId('map-breadcrumb').getByRole('button', { name: 'China' }).click(),
      (q) => !q.has('region_code'),
    );

    // The dealers ranked, each with its warnings of the same period.
    await reportAnswer(
      page,
      'supervise',
      () => page.getByTestId('report-group').getByText('Dealer', { exact: true }).click(),
      (q) => q.get('group') === 'dealer',
    );
    await page.locator('[data-testid="report-chart"] svg').first().waitFor();
    const link = page.getByTestId('dealer-warnings').first();
    const href = new URL((await link.getAttribute('href')) ?? '', server.url);
    expect(href.pathname).toBe(routePath('queryconsumerwarning'));
    expect(href.searchParams.get('dealer_id')).toMatch(/^\d+$/);
    expect(href.searchParams.get('raised_from')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await link.click();
    await page.waitForURL(`**${routePath('queryconsumerwarning')}?**`);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('daily yield in Chinese: a line over the days, the headers and the totals in Chinese', async () => {
    const { context, page, consoleErrors } = await newPage(browser, { viewport: LAPTOP, storageState });
    await context.addCookies([{ name: 'language', value: 'zh', url: server.url }]);
    await page.goto(`${server.url}${routePath('dateyield')}`);
    await page.locator(ROWS).first().waitFor();
    await page.locator('[data-testid="report-chart"] svg').first().waitFor();
    // The axes and one line a series.
    await expect.poll(() => page.locator('[data-testid="report-chart"] svg path').count()).toBeGreaterThan(3);
    const headers = await page.locator('.report-table thead th').allTextContents();
    expect(headers).toEqual(expect.arrayContaining(['日期', '名称', '计划数量', '达成率 %']));
    expect(await page.getByTestId('report-totals').locator('td').nth(0).textContent()).toBe('合计');
    expect(await page.locator('[data-testid="report-chart"]').getAttribute('aria-label')).toContain('日产量');

    // A line picked (under More, past the first filters): its days alone.
    await page.getByTestId('report-filters').getByRole('button', { name: '更多' }).click();
    await pickOption(page, page.locator('#filter_line'), '1 号线', { search: true });
    await reportAnswer(
      page,
      'dateyield',
      () => search(page),
      (q) => q.has('line_id'),
    );
    // The answer is in; the table draws it a moment later.
    await expect.poll(async () => [...new Set(await page.locator(`${ROWS} td:nth-child(2)`).allTextContents())]).toEqual(['1 号线']);
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByTestId('print-filter-line_id').textContent()).toBe('产线1 号线');
    await page.emulateMedia({ media: 'screen' });
    expect(await overflow(page)).toBe(0);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('handover: the outbound orders picked print as notes, one a page, with lines to sign', async () => {
    const { context, page, consoleErrors } = await newPage(browser, { viewport: LAPTOP, storageState });
    // The browser's print dialog is not part of the page: counted instead of opened.
    await page.addInitScript(() => {
      window.print = () => {
        document.body.dataset.printed = String(Number(document.body.dataset.printed ?? 0) + 1);
      };
    });
    await page.goto(`${server.url}${routePath('connect')}`);
    await page.locator(ROWS).nth(1).waitFor();
    const numbers = await page.locator(`${ROWS} td:nth-child(2)`).allTextContents();
    await page.locator(ROWS).nth(0).locator('.ant-checkbox-input').check();
    await page.locator(ROWS).nth(1).locator('.ant-checkbox-input').check();
    expect(await seriousViolations(page)).toEqual([]);
    expect(await overflow(page)).toBe(0);
    await page.getByTestId('print-notes').click();
    const notes = page.getByTestId('handover-note-page');
    await expect.poll(() => notes.count()).toBe(2);
    // Printed once the notes' QR codes (their order numbers) are drawn.
    await expect.poll(() => page.evaluate(() => document.body.dataset.printed)).toBe('1');
    expect(await notes.nth(0).getByTestId('note-barcode').getAttribute('alt')).toBe(numbers[0]);
    // The same note as the outbound order's page: the codes handed over are listed.
    expect(await notes.nth(0).getByTestId('note-codes').locator('tbody tr').count()).toBeGreaterThan(0);

    await page.emulateMedia({ media: 'print' });
    expect(await notes.first().isVisible()).toBe(true);
    expect(await page.getByTestId('sidebar').isVisible()).toBe(false);
    expect(await notes.nth(0).textContent()).toContain(numbers[0]);
    expect(await notes.nth(1).textContent()).toContain(numbers[1]);
    expect(await notes.first().textContent()).toContain('Signature and date');
    expect(await notes.first().evaluate((note) => getComputedStyle(note).breakAfter)).toBe('page');
    await page.emulateMedia({ media: 'screen' });
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
