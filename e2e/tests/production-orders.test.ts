import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { browserAvailable, launchBrowser, newPage } from '../support/browser.ts';
import { listAnswer, pickOption, signIn } from '../support/console.ts';
import { type RunningServer, startServer } from '../support/server.ts';

const ORDERS = '/home/plant/production/orderlist';

/** Picks an option of a select by typing part of its label (searchable) or clicking it open. */
describe.runIf(browserAvailable())('production orders, as a planner releases an order to a line', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('creates an order with a material, releases it, finds it released in the list and opens its details', async () => {
    const { context, page, consoleErrors } = await newPage(browser);
    await signIn(page, server.url);
    await page.goto(`${server.url}${ORDERS}`);
    await page.locator('.ant-table-row').first().waitFor();

    await page.getByTestId('orderlist-add').click();
    await pickOption(page, page.locator('#order_product'), 'Aqua Vita spring water 550 ml', { search: true });
    // The product's packaging relation and its shelf life's expiry date follow the pick.
    await expect.poll(() => page.getByTestId('order-packaging').textContent()).toMatch(/1 .+ = 60 .+ = 1,440 /);
    await expect.poll(() => page.locator('#order_expires').inputValue()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await page.locator('#order_lot').fill('E2E-LOT-1');
    await page.locator('#order_qty').fill('1440');
    // Plant → workshop → line: a line of Valencia, where no demo order is at work.
    await pickOption(page, page.locator('#order_plant'), 'Planta Valencia');
    await expect.poll(() => page.locator('#order_workshop').isEnabled()).toBe(true);
    await pickOption(page, page.locator('#order_workshop'), 'Taller de embalaje');
    await expect.poll(() => page.locator('#order_line').isEnabled()).toBe(true);
    await pickOption(page, page.locator('#order_line'), 'Línea 2');
    await pickOption(page, page.locator('#order_warehouse'), 'WH-SH-F1', { search: true });
    await page.getByTestId('order-material-add').click();
    await pickOption(page, page.getByRole('combobox', { name: 'Material' }), 'M-CAP-28', { search: true });
    await page.getByPlaceholder('Material lot').fill('CAP-2026-11');
    await page.getByPlaceholder('Quantity').fill('1500');
    await page.getByTestId('orderlist-save').click();
    await page.getByTestId('orderlist-save').waitFor({ state: 'hidden' });

    await page.locator('#filter_keyword').fill('E2E-LOT-1');
    await page.locator('#filter_keyword').press('Enter');
    await page.waitForURL('**keyword=E2E-LOT-1**');
    await expect.poll(() => page.locator('.ant-table-row').count()).toBe(1);
    const row = page.locator('.ant-table-row', { hasText: 'E2E-LOT-1' });
    expect(await row.getByTestId('order-status').textContent()).toBe('Draft');
    const orderNo = (await row.getByTestId('order-link').textContent()) as string;
    expect(orderNo).toMatch(/^PO\d{11}$/);

    // Release, after a confirmation naming the order and the line.
    await row.getByTestId('row-more').click();
    await page.getByRole('menuitem', { name: 'Release' }).click();
    await page.locator('.ant-modal-confirm-title:visible', { hasText: `Release order ${orderNo} to line Línea 2?` }).waitFor();
    await page.locator('.ant-modal-confirm .ant-btn-primary').click();
    await expect.poll(() => row.getByTestId('order-status').textContent()).toBe('Released');
    await page.locator('#filter_status').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Released' }).click();
    // The released order was on screen before this search too: wait for the search's own answer.
    await listAnswer(
      page,
      () => page.getByTestId('list-filters').getByRole('button', { name: 'Search', exact: true }).click(),
      (url) => url.pathname === '/api/plant/orders/pagelist' && url.searchParams.get('status') === 'released',
    );
    await page.locator('.ant-table-row', { hasText: 'E2E-LOT-1' }).waitFor();

    // Its details: the state, the material, and the line task the release opened.
    await page.locator('.ant-table-row', { hasText: 'E2E-LOT-1' }).getByTestId('order-link').click();
    // The list stays open in its tab behind the details: look inside the details only.
    const details = page.getByTestId('order-details');
    await details.waitFor();
    expect(await details.getByTestId('order-status').first().textContent()).toBe('Released');
    await details.getByRole('tab', { name: 'Materials' }).click();
    await details.locator('.ant-table-row', { hasText: 'CAP-2026-11' }).waitFor();
    await details.getByRole('tab', { name: 'Line tasks' }).click();
    const task = details.locator('.ant-table-row', { hasText: 'Línea 2' });
    await task.waitFor();
    expect(await task.textContent()).toContain('Open');
    expect(consoleErrors).toEqual([]);

    // Both pages, freshly loaded (no picker opened yet: an opened antd select leaves an unnamed listbox), pass axe.
    const detailsUrl = page.url();
    await page.goto(`${server.url}${ORDERS}`);
    await page.locator('.ant-table-row').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto(detailsUrl);
    await page.getByTestId('order-details').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
