import fs from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, launchBrowser, newPage } from '../support/browser.ts';
import { pickOption, signIn } from '../support/console.ts';
import { type RunningServer, startServer } from '../support/server.ts';

describe.runIf(browserAvailable())('base info, as a master-data clerk uses it', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('adds a product with packaging levels and attributes, finds it with the filter and exports it', async () => {
    const { context, page, consoleErrors } = await newPage(browser);
    await signIn(page, server.url);
    await page.goto(`${server.url}/home/base/product/productlist`);
    await page.getByTestId('productlist-add').click();
    await page.waitForURL('**/productaddedit');

    await page.locator('#product_code').fill('E2E-P1');
    await page.locator('#product_name').fill('=1+1 E2E sparkling water');
    // A wrong check digit is caught in the form before anything is sent.
    await page.locator('#product_gtin').fill('6901234999991');
    await page.getByTestId('product-save').click();
    await page.getByText('Not a valid GTIN').waitFor();
    await page.locator('#product_gtin').fill('6901234999990');
    await pickOption(page, page.locator('#product_brand'), 'Aqua Vita', { search: true });
    await pickOption(page, page.locator('#product_unit'), 'Bottle', { search: true });

    // Packaging: item → case of 6 → pallet of 40.
    await pickOption(page, page.locator('#level_1_unit'), 'Case', { search: true });
    await page.locator('#level_1_quantity').fill('6');
    await page.getByTestId('level-add').click();
    await pickOption(page, page.locator('#level_2_unit'), 'Pallet', { search: true });
    await page.locator('#level_2_quantity').fill('40');

    await page.getByTestId('attribute-add').click();
    await page.locator('#attribute_0_key').fill('Origin');
    await page.locator('#attribute_0_value').fill('千岛湖');
    await page.getByTestId('product-save').click();
    await page.waitForURL('**/productlist');

    // Found with the list filter, kept in the URL.
    await page.locator('#filter_keyword').fill('E2E-P1');
    await page.locator('#filter_keyword').press('Enter');
    await page.waitForURL('**keyword=E2E-P1**');
    const row = page.locator('.ant-table-row', { hasText: 'E2E-P1' });
    await row.waitFor();
    await expect.poll(() => page.locator('.ant-table-row').count()).toBe(1);
    expect(await row.textContent()).toContain('06901234999990');

    // The same filter exported: one product, the formula-looking name defused, levels counted.
    await page.getByTestId('export-menu').hover();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByText('CSV, all pages').click()]);
    expect(download.suggestedFilename()).toBe('products.csv');
    const lines = fs
      .readFileSync((await download.path()) as string, 'utf8')
      .trim()
      .split(/\r?\n/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain("'=1+1 E2E sparkling water");
    expect(lines[1]).toContain('06901234999990');

    // The hierarchy and the attributes were saved with the product.
    await page.goto(`${server.url}/home/base/product/hierarchy?keyword=E2E-P1`);
    await page.locator('.ant-table-row', { hasText: '240' }).waitFor();
    await page.goto(`${server.url}/home/base/product/productlist?keyword=E2E-P1`);
    await page.locator('.ant-table-row', { hasText: 'E2E-P1' }).getByTestId('row-more').click();
    await page.getByRole('menuitem', { name: 'Extended attributes' }).click();
    await page.waitForURL('**/prodcutextend?product_id=*');
    expect(await page.locator('#attribute_0_value').inputValue()).toBe('千岛湖');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('imports dealers: a file with one bad row imports nothing and shows the row; the corrected file imports', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, server.url);
    await page.goto(`${server.url}/home/base/dealer`);
    const header = 'code,name,parent_code,contact,phone,area_code,address,regions,warehouse_code,status';
    const good = ['E2E-D1,E2E 华南总代,,陈静,13900000000,440100,,440000,,enabled', 'E2E-D2,E2E 深圳分销,E2E-D1,,,440300,,440300!,,enabled'];
    const file = (rows: string[]) => ({ name: 'dealers.csv', mimeType: 'text/csv', buffer: Buffer.from([header, ...rows].join('\n')) });

    await page.getByTestId('dealer-import').click();
    await page.locator('.ant-modal input[type=file]').setInputFiles(file([...good, 'E2E-D3,Bad,,,,440100,,,NO-SUCH-WH,enabled']));
    const errors = page.getByTestId('import-errors');
    await errors.waitFor();
    expect(await errors.locator('tbody tr').count()).toBe(1);
    expect(await errors.locator('tbody tr td').first().textContent()).toBe('4');
    expect(await errors.textContent()).toContain('warehouse_code');
    await page.keyboard.press('Escape');

    await page.goto(`${server.url}/home/base/dealer?keyword=E2E-D`);
    await page.getByText('Nothing matches these filters.').waitFor();

    await page.getByTestId('dealer-import').click();
    await page.locator('.ant-modal input[type=file]').setInputFiles(file(good));
    await page.getByText('2 rows imported').waitFor();
    const child = page.locator('.ant-table-row', { hasText: 'E2E-D2' });
    await child.waitFor();
    expect(await child.textContent()).toContain('Tier 2');
    expect(await child.textContent()).toContain('This area only');
    await context.close();
  });
});
