import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { routePath } from '@trace/contract/catalogue';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { browserAvailable, launchBrowser, newPage } from '../support/browser.ts';
import { codesApi } from '../support/codes-api.ts';
import { signIn } from '../support/console.ts';
import { type RunningServer, startServer } from '../support/server.ts';

type Option = { id: number };

describe.runIf(browserAvailable())('consumer inquiries, as a consumer writes from the scan page and the brand answers', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('finds a consumer message in the console, replies, closes it after confirming, and exports it', async () => {
    const { get, post, codes } = await codesApi(server.url);
    const [code] = (await codes('item', 1)).values as [string];
    const [product] = await get<Option[]>('/api/base/products/options');
    const [warehouse] = await get<Option[]>('/api/base/warehouses/options');
    if (!product || !warehouse) throw new Error('the demo data has no product or warehouse');
    await post('/api/codes/commission', { op_id: randomUUID(), codes: [code], product_id: product.id, warehouse_id: warehouse.id });

    // The scan page's form sends what the phone read, the message and a contact.
    const left = await fetch(`${server.url}/api/public/inquiries`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        code: `${server.url}/m/q/${code}`,
        content: 'The seal was broken when I opened the box. Is this bottle genuine?',
        contact: '13812345678',
        language: 'en',
      }),
    });
    expect(await left.json()).toMatchObject({ status_code: 200, data: { received: true } });

    const { context, page, consoleErrors } = await newPage(browser, { acceptDownloads: true });
    await signIn(page, server.url);
    await page.goto(`${server.url}${routePath('customerinquire')}`);
    await page.locator('.ant-table-row:visible').first().waitFor();
    // Searched for by its code, from the filter form.
    await page.locator('#filter_keyword').fill(code);
    await page.getByTestId('list-filters').locator('button[type=submit]').click();
    await expect.poll(() => page.locator('.ant-table-row:visible').count(), { timeout: 15_000 }).toBe(1);
    const row = page.locator('.ant-table-row:visible').first();
    expect(await row.getByTestId('inquiry-code').textContent()).toBe(code);
    expect(await row.getByTestId('inquiry-content').textContent()).toContain('The seal was broken');
    expect(await row.getByTestId('inquiry-contact').textContent()).toBe('138****5678');
    expect(await row.textContent()).not.toContain('13812345678');
    expect(await row.getByTestId('inquiry-status').textContent()).toBe('Open');
    expect(await seriousViolations(page)).toEqual([]);

    // The reply asks for text, then saves it.
    await row.getByTestId('inquiry-reply-action').click();
    await page.locator('.ant-modal-title', { hasText: `Reply to the message about ${code}` }).waitFor();
    expect(await page.getByTestId('inquiry-reply-message').textContent()).toContain('The seal was broken');
    await page.locator('#inquiry-reply-ok').click();
    await page.getByText('This field is required').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    // A reply typed and not saved: Esc asks first, and Keep editing keeps it.
    await page.locator('#inquiry_reply').fill('Draft');
    await page.keyboard.press('Escape');
    await page.locator('.ant-modal-confirm-title', { hasText: 'Discard your input?' }).waitFor();
    await page.getByRole('button', { name: 'Keep editing' }).click();
    expect(await page.locator('#inquiry_reply').inputValue()).toBe('Draft');
    await page.locator('#inquiry_reply').fill("Thank you! The code is genuine: please bring the box back to the shop, we'll exchange it.");
    await page.locator('#inquiry-reply-ok').click();
    await page.getByText('Reply saved').first().waitFor();
    await expect.poll(() => row.getByTestId('inquiry-status').textContent()).toBe('Replied');
    expect(await row.getByTestId('inquiry-reply').textContent()).toContain('Thank you! The code is genuine:');
    expect(await row.getByTestId('inquiry-reply-action').count()).toBe(0);

    // Closing asks first, naming the code; cancelling keeps it as it was.
    await row.getByTestId('inquiry-close-action').click();
    const confirm = page.locator('.ant-modal-confirm:visible');
    await confirm.locator('.ant-modal-confirm-title', { hasText: `Close the message about ${code}?` }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await confirm.locator('button', { hasText: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await row.getByTestId('inquiry-status').textContent()).toBe('Replied');
    await row.getByTestId('inquiry-close-action').click();
    await page.locator('.ant-modal-confirm:visible .ant-btn-primary').click();
    await page.getByText('Message closed').first().waitFor();
    await expect.poll(() => row.getByTestId('inquiry-status').textContent()).toBe('Closed');
    expect(await row.getByTestId('inquiry-close-action').count()).toBe(0);

    // The status filter, from the URL, and the export of what it shows.
    await page.goto(`${server.url}${routePath('customerinquire')}?keyword=${code}&status=closed`);
    await expect.poll(() => page.locator('.ant-table-row:visible').count(), { timeout: 15_000 }).toBe(1);
    await page.getByTestId('export-menu').hover();
    const [exported] = await Promise.all([page.waitForEvent('download'), page.getByText('CSV, all pages').click()]);
    const csv = fs.readFileSync((await exported.path()) as string, 'utf8');
    expect(csv).toContain(code);
    expect(csv).toContain('138****5678');
    expect(csv).toContain('Thank you! The code is genuine:');
    expect(csv).toContain('Closed');
    expect(csv).not.toContain('13812345678');
    expect(consoleErrors).toEqual([]);
    await context.close();
  }, 300_000);
});
