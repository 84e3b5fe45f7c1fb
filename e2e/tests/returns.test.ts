import { randomUUID } from 'node:crypto';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { browserAvailable, launchBrowser, newPage } from '../support/browser.ts';
import { codesApi } from '../support/codes-api.ts';
import { pickOption, signIn } from '../support/console.ts';
import { scan } from '../support/scan.ts';
import { type RunningServer, startServer } from '../support/server.ts';

const REFUND = '/home/physical/salesreturn/refund';
const RETURN_UNPACK = '/home/physical/salesreturn/dissociated';
const RDC_UNPACK = '/home/physical/shipments/RDCdissociated';
/** A reason as a clerk writes one: punctuation and Chinese are words, not special characters. */
const REASON = 'One case crushed; 一箱压坏：退回';
type Outcome = { reason: string | null; message: string };

/** Clicks a row's action, shown as its link or under "More". */
async function rowAction(page: Page, row: Locator, testId: string) {
  const link = row.getByTestId(testId);
  if (await link.isVisible()) return link.click();
  await row.getByTestId('row-more').click();
  await page.locator(`.ant-dropdown:visible [data-testid="${testId}"]`).click();
}

describe.runIf(browserAvailable())('returns, as a warehouse clerk takes back part of a shipped pallet', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('returns one case of a shipped pallet on a phone, restocks it so it can ship again, and unpacks it', async () => {
    // A pallet of two cases of 10 items, shipped to the dealer on an outbound order.
    const { get, post, palletStock } = await codesApi(server.url);
    const { product, warehouse, dealer, items, cases, pallet } = await palletStock(2, 2);
    const [case0] = cases as [string, string];
    const outbound = (lines: number) =>
      post<{ id: number }>('/api/physical/shipments/add', {
        dealer_id: dealer.id,
        warehouse_id: warehouse.id,
        planned_on: new Date().toISOString().slice(0, 10),
        lines: [{ product_id: product.id, planned_qty: lines }],
      });
    const shipped = await outbound(20);
    await post('/api/physical/shipments/scan', { id: shipped.id, codes: [pallet] });
    await post('/api/physical/shipments/confirm', { id: shipped.id, op_id: randomUUID() });

    // The return, made in the console.
    const desk = await newPage(browser);
    await signIn(desk.page, server.url);
    await desk.page.goto(`${server.url}${REFUND}`);
    await desk.page.getByTestId('refund-add').click();
    await pickOption(desk.page, desk.page.locator('#return_dealer'), dealer.name, { search: true });
    await pickOption(desk.page, desk.page.locator('#return_warehouse'), warehouse.name, { search: true });
    // The return number is an identifier: its rule stands under the field, and a character outside
    // it is refused there as it is typed. The reason is words, in any language and punctuation.
    await desk.page.getByText('Letters, digits, spaces and _ - . @ # & ( ) + , * only').waitFor();
    await desk.page.locator('#return_no').fill('RT/1');
    await desk.page.getByText('Return no. cannot contain special characters such as %!=/:;“’ or Chinese').waitFor();
    await desk.page.locator('#return_no').fill('');
    await desk.page.locator('#return_reason').fill(REASON);
    expect(await seriousViolations(desk.page)).toEqual([]);
    await desk.page.getByTestId('refund-save').click();
    await desk.page.getByTestId('refund-save').waitFor({ state: 'hidden' });
    const row = desk.page.locator('.ant-table-row', { hasText: REASON }).first();
    await row.waitFor();
    expect(await row.getByTestId('return-status').textContent()).toBe('Draft');
    const returnNo = (await row.locator('code').first().textContent()) ?? '';
    expect(returnNo).toMatch(/^RT\d{11}$/);
    await rowAction(desk.page, row, 'return-scan');
    await desk.page.waitForURL(/\/physical\/refund\/scan\/\d+$/);
    const scanUrl = desk.page.url();

    // Scanning on a phone: the case inside the pallet, a refusal said plainly, then confirm.
    const phone = await newPage(browser, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await signIn(phone.page, server.url);
    await phone.page.goto(scanUrl);
    await phone.page.getByRole('heading', { level: 1, name: returnNo }).waitFor();
    await phone.page.getByText('Nothing scanned onto this return yet').waitFor();
    expect(await scan(phone.page, 'NOSUCHCODE0000')).toContain('Unknown code');
    expect(await phone.page.getByTestId('scan-feedback').getAttribute('class')).toContain('tone-bad');
    expect(await scan(phone.page, case0.toLowerCase())).toContain('Taken back: 10 items');
    expect(await phone.page.getByTestId('scan-feedback').getAttribute('class')).toContain('tone-ok');
    expect(await scan(phone.page, items[3] as string)).toContain(`Already on this return (${case0})`);
    await expect.poll(() => phone.page.getByTestId('scan-codes').locator('li').count()).toBe(1);
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousViolations(phone.page)).toEqual([]);
    await phone.page.getByTestId('scan-confirm').click();
    await phone.page.locator('.ant-modal-confirm-title', { hasText: `Take back from ${dealer.name}?` }).waitFor();
    await phone.page.locator('#return-confirm-ok').click();
    // The phone stays on its page and says what came back, with the way to the returns' decisions.
    const done = phone.page.getByTestId('scan-done');
    await done.waitFor();
    expect(await done.textContent()).toContain('Returned. Codes: 1 · items: 10');
    expect(phone.page.url()).toBe(scanUrl);
    expect(await done.getByRole('link', { name: 'Returns' }).getAttribute('href')).toBe(REFUND);
    // A list whose filters the page made wide still fits the phone: each filter takes its width.
    await phone.page.goto(`${server.url}${RDC_UNPACK}`);
    await phone.page.getByTestId('list-filters').waitFor();
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(phone.consoleErrors).toEqual([]);
    await phone.context.close();

    // Awaiting the decision, the case cannot ship.
    const next = await outbound(10);
    const waiting = await post<{ outcomes: Outcome[] }>('/api/physical/shipments/scan', { id: next.id, codes: [case0] });
    expect(waiting.outcomes[0]?.message).toBe(`Returned on ${returnNo}, awaiting its decision: restock it before shipping`);

    // Restock in the console.
    await desk.page.goto(`${server.url}${REFUND}?keyword=${returnNo}`);
    const back = desk.page.locator('.ant-table-row', { hasText: returnNo });
    await expect.poll(() => back.getByTestId('return-status').textContent()).toBe('Awaiting decision');
    await rowAction(desk.page, back, 'return-restock');
    await desk.page.locator('.ant-modal-confirm-btns button', { hasText: 'Restock' }).click();
    await desk.page.getByText('Restocked: the codes can ship again').first().waitFor();
    await expect.poll(() => back.getByTestId('return-status').textContent()).toBe('Restocked');
    await rowAction(desk.page, back, 'return-codes-open');
    await expect.poll(() => desk.page.getByTestId('return-codes').textContent()).toContain(case0);
    expect(await seriousViolations(desk.page)).toEqual([]);

    // The information inquiry shows the case back at the warehouse; the outbound scan takes it again.
    await desk.page.goto(`${server.url}/home/inspect/informationinquiry?code=${case0}`);
    await desk.page.getByTestId('code-view').waitFor();
    expect(await desk.page.getByTestId('code-status').first().textContent()).toBe('Returned');
    await expect.poll(() => desk.page.getByTestId('code-view').textContent()).toContain(warehouse.name);
    const again = await post<{ outcomes: Outcome[] }>('/api/physical/shipments/scan', { id: next.id, codes: [case0] });
    // Taken (a case of 10 where the packaging holds more also raises a delivery exception, said after it).
    expect(again.outcomes[0]).toMatchObject({ reason: null, message: expect.stringMatching(/^Taken: 10 items/) });
    await post('/api/physical/shipments/cancel', { id: next.id, reason: 'test: shown shippable' });

    // Return dissociation: the restocked case is emptied and its code voided.
    await desk.page.goto(`${server.url}${RETURN_UNPACK}`);
    await desk.page.getByTestId('dissociation-add').click();
    await desk.page.getByTestId('dissociation-codes').fill(case0);
    await desk.page.getByTestId('dissociation-void').click();
    await desk.page.locator('#dissociation-ok').click();
    await desk.page.getByText('This field is required').first().waitFor();
    await desk.page.locator('#dissociation_reason').fill('Carton crushed');
    expect(await seriousViolations(desk.page)).toEqual([]);
    await desk.page.locator('#dissociation-ok').click();
    await desk.page.getByText('Unpacked 1 case; codes released: 10').first().waitFor();
    const logged = desk.page.locator('.ant-table-row', { hasText: case0 });
    await logged.waitFor();
    expect(await logged.textContent()).toContain('Carton crushed');
    const loose = await get<{ status: string; parent: string | null }>(`/api/inspect/inquiry?code=${items[3]}`);
    expect(JSON.stringify(loose)).toContain('"status":"returned"');

    // RDC dissociation lists its own log.
    await desk.page.goto(`${server.url}${RDC_UNPACK}`);
    await desk.page.getByTestId('dissociation-add').waitFor();
    await desk.page.locator('.ant-table-row').first().waitFor();
    expect(await seriousViolations(desk.page)).toEqual([]);
    expect(desk.consoleErrors).toEqual([]);
    await desk.context.close();
  }, 300_000);
});
