import { routePath } from '@trace/contract/catalogue';
import { REPORT_KEYS, type ReportKey } from '@trace/contract/report';
import type { Browser, BrowserContextOptions } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, launchBrowser, newPage } from '../support/browser.ts';
import { exportedCsvLines, signedInState } from '../support/console.ts';
import { ADMIN_PASSWORD, type RunningServer, startServer } from '../support/server.ts';

/**
 * Every report, in English or in Chinese (the two languages take turns), as a person uses it: opened filtered (a year and a
 * product or dealer that has figures in the demo's history), its chart drawn, its rows exported as
 * CSV (the rows shown and a totals row) and printed with the filter named in the header.
 */
const ROWS = '.report-table .ant-table-row';
const LAPTOP = { width: 1280, height: 800 };
const TODAY = new Date();
const YEAR = { from: new Date(TODAY.getTime() - 364 * 86_400_000).toISOString().slice(0, 10), to: TODAY.toISOString().slice(0, 10) };
/** The filter each report is opened with, and the report whose first row (by that grouping) gives its value. */
const FILTER: Record<ReportKey, { name: 'product_id' | 'dealer_id'; from: ReportKey; group: string }> = {
  supervise: { name: 'product_id', from: 'shipmentsreport', group: 'product' },
  collect: { name: 'product_id', from: 'collect', group: 'product' },
  dateyield: { name: 'product_id', from: 'collect', group: 'product' },
  productionorder: { name: 'product_id', from: 'collect', group: 'product' },
  shipmentsreport: { name: 'product_id', from: 'shipmentsreport', group: 'product' },
  connect: { name: 'dealer_id', from: 'shipmentsreport', group: 'dealer' },
  phoenix: { name: 'product_id', from: 'phoenix', group: 'product' },
};

describe.runIf(browserAvailable())('every report: filtered, drawn, exported and printed', () => {
  let server: RunningServer;
  let browser: Browser;
  let storageState: BrowserContextOptions['storageState'];
  const filters = new Map<ReportKey, string>();
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    storageState = await signedInState(browser, server.url);
    const login = await fetch(`${server.url}/api/sso/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account_name: 'admin', account_password: ADMIN_PASSWORD, account_type: 1 }),
    });
    const token = ((await login.json()) as { data: string }).data;
    // The demo's figures are counted in the background from the server's start: asked until they are.
    const deadline = Date.now() + 30_000;
    for (const key of REPORT_KEYS) {
      const filter = FILTER[key];
      for (;;) {
        const query = new URLSearchParams({ ...YEAR, group: filter.group });
        const answer = (await (await fetch(`${server.url}/api/report/${filter.from}?${query}`, { headers: { token } })).json()) as {
          data: { rows: Array<{ ref: unknown }> };
        };
        const ref = answer.data.rows.find((row) => typeof row.ref === 'number')?.ref;
        if (ref !== undefined) {
          filters.set(key, String(ref));
          break;
        }
        if (Date.now() > deadline) throw new Error(`no ${filter.group} with figures in ${filter.from} for ${key}`);
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    }
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it.each(REPORT_KEYS.map((key, n) => ({ key, language: n % 2 === 0 ? 'en' : 'zh' })))('$key in $language', async ({ key, language }) => {
    const { context, page, consoleErrors } = await newPage(browser, { viewport: LAPTOP, storageState });
    await context.addCookies([{ name: 'language', value: language, url: server.url }]);
    const filter = FILTER[key];
    const value = filters.get(key) as string;
    await page.goto(`${server.url}${routePath(key)}?${new URLSearchParams({ ...YEAR, [filter.name]: value })}`);
    await page.locator(ROWS).first().waitFor();
    await page.locator('[data-testid="report-chart"] svg, svg[data-testid="report-map"]').first().waitFor();
    const shown = await page.locator(ROWS).count();
    const lines = await exportedCsvLines(page);
    expect(lines).toHaveLength(shown + 2);
    await page.emulateMedia({ media: 'print' });
    await page.getByTestId('report-print-head').waitFor();
    expect(await page.getByTestId(`print-filter-${filter.name}`).isVisible()).toBe(true);
    expect(await page.getByTestId('report-filters').isVisible()).toBe(false);
    await page.emulateMedia({ media: 'screen' });
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
