import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { browserAvailable, launchBrowser, newPage } from '../support/browser.ts';
import { codesApi } from '../support/codes-api.ts';
import { signIn } from '../support/console.ts';
import { type RunningServer, startServer } from '../support/server.ts';

const ORDERS = '/home/plant/production/orderlist';
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'en-US' };
const NOTICE = 'Some bottles of this lot may leak. Please stop using them and bring them back to the shop for a refund.';

describe.runIf(browserAvailable())('recalling a production order, as a quality manager and a consumer see it', () => {
  let server: RunningServer;
  let browser: Browser;
  /** A completed demo order with nothing held, and one of its item codes. */
  let order = { id: 0, order_no: '' };
  let code = '';
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    const { get } = await codesApi(server.url);
    const list = await get<{ list: Array<{ id: number; order_no: string }> }>(
      '/api/plant/orders/pagelist?status=completed&hold=none&page_size=1',
    );
    order = list.list[0] as typeof order;
    const codes = await get<{ list: Array<{ value: string }> }>(`/api/plant/orders/codes?id=${order.id}&level=item&page_size=1`);
    code = (codes.list[0] as { value: string }).value;
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('recalls the order with a notice the scan page shows on a phone, then lifts it and the code reads genuine again', async () => {
    const { context, page, consoleErrors } = await newPage(browser);
    await signIn(page, server.url);
    await page.goto(`${server.url}${ORDERS}?keyword=${order.order_no}`);
    const row = page.locator('.ant-table-row', { hasText: order.order_no });
    await row.waitFor();
    expect(await row.getByTestId('hold-tag').count()).toBe(0);

    // Recall, in a dialog that says what it does, asks why and what consumers read.
    await row.getByTestId('row-more').click();
    await page.getByRole('menuitem', { name: 'Recall' }).click();
    const dialog = page.locator('.ant-modal:visible', { hasText: `Recall order ${order.order_no}` });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('sees your notice and is told not to use the product');
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.locator('#order-hold-ok').click();
    // Both fields are required: nothing is sent without them.
    await dialog.locator('.ant-form-item-explain-error').first().waitFor();
    await dialog.locator('#hold_reason').fill('Leaking caps found in retained samples');
    await dialog.locator('#recall_notice').fill(NOTICE);
    await dialog.locator('#order-hold-ok').click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => row.getByTestId('hold-tag').textContent()).toBe('Recalled');
    expect(await seriousViolations(page)).toEqual([]);

    // A consumer scans one of its codes on a phone: the recall and the brand's own words.
    const phone = await newPage(browser, PHONE);
    await phone.page.goto(`${server.url}/m/q/${code}`);
    expect(await phone.page.locator('[data-verdict]').getAttribute('data-verdict')).toBe('recalled');
    expect(await phone.page.locator('h1').textContent()).toBe('This product has been recalled');
    expect(await phone.page.locator('[data-notice="recall"] p').textContent()).toBe(NOTICE);
    expect(await phone.page.locator('body').textContent()).not.toContain('Leaking caps');
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await seriousViolations(phone.page)).toEqual([]);

    // The recall is lifted with a note: the same code reads genuine again.
    await row.getByTestId('row-more').click();
    await page.getByRole('menuitem', { name: 'Lift' }).click();
    const lift = page.locator('.ant-modal:visible', { hasText: `Lift the hold or recall of order ${order.order_no}` });
    await lift.waitFor();
    await lift.locator('#unhold_note').fill('Caps replaced and checked');
    await lift.locator('#order-hold-ok').click();
    await lift.waitFor({ state: 'hidden' });
    await expect.poll(() => row.getByTestId('hold-tag').count()).toBe(0);
    await phone.page.reload();
    expect(await phone.page.locator('[data-verdict]').getAttribute('data-verdict')).toMatch(/^genuine_/);
    expect(await phone.page.locator('[data-notice]').count()).toBe(0);
    expect(phone.consoleErrors).toEqual([]);
    await phone.context.close();

    // The order's details keep both: none in force now, the recall with its lift note.
    await page.goto(`${server.url}/home/plant/production/orderextendlist/${order.id}`);
    const history = page.getByTestId('order-hold-history');
    await history.locator('.ant-table-row', { hasText: 'Caps replaced and checked' }).waitFor();
    expect(await page.getByTestId('order-active-hold').count()).toBe(0);
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();

    // On a phone the details show the order's number and status whole, the actions under them.
    const small = await newPage(browser, PHONE);
    await signIn(small.page, server.url);
    await small.page.goto(`${server.url}/home/plant/production/orderextendlist/${order.id}`);
    const title = small.page.getByTestId('order-details').locator('.ant-card-head-title').first();
    await title.waitFor();
    expect(await title.textContent()).toContain(order.order_no);
    // Shown whole: the title is not cut off (its text no wider than its box).
    expect(await title.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    expect(await small.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await small.context.close();
  });
});
