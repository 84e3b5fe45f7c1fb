import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { browserAvailable, launchBrowser, newPage } from '../support/browser.ts';
import { codesApi } from '../support/codes-api.ts';
import { pickOption, signIn } from '../support/console.ts';
import { scan } from '../support/scan.ts';
import { type RunningServer, startServer } from '../support/server.ts';

const FREIGHT = '/home/physical/shipments/freight';

describe.runIf(browserAvailable())('outbound orders, as a logistics clerk ships a pallet and a loose case', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('creates an order, scans a pallet and a loose case on a phone, confirms, finds the dealer on the codes, prints the note and closes it short', async () => {
    // Stock: a pallet of two cases of 10 items and a loose case of 10, at the first warehouse.
    const { palletStock } = await codesApi(server.url);
    const { product, warehouse, dealer, items, cases, pallet } = await palletStock(3, 2);
    const item = (i: number) => items[i] as string;
    const [, , case2] = cases as [string, string, string];

    // The order, made in the console: 35 planned, so 30 shipped is short.
    const desk = await newPage(browser);
    await signIn(desk.page, server.url);
    const company = (await desk.page.getByTestId('enterprise-name').textContent()) ?? '';
    expect(company).not.toBe('');
    await desk.page.goto(`${server.url}${FREIGHT}`);
    await desk.page.getByTestId('freight-add').click();
    await pickOption(desk.page, desk.page.locator('#shipment_dealer'), dealer.name, { search: true });
    await pickOption(desk.page, desk.page.locator('#shipment_warehouse'), warehouse.name, { search: true });
    await pickOption(desk.page, desk.page.getByRole('combobox', { name: 'Product' }), product.name, { search: true });
    await desk.page.getByRole('spinbutton', { name: 'Planned items' }).fill('35');
    // The pointer left over the add-product button would be judged in its hover colour.
    await desk.page.mouse.move(0, 0);
    expect(await seriousViolations(desk.page)).toEqual([]);
    await desk.page.getByTestId('freight-save').click();
    await desk.page.getByTestId('freight-save').waitFor({ state: 'hidden' });
    const row = desk.page.locator('.ant-table-row', { hasText: dealer.name }).first();
    await row.waitFor();
    expect(await row.getByTestId('shipment-status').textContent()).toBe('Draft');
    const shipmentNo = (await row.locator('code').first().textContent()) ?? '';
    expect(shipmentNo).toMatch(/^SO\d{11}$/);
    await row.getByTestId('shipment-scan').click();
    await desk.page.waitForURL(/\/physical\/freight\/scan\/\d+$/);
    const scanUrl = desk.page.url();

    // Scanning on a phone: one refusal said plainly, then the pallet and the loose case.
    const phone = await newPage(browser, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await signIn(phone.page, server.url);
    await phone.page.goto(scanUrl);
    await phone.page.getByTestId('scan-lines').waitFor();
    // A text that is no code is said of what was read (at once, as the server would), not of a field the phone does not show.
    expect(await scan(phone.page, 'AB%%')).toContain("“AB%%” is not a code or a code's URL");
    expect(await scan(phone.page, item(3))).toContain('Inside a case or pallet');
    expect(await phone.page.getByTestId('scan-feedback').getAttribute('class')).toContain('tone-bad');
    expect(await scan(phone.page, pallet.toLowerCase())).toContain('Taken: 20 items');
    expect(await phone.page.getByTestId('scan-feedback').getAttribute('class')).toContain('tone-ok');
    expect(await scan(phone.page, `https://example.test/${case2}`)).toContain('Taken: 10 items');
    expect(await scan(phone.page, case2)).toContain('Already on this order');
    await expect.poll(() => phone.page.getByTestId('scan-lines').textContent()).toContain('30 / 35');
    await expect.poll(() => phone.page.getByTestId('scan-codes').locator('li').count()).toBe(2);
    // Fits the phone: nothing wider than the screen.
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousViolations(phone.page)).toEqual([]);
    await phone.page.getByTestId('scan-confirm').click();
    await phone.page.locator('.ant-modal-confirm-title', { hasText: `Ship to ${dealer.name}?` }).waitFor();
    // 30 of the 35 planned: the dialog says so before anything ships.
    expect(await phone.page.getByTestId('scan-confirm-short').textContent()).toContain('Fewer items than planned: 30 of 35 scanned');
    expect(await phone.page.getByTestId('scan-confirm-short').textContent()).toContain(`${product.name}: 30 / 35`);
    await phone.page.locator('#shipment-confirm-ok').click();
    // The phone stays on its page and says what was shipped, with the ways on.
    const done = phone.page.getByTestId('scan-done');
    await done.waitFor();
    expect(await done.textContent()).toContain('Shipped to the dealer. Codes: 2 · items: 30');
    expect(phone.page.url()).toBe(scanUrl);
    expect(await done.getByRole('link', { name: 'Outbound orders' }).getAttribute('href')).toBe(FREIGHT);
    expect(await done.getByRole('link', { name: 'Handover note' }).getAttribute('href')).toMatch(/\/physical\/freight\/note\/\d+$/);
    await expect.poll(() => phone.page.getByTestId('scan-input').isDisabled()).toBe(true);
    expect(await phone.page.getByTestId('scan-not-open').count()).toBe(0);
    expect(phone.consoleErrors).toEqual([]);
    await phone.context.close();

    // The codes went to the dealer: the information inquiry of an item in the pallet says so.
    await desk.page.goto(`${server.url}/home/inspect/informationinquiry?code=${item(12)}`);
    await desk.page.getByTestId('code-view').waitFor();
    expect(await desk.page.getByTestId('code-status').first().textContent()).toBe('Shipped');
    await expect.poll(() => desk.page.getByTestId('code-view').textContent()).toContain(dealer.name);

    // The handover note lists the two codes and prints.
    await desk.page.goto(`${server.url}${FREIGHT}`);
    const shipped = desk.page.locator('.ant-table-row', { hasText: shipmentNo });
    await expect.poll(() => shipped.getByTestId('shipment-status').textContent()).toBe('Shipped');
    await shipped.getByTestId('row-more').click();
    await desk.page.locator('.ant-dropdown:visible [data-testid="shipment-note"]').click();
    await desk.page.getByTestId('handover-note').waitFor();
    expect(await desk.page.getByTestId('note-shipment-no').textContent()).toBe(shipmentNo);
    // The company that ships heads it, the order number is a QR code a receiver scans, times read as everywhere else.
    expect(await desk.page.getByTestId('note-company').textContent()).toBe(company);
    await desk.page.getByTestId('note-barcode').waitFor();
    expect(await desk.page.getByTestId('note-barcode').getAttribute('alt')).toBe(shipmentNo);
    expect(await desk.page.getByTestId('note-shipped-at').textContent()).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(await desk.page.getByTestId('note-codes').locator('tbody tr').count()).toBe(2);
    await desk.page.evaluate(() => {
      window.print = () => document.body.setAttribute('data-printed', 'yes');
    });
    await desk.page.getByTestId('note-print').click();
    expect(await desk.page.locator('body').getAttribute('data-printed')).toBe('yes');
    await desk.page.emulateMedia({ media: 'print' });
    expect(await desk.page.getByTestId('note-print').isVisible()).toBe(false);
    await desk.page.emulateMedia({ media: 'screen' });
    expect(await seriousViolations(desk.page)).toEqual([]);

    // Closed short: 30 of 35, with the reason.
    await desk.page.goto(`${server.url}${FREIGHT}`);
    await shipped.getByTestId('row-more').click();
    await desk.page.locator('.ant-dropdown:visible [data-testid="shipment-close"]').click();
    await desk.page.getByTestId('shipment-dialog-text').waitFor();
    expect(await desk.page.getByTestId('shipment-dialog-text').textContent()).toContain('30 of 35');
    await desk.page.locator('#shipment-dialog-ok').click();
    await desk.page.getByText('This field is required').first().waitFor();
    await desk.page.locator('#shipment_reason').fill('Five items short in stock');
    await desk.page.locator('#shipment-dialog-ok').click();
    await desk.page.getByText('Outbound order closed').first().waitFor();
    await expect.poll(() => shipped.getByTestId('shipment-status').textContent()).toBe('Closed');
    expect(await shipped.textContent()).toContain('Five items short in stock');
    // The short delivery page lists the five missing items with the reason.
    await desk.page.goto(`${server.url}/home/physical/shipments/Minderlieferung?keyword=${shipmentNo}`);
    const shortRow = desk.page.locator('.ant-table-row', { hasText: shipmentNo });
    await shortRow.waitFor();
    expect(await shortRow.textContent()).toContain('Five items short in stock');
    expect(await shortRow.locator('td').allTextContents()).toEqual(expect.arrayContaining(['35', '30', '5']));
    expect(desk.consoleErrors).toEqual([]);
    await desk.context.close();
  }, 300_000);
});
