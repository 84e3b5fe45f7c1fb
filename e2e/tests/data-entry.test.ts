import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, launchBrowser, newPage } from '../support/browser.ts';
import { clickCascaderItem, signIn, tagTitles } from '../support/console.ts';
import { type RunningServer, startServer } from '../support/server.ts';

/** The error shown under the form field whose input has `inputId`. */
const fieldError = (page: Page, inputId: string) =>
  page.locator('.ant-form-item', { has: page.locator(`#${inputId}`) }).locator('.ant-form-item-explain-error');
const dialogTitle = (page: Page) => page.locator('.ant-modal-confirm-title:visible');

describe.runIf(browserAvailable())('data entry a clerk can trust', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('saves a product made without a GTIN again, and shows an empty form its errors on the fields', async () => {
    const { context, page, consoleErrors } = await newPage(browser);
    await signIn(page, server.url);
    await page.goto(`${server.url}/home/base/product/productaddedit`);
    // Nothing typed: the first refused field is shown and scrolled into view.
    await page.getByTestId('product-save').click();
    const codeError = fieldError(page, 'product_code');
    await codeError.waitFor();
    await expect.poll(() => codeError.isVisible()).toBe(true);
    expect(await codeError.textContent()).toBeTruthy();

    await page.locator('#product_code').fill('E2E-NOGTIN');
    await page.locator('#product_name').fill('No GTIN yet');
    await page.getByTestId('product-save').click();
    await page.waitForURL('**/productlist');

    await page.goto(`${server.url}/home/base/product/productlist?keyword=E2E-NOGTIN`);
    await page.locator('.ant-table-row', { hasText: 'E2E-NOGTIN' }).getByTestId('row-edit').click();
    await page.waitForURL('**/productaddedit/*');
    await page.locator('#product_name').fill('No GTIN yet, renamed');
    await page.getByTestId('product-save').click();
    await page.waitForURL('**/productlist');
    await page.goto(`${server.url}/home/base/product/productlist?keyword=E2E-NOGTIN`);
    await page.locator('.ant-table-row', { hasText: 'No GTIN yet, renamed' }).waitFor();
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('opens the next level of the region picker on the first click, and checks the phone on its field', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, server.url);
    await page.goto(`${server.url}/home/base/dealer`);
    await page.getByTestId('dealer-add').click();
    await page.locator('#dealer_area').click();
    const column = (n: number) => page.locator('.ant-cascader-dropdown:visible .ant-cascader-menu').nth(n);
    // China is listed first; its provinces and cities carry their Chinese names. Each level opens
    // on the one click the picker received.
    const first = column(0).locator('.ant-cascader-menu-item:not(.ant-cascader-menu-item-disabled)').first();
    expect(await first.textContent()).toBe("People's Republic of China");
    await clickCascaderItem(page, 0, "People's Republic of China");
    await clickCascaderItem(page, 1, '广东');
    await column(2).locator('.ant-cascader-menu-item', { hasText: '深圳' }).waitFor();

    await page.locator('#dealer_phone').fill('123');
    await page.getByTestId('dealer-save').click();
    await fieldError(page, 'dealer_phone').filter({ hasText: '6 to 15 digits' }).waitFor();
    await context.close();
  });

  it('asks before typed input is lost, and only then', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, server.url);
    // A drawer with nothing typed closes at once; with input, Esc asks and Keep editing keeps it.
    await page.goto(`${server.url}/home/base/material`);
    await page.getByTestId('material-add').click();
    await page.locator('#material_code').waitFor();
    await page.keyboard.press('Escape');
    await page.locator('#material_code').waitFor({ state: 'detached' });
    await page.getByTestId('material-add').click();
    await page.locator('#material_code').fill('M-TYPED');
    await page.keyboard.press('Escape');
    await dialogTitle(page).filter({ hasText: 'Discard your input?' }).waitFor();
    await page.getByRole('button', { name: 'Keep editing' }).click();
    expect(await page.locator('#material_code').inputValue()).toBe('M-TYPED');

    // The product form is kept under its tag: visiting another page keeps the input without asking;
    // closing its tag asks.
    await page.goto(`${server.url}/home/base/product/productaddedit`);
    await page.locator('#product_code').fill('KEPT-1');
    await page.getByTestId('sidebar-menu').getByText('Materials').click();
    await page.waitForURL('**/home/base/material');
    expect(await dialogTitle(page).count()).toBe(0);
    await page.locator('[data-testid="tags-view"] .tag', { hasText: 'Add / edit product' }).click();
    expect(await page.locator('#product_code').inputValue()).toBe('KEPT-1');
    expect(await tagTitles(page)).toContain('Add / edit product');
    await page.locator('[data-testid="tags-view"] .tag', { hasText: 'Add / edit product' }).locator('.tag-close').click();
    await dialogTitle(page).filter({ hasText: 'Leave without saving?' }).waitFor();
    await context.close();
  });
});
