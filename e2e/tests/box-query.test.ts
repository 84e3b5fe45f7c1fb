import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { browserAvailable, launchBrowser, newPage } from '../support/browser.ts';
import { codesApi } from '../support/codes-api.ts';
import { pickOption, signIn } from '../support/console.ts';
import { type RunningServer, startServer } from '../support/server.ts';

const BOXCODE = '/home/physical/shipments/boxcode';
const BARTER = '/home/physical/shipments/barter';
type Option = { id: number; code: string; name: string };
type Shipment = { id: number; shipment_no: string; dealer_id: number; dealer_name: string };

describe.runIf(browserAvailable())('box code query and exchange, as a logistics clerk follows a pallet out in the market', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('finds a shipped demo pallet with its contents, dealer and history, moves it to another dealer, and sees the new dealer', async () => {
    // The demo order still out with its dealer, and the pallet it took.
    const { get } = await codesApi(server.url);
    const [order] = (await get<{ list: Shipment[] }>('/api/physical/shipments/pagelist?status=shipped')).list;
    if (!order) throw new Error('the demo data has no shipped outbound order');
    const [onOrder] = (await get<{ list: Array<{ value: string; level: string }> }>(`/api/physical/shipments/codes?id=${order.id}`)).list;
    if (onOrder?.level !== 'pallet') throw new Error('the shipped demo order carries no pallet');
    const pallet = onOrder.value;
    const other = (await get<Option[]>('/api/base/dealers/options')).find((d) => d.id !== order.dealer_id);
    if (!other) throw new Error('the demo data has one dealer only');

    const { page } = await newPage(browser);
    await signIn(page, server.url);
    await page.goto(`${server.url}${BOXCODE}`);
    await page.getByTestId('box-intro').waitFor();
    await page.locator('#box_code').fill(pallet);
    await page.locator('#box_code').press('Enter');
    await page.waitForURL(`**/boxcode?code=${pallet}`);
    const view = page.getByTestId('code-view');
    await view.waitFor();
    expect(await page.getByTestId('holder-dealer').textContent()).toBe(order.dealer_name);
    expect(await page.getByTestId('box-shipment').textContent()).toContain(order.shipment_no);
    expect(await page.getByTestId('contents-summary').textContent()).toMatch(/cases?.*items?/);
    const events = () => page.getByTestId('timeline-event').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-type')));
    expect(await events()).toEqual(expect.arrayContaining(['commission', 'pack', 'ship']));

    // Open the first case in the tree: its items load under it.
    const tree = page.getByTestId('contents-tree');
    await tree.getByTestId('tree-code').first().waitFor();
    const cases = await tree.getByTestId('tree-code').count();
    await tree.locator('.ant-tree-switcher').first().click();
    await expect.poll(() => tree.getByTestId('tree-code').count()).toBeGreaterThan(cases);
    await page.mouse.move(0, 0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.reload();
    await tree.getByTestId('tree-code').first().waitFor();

    // An item is not for this page: it says so and offers the information inquiry.
    await tree.locator('.ant-tree-switcher').first().click();
    await expect.poll(() => tree.getByTestId('tree-code').count()).toBeGreaterThan(cases);
    const item = (await tree.getByTestId('tree-code').nth(1).locator('code').textContent()) ?? '';
    await tree.getByText(item, { exact: true }).click();
    await page.waitForURL(`**/boxcode?code=${item}`);
    expect(await page.getByTestId('box-refused').textContent()).toContain('is an item, not a case or pallet');
    await page.getByTestId('box-inquiry-link').click();
    await page.waitForURL(`**/informationinquiry?code=${item}`);
    await page.getByTestId('code-view').waitFor();

    // The exchange, in the console: from the order's dealer to another, with the reason.
    await page.goto(`${server.url}${BARTER}`);
    await page.locator('.ant-table-row').first().waitFor();
    await page.getByTestId('barter-add').click();
    await pickOption(page, page.locator('#exchange_from'), order.dealer_name, { search: true });
    await pickOption(page, page.locator('#exchange_to'), other.name, { search: true });
    await page.locator('#exchange_reason').fill('The other dealer ran short before a promotion');
    await page.getByTestId('exchange-codes').fill(`https://q.example.com/p/${pallet.toLowerCase()}\n`);
    await page.mouse.move(0, 0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByTestId('exchange-save').click();
    await page.getByTestId('exchange-confirm').click();
    // A move between dealers is a transfer, never an "exchange" of goods.
    await page.getByText(/^Transfer EX\d{11} recorded: [\d,]+ items? (is|are) now with /).waitFor();
    await page.getByTestId('exchange-save').waitFor({ state: 'hidden' });
    expect(await page.getByText(/exchange/i).count()).toBe(0);
    const row = page.locator('.ant-table-row', { hasText: other.name }).filter({ hasText: 'ran short' }).first();
    await row.waitFor();
    expect(await row.textContent()).toContain(order.dealer_name);
    expect((await row.locator('code').first().textContent()) ?? '').toMatch(/^EX\d{11}$/);
    await page.mouse.move(0, 0);
    expect(await seriousViolations(page)).toEqual([]);

    // Its codes open the box code query, which shows the new dealer and the exchange in the history.
    await page.reload();
    await row.waitFor();
    await row.getByText('Codes', { exact: true }).click();
    await page.getByTestId('exchange-code').first().click();
    await page.waitForURL(`**/boxcode?code=${pallet}`);
    await expect.poll(() => page.getByTestId('holder-dealer').textContent()).toBe(other.name);
    await expect.poll(events).toContain('transfer');
    expect(await page.getByTestId('box-shipment').textContent()).toContain(order.shipment_no);
  }, 300_000);
});
