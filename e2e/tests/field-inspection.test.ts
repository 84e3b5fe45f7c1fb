import { routePath } from '@trace/contract/catalogue';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { browserAvailable, launchBrowser, newPage } from '../support/browser.ts';
import { demoApi } from '../support/codes-api.ts';
import { signIn } from '../support/console.ts';
import { scan } from '../support/scan.ts';
import { type RunningServer, startServer } from '../support/server.ts';

/** Shanghai: outside the regions of the demo's dealers that the code below was shipped to. */
const SHANGHAI = { lat: 31.2304, lng: 121.4737 };
type Shipment = { id: number; dealer_name: string };
type Check = { verdict: string; dealer: { name: string } | null; open_warning_id: number | null };
/** Answers on a busy two-core machine take their time. */
const patient = { timeout: 20_000 };

/**
 * A code of a shipped demo order whose dealer may not sell in Shanghai, found as the check sees it
 * (so the test does not depend on which demo dealer covers which province).
 */
async function outOfRegionCode(baseUrl: string) {
  const { get, post } = await demoApi(baseUrl);
  const orders = (await get<{ list: Shipment[] }>('/api/physical/shipments/pagelist?status=shipped&page_size=50')).list;
  for (const order of orders) {
    const codes = (await get<{ list: Array<{ value: string }> }>(`/api/physical/shipments/codes?id=${order.id}&page_size=5`)).list;
    for (const { value } of codes) {
      const check = await post<Check>('/api/inspect/forensics/check', { code: value, gps: SHANGHAI });
      if (check.verdict === 'out_of_region' && check.dealer) return { code: value, dealer: check.dealer.name };
    }
  }
  throw new Error('the demo data has no shipped code out of its region in Shanghai');
}

/** A small JPEG drawn by the browser, as a phone's camera would hand one over. */
async function photo(page: Page, colour: string): Promise<Buffer> {
  const bytes = await page.evaluate(async (fill) => {
    const canvas = document.createElement('canvas');
    canvas.width = 64;
    canvas.height = 48;
    const context = canvas.getContext('2d') as CanvasRenderingContext2D;
    context.fillStyle = fill;
    context.fillRect(0, 0, 64, 48);
    const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b as Blob), 'image/jpeg', 0.9));
    return [...new Uint8Array(await blob.arrayBuffer())];
  }, colour);
  return Buffer.from(bytes);
}

async function addEvidence(page: Page, store: string, colour: string) {
  await page.locator('#inspection_store').fill(store);
  await page
    .getByTestId('inspection-photo-input')
    .setInputFiles({ name: 'shelf.jpg', mimeType: 'image/jpeg', buffer: await photo(page, colour) });
  await expect.poll(() => page.getByTestId('inspection-photos').locator('img').count()).toBe(1);
}

describe.runIf(browserAvailable())('field inspection, as an inspector finds a diverted product in a Shanghai store', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('checks a code out of region, records it raising a warning, records another offline and sends it back online, and finds both records', async () => {
    const { code, dealer } = await outOfRegionCode(server.url);
    const phone = await newPage(browser, {
      viewport: { width: 375, height: 812 },
      isMobile: true,
      hasTouch: true,
      geolocation: { latitude: SHANGHAI.lat, longitude: SHANGHAI.lng },
      permissions: ['geolocation'],
    });
    const { page, context } = phone;
    await signIn(page, server.url);
    await page.goto(`${server.url}${routePath('forensics')}`);
    await page.getByTestId('inspection-position').waitFor(patient);
    expect(await page.getByTestId('inspection-position').textContent()).toContain('31.23040');

    // The check: out of region, with the dealer, and where the inspector stands.
    expect(await scan(page, code)).toContain('Out of region');
    expect(await page.getByTestId('inspection-dealer').textContent()).toContain(dealer);
    expect(await page.getByTestId('inspection-here').textContent()).toContain('上海');
    await addEvidence(page, 'E2E Store Online', '#c00');
    await page.mouse.move(0, 0);
    expect(await seriousViolations(page)).toEqual([]);

    // Recorded, raising (or joining) the diversion warning, whose number the page shows.
    await page.getByTestId('inspection-raise').click();
    await page.getByTestId('inspection-done').waitFor(patient);
    const warning = (await page.getByTestId('inspection-warning').textContent()) ?? '';
    expect(warning).toMatch(/#\d+/);
    const warningId = Number(/#(\d+)/.exec(warning)?.[1]);
    expect(await page.getByTestId('inspection-photos').locator('img').count()).toBe(0);

    // Offline: the check says it needs the network, the inspection waits on the phone with its photo.
    await context.setOffline(true);
    expect(await scan(page, code)).toContain('Offline');
    await addEvidence(page, 'E2E Store Offline', '#06c');
    expect(await page.getByTestId('inspection-raise').isDisabled()).toBe(true);
    await page.getByTestId('inspection-record').click();
    await expect.poll(() => page.getByTestId('inspection-waiting').textContent()).toBe('Waiting to send (1)');
    await page.getByTestId('inspection-queued').waitFor();

    // Back online: sent (photo first), acknowledged, and nothing left waiting.
    await context.setOffline(false);
    await page.getByTestId('inspection-done').waitFor(patient);
    await page.getByTestId('inspection-waiting').waitFor({ state: 'detached', ...patient });
    expect(await page.getByTestId('inspection-done').textContent()).toContain(code);
    await page.getByTestId('inspection-warning').waitFor({ state: 'detached' });

    // Both in the inspection records, each with its photo; the first with its warning.
    await page.goto(`${server.url}${routePath('inspectrecord')}?keyword=${encodeURIComponent('E2E Store')}`);
    const rows = page.locator('.ant-table-row');
    await expect.poll(() => rows.count(), patient).toBe(2);
    const online = rows.filter({ hasText: 'E2E Store Online' });
    const offline = rows.filter({ hasText: 'E2E Store Offline' });
    expect(await online.getByTestId('inspection-verdict').textContent()).toBe('Out of region');
    expect(await online.getByTestId('inspection-photo-count').textContent()).toBe('1');
    expect(await online.getByTestId('inspection-warning').textContent()).toContain(`#${warningId}`);
    expect(await offline.getByTestId('inspection-photo-count').textContent()).toBe('1');
    expect(await offline.getByTestId('inspection-warning').count()).toBe(0);
    await page.mouse.move(0, 0);
    expect(await seriousViolations(page)).toEqual([]);

    // The drawer: the photo fetched with the session, and the point it was taken at.
    await offline.getByTestId('inspection-view').click();
    const drawer = page.getByRole('dialog', { name: /Inspection of/ });
    await drawer.getByTestId('inspection-point').waitFor();
    expect(await drawer.getByTestId('inspection-point').textContent()).toContain('31.23');
    const shown = drawer.getByTestId('inspection-photo');
    await shown.waitFor(patient);
    await expect.poll(() => shown.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);

    // The inspection's warning opens over the warnings list, by a link that can be shared.
    await page.keyboard.press('Escape');
    await online.getByTestId('inspection-warning').click();
    const evidence = page.getByRole('dialog', { name: new RegExp(code) });
    await evidence.waitFor(patient);
    expect(new URL(page.url()).searchParams.get('open')).toBe(String(warningId));
    await page.reload();
    await evidence.waitFor(patient);
    await page.keyboard.press('Escape');
    await evidence.waitFor({ state: 'detached' });
    expect(new URL(page.url()).searchParams.get('open')).toBeNull();
    expect(phone.consoleErrors).toEqual([]);
  });
});
