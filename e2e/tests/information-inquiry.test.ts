import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { browserAvailable, launchBrowser, newPage } from '../support/browser.ts';
import { codesApi } from '../support/codes-api.ts';
import { signIn } from '../support/console.ts';
import { type RunningServer, startServer } from '../support/server.ts';

const status = (page: Page) => page.getByTestId('code-view').getByTestId('code-status').first().textContent();

describe.runIf(browserAvailable())('information inquiry, as an inspector and a plant manager use it', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('finds a case by its code, shows its pallet, contents, tree and history; unpacks, voids and replaces with confirmation; exports', async () => {
    // A pallet of two cases: one of 60 items (more than one page of the tree), one of 2.
    const { get, post, codes } = await codesApi(server.url);
    const [items, boxes, pallets] = [await codes('item', 63), await codes('box', 2), await codes('pallet', 1)];
    const [product] = await get<{ id: number }[]>('/api/base/products/options');
    const [warehouse] = await get<{ id: number }[]>('/api/base/warehouses/options');
    await post('/api/codes/commission', {
      op_id: randomUUID(),
      // The last item code stays unissued: the new label of a replacement.
      codes: [...items.values.slice(0, 62), ...boxes.values, ...pallets.values],
      product_id: product?.id,
      warehouse_id: warehouse?.id,
      lot_no: 'E2E-LOT-1',
    });
    const [case1, case2] = boxes.values as [string, string];
    const pallet = pallets.values[0] as string;
    await post('/api/codes/pack', {
      op_id: randomUUID(),
      force: true,
      packs: [
        { parent: case1, children: items.values.slice(0, 60) },
        { parent: case2, children: items.values.slice(60, 62) },
      ],
    });
    await post('/api/codes/pack', { op_id: randomUUID(), force: true, packs: [{ parent: pallet, children: [case1, case2] }] });

    const { context, page, consoleErrors } = await newPage(browser);
    await signIn(page, server.url);
    await page.goto(`${server.url}/home/inspect/informationinquiry`);
    await page.getByTestId('inquiry-intro').waitFor();

    // Type the case code (in lower case, as a person might) and press Enter.
    await page.locator('#inquiry_code').fill(case1.toLowerCase());
    await page.locator('#inquiry_code').press('Enter');
    await page.waitForURL(`**/informationinquiry?code=${case1}`);
    const view = page.getByTestId('code-view');
    await view.waitFor();
    expect(await page.getByTestId('code-value').textContent()).toContain(case1);
    expect(await status(page)).toBe('Commissioned');
    expect(await page.getByTestId('contents-summary').textContent()).toContain('60 items');
    expect(await page.getByTestId('ancestors').textContent()).toContain(pallet);
    expect(await view.textContent()).toContain('E2E-LOT-1');
    expect(await page.getByTestId('code-order').textContent()).toBe(boxes.orderNo);
    const types = await page.getByTestId('timeline-event').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-type')));
    // Filled with 60 items, then packed onto the pallet.
    expect(types).toEqual(['generate', 'commission', 'pack', 'pack']);
    expect(await page.getByTestId('event-contents').textContent()).toBe('60 codes packed into it');

    // The tree shows the first 50 items and loads the rest on request.
    const tree = page.getByTestId('contents-tree');
    await tree.getByTestId('tree-code').first().waitFor();
    expect(await tree.getByTestId('tree-code').count()).toBe(50);
    await tree.getByTestId('tree-more').click();
    await expect.poll(() => tree.getByTestId('tree-code').count()).toBe(60);
    expect(await tree.getByTestId('tree-more').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    // The check stops animations, and antd waits for a dialog's to end before hiding it: start afresh.
    await page.reload();
    await tree.getByTestId('tree-code').first().waitFor();

    // Open an item from the tree: it is inside the case, inside the pallet.
    const item = items.values[0] as string;
    await tree.getByText(item, { exact: true }).click();
    await page.waitForURL(`**/informationinquiry?code=${item}`);
    await expect.poll(() => page.getByTestId('ancestor').allTextContents()).toEqual([pallet, case1]);

    // Unpack it, after a confirmation: it keeps its status and leaves the case.
    await page.getByTestId('action-unpack').click();
    expect(await page.getByTestId('action-explain').textContent()).toContain(item);
    await page.getByTestId('action-confirm').click();
    await page.getByText('Unpacked').first().waitFor();
    await expect.poll(() => page.getByTestId('ancestors').count()).toBe(0);
    await expect
      .poll(() => page.getByTestId('timeline-event').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-type'))))
      .toEqual(['generate', 'commission', 'pack', 'unpack']);
    expect(await status(page)).toBe('Commissioned');

    // Back to the case: it holds one item fewer.
    await page.goBack();
    await page.waitForURL(`**/informationinquiry?code=${case1}`);
    await expect.poll(() => page.getByTestId('contents-summary').textContent()).toContain('59 items');

    // The pallet through its link; then the small case, voided: refused while full, then with its contents.
    await page.getByTestId('ancestor').click();
    await page.waitForURL(`**/informationinquiry?code=${pallet}`);
    await expect.poll(() => page.getByTestId('contents-summary').textContent()).toBe('Holds: 2 cases · 61 items');
    await page.getByTestId('contents-tree').getByText(case2, { exact: true }).click();
    await page.waitForURL(`**/informationinquiry?code=${case2}`);
    // The URL changes before the case's view replaces the pallet's, which has its own void button.
    await expect.poll(() => page.getByTestId('code-value').textContent()).toContain(case2);
    await page.getByTestId('action-void').click();
    await page.getByTestId('void-final').waitFor();
    await page.locator('#action_reason').fill('Crushed in the warehouse');
    await page.getByTestId('action-confirm').click();
    const refused = page.getByTestId('refused-code');
    await refused.first().waitFor();
    expect(await refused.first().textContent()).toContain(case2);
    expect(await refused.first().textContent()).toContain('Still holds codes');
    expect(await status(page)).toBe('Commissioned');
    await page.getByTestId('void-with-contents').check();
    await page.getByTestId('action-confirm').click();
    await page.getByText('3 codes voided').first().waitFor();
    await expect.poll(() => status(page)).toBe('Voided');
    expect(await page.getByTestId('code-actions').count()).toBe(0);

    // A code that does not exist says so, with what was typed.
    await page.locator('#inquiry_code').fill('NOSUCHCODE42');
    await page.locator('#inquiry_code').press('Enter');
    await page.getByTestId('inquiry-not-found').waitFor();
    expect(await page.getByTestId('inquiry-not-found').textContent()).toContain('NOSUCHCODE42');
    // One search is one step of the history: Back shows the case again.
    await page.goBack();
    await page.waitForURL(`**/informationinquiry?code=${case2}`);
    await expect.poll(() => status(page)).toBe('Voided');

    // By print-file range: the item order's sequence 1–62, a page of 20 from the server; a row opens its code.
    await page.getByRole('tab', { name: 'By print-file range' }).click();
    await page.locator('#range_order').fill(items.orderNo);
    await page.locator('#range_from').fill('1');
    await page.locator('#range_to').fill('62');
    await page.getByTestId('range-search').click();
    await expect.poll(() => page.locator('.ant-table-row').count()).toBe(20);
    expect(await page.getByText('62 in all').count()).toBe(1);
    await page.getByTestId('range-code').nth(2).click();
    await page.waitForURL(`**/informationinquiry?code=${items.values[2]}`);
    await page.getByTestId('code-view').waitFor();
    // Back returns to the range as it was.
    await page.goBack();
    await expect.poll(() => page.locator('.ant-table-row').count()).toBe(20);

    // The loose item's label is damaged: replaced by the unissued code, which takes its place and history.
    await page.getByRole('tab', { name: 'By code' }).click();
    await page.locator('#inquiry_code').fill(item);
    await page.locator('#inquiry_code').press('Enter');
    await page.waitForURL(`**/informationinquiry?code=${item}`);
    await page.getByTestId('action-replace').click();
    const fresh = items.values[62] as string;
    await page.locator('#replace_new').fill(`http://127.0.0.1/m/q/${fresh.toLowerCase()}`);
    await page.locator('#action_reason').fill('Torn label');
    await page.getByTestId('action-confirm').click();
    await expect.poll(() => status(page)).toBe('Replaced');
    await page.getByTestId('replaced-by').click();
    await page.waitForURL(`**/informationinquiry?code=${fresh}`);
    await expect.poll(() => status(page)).toBe('Commissioned');
    await expect
      .poll(() => page.getByTestId('timeline-event').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-type'))))
      .toEqual(['generate', 'replacement']);
    expect(await page.getByTestId('event-related').textContent()).toBe(item);

    // Export of the code shown, as the server streams it.
    await page.getByTestId('export-menu').hover();
    const [file] = await Promise.all([page.waitForEvent('download'), page.getByText('Excel (.xlsx), all pages').click()]);
    expect(file.suggestedFilename()).toMatch(new RegExp(`^code-${fresh}.*\\.xlsx$`));

    // The void dialog passes axe too (last: the check stops the animations a dialog's closing waits for).
    await page.getByTestId('action-void').click();
    await page.getByTestId('void-final').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // The browser logs the refused void (409) and the unknown code (404), which the page showed in place.
    expect(consoleErrors.filter((text) => !/status of (404|409)/.test(text))).toEqual([]);
    await context.close();
  });

  it('fits a phone: the code view needs no sideways scrolling', async () => {
    const { get } = await codesApi(server.url);
    const [order] = (await get<{ list: { order_no: string; quantity: number }[] }>('/api/tagging/codeorders/pagelist?page=1&page_size=1'))
      .list;
    const [first] = (await get<{ list: { value: string }[] }>(`/api/inspect/inquiry/range?order_no=${order?.order_no}&seq_from=1&seq_to=1`))
      .list;
    const { context, page } = await newPage(browser, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await signIn(page, server.url);
    await page.goto(`${server.url}/home/inspect/informationinquiry?code=${first?.value}`);
    await page.getByTestId('code-view').waitFor();
    await page.getByTestId('timeline-event').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await context.close();
  });
});
