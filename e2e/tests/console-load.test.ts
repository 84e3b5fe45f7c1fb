import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, launchBrowser, newPage } from '../support/browser.ts';
import { cookie } from '../support/console.ts';
import { type RunningServer, startServer } from '../support/server.ts';

describe.runIf(browserAvailable())('loading the console', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('receives hashed assets brotli-encoded and cacheable for a year, and the page itself revalidated', async () => {
    const { context, page } = await newPage(browser);
    const script = page.waitForResponse((r) => /\/assets\/[^/]+\.js$/.test(new URL(r.url()).pathname));
    const document = await page.goto(`${server.url}/login`);
    const asset = await script;
    const assetHeaders = await asset.allHeaders();
    expect(assetHeaders['content-encoding']).toBe('br');
    expect(assetHeaders['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(assetHeaders.vary).toBe('accept-encoding');
    expect(assetHeaders['content-type']).toMatch(/javascript/);
    expect((await asset.body()).length).toBeGreaterThan(0);
    const documentHeaders = await document?.allHeaders();
    expect(documentHeaders?.['cache-control']).toBe('no-cache');
    await page.locator('#account_name').waitFor();
    await context.close();
  });

  it('switches the sign-in page to the chosen language, loaded on demand, also after a reload', async () => {
    const { context, page, consoleErrors } = await newPage(browser);
    await page.goto(`${server.url}/login`);
    await expect.poll(() => page.getByRole('button', { name: 'Sign in' }).count()).toBe(1);

    await page.getByTestId('language-picker').click();
    await page.getByRole('menuitem', { name: '日本語' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'ログイン' }).count()).toBe(1);
    await expect.poll(() => page.title()).toBe('ログイン - 製品トレーサビリティシステム');
    await expect.poll(() => page.locator('label[for="account_name"]').textContent()).toBe('アカウント名');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ja');
    expect(await cookie(page, 'language')).toBe('ja');

    // A reload starts in the cookie's language, loaded before the first render.
    await page.reload();
    await page.locator('#account_name').waitFor();
    expect(await page.getByRole('button', { name: 'ログイン' }).count()).toBe(1);

    await page.getByTestId('language-picker').click();
    await page.getByRole('menuitem', { name: 'Español' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Iniciar sesión' }).count()).toBe(1);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
