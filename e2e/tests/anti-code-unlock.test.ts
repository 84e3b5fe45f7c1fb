import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { browserAvailable, launchBrowser, newPage } from '../support/browser.ts';
import { signIn } from '../support/console.ts';
import { type RunningServer, startServer } from '../support/server.ts';

const RECORDS = '/home/querymanage/customerquery';

describe.runIf(browserAvailable())('a code locked by wrong anti-codes, as a brand-protection officer unlocks it', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('finds the demo code whose anti-code locked, unlocks it after a confirmation, and the consumer may try again', async () => {
    const check = async (code: string) => {
      const response = await fetch(`${server.url}/api/public/anticode`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ code: `${server.url}/m/q/${code}`, anti_code: '000000' }),
      });
      return ((await response.json()) as { data: { result: string; attempts_left: number } }).data;
    };
    const { context, page } = await newPage(browser);
    await signIn(page, server.url);
    await page.goto(`${server.url}${RECORDS}?anti_code_locked=true`);
    const rows = page.locator('.ant-table-row:visible');
    await rows.first().waitFor();
    const code = ((await rows.first().locator('code').textContent()) ?? '').trim();
    expect(code).toMatch(/^[0-9A-Z]{16}$/);
    expect(await rows.getByTestId('anti-code-locked').count()).toBe(await rows.count());
    expect(await check(code)).toEqual({ result: 'locked', attempts_left: 0 });
    expect(await seriousViolations(page)).toEqual([]);

    await rows.first().getByTestId('anti-code-unlock').click();
    await page.locator('.ant-modal-confirm-title', { hasText: `Unlock the anti-code of ${code}?` }).waitFor();
    await page.locator('.ant-modal-confirm .ant-btn-primary').click();
    await page.getByText(`Anti-code of ${code} unlocked`).waitFor();
    // Unlocked, its scans leave the filtered list; the next wrong anti-code counts from the start.
    await expect.poll(() => page.locator('.ant-table-row:visible').count(), { timeout: 15_000 }).toBe(0);
    expect(await check(code)).toEqual({ result: 'wrong', attempts_left: 4 });
    await page.goto(`${server.url}${RECORDS}?keyword=${code}`);
    await page.locator('.ant-table-row:visible').first().waitFor();
    expect(await page.getByTestId('anti-code-locked').count()).toBe(0);
    expect(await page.getByTestId('anti-code-unlock').count()).toBe(0);
    await context.close();
  });
});
