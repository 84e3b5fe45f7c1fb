import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, launchBrowser, newPage } from '../support/browser.ts';
import { signIn } from '../support/console.ts';
import { type RunningServer, startServer } from '../support/server.ts';

describe.runIf(browserAvailable())('a list remembers each step in the browser history', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('undoes a search and a sort with Back, and the form and the sorted column follow', async () => {
    const { context, page, consoleErrors } = await newPage(browser);
    await signIn(page, server.url);
    await page.goto(`${server.url}/home/base/dealer`);
    await page.locator('.ant-table-row').first().waitFor();

    await page.locator('#filter_keyword').fill('Shanghai');
    await page.locator('#filter_keyword').press('Enter');
    await page.waitForURL('**keyword=Shanghai**');
    // The search's answer is shown (no dealer matches) before the header is clicked: a click on the
    // loading table's veil is lost, and antd shows that veil a timer tick after the fetch starts, so
    // "no spinner" alone can be seen before the veil rather than after it.
    await page.getByTestId('clear-filters').waitFor();
    await expect.poll(() => page.locator('.ant-table-wrapper .ant-spin-spinning').count()).toBe(0);
    const nameHeader = page.locator('.ant-table-thead th', { hasText: 'Name' });
    await nameHeader.click();
    await page.waitForURL('**sort=name**').catch(async (error: Error) => {
      // Say what the list showed, should the sort be lost again.
      const shown = { url: page.url(), ariaSort: await nameHeader.getAttribute('aria-sort'), headers: await nameHeader.count() };
      throw new Error(`${error.message}\nthe list showed: ${JSON.stringify(shown)}`);
    });
    await expect.poll(() => nameHeader.getAttribute('aria-sort')).toBe('ascending');

    await page.goBack();
    await page.waitForURL((url) => url.searchParams.get('keyword') === 'Shanghai' && !url.searchParams.has('sort'));
    await expect.poll(() => nameHeader.getAttribute('aria-sort')).toBeNull();

    await page.goBack();
    await page.waitForURL((url) => url.pathname.endsWith('/home/base/dealer') && !url.searchParams.has('keyword'));
    await expect.poll(() => page.locator('#filter_keyword').inputValue()).toBe('');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
