import fs from 'node:fs';
import { routePath } from '@trace/contract/catalogue';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { browserAvailable, launchBrowser, newPage } from '../support/browser.ts';
import { demoApi } from '../support/codes-api.ts';
import { pickOption, signIn } from '../support/console.ts';
import { type RunningServer, startServer } from '../support/server.ts';

type RecallPage = { total: number; list: Array<{ order_no: string; material_lots: string[] }> };

const CAP = 'Bottle cap 28 mm';

describe.runIf(browserAvailable())('production queries: a recall by material lot, and the duplicate-code query open to everyone', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('recalls the orders of a material lot of the demo data, shows their codes and exports the orders', async () => {
    const { get } = await demoApi(server.url);
    const [cap] = (
      await get<Array<{ id: number; name: string }>>(`/api/base/materials/options?keyword=${encodeURIComponent('cap 28')}`)
    ).filter((m) => m.name === CAP);
    expect(cap).toBeDefined();
    // A lot the demo production data used, when it has one; otherwise the recall of every lot.
    const everyLot = await get<RecallPage>(`/api/plant/material-query/orders?material_id=${cap?.id}`);
    const lot = everyLot.list[0]?.material_lots[0] ?? '';
    const expected = await get<RecallPage>(
      `/api/plant/material-query/orders?material_id=${cap?.id}&lot_no=${encodeURIComponent(lot)}&page_size=20`,
    );

    const { context, page } = await newPage(browser, { acceptDownloads: true });
    await signIn(page, server.url);
    await page.goto(`${server.url}${routePath('materialquery')}`);
    await page.getByText('Pick a material, and a lot if known').waitFor();
    await pickOption(page, page.locator('#recall_material'), CAP, { search: true });
    if (lot) await page.locator('#recall_lot').fill(lot);
    await page.getByTestId('recall-search').click();
    await page.waitForURL(`**material_id=${cap?.id}**`);
    const codes = page.getByTestId('recall-codes');
    await codes.waitFor();
    if (expected.total === 0) {
      await page.getByText('No order used this material in this lot.').waitFor();
    } else {
      const first = page.getByTestId('recall-order').first();
      await first.waitFor();
      await expect.poll(() => page.getByTestId('recall-order').count()).toBe(expected.list.length);
      // An order's codes: the drill-down names the order.
      await first.click();
      await codes.getByText(`Codes of order ${expected.list[0]?.order_no}`).waitFor();
    }
    await page.getByTestId('export-menu').first().hover();
    const [file] = await Promise.all([page.waitForEvent('download'), page.getByText('CSV, all pages').click()]);
    expect(file.suggestedFilename()).toMatch(/^recall-orders-\d+.*\.csv$/);
    const lines = fs
      .readFileSync((await file.path()) as string, 'utf8')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toContain('Order no.');
    expect(lines).toHaveLength(expected.total + 1);
    for (const order of expected.list) expect(lines.join('\n')).toContain(order.order_no);
    // Last on this tab: axe stops the animations a dropdown waits for.
    expect(await seriousViolations(page)).toEqual([]);

    // By order: an unknown number is refused on its field.
    await page.getByRole('tab', { name: 'By order' }).click();
    await page.locator('#material_order').fill('NO-SUCH-ORDER');
    await page.locator('#material_order').press('Enter');
    await page.locator('.ant-form-item-explain-error').first().waitFor();
    await context.close();
  });

  it('opens the duplicate-code query for an employee without its grant, without its export; signed out it asks to sign in', async () => {
    const { post } = await demoApi(server.url);
    // The console refuses an employee who holds no grant at all at sign-in (the API test covers that
    // account); this one holds a warehouse page only, nothing of production.
    const role = await post<{ id: number }>('/api/org/roles/add', { name: 'Warehouse only' });
    await post('/api/org/menutree/savetree', { role_id: role.id, menu_keys: ['store'], button_codes: [] });
    const department = await post<{ id: number }>('/api/org/enterprisedepart/add', { depart_code: 'PQ-E2E', name: 'Packing floor' });
    const position = await post<{ id: number }>('/api/org/positions/add', { name: 'Packer', department_id: department.id });
    await post('/api/org/positionrole/add', { position_id: position.id, role_id: role.id });
    await post('/api/org/employees/add', {
      account_name: 'packer01',
      password: 'Packer-Pass-2026',
      real_name: 'Zhao Min',
      department_id: department.id,
      position_ids: [position.id],
    });
    const { context, page } = await newPage(browser);
    await signIn(page, server.url, 'packer01', { employee: true, password: 'Packer-Pass-2026' });
    await page.getByRole('menuitem', { name: 'Duplicates' }).click();
    await page.waitForURL(`**${routePath('repeatedquery')}`);
    await page.getByTestId('list-filters').waitFor();
    await page.locator('.ant-table').waitFor();
    // A row, or the table's own empty state, which is drawn only once the list has answered.
    await page.locator('.ant-table-tbody .ant-table-row, .ant-table-placeholder .ant-empty').first().waitFor();
    expect(await page.getByTestId('export-menu').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();

    const signedOut = await newPage(browser);
    await signedOut.page.goto(`${server.url}${routePath('repeatedquery')}`);
    await signedOut.page.waitForURL('**/login**');
    await signedOut.context.close();
  });
});
