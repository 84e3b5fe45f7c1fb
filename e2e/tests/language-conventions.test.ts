import { routePath } from '@trace/contract/catalogue';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, launchBrowser, newPage } from '../support/browser.ts';
import { clickCascaderItem, LIST_PAGES, openKnownList, orderCodes, signedInState } from '../support/console.ts';
import { type RunningServer, startServer } from '../support/server.ts';

/** Switches the console language the way the language picker leaves it: a cookie read on load. */
async function useLanguage(page: Page, url: string, language: string) {
  await page.context().addCookies([{ name: 'language', value: language, url }]);
}

/** The headers of the page's lists whose text does not fit their cell (cut with an ellipsis, or running past it). */
function cutHeaders(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('.ant-table-thead th')).flatMap((cell) => {
      const title = cell.querySelector<HTMLElement>('[data-testid="column-title"], .ant-table-column-title') ?? cell;
      const text = document.createRange();
      text.selectNodeContents(title);
      const room = cell.getBoundingClientRect().right - Number.parseFloat(getComputedStyle(cell).paddingRight);
      const cut = title.scrollWidth > title.clientWidth + 1 || text.getBoundingClientRect().right > room + 1;
      return cut && cell.textContent?.trim() ? [cell.textContent.trim()] : [];
    }),
  );
}

describe.runIf(browserAvailable())('numbers, names and empty lists as each language expects them', () => {
  let server: RunningServer;
  let browser: Browser;
  /** One sign-in for the file: each test opens its pages already signed in. */
  let storageState: BrowserContextOptions['storageState'];
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    storageState = await signedInState(browser, server.url);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('writes numbers the Spanish way on the code-order page, and names rule levels in Spanish', async () => {
    const { context, page, consoleErrors } = await newPage(browser, { storageState });
    await useLanguage(page, server.url, 'es');
    await page.goto(`${server.url}/home/tagging/rulenews`);
    await page.getByTestId('rulenews-add').click();
    await page.getByText('De 1 a 10.000.000 códigos').waitFor();
    await page.locator('#order_rule').click();
    const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
    await expect.poll(() => options.allTextContents()).toContain('Case code (Caja)');
    const labels = await options.allTextContents();
    expect(labels.filter((label) => /\((item|box|pallet)\)/.test(label))).toEqual([]);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');

    const row = await orderCodes(page, server.url, 'Case code', 'Imprenta Ejemplo');
    await expect.poll(() => row.textContent(), { timeout: 60_000 }).toContain('10.000 / 10.000');
    expect(await row.textContent()).not.toContain('10,000');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('orders Chinese place names by pinyin, with China first among the countries', async () => {
    const { context, page } = await newPage(browser, { storageState });
    await useLanguage(page, server.url, 'zh');
    await page.goto(`${server.url}/home/base/store`);
    const filters = page.getByTestId('list-filters');
    await filters.getByRole('button', { name: '更多' }).click();
    await filters.locator('.ant-cascader').click();
    const column = (n: number) => page.locator('.ant-cascader-menu').nth(n).locator('.ant-cascader-menu-item-content');
    await column(0).first().waitFor();
    const countries = await column(0).allTextContents();
    expect(countries[0]).toBe('中国');
    await clickCascaderItem(page, 0, '中国');
    await expect.poll(() => column(1).count()).toBeGreaterThan(30);
    const provinces = await column(1).allTextContents();
    expect(provinces).toEqual([...provinces].sort(new Intl.Collator('zh').compare));
    // By pinyin 安徽 (an) comes before 北京 (bei), which by code (110000 < 340000) it would follow.
    expect(provinces.findIndex((p) => p.startsWith('安徽'))).toBeLessThan(provinces.findIndex((p) => p.startsWith('北京')));
    await context.close();
  });

  it('says a search matched nothing and clears the filters from there', async () => {
    const { context, page } = await newPage(browser, { storageState });
    await page.goto(`${server.url}/home/base/product/productlist`);
    await page.locator('.ant-table-row').first().waitFor();
    await page.locator('#filter_keyword').fill('no-such-product-anywhere');
    await page.locator('#filter_keyword').press('Enter');
    await page.getByText('Nothing matches these filters.').waitFor();
    expect(await page.getByText('No products yet').count()).toBe(0);
    await page.getByTestId('clear-filters').click();
    await page.locator('.ant-table-row').first().waitFor();
    expect(page.url()).not.toContain('keyword=');
    expect(await page.locator('#filter_keyword').inputValue()).toBe('');
    await context.close();
  });

  it('shows every list header whole at 1280 px in Spanish, Chinese and Japanese', async () => {
    /** Opens each list page in `language` and answers the lists' cut headers. */
    const check = async (language: string) => {
      const { context, page } = await newPage(browser, { viewport: { width: 1280, height: 800 }, storageState });
      await useLanguage(page, server.url, language);
      const cut: { language: string; key: string; cut: string[] }[] = [];
      for (const key of LIST_PAGES) {
        await openKnownList(page, `${server.url}${routePath(key)}`);
        const headers = await cutHeaders(page);
        if (headers.length > 0) cut.push({ language, key, cut: headers });
      }
      await context.close();
      return cut;
    };
    // Each language in its own browser context, at once: one waits for its answers while another draws.
    expect((await Promise.all(['es', 'zh', 'ja'].map(check))).flat()).toEqual([]);
  }, 900_000);

  it.each(['es', 'zh', 'ja', 'en'])('fits every %s sidebar title in the sidebar', async (language) => {
    const { context, page } = await newPage(browser, { storageState });
    await useLanguage(page, server.url, language);
    await page.goto(`${server.url}/dashboard`);
    const menu = page.getByTestId('sidebar-menu');
    await menu.locator('.ant-menu-submenu').first().waitFor();
    const closed = menu.locator('.ant-menu-submenu:not(.ant-menu-submenu-open) > .ant-menu-submenu-title');
    for (let opened = 0; (await closed.count()) > 0 && opened < 40; opened += 1) {
      // Held by its element: the locator `closed` moves on to the next closed one as this one opens.
      const title = await closed.first().elementHandle();
      await title?.click();
      await page.waitForFunction((element) => element?.parentElement?.classList.contains('ant-menu-submenu-open'), title);
    }
    // The text's own extent (a range is not clipped by the ellipsis) against the item's content box.
    const cut = await menu.evaluate((root: HTMLElement) =>
      Array.from(root.querySelectorAll('.ant-menu-item, .ant-menu-submenu-title')).flatMap((item) => {
        const title = item.querySelector('.ant-menu-title-content');
        if (!title) return [];
        const text = document.createRange();
        text.selectNodeContents(title);
        const room = item.getBoundingClientRect().right - Number.parseFloat(getComputedStyle(item).paddingRight);
        return text.getBoundingClientRect().right > room + 0.5 ? [title.textContent] : [];
      }),
    );
    expect(await menu.locator('.ant-menu-title-content').count()).toBeGreaterThan(15);
    expect(cut).toEqual([]);
    await context.close();
  });
});
