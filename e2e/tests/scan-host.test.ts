import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, launchBrowser, newPage } from '../support/browser.ts';
import { signIn } from '../support/console.ts';
import { type RunningServer, startServer } from '../support/server.ts';

describe.runIf(browserAvailable())('the scan host where codes are made', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer({ PUBLIC_BASE_URL: 'http://127.0.0.1:8080' }), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('warns about a loopback address and lets the enterprise account set its own, which code orders then show', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, server.url);
    await page.goto(`${server.url}/home/tagging/coderule`);
    const bar = page.getByTestId('scan-host');
    await bar.waitFor();
    expect(await page.getByTestId('scan-host-url').textContent()).toBe('http://127.0.0.1:8080');
    expect(await bar.getAttribute('class')).toContain('ant-alert-warning');
    expect(await bar.textContent()).toContain('phones cannot open it');

    await page.getByTestId('scan-host-edit').click();
    await page.getByTestId('scan-host-input').fill('https://q.example.cn/scan');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('must be an http or https address with no path').waitFor();
    await page.getByTestId('scan-host-input').fill('https://q.example.cn');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByTestId('scan-host-url').textContent()).toBe('https://q.example.cn');
    expect(await bar.getAttribute('class')).toContain('ant-alert-info');

    await page.goto(`${server.url}/home/tagging/rulenews`);
    await expect.poll(() => page.getByTestId('scan-host-url').textContent()).toBe('https://q.example.cn');
    await context.close();
  });
});
