import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { browserAvailable, launchBrowser, newPage } from '../support/browser.ts';
import { pickOption, signIn } from '../support/console.ts';
import { type RunningServer, startServer } from '../support/server.ts';

const TEMPLATES = '/home/querymanage/scancode';
const CAROUSEL = '/home/querymanage/yyscancode';
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGMQrqkCAAGvAQqejej7AAAAAElFTkSuQmCC', 'base64');

/** Clicks a row's action, shown as its link or under "More". */
async function rowAction(page: Page, row: Locator, testId: string) {
  const link = row.getByTestId(testId);
  if (await link.isVisible()) return link.click();
  await row.getByTestId('row-more').click();
  await page.locator(`.ant-dropdown:visible [data-testid="${testId}"]`).click();
}

/** The block types of the editor's list, in order. */
async function blockOrder(page: Page) {
  return page
    .locator('.ant-drawer-open [data-testid^="block-"]')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-testid')?.replace('block-', '')));
}

describe.runIf(browserAvailable())('scan templates, as a brand manager designs the consumer scan page', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('builds a template of four blocks, reorders them, previews a demo product with its certificates, publishes it and adds a carousel image', async () => {
    const { page, consoleErrors } = await newPage(browser);
    await signIn(page, server.url);
    await page.goto(`${server.url}${TEMPLATES}`);
    await page.getByTestId('scancode-add').waitFor();
    // A short list with no export call offers no Export.
    expect(await page.getByTestId('export-menu').count()).toBe(0);
    await page.getByTestId('scancode-add').click();
    const drawer = page.locator('.ant-drawer-open');
    // Saved without a name, the field says so; closed with input, it asks first and keeps it.
    await drawer.getByTestId('template-save').click();
    await drawer.getByText('This field is required').waitFor();
    await drawer.locator('#template_name').fill('E2E brand page');
    await page.keyboard.press('Escape');
    await page.locator('.ant-modal-confirm-title', { hasText: 'Discard your input?' }).waitFor();
    await page.getByRole('button', { name: 'Keep editing' }).click();
    expect(await drawer.locator('#template_name').inputValue()).toBe('E2E brand page');
    for (const block of ['Product', 'Brand story', 'Certificates']) {
      await pickOption(page, drawer.getByTestId('add-block-type').locator('input'), block);
      await drawer.getByRole('button', { name: 'Add block' }).click();
    }
    expect(await blockOrder(page)).toEqual(['verdict', 'product', 'brand_story', 'certificates']);
    // Reordered from the keyboard: focus the button and press Enter.
    await drawer.getByRole('button', { name: 'Move Brand story up' }).focus();
    await page.keyboard.press('Enter');
    expect(await blockOrder(page)).toEqual(['verdict', 'brand_story', 'product', 'certificates']);
    await drawer.getByLabel('Brand story text').fill('Grown on our own hills since 1998.');

    // The preview renders the blocks with a demo product's data in a phone-sized frame.
    await pickOption(page, drawer.locator('#preview_product'), 'Aqua Vita spring water 550 ml');
    const preview = drawer.getByTestId('scan-preview');
    await expect.poll(() => preview.locator('[data-block="product"] h2').textContent()).toContain('Aqua Vita spring water 550 ml');
    expect(await preview.locator('section').evaluateAll((s) => s.map((e) => e.getAttribute('data-block')))).toEqual([
      'verdict',
      'brand_story',
      'product',
      'certificates',
    ]);
    // The product's certificates valid today, as its scan page lists them.
    expect(await preview.locator('[data-block="certificates"] h3').allTextContents()).toEqual([
      'Organic product certification',
      'Food production licence (SC)',
    ]);
    expect(await preview.textContent()).toContain('Grown on our own hills since 1998.');
    expect(await preview.textContent()).toContain('Genuine product');
    const box = await preview.boundingBox();
    expect(Math.round(box?.width ?? 0)).toBe(375 + 16);
    expect(await seriousViolations(page)).toEqual([]);

    // The enterprise default has the demo's version 1 already: this is its version 2.
    await drawer.getByTestId('template-save').click();
    await expect.poll(() => page.locator('.ant-drawer-title').textContent()).toContain('version 2');
    await page.keyboard.press('Escape');
    const row = page.locator('.ant-table-row', { hasText: 'E2E brand page' });
    await rowAction(page, row, 'template-publish');
    await page.locator('.ant-modal-confirm').getByRole('button', { name: 'Publish' }).click();
    await expect.poll(() => row.locator('.ant-tag').textContent()).toBe('Published');

    // A published version does not change: the editor is read-only and offers the next version.
    await rowAction(page, row, 'row-edit');
    await expect.poll(() => drawer.textContent()).toContain('Make a new version to edit it');
    await expect.poll(() => drawer.locator('#template_name').isDisabled()).toBe(true);
    expect(await drawer.getByTestId('template-save').count()).toBe(0);
    await drawer.getByTestId('template-new-version').click();
    await expect.poll(() => page.locator('.ant-drawer-title').textContent()).toContain('version 3');
    await expect.poll(() => drawer.locator('#template_name').isDisabled()).toBe(false);
    await page.keyboard.press('Escape');

    // A carousel image of the published version, shown from now.
    await page.goto(`${server.url}${CAROUSEL}`);
    await page.getByTestId('yyscancode-add').waitFor();
    expect(await page.getByTestId('export-menu').count()).toBe(0);
    await page.getByTestId('yyscancode-add').click();
    const form = page.locator('.ant-drawer-open');
    await pickOption(page, form.locator('#carousel_template'), 'E2E brand page v2');
    await form.locator('input[type=file]').setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: PNG });
    await expect.poll(() => form.locator('.ant-upload-list-item').count()).toBe(1);
    await form.locator('#carousel_link').fill('https://example.com/e2e');
    await form.locator('#carousel_from').fill('2026-01-01 00:00:00');
    await page.keyboard.press('Enter');
    await form.locator('#carousel_to').fill('2030-12-31 23:59:59');
    await page.keyboard.press('Enter');
    await form.getByTestId('yyscancode-save').click();
    const image = page.locator('.ant-table-row', { hasText: 'https://example.com/e2e' });
    await expect.poll(() => image.locator('.ant-tag').textContent()).toBe('Shown now');
    expect(await seriousViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});
