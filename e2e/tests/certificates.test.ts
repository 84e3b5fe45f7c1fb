import { routePath } from '@trace/contract/catalogue';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { browserAvailable, launchBrowser, newPage } from '../support/browser.ts';
import { codesApi } from '../support/codes-api.ts';
import { signIn } from '../support/console.ts';
import { type RunningServer, startServer } from '../support/server.ts';

describe.runIf(browserAvailable())("a product's certificates on the product pages", () => {
  let server: RunningServer;
  let browser: Browser;
  let productId = 0;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    const { get } = await codesApi(server.url);
    const products = await get<Array<{ id: number; code: string }>>('/api/base/products/options');
    productId = products.find((p) => p.code === 'P-1001')?.id ?? 0;
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('lists them, refuses an end before the start on its field in the reader language, adds one and deletes it after asking', async () => {
    const { context, page, consoleErrors } = await newPage(browser, { locale: 'es-ES' });
    await signIn(page, server.url);
    await page.goto(`${server.url}${routePath('productpages')}?product_id=${productId}`);
    const rows = page.locator('.ant-table-row');
    await expect.poll(() => rows.count()).toBe(2);
    expect(await rows.first().textContent()).toContain('Organic product certification');
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByTestId('productpages-add').click();
    const drawer = page.locator('.ant-drawer-open');
    await drawer.locator('#certificate_name').fill('Certificación de manantial');
    await drawer.locator('#certificate_issuer').fill('Organismo de control');
    await drawer.locator('#certificate_from').fill('2026-05-01');
    await page.keyboard.press('Enter');
    await drawer.locator('#certificate_until').fill('2026-01-01');
    await page.keyboard.press('Enter');
    await drawer.getByTestId('productpages-save').click();
    await expect
      .poll(() => drawer.locator('.ant-form-item-explain-error').textContent())
      .toBe('Válido hasta: no puede ser anterior a la fecha de inicio');
    expect(await seriousViolations(page)).toEqual([]);
    await drawer.locator('#certificate_until').fill('2030-12-31');
    await page.keyboard.press('Enter');
    await drawer.getByTestId('productpages-save').click();
    const added = page.locator('.ant-table-row', { hasText: 'Certificación de manantial' });
    await added.waitFor();
    expect(await added.textContent()).toContain('2030-12-31');

    await added.getByTestId('row-more').click();
    await page.getByTestId('row-delete').click();
    const dialog = page.locator('.ant-modal-confirm');
    expect(await dialog.locator('.ant-modal-confirm-title').textContent()).toContain('Certificación de manantial');
    await dialog.getByRole('button', { name: 'Eliminar' }).click();
    await expect.poll(() => added.count()).toBe(0);
    await expect.poll(() => rows.count()).toBe(2);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
