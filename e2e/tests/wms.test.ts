import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { browserAvailable, launchBrowser, newPage } from '../support/browser.ts';
import { codesApi } from '../support/codes-api.ts';
import { signIn } from '../support/console.ts';
import { type RunningServer, startServer } from '../support/server.ts';

const XIAZAI = '/home/physical/shipments/xiazai';
type Option = { id: number; code: string; name: string };

describe.runIf(browserAvailable())('WMS upload and exception log, as a logistics clerk works a WMS file', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('downloads open orders, uploads a file with good and bad records, corrects and retries two (an order number, a scan time), dismisses another', async () => {
    const { get, post, codes } = await codesApi(server.url);
    const items = await codes('item', 4);
    const [product] = await get<Option[]>('/api/base/products/options');
    const [warehouse] = await get<Option[]>('/api/base/warehouses/options');
    const [dealer] = await get<Option[]>('/api/base/dealers/options');
    if (!product || !warehouse || !dealer) throw new Error('the demo data has no product, warehouse or dealer');
    await post('/api/codes/commission', { op_id: randomUUID(), codes: items.values, product_id: product.id, warehouse_id: warehouse.id });
    const order = await post<{ id: number; shipment_no: string }>('/api/physical/shipments/add', {
      dealer_id: dealer.id,
      warehouse_id: warehouse.id,
      planned_on: new Date().toISOString().slice(0, 10),
      lines: [{ product_id: product.id, planned_qty: 4 }],
    });
    const [a, b, c, d] = items.values as [string, string, string, string];

    const { page } = await newPage(browser, { acceptDownloads: true });
    await signIn(page, server.url);
    await page.goto(`${server.url}${XIAZAI}`);
    await page.getByTestId('wms-download-csv').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // The open orders as the WMS reads them: the new order is among them.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('wms-download-csv').click()]);
    expect(download.suggestedFilename()).toBe('wms-orders.csv');
    const orders = fs.readFileSync((await download.path()) as string, 'utf8');
    expect(orders).toContain('shipment_no,planned_on,status,dealer_code');
    expect(orders).toContain(order.shipment_no);

    // Two good records, a wrong order number, a code the system never issued and a scan time no clock gives.
    const file = [
      'shipment_no,code,op_id,scanned_at',
      `${order.shipment_no},${a},,`,
      `${order.shipment_no},${b},,`,
      `SO-TYPO-1,${c},,`,
      `${order.shipment_no},NEVERISSUED00001,,`,
      `${order.shipment_no},${d},,2026-13-45 25:00`,
    ].join('\n');
    await page.locator('input[type=file]').setInputFiles({
      name: 'wms-today.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(file),
    });
    await expect.poll(() => page.getByTestId('wms-receipt').textContent(), { timeout: 15_000 }).toContain('5 records stored');
    const row = page.locator('.ant-table-row', { hasText: 'wms-today.csv' });
    await expect
      .poll(() => row.getByTestId('wms-upload-counts').textContent(), { timeout: 30_000 })
      .toBe('2 applied · 3 failed · 0 dismissed · 0 waiting');
    expect(await row.getByTestId('wms-upload-exceptions').textContent()).toBe('3 exceptions');

    // The exceptions of this upload, each with its reason.
    await row.getByTestId('wms-upload-exceptions').click();
    await page.waitForURL(/loglist\?upload_id=\d+/);
    const typo = page.locator('.ant-table-row', { hasText: c });
    const unknown = page.locator('.ant-table-row', { hasText: 'NEVERISSUED00001' });
    const lateTime = page.locator('.ant-table-row', { hasText: d });
    await typo.waitFor();
    expect(await typo.textContent()).toContain('Unknown outbound order number');
    expect(await typo.textContent()).toContain('SO-TYPO-1');
    expect(await unknown.textContent()).toContain('Unknown code');
    expect(await lateTime.textContent()).toContain('Scan time “2026-13-45 25:00” is unreadable, before 2000 or in the future');
    expect(await page.locator('.ant-table-row:visible').count()).toBe(3);
    expect(await seriousViolations(page)).toEqual([]);

    // Retried as it was, it fails again: the dialog stays, the reason under the order number.
    await typo.getByTestId('wms-retry').click();
    const orderNo = page.locator('#wms_shipment_no');
    await orderNo.waitFor();
    await page.locator('#wms-dialog-ok').click();
    await page.locator('.ant-form-item-explain-error', { hasText: 'Still not applied: Unknown outbound order number' }).waitFor();
    // Corrected and retried: it applies and stays listed as applied.
    await orderNo.fill(order.shipment_no);
    expect(await seriousViolations(page)).toEqual([]);
    await page.locator('#wms-dialog-ok').click();
    await expect.poll(() => typo.getByTestId('wms-status').textContent(), { timeout: 10_000 }).toBe('Applied');

    // The unreadable scan time is the field to correct: required, then given, and the record applies.
    await lateTime.getByTestId('wms-retry').click();
    const scanTime = page.locator('#wms_scanned_at');
    await scanTime.waitFor();
    expect(await scanTime.inputValue()).toBe('');
    await page.locator('#wms-dialog-ok').click();
    await page.locator('.ant-form-item-explain-error', { hasText: 'This field is required' }).waitFor();
    await scanTime.click();
    await scanTime.fill('2026-11-26 09:30:00');
    await scanTime.press('Enter');
    await expect.poll(() => scanTime.inputValue()).toBe('2026-11-26 09:30:00');
    await page.locator('#wms-dialog-ok').click();
    await expect.poll(() => lateTime.getByTestId('wms-status').textContent(), { timeout: 10_000 }).toBe('Applied');

    // Dismissed with a note; the note is required.
    await unknown.getByTestId('row-more').click();
    await page.locator('.ant-dropdown:visible [data-testid=wms-dismiss]').click();
    await page.locator('#wms-dialog-ok').click();
    await page.locator('.ant-form-item-explain-error').first().waitFor();
    await page.locator('#wms_note').fill('Training label from the WMS vendor');
    await page.locator('#wms-dialog-ok').click();
    await expect.poll(() => unknown.getByTestId('wms-status').textContent(), { timeout: 10_000 }).toBe('Dismissed');
    expect(await unknown.textContent()).toContain('Training label from the WMS vendor');

    // The upload's counts add up to its five records, and its three exceptions to the dismissed one and the two applied on a retry.
    await page.goto(`${server.url}${XIAZAI}`);
    await expect.poll(() => row.getByTestId('wms-upload-counts').textContent()).toBe('4 applied · 0 failed · 1 dismissed · 0 waiting');
    expect(await row.getByTestId('wms-upload-exceptions').textContent()).toBe('3 exceptions');
    expect(await row.getByTestId('wms-upload-retried').textContent()).toBe('2 of them applied on retry');

    const onOrder = await get<{ list: Array<{ value: string }> }>(`/api/physical/shipments/codes?id=${order.id}&page_size=20`);
    expect(onOrder.list.map((code) => code.value).sort()).toEqual([a, b, c, d].sort());
  }, 180_000);
});
