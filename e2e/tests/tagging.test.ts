import fs from 'node:fs';
import JSZip from 'jszip';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, launchBrowser, newPage } from '../support/browser.ts';
import { orderCodes, signIn } from '../support/console.ts';
import { type RunningServer, startServer } from '../support/server.ts';

describe.runIf(browserAvailable())('code tagging, as a packaging planner uses it', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('creates a rule, orders 10,000 codes, watches them reach 100 %, downloads the file and closes part of it', async () => {
    const { context, page, consoleErrors } = await newPage(browser);
    await signIn(page, server.url);

    // A rule, previewed before saving.
    await page.goto(`${server.url}/home/tagging/coderule`);
    await page.getByTestId('coderule-add').click();
    await page.locator('#rule_name').fill('E2E item rule');
    await page.locator('#rule_prefix').fill('E');
    await page.locator('#rule_check_char').click();
    await page.getByTestId('rule-preview').click();
    await page.getByTestId('sample-code').first().waitFor();
    expect(await page.getByTestId('sample-code').first().textContent()).toMatch(/^E[0-9A-Z]{15}$/);
    await page.getByTestId('qr-image').waitFor();
    await page.getByTestId('coderule-save').click();
    await page.locator('.ant-table-row', { hasText: 'E2E item rule' }).waitFor();

    // An order of 10,000 codes; progress is shown live until it is ready.
    const row = await orderCodes(page, server.url, 'E2E item rule', 'E2E Printing');
    await expect.poll(() => row.getByTestId('order-status').textContent(), { timeout: 60_000 }).toBe('Ready');
    expect(await row.locator('[role=progressbar]').getAttribute('aria-valuenow')).toBe('100');
    expect(await row.textContent()).toContain('10,000 / 10,000');
    // The order's own view tells the same, with its generation record.
    await row.getByTestId('order-open').click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('cell', { name: 'Generation', exact: true }).waitFor();
    expect(await drawer.textContent()).toContain('10,000 / 10,000');
    await page.keyboard.press('Escape');

    // The print file: 10,000 lines after the header, each code with its URL.
    await row.getByTestId('order-download').click();
    const [file] = await Promise.all([page.waitForEvent('download'), page.getByTestId('download-submit').click()]);
    expect(file.suggestedFilename()).toMatch(/^CO\d{8}-\d{6}_1-10000\.zip$/);
    const zip = await JSZip.loadAsync(fs.readFileSync((await file.path()) as string));
    const text = await zip.file(Object.keys(zip.files)[0] as string)?.async('string');
    const lines = (text ?? '').trim().split('\n');
    expect(lines[0]).toBe('seq,code,url');
    expect(lines).toHaveLength(10_001);
    expect(new Set(lines.slice(1).map((l) => l.split(',')[1])).size).toBe(10_000);
    expect(lines[1]).toMatch(/^1,E[0-9A-Z]{15},http:\/\/127\.0\.0\.1:\d+\/m\/q\/E[0-9A-Z]{15}$/);
    await expect.poll(() => row.getByTestId('order-status').textContent()).toBe('Downloaded');

    // Labels of the first forty codes: one A4 sheet of QR codes (a short URL's labels carry only QR).
    await row.getByTestId('order-download').click();
    await page.getByTestId('download-format').getByText('Label sheets (SVG, A4)').click();
    await page.locator('#download_symbology').click();
    expect(await page.locator('.ant-select-item-option').allTextContents()).toEqual(['QR code']);
    await page.keyboard.press('Escape');
    await page.locator('#range_from').fill('1');
    await page.locator('#range_to').fill('40');
    const [sheets] = await Promise.all([page.waitForEvent('download'), page.getByTestId('download-submit').click()]);
    expect(sheets.suggestedFilename()).toMatch(/^CO\d{8}-\d{6}_1-40\.zip$/);
    const sheetZip = await JSZip.loadAsync(fs.readFileSync((await sheets.path()) as string));
    const svg = (await sheetZip.file(Object.keys(sheetZip.files)[0] as string)?.async('string')) ?? '';
    expect([...svg.matchAll(/data-code="([^"]+)"/g)].map((m) => m[1])).toEqual(lines.slice(1, 41).map((l) => l.split(',')[1]));

    // Close the first hundred codes with a reason.
    await row.getByTestId('row-more').click();
    await page.getByTestId('order-close').click();
    await page.locator('#range_from').fill('1');
    await page.locator('#range_to').fill('100');
    await page.locator('#close_reason').fill('Spoiled labels');
    await page.getByTestId('close-submit').click();
    await page.getByText('100 codes voided').waitFor();
    await page.goto(`${server.url}/home/tagging/queryclose`);
    await page.locator('.ant-table-row', { hasText: 'Spoiled labels' }).waitFor();
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
