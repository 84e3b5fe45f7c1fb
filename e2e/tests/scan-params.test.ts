import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { browserAvailable, launchBrowser, newPage } from '../support/browser.ts';
import { codesApi } from '../support/codes-api.ts';
import { pickOption, signIn } from '../support/console.ts';
import { type RunningServer, startServer } from '../support/server.ts';

const PAGE = '/home/inspect/warningparam';
const PRODUCT = 'Aqua Vita sparkling 330 ml';
type Option = { id: number; name: string };
type Answer = { verdict: string; count: number; max_queries: number; repeat_notice_from: number };

describe.runIf(browserAvailable())('scan parameters, as a brand-protection officer tightens the query limit of one product', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('saves the defaults after fixing a bad range, adds a product override, and a scan of the product follows it', async () => {
    const { get, post, codes } = await codesApi(server.url);
    const [code] = (await codes('item', 1)).values as [string];
    const product = (await get<Option[]>(`/api/base/products/options?keyword=${encodeURIComponent(PRODUCT)}`))[0];
    const [warehouse] = await get<Option[]>('/api/base/warehouses/options');
    if (!product || !warehouse) throw new Error('the demo data has no such product or warehouse');
    await post('/api/codes/commission', { op_id: randomUUID(), codes: [code], product_id: product.id, warehouse_id: warehouse.id });

    const { page, consoleErrors } = await newPage(browser);
    await signIn(page, server.url);
    await page.goto(`${server.url}${PAGE}`);

    // The defaults: a stricter limit and a second internal range, typed wrong first.
    await page.locator('#defaults_max_queries').fill('4');
    await page.locator('#defaults_repeat_notice_from').fill('3');
    await page.getByTestId('cidr-add').click();
    const added = page.getByTestId('cidr-list').locator('input').last();
    await added.fill('198.51.100.0/33');
    await page.getByTestId('warningparam-save').click();
    const explain = page.getByTestId('cidr-list').locator('.ant-form-item-explain-error');
    await expect.poll(() => explain.textContent()).toContain('is not an address range');
    expect(await seriousViolations(page)).toEqual([]);
    await added.fill('198.51.100.7/24');
    await page.getByTestId('warningparam-save').click();
    // Stored, and shown back, as the network it names.
    await expect.poll(() => added.inputValue(), { timeout: 10_000 }).toBe('198.51.100.0/24');
    const defaults = await get<{ max_queries: number; internal_cidrs: string[] }>('/api/inspect/warningparams/default');
    expect(defaults).toMatchObject({ max_queries: 4, internal_cidrs: ['203.0.113.0/24', '2001:db8:8::/48', '198.51.100.0/24'] });

    // An override: the product allows two queries, every scan counted.
    await page.getByTestId('warningparam-add').click();
    const drawer = page.locator('.ant-drawer-open');
    await pickOption(page, drawer.locator('#override_product'), PRODUCT, { search: true });
    await drawer.locator('#override_max_queries').fill('2');
    await drawer.locator('#override_repeat_notice_from').fill('3');
    await drawer.locator('#override_dedupe_minutes').fill('0');
    await drawer.getByTestId('warningparam-override-save').click();
    await expect.poll(() => drawer.locator('.ant-form-item-explain-error').textContent()).toContain('must not be above the max queries');
    await drawer.locator('#override_repeat_notice_from').fill('2');
    expect(await seriousViolations(page)).toEqual([]);
    await drawer.getByTestId('warningparam-override-save').click();
    const row = page.locator('.ant-table-row:visible', { hasText: PRODUCT });
    await expect.poll(() => row.count(), { timeout: 10_000 }).toBe(1);
    expect(await row.textContent()).toContain('2');

    // A consumer's scans of the product: the new limit, over it at the third query.
    const scan = async () => {
      const response = await fetch(`${server.url}/api/public/scans`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ code, device: 'e2e-phone' }),
      });
      return ((await response.json()) as { data: Answer }).data;
    };
    expect(await scan()).toMatchObject({ verdict: 'genuine_first', count: 1, max_queries: 2, repeat_notice_from: 2 });
    expect(await scan()).toMatchObject({ verdict: 'genuine_repeat', count: 2 });
    expect(await scan()).toMatchObject({ verdict: 'over_limit', count: 3 });
    expect(await seriousViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});
