import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { browserAvailable, launchBrowser, newPage } from '../support/browser.ts';
import { demoApi } from '../support/codes-api.ts';
import { signIn } from '../support/console.ts';
import { type RunningServer, startServer } from '../support/server.ts';

const INQUIRY = '/home/inspect/informationinquiry';
/** The id a partner gives its event: sent again with other content, the capture is refused. */
const EVENT_ID = 'urn:uuid:3f1e6a52-8c4d-4e0b-9a57-2b6d1c0e7f13';

const documentOf = (eventList: object[]) => ({
  '@context': ['https://ref.gs1.org/standards/epcis/2.0.0/epcis-context.jsonld'],
  type: 'EPCISDocument',
  schemaVersion: '2.0',
  creationDate: '2026-12-01T08:00:00Z',
  epcisBody: { eventList },
});
/** A retailer's sale of the item at its till, naming it by the link printed on its label. */
const sale = (epc: string, bizStep = 'retail_selling') => ({
  type: 'ObjectEvent',
  eventID: EVENT_ID,
  eventTime: '2026-12-02T10:15:00.000+01:00',
  eventTimeZoneOffset: '+01:00',
  epcList: [epc],
  action: 'OBSERVE',
  bizStep,
  disposition: 'retail_sold',
  readPoint: { id: 'https://id.gs1.org/414/4012345000009' },
});

/** Uploads a file through the partner tab's button, as a person picks it in the file dialog. */
async function upload(page: Page, file: string) {
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByTestId('capture-upload').click()]);
  await chooser.setFiles(file);
}

describe.runIf(browserAvailable())("partners' EPCIS documents, as a traceability manager captures and reads them", () => {
  let server: RunningServer;
  let browser: Browser;
  /** An item code of a completed demo order, its printed link and its status. */
  let code = { value: '', url: '', status: '' };
  let dir = '';
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    const { get } = await demoApi(server.url);
    const orders = await get<{ list: Array<{ id: number }> }>('/api/plant/orders/pagelist?status=completed&page_size=1');
    const order = orders.list[0];
    if (!order) throw new Error('the demo data has no completed production order');
    const items = await get<{ list: Array<{ value: string }> }>(`/api/plant/orders/codes?id=${order.id}&level=item&page_size=1`);
    const value = items.list[0]?.value;
    if (!value) throw new Error('the completed demo order has no item code');
    const life = await get<{ code: { value: string; url: string; status: string } }>(`/api/inspect/inquiry?code=${value}`);
    code = life.code;
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-epcis-'));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it("captures a partner's sale of a code, lists the refused documents with why, and shows the sale with the code without changing it", async () => {
    const write = (name: string, document: object) => {
      const file = path.join(dir, name);
      fs.writeFileSync(file, JSON.stringify(document, null, 2));
      return file;
    };
    const saleFile = write('shop-sale.jsonld', documentOf([sale(code.url)]));
    const invalidFile = write(
      'aggregation-without-parent.json',
      documentOf([
        {
          type: 'AggregationEvent',
          eventTime: '2026-12-02T09:00:00.000+01:00',
          eventTimeZoneOffset: '+01:00',
          childEPCs: [code.url],
          action: 'ADD',
          bizStep: 'packing',
        },
      ]),
    );
    const clashFile = write('shop-sale-changed.json', documentOf([sale(code.url, 'shipping')]));

    // The partner's shop is in Madrid, and so is the person reading: its local time reads as sent.
    const { context, page, consoleErrors } = await newPage(browser, { timezoneId: 'Europe/Madrid' });
    await signIn(page, server.url);
    await page.goto(`${server.url}${INQUIRY}`);
    await page.getByRole('tab', { name: 'Partner events' }).click();
    await page.waitForURL(`**${INQUIRY}?tab=partner`);
    await page.getByTestId('captures-intro').waitFor();
    await page.getByText('No EPCIS documents captured yet').waitFor();

    // The retailer's sale: stored, and its capture listed.
    await upload(page, saleFile);
    await page.getByText('Document captured: 1 event stored, 0 already present.').first().waitFor();
    const rows = page.locator('.ant-table-row');
    await expect.poll(() => rows.count()).toBe(1);
    // Who, then events, stored, already present and errors, the outcome and the row's action.
    expect((await rows.first().locator('td').allTextContents()).slice(1)).toEqual(['admin', '1', '1', '0', '0', 'Captured', 'View']);

    // An aggregation that adds to nothing: refused, nothing stored, the reason listed; no capture job.
    await upload(page, invalidFile);
    const refusal = page.getByTestId('capture-refusal');
    await refusal.waitFor();
    expect(await refusal.textContent()).toContain('Nothing from aggregation-without-parent.json was stored');
    expect(await refusal.getByTestId('capture-reason').allTextContents()).toEqual([
      '/epcisBody/eventList/0: an AggregationEvent with action ADD needs a parentID (what is added to or deleted from).',
    ]);
    expect(await rows.count()).toBe(1);

    // The same event id with other content: the capture job is kept, refused, with why.
    await upload(page, clashFile);
    await expect
      .poll(() => refusal.getByTestId('capture-reason').allTextContents())
      .toEqual([expect.stringContaining(`the event id ${EVENT_ID} is already held with other content`)]);
    await expect.poll(() => rows.count()).toBe(2);
    expect(await seriousViolations(page)).toEqual([]);

    // Only the refused ones, and the refused job's reasons in its drawer.
    await page.locator('#filter_success').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Refused' }).click();
    await page.getByTestId('list-filters').getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(/success=false/);
    await expect.poll(() => rows.count()).toBe(1);
    await rows.first().click();
    const drawer = page.getByTestId('capture-drawer');
    await drawer.getByTestId('capture-reason').waitFor();
    expect(await drawer.getByTestId('capture-outcome').textContent()).toBe('Refused');
    expect(await drawer.getByTestId('capture-reason').textContent()).toContain('is already held with other content');
    await page.keyboard.press('Escape');
    await expect.poll(() => new URL(page.url()).searchParams.get('capture')).toBeNull();

    // The code itself: the sale listed as reported, and the code's status as it was.
    await page.getByRole('tab', { name: 'By code' }).click();
    await page.locator('#inquiry_code').fill(code.value);
    await page.locator('#inquiry_code').press('Enter');
    await page.waitForURL(`**${INQUIRY}?code=${code.value}`);
    const section = page.getByTestId('partner-events');
    await section.locator('.ant-table-row').first().waitFor();
    expect(await section.textContent()).toContain("Partner events do not change the code's state.");
    const cells = await section.locator('.ant-table-row').first().locator('td').allTextContents();
    expect(cells).toEqual([
      '2026-12-02 10:15:00',
      'ObjectEvent',
      'OBSERVE',
      'retail_selling',
      'retail_sold',
      'https://id.gs1.org/414/4012345000009',
      'admin',
    ]);
    expect(await section.locator('.ant-table-row').count()).toBe(1);
    const { get } = await demoApi(server.url);
    const after = await get<{ code: { status: string } }>(`/api/inspect/inquiry?code=${code.value}`);
    expect(after.code.status).toBe(code.status);
    expect(await seriousViolations(page)).toEqual([]);
    // The browser logs the refusal of the invalid document (400); nothing else went wrong.
    expect(consoleErrors.filter((text) => !/status of 400/.test(text))).toEqual([]);
    await context.close();
  });
});
