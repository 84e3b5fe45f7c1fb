import { routePath } from '@trace/contract/catalogue';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { browserAvailable, launchBrowser, newPage } from '../support/browser.ts';
import { exportedCsvLines, signedInState } from '../support/console.ts';
import { type RunningServer, startServer } from '../support/server.ts';

/**
 * The production summary, the production orders and the returns, as a plant manager and a
 * logistics clerk read them: grouped, drawn, drilled into, exported and printed, in English and
 * Spanish. The shipments, market supervision, daily yield and handover notes are in reports.test.ts.
 */
const ROWS = '.report-table .ant-table-row';
const LAPTOP = { width: 1280, height: 800 };
/** A year back: the demo's history falls in it whenever the suite runs. */
const YEAR = (() => {
  const today = new Date();
  const from = new Date(today.getTime() - 364 * 86_400_000);
  return `from=${from.toISOString().slice(0, 10)}&to=${today.toISOString().slice(0, 10)}`;
})();

async function drawn(page: Page) {
  await page.locator(ROWS).first().waitFor();
  await page.locator('[data-testid="report-chart"] svg').first().waitFor();
}

/** The CSV the export menu downloads, as lines. */
describe.runIf(browserAvailable())('production and returns reports', () => {
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

  it('production summary by line and by reject reason, exported and printed', async () => {
    const { context, page, consoleErrors } = await newPage(browser, { viewport: LAPTOP, storageState });
    await page.goto(`${server.url}${routePath('collect')}?${YEAR}&group=line`);
    await drawn(page);
    expect(await page.locator('.report-table thead th').allTextContents()).toEqual(
      expect.arrayContaining(['Name', 'Commissioned', 'Rejects']),
    );
    const total = Number((await page.getByTestId('report-totals').locator('td').nth(1).textContent())?.replace(/\D/g, ''));
    expect(total).toBeGreaterThan(0);
    const lines = await exportedCsvLines(page);
    expect(lines).toHaveLength((await page.locator(ROWS).count()) + 2);
    expect(lines.at(-1)).toContain(String(total));

    // By reason: the rejects the demo's lines refused, one row a reason.
    await page.getByTestId('report-group').getByText('Reason', { exact: true }).click();
    await page.waitForURL('**group=reason**');
    await drawn(page);
    expect(await page.locator(`${ROWS} td`).first().textContent()).not.toBe('');
    await page.emulateMedia({ media: 'print' });
    // The URL moves before the page renders the new grouping: wait for the head to follow it.
    await expect.poll(() => page.getByTestId('report-print-head').textContent()).toContain('Group byReason');
    await page.emulateMedia({ media: 'screen' });
    expect(await seriousViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('production orders: from plan to consumers, an order opens its details', async () => {
    const { context, page, consoleErrors } = await newPage(browser, { viewport: LAPTOP, storageState });
    await page.goto(`${server.url}${routePath('productionorder')}?${YEAR}`);
    await drawn(page);
    const headers = await page.locator('.report-table thead th').allTextContents();
    expect(headers).toEqual(expect.arrayContaining(['Production order no.', 'Planned', 'Commissioned', 'Shipped']));
    const link = page.getByTestId('order-link').first();
    const orderNo = (await link.textContent()) ?? '';
    await link.click();
    await page.waitForURL(`**${routePath('orderextendlist')}/**`);
    await expect.poll(async () => (await page.locator('body').textContent())?.includes(orderNo)).toBe(true);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('returns in Spanish: by reason, with the totals and the export in Spanish', async () => {
    const { context, page, consoleErrors } = await newPage(browser, { viewport: LAPTOP, storageState });
    await context.addCookies([{ name: 'language', value: 'es', url: server.url }]);
    await page.goto(`${server.url}${routePath('phoenix')}?${YEAR}&group=reason`);
    await drawn(page);
    expect(await page.getByTestId('report-totals').locator('td').first().textContent()).toBe('Total');
    const lines = await exportedCsvLines(page);
    expect(lines[0]?.split(',')[0]).toBe('Nombre');
    expect(lines).toHaveLength((await page.locator(ROWS).count()) + 2);
    expect(await seriousViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
