import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { browserAvailable, launchBrowser, newPage } from '../support/browser.ts';
import { codesApi } from '../support/codes-api.ts';
import { signIn } from '../support/console.ts';
import { type RunningServer, startServer } from '../support/server.ts';

const RECORDS = '/home/querymanage/customerquery';
type Option = { id: number };

describe.runIf(browserAvailable())('consumer query records, as a brand-protection officer follows the scans of a code', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('sees a consumer scan counted once, its reload not counted, a leaked label, and exports them', async () => {
    const { get, post, codes } = await codesApi(server.url);
    const items = await codes('item', 2);
    const [product] = await get<Option[]>('/api/base/products/options');
    const [warehouse] = await get<Option[]>('/api/base/warehouses/options');
    if (!product || !warehouse) throw new Error('the demo data has no product or warehouse');
    const [code, leaked] = items.values as [string, string];
    await post('/api/codes/commission', { op_id: randomUUID(), codes: [code], product_id: product.id, warehouse_id: warehouse.id });

    // A consumer's phone scans the printed URL, then reloads the page; someone types a label that
    // was printed but never put on a product (a leaked label).
    const scan = async (text: string, manual = false) => {
      const response = await fetch(`${server.url}/api/public/scans`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ code: text, device: 'e2e-phone', manual }),
      });
      return ((await response.json()) as { data: { verdict: string; count: number } }).data;
    };
    expect(await scan(`${server.url}/m/q/${code}`)).toMatchObject({ verdict: 'genuine_first', count: 1 });
    expect(await scan(`${server.url}/m/q/${code}`)).toMatchObject({ verdict: 'genuine_first', count: 1 });
    expect(await scan(leaked.toLowerCase(), true)).toMatchObject({ verdict: 'not_activated' });

    const { context, page } = await newPage(browser, { acceptDownloads: true });
    await signIn(page, server.url);
    await page.goto(`${server.url}${RECORDS}?keyword=${code}`);
    const rows = page.locator('.ant-table-row:visible');
    await rows.nth(1).waitFor();
    expect(await rows.count()).toBe(2);
    expect(await rows.getByTestId('scan-verdict').allTextContents()).toEqual(['Genuine, first query', 'Genuine, first query']);
    expect((await rows.allTextContents()).map((row) => (row.includes('Not counted') ? 'reload' : 'counted')).sort()).toEqual([
      'counted',
      'reload',
    ]);
    expect(await seriousViolations(page)).toEqual([]);

    // The filter by verdict finds the leaked label.
    await page.goto(`${server.url}${RECORDS}`);
    await page.locator('#filter_keyword').fill(leaked.toLowerCase());
    await page.locator('#filter_verdict').click();
    await page.locator('.ant-select-item-option', { hasText: 'Not commissioned' }).click();
    await page.getByTestId('list-filters').locator('button[type=submit]').click();
    await expect.poll(() => page.locator('.ant-table-row:visible').count(), { timeout: 15_000 }).toBe(1);
    expect(await page.locator('.ant-table-row:visible').textContent()).toContain(leaked);

    // Export of the filtered list.
    await page.getByTestId('export-menu').hover();
    const [exported] = await Promise.all([page.waitForEvent('download'), page.getByText('CSV, all pages').click()]);
    const csv = fs.readFileSync((await exported.path()) as string, 'utf8');
    expect(csv).toContain(leaked);
    expect(csv).toContain('Not commissioned');
    await context.close();
  });
});
