import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, launchBrowser, newPage } from '../support/browser.ts';
import { signIn } from '../support/console.ts';
import { type RunningServer, startServer } from '../support/server.ts';

const sidebarTitles = (page: Page) => page.getByTestId('sidebar-menu').locator('.ant-menu-title-content').allTextContents();

/** The sidebar's titles under Base info (opened if it is not). */
async function baseInfoTitles(page: Page): Promise<string[]> {
  if (!(await sidebarTitles(page)).includes('Dealers')) await page.getByTestId('sidebar-menu').getByText('Base info').click();
  await expect.poll(() => sidebarTitles(page)).toContain('Dealers');
  return sidebarTitles(page);
}

/** What the header search offers for a query. */
async function searchResults(page: Page, query: string): Promise<string[]> {
  await page.getByTestId('header-search').getByRole('button').click();
  const input = page.locator('.header-search-select input');
  await input.pressSequentially(query);
  // The options are drawn from the typed text in the same render that shows it, so once the input
  // holds the whole query they are its results (none at all hides the list).
  await expect.poll(() => input.inputValue()).toBe(query);
  const results = await page.locator('.ant-select-dropdown:visible .ant-select-item-option').allTextContents();
  await page.keyboard.press('Escape');
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  return results;
}

/** Flips a switch of menu or button management; switching off asks first, and is confirmed. */
async function flip(page: Page, testId: string) {
  const item = page.getByTestId(testId);
  const wasOn = (await item.getAttribute('aria-checked')) === 'true';
  await item.click();
  if (wasOn) await page.locator('.ant-popconfirm:visible .ant-btn-dangerous').click();
}

/** Switches a menu in menu management; `parent` is the row to unfold first. */
async function switchMenu(page: Page, baseUrl: string, parent: string, key: string) {
  await page.goto(`${baseUrl}/home/organ/role/setmenusenable`);
  await page
    .locator('tr.ant-table-row', { has: page.locator('code', { hasText: new RegExp(`^${parent}$`) }) })
    .locator('.ant-table-row-expand-icon')
    .click();
  await flip(page, `menu-switch-${key}`);
  await expect.poll(() => page.getByText('Saved').count()).toBeGreaterThan(0);
}

/** Switches each of `keys` in menu management, after unfolding the rows of `path` in turn. */
async function switchPages(page: Page, baseUrl: string, path: string[], keys: string[]) {
  await page.goto(`${baseUrl}/home/organ/role/setmenusenable`);
  for (const key of path) {
    await page
      .locator('tr.ant-table-row', { has: page.locator('code', { hasText: new RegExp(`^${key}$`) }) })
      .locator('.ant-table-row-expand-icon')
      .click();
  }
  for (const key of keys) {
    const item = page.getByTestId(`menu-switch-${key}`);
    const before = await item.getAttribute('aria-checked');
    await flip(page, `menu-switch-${key}`);
    // The switch follows the server's menu tree, read again once the change is saved.
    await expect.poll(() => item.getAttribute('aria-checked')).not.toBe(before);
  }
}

async function switchButton(page: Page, baseUrl: string, code: string) {
  await page.goto(`${baseUrl}/home/organ/role/buttonpower?menu_key=${code.split(':')[0]}`);
  await flip(page, `button-switch-${code}`);
  await expect.poll(() => page.getByText('Saved').count()).toBeGreaterThan(0);
}

describe.runIf(browserAvailable())('switching menus and buttons off and on', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('takes a switched-off menu (with its pages) and button away from the enterprise account everywhere, and gives them back', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, server.url);
    await page.goto(`${server.url}/home/base/dealer`);
    await page.getByTestId('dealer-add').waitFor();
    expect(await baseInfoTitles(page)).toContain('Products');
    expect(await searchResults(page, 'Product list')).toContain('Base info > Products > Product list');

    const productsGone = async () => {
      expect(await baseInfoTitles(page)).not.toContain('Products');
      expect(await searchResults(page, 'Dealers')).toContain('Base info > Dealers');
      for (const title of ['Product list', 'Brands']) {
        expect((await searchResults(page, title)).filter((result) => result.includes(title))).toEqual([]);
      }
    };
    const addGone = async () => {
      await page.getByTestId('dealer-import').waitFor();
      expect(await page.getByTestId('dealer-add').count()).toBe(0);
    };

    // The products group goes with every page below it, at once …
    await switchMenu(page, server.url, 'base', 'product');
    await productsGone();
    // … and a dealer's Add button.
    await switchButton(page, server.url, 'dealer:add');
    await baseInfoTitles(page);
    await page.getByTestId('sidebar-menu').getByText('Dealers').click();
    await page.waitForURL('**/home/base/dealer');
    await addGone();
    // Still so after a reload.
    await page.reload();
    await addGone();
    await productsGone();
    // A switched-off page is not routed: as any unknown address.
    await page.goto(`${server.url}/home/base/product/productlist`);
    await page.waitForURL('**/404');
    await page.getByText('Page not found').first().waitFor();

    // Switched on again, all is back.
    await switchMenu(page, server.url, 'base', 'product');
    expect(await baseInfoTitles(page)).toContain('Products');
    await switchButton(page, server.url, 'dealer:add');
    await baseInfoTitles(page);
    await page.getByTestId('sidebar-menu').getByText('Dealers').click();
    await page.getByTestId('dealer-add').waitFor();
    await page.reload();
    await page.getByTestId('dealer-add').waitFor();
    expect(await searchResults(page, 'Product list')).toContain('Base info > Products > Product list');
    await page.goto(`${server.url}/home/base/product/productlist`);
    await page.getByTestId('productlist-add').waitFor();
    await context.close();
    // A person's whole round trip: some twenty page loads, switches and searches, past the default minute on two busy cores.
  }, 180_000);

  it('drops a group whose every page is switched off one by one, though the group itself is on', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, server.url);
    const pages = ['productlist', 'productsort', 'productunit', 'hierarchy'];
    await switchPages(page, server.url, ['base', 'product'], pages);
    expect(await baseInfoTitles(page)).not.toContain('Products');
    expect((await searchResults(page, 'Products')).filter((result) => result.includes('Products'))).toEqual([]);
    await page.reload();
    expect(await baseInfoTitles(page)).not.toContain('Products');
    await page.goto(`${server.url}/home/base/product/productsort`);
    await page.waitForURL('**/404');

    await switchPages(page, server.url, ['base', 'product'], pages);
    expect(await baseInfoTitles(page)).toContain('Products');
    await context.close();
  });
});
