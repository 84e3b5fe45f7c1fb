import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { browserAvailable, launchBrowser, newPage } from '../support/browser.ts';
import { signIn } from '../support/console.ts';
import { type RunningServer, startServer } from '../support/server.ts';

const RECORDS = '/home/querymanage/customerquery';
/** The demo's consumers are in its dealers' provinces. */
/** The demo dealers' eight provinces, and Guangxi, where three phones scanned Guangdong's goods across the border. */
const DEMO_PROVINCES = ['广东省', '浙江省', '江苏省', '四川省', '湖北省', '山东省', '福建省', '湖南省', '广西壮族自治区'];

describe.runIf(browserAvailable())('the scan map, as a brand-protection officer looks where scans come from', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('opens the map of provinces, drills into one, picks a city and the records follow', async () => {
    const { context, page } = await newPage(browser);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.stack ?? error.message));
    const mapFiles: string[] = [];
    page.on('request', (request) => {
      const file = /\/assets\/(\d{6})-[\w-]+\.js$/.exec(request.url())?.[1];
      if (file) mapFiles.push(file);
    });
    // What the map adds to the page: its drawing code and the country's areas (it was 860 kB of chart library and GeoJSON).
    let mapBytes = 0;
    page.on('response', async (response) => {
      if (/\/assets\/(\d{6}|china-map-chart)-[\w-]+\.js$/.test(response.url())) mapBytes += (await response.body()).length;
    });
    await signIn(page, server.url);
    // The console's first pages load no map.
    expect(mapFiles).toEqual([]);
    await page.goto(`${server.url}${RECORDS}`);
    const regions = page.getByTestId('map-region');
    const names = async () => (await regions.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? ''))).sort();
    await expect.poll(async () => (await names()).length, { timeout: 20_000 }).toBe(DEMO_PROVINCES.length);
    for (const province of DEMO_PROVINCES) expect((await names()).some((name) => name.startsWith(`${province}:`))).toBe(true);
    expect(mapFiles).toEqual(['100000']);
    expect(await page.getByTestId('scan-map').locator('path').count()).toBe(34);
    await expect.poll(() => mapBytes).toBeGreaterThan(0);
    expect(mapBytes).toBeLessThan(60_000);
    expect(await seriousViolations(page)).toEqual([]);

    // A click beside every province (the sea, the corners) picks nothing and breaks nothing.
    const blank = await page.getByTestId('scan-map').evaluate((svg) => {
      const box = svg.getBoundingClientRect();
      const points: Array<{ x: number; y: number }> = [];
      for (let i = 1; i < 20; i++)
        for (let j = 1; j < 20; j++) {
          const [x, y] = [box.left + (box.width * i) / 20, box.top + (box.height * j) / 20];
          if (document.elementFromPoint(x, y) === svg) points.push({ x, y });
        }
      return points;
    });
    expect(blank.length).toBeGreaterThan(20);
    for (const point of blank.filter((_, i) => i % 4 === 0)) await page.mouse.click(point.x, point.y);
    expect(new URL(page.url()).searchParams.get('region')).toBeNull();
    expect(errors).toEqual([]);
    // A province without scans is picked by a click on its shape, like one with scans; back to the country.
    await page.locator('[data-testid="scan-map"] path[data-code="650000"]').click();
    await page.waitForURL(/region=650000/);
    await page.getByTestId('map-breadcrumb').getByRole('button', { name: 'China' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('region')).toBeNull();
    await expect.poll(async () => (await names()).length, { timeout: 20_000 }).toBe(DEMO_PROVINCES.length);

    // Guangdong: the breadcrumb names it, its cities are on the map, the records are Guangdong's.
    await page.locator('[data-testid="map-region"][data-code="440000"]').click();
    await page.waitForURL(/region=440000/);
    await expect.poll(() => page.getByTestId('map-breadcrumb').textContent()).toBe('China/广东省');
    await page.getByText('Pick a city to list its scans below.').waitFor();
    await expect.poll(async () => (await names()).length, { timeout: 20_000 }).toBeGreaterThanOrEqual(4);
    const cities = await names();
    for (const city of ['广州市', '韶关市', '深圳市', '珠海市']) expect(cities.some((name) => name.startsWith(`${city}:`))).toBe(true);
    expect(mapFiles).toEqual(['100000', '440000']);
    expect(await page.getByTestId('map-unplaced').textContent()).toContain('Scans known only by the province');
    // The region filter of the search form shows the pick.
    await page.getByTestId('list-filters').getByRole('button', { name: 'More' }).click();
    const regionFilter = page.locator('.ant-form-item', { has: page.locator('#filter_region') });
    await expect.poll(() => regionFilter.textContent()).toContain('广东省');

    // Shenzhen: every record listed was scanned there.
    await page.locator('[data-testid="map-region"][data-code="440300"]').click();
    await page.waitForURL(/region=440300/);
    const rows = page.locator('.ant-table-row:visible');
    await expect
      .poll(async () => {
        const texts = await rows.allTextContents();
        return texts.length > 0 && texts.every((text) => text.includes('深圳市'));
      })
      .toBe(true);
    const pressed = () =>
      regions.evaluateAll((buttons) => buttons.filter((b) => b.getAttribute('aria-pressed') === 'true').map((b) => b.dataset.code));
    const search = () => [...new URL(page.url()).searchParams].map(([key, value]) => `${key}=${value}`).sort();
    await expect.poll(async () => `${await pressed()} ${search()}`).toBe('440300 page=1,region=440300');

    // The same regions as a ranked list, then back to the country.
    await page.getByTestId('scan-map-panel').getByText('List', { exact: true }).click();
    const ranking = page.getByTestId('map-ranking');
    await expect.poll(() => ranking.locator('tbody tr').count()).toBeGreaterThanOrEqual(4);
    expect(await ranking.locator('tbody tr').first().textContent()).toMatch(/市/);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByTestId('map-breadcrumb').getByRole('button', { name: 'China' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('region')).toBeNull();
    await expect.poll(() => ranking.locator('tbody tr').count()).toBe(DEMO_PROVINCES.length);
    expect(errors).toEqual([]);
    await context.close();
  }, 300_000);
});
