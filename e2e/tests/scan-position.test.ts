import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { browserAvailable, launchBrowser, newPage } from '../support/browser.ts';
import { codesApi } from '../support/codes-api.ts';
import { signIn } from '../support/console.ts';
import { type RunningServer, startServer } from '../support/server.ts';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
/** By the West Lake, in Hangzhou (330100). */
const HANGZHOU = { latitude: 30.2467, longitude: 120.1485 };

type Option = { id: number; code: string };
type Records = { list: Array<{ code: string }> };

describe.runIf(browserAvailable())('a consumer shares a position from the scan page of a genuine demo code', () => {
  let server: RunningServer;
  let browser: Browser;
  let code = '';

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer({ TRUST_PROXY: '127.0.0.1' }), launchBrowser()]);
    const { get } = await codesApi(server.url);
    // The first demo product keeps two certificates, and its published page shows the certificates block.
    const products = await get<Option[]>('/api/base/products/options');
    const first = products.find((p) => p.code === 'P-1001');
    if (!first) throw new Error('the demo data has no product P-1001');
    const records = await get<Records>(`/api/querymanage/scans/pagelist?product_id=${first.id}&verdict=genuine_first&page_size=1`);
    code = records.list[0]?.code ?? '';
    if (!code) throw new Error('the demo data has no genuine scan of P-1001');
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("shows the product's certificates, shares the phone's position on a tap, and the brand sees the scan in Hangzhou", async () => {
    const { context, page, consoleErrors } = await newPage(browser, {
      ...PHONE,
      locale: 'en-US',
      permissions: ['geolocation'],
      geolocation: HANGZHOU,
      extraHTTPHeaders: { 'x-forwarded-for': '203.0.113.45' },
    });
    await page.goto(`${server.url}/m/q/${code}`);
    expect(await page.locator('[data-verdict]').getAttribute('data-verdict')).toMatch(/^genuine_|^over_limit$/);

    const certificates = page.locator('[data-block="certificates"]');
    await certificates.scrollIntoViewIfNeeded();
    expect(await certificates.getByRole('heading', { level: 3 }).allTextContents()).toEqual([
      'Organic product certification',
      'Food production licence (SC)',
    ]);
    expect(await certificates.textContent()).toContain('China Quality Certification Centre');
    const seal = certificates.getByRole('img', { name: 'Image of the certificate Organic product certification' });
    expect(await seal.getAttribute('loading')).toBe('lazy');
    await expect.poll(() => seal.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);

    const share = page.getByRole('button', { name: 'Share my location to help us find counterfeits' });
    await share.scrollIntoViewIfNeeded();
    expect(await seriousViolations(page)).toEqual([]);
    await share.click();
    const outcome = page.locator('form[data-form="position"] .scan-outcome');
    await expect.poll(() => outcome.textContent()).toBe('Thank you. Your location was added to this query.');
    await expect.poll(() => share.isDisabled()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();

    // The brand's records list the scan, newest first, placed in Hangzhou by the phone's GPS.
    const staff = await newPage(browser);
    await signIn(staff.page, server.url);
    await staff.page.goto(`${server.url}/home/querymanage/customerquery?keyword=${code}`);
    const row = staff.page.locator('.ant-table-row:visible').first();
    await row.waitFor();
    await expect.poll(() => row.textContent()).toContain('浙江省 / 杭州市 (GPS)');
    await staff.context.close();
  });
});
