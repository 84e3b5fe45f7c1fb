import { routePath } from '@trace/contract/catalogue';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, launchBrowser, newPage } from '../support/browser.ts';
import { pickOption, signIn } from '../support/console.ts';
import { type RunningServer, startServer } from '../support/server.ts';

/**
 * The home page's activity over the demo's history: each figure of the last 30 days linked to its
 * report, the trend drawn, and the latest lots' funnels, each lot opening its production orders;
 * in English and in Chinese.
 */
describe.runIf(browserAvailable())('Home: the last 30 days and the latest lots', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('shows the figures of the last 30 days with their trend, and a lot opens its production orders', async () => {
    const { context, page, consoleErrors } = await newPage(browser);
    await signIn(page, server.url);
    // The rollups are kept in the background from the server's start: the lots show once the demo's events are counted.
    const funnel = page.getByTestId('lot-funnel');
    await expect
      .poll(
        async () => {
          await page.reload();
          await page.getByTestId('activity-commissioned').waitFor();
          return funnel.locator('.ant-table-row').count();
        },
        { timeout: 30_000, interval: 1000 },
      )
      .toBeGreaterThan(0);
    for (const name of ['generated', 'printed', 'commissioned', 'shipped', 'scanned', 'warnings', 'jobs'])
      await page.getByTestId(`activity-${name}`).waitFor();
    // Each figure links to the report behind it, over the same 30 days.
    const shipped = page.getByTestId('activity-shipped').getByRole('link');
    const href = new URL((await shipped.getAttribute('href')) ?? '', server.url);
    expect(href.pathname).toMatch(/shipmentsreport$/);
    expect(href.searchParams.get('from')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await page.locator('[data-testid="report-chart"] svg').first().waitFor();
    expect(await page.locator('[data-testid="report-chart"]').getAttribute('aria-label')).toContain('Items commissioned');

    const commissioned = Number((await funnel.getByTestId('funnel-commissioned').first().textContent())?.replace(/\D/g, ''));
    expect(commissioned).toBeGreaterThan(0);
    const lot = funnel.locator('.ant-table-row').first().getByRole('link');
    const lotNo = (await lot.textContent()) ?? '';
    await lot.click();
    await page.waitForURL('**/productionorder?**');
    expect(new URL(page.url()).searchParams.get('lot_no')).toBe(lotNo);
    await page.locator('.report-table .ant-table-row').first().waitFor();
    expect(await page.locator('.report-table .ant-table-row').first().textContent()).toContain(lotNo);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('speaks Chinese: the tiles, the funnel and its stages', async () => {
    const { context, page, consoleErrors } = await newPage(browser);
    await context.addCookies([{ name: 'language', value: 'zh', url: server.url }]);
    await signIn(page, server.url);
    await page.getByTestId('lot-funnel').locator('.ant-table-row').first().waitFor();
    expect(await page.getByTestId('lot-funnel').locator('.ant-card-head-title').textContent()).toBe('最近批号：从标签到消费者');
    const headers = await page.getByTestId('lot-funnel').locator('thead th').allTextContents();
    expect(headers).toEqual(expect.arrayContaining(['批号', '生成', '打印', '已签收']));
    expect(await page.getByTestId('activity-commissioned').textContent()).toContain('已激活单品');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it("counts the enterprise's days in the time zone set on the enterprise page", async () => {
    const { context, page, consoleErrors } = await newPage(browser);
    await signIn(page, server.url);
    await page.goto(`${server.url}${routePath('enterprise')}`);
    await pickOption(page, page.locator('#enterprise_time_zone'), 'Europe/Madrid', { search: true });
    await page.getByTestId('enterprise-save').click();
    await page.locator('.ant-message-success').waitFor();
    await page.goto(`${server.url}${routePath('collect')}`);
    // The header names the zone the answer was counted in: once the answer is in.
    await page.locator('.report-table .ant-table-row, .report-table .ant-empty').first().waitFor();
    await page.emulateMedia({ media: 'print' });
    await expect.poll(async () => page.getByTestId('report-print-head').textContent(), { timeout: 15_000 }).toContain('Europe/Madrid');
    await page.emulateMedia({ media: 'screen' });
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
