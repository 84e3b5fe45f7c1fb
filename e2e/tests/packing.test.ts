import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { browserAvailable, launchBrowser, newPage } from '../support/browser.ts';
import { codesApi } from '../support/codes-api.ts';
import { signIn } from '../support/console.ts';
import { type RunningServer, startServer } from '../support/server.ts';

const PRODUCTION = '/home/plant/production';

/** Scans a code into a wedge-scanner box: its text, then Enter. */
async function scan(page: Page, box: string, value: string) {
  await page.locator(box).fill(value);
  await page.locator(box).press('Enter');
}

/** Opens a code in the information inquiry and answers what its page shows. */
async function inquire(page: Page, baseUrl: string, value: string) {
  await page.goto(`${baseUrl}/home/inspect/informationinquiry?code=${value}`);
  const view = page.getByTestId('code-view');
  await view.waitFor();
  return {
    status: () => view.getByTestId('code-status').first().textContent(),
    contents: () => page.getByTestId('contents-summary').textContent(),
    hasContents: () => page.getByTestId('contents-summary').count(),
    ancestors: () => page.getByTestId('ancestor').allTextContents(),
  };
}

describe.runIf(browserAvailable())('packing work: association, dissociation and replacement', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('packs scanned items into a case, imports pairs, empties a case, takes a code out, replaces a label; the inquiry shows each', async () => {
    const { get, post, codes } = await codesApi(server.url);
    const [items, boxes] = [await codes('item', 9), await codes('box', 3)];
    const [product] = await get<{ id: number }[]>('/api/base/products/options');
    const [warehouse] = await get<{ id: number }[]>('/api/base/warehouses/options');
    // Item 6 stays unissued: the new label of the replacement.
    await post('/api/codes/commission', {
      op_id: randomUUID(),
      codes: [...items.values.slice(0, 6), ...items.values.slice(7), ...boxes.values],
      product_id: product?.id,
      warehouse_id: warehouse?.id,
    });
    const [case1, case2, case3] = boxes.values as [string, string, string];
    const item = (i: number) => items.values[i] as string;
    await post('/api/codes/pack', { op_id: randomUUID(), packs: [{ parent: case2, children: [item(3), item(4)] }] });

    const { context, page, consoleErrors } = await newPage(browser);
    await signIn(page, server.url);

    // Packaging association: the case first, then three items, each read checked as it comes.
    await page.goto(`${server.url}${PRODUCTION}/relevance`);
    await page.getByTestId('relevance-intro').waitFor();
    await scan(page, '#pack_parent', case1.toLowerCase());
    await page.getByTestId('code-card').waitFor();
    expect(await page.getByTestId('card-code').textContent()).toContain(case1);
    for (const i of [0, 1, 2]) {
      await scan(page, '#pack_child', item(i));
      await expect.poll(() => page.getByTestId('read-feedback').textContent()).toContain(item(i));
      expect(await page.getByTestId('read-ok').count()).toBe(1);
    }
    expect(await page.getByTestId('read-feedback').textContent()).toContain('3 codes to pack');
    // Read twice, and a case into a case: said at once, not added.
    await scan(page, '#pack_child', item(1));
    await page.getByTestId('read-refused').waitFor();
    expect(await page.getByTestId('read-feedback').textContent()).toContain('already in the list');
    await scan(page, '#pack_child', case2);
    await expect.poll(() => page.getByTestId('read-feedback').textContent()).toContain("Its level is not below the container's");
    // One taken off the list again, then back.
    await page.getByTestId('pending-remove').nth(2).click();
    await expect.poll(() => page.getByTestId('pending-list').locator('.ant-table-row').count()).toBe(2);
    await scan(page, '#pack_child', item(2));
    await expect.poll(() => page.getByTestId('pending-list').locator('.ant-table-row').count()).toBe(3);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByTestId('pack-submit').click();
    await page.getByText(`3 codes packed into ${case1}`).first().waitFor();
    await expect.poll(() => page.getByTestId('pending-list').locator('.ant-table-row').count()).toBe(0);
    await expect.poll(() => page.getByTestId('card-fill').textContent()).toMatch(/^3 of \d+|^3 codes/);

    // Import: a file naming a packed item is refused row by row and changes nothing; the corrected one packs.
    await page.getByTestId('pack-import').click();
    const csv = (rows: string[][]) => Buffer.from(['parent,child', ...rows.map((row) => row.join(','))].join('\n'));
    const upload = (rows: string[][]) =>
      page.locator('.ant-modal input[type=file]').setInputFiles({ name: 'pairs.csv', mimeType: 'text/csv', buffer: csv(rows) });
    await upload([
      [case3, item(7)],
      [case3, item(0)],
    ]);
    const report = page.getByTestId('import-errors');
    await report.waitFor();
    expect(await report.locator('.ant-table-row').count()).toBe(1);
    expect(await report.locator('.ant-table-row').textContent()).toContain('Already packed in a container');
    expect(await report.locator('.ant-table-row').textContent()).toContain(item(0));
    await upload([
      [case3, item(7)],
      [case3, item(8)],
    ]);
    await page.getByText('2 rows imported').first().waitFor();

    // Dissociation: the other case emptied, after a confirmation naming it.
    await page.goto(`${server.url}${PRODUCTION}/unrelevance1`);
    await scan(page, '#unpack_container', case2);
    await page.getByTestId('contents-tree').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    // The check stops animations, and antd waits for a dialog's to end before hiding it: start afresh.
    await page.reload();
    await scan(page, '#unpack_container', case2);
    await page.getByTestId('contents-tree').waitFor();
    await page.getByTestId('empty-container').click();
    await page.locator('.ant-modal-confirm-title', { hasText: `Empty ${case2}?` }).waitFor();
    await page.getByTestId('unpack-confirm').click();
    await page.getByText(`2 codes taken out of ${case2}`).first().waitFor();
    await expect.poll(() => page.getByTestId('code-card').textContent()).toContain('Holds no codes');

    // Single codes out of whatever holds them: one item of the first case.
    await page.getByRole('tab', { name: 'Take out single codes' }).click();
    await scan(page, '#unpack_code', item(0));
    await expect.poll(() => page.getByTestId('read-feedback').textContent()).toContain(`it comes out of ${case1}`);
    await scan(page, '#unpack_code', item(5));
    await expect.poll(() => page.getByTestId('read-feedback').textContent()).toContain('Not packed in any container');
    await page.getByTestId('take-out-submit').click();
    await page.getByTestId('unpack-confirm').click();
    await page.getByText('1 code taken out of its container').first().waitFor();

    // Replacement: a loose item's label, with a reason and a confirmation; both codes open in the inquiry.
    await page.goto(`${server.url}${PRODUCTION}/replace`);
    await page.locator('#replace_old_0').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.reload();
    const fresh = item(6);
    await page.locator('#replace_old_0').fill(item(5));
    await page.locator('#replace_new_0').fill(fresh);
    await page.getByTestId('replace-submit').click();
    // The reason is required.
    await page.getByText('This field is required').first().waitFor();
    await page.locator('#replace_reason').fill('Torn label');
    await page.getByTestId('replace-submit').click();
    await page.getByTestId('replace-confirm').click();
    await page.getByTestId('replace-result').waitFor();
    const links = page.getByTestId('inquiry-link');
    await expect.poll(() => links.allTextContents()).toEqual([item(5), fresh]);
    expect(await seriousViolations(page)).toEqual([]);

    // The inquiry: the new code carries on, the old one reads as replaced, the cases as packed and emptied.
    await links.nth(1).click();
    await page.waitForURL(`**/informationinquiry?code=${fresh}`);
    await expect.poll(() => page.getByTestId('code-view').getByTestId('code-status').first().textContent()).toBe('Commissioned');
    expect(await (await inquire(page, server.url, item(5))).status()).toBe('Replaced');
    const packed = await inquire(page, server.url, case1);
    await expect.poll(() => packed.contents()).toContain('2 items');
    expect(await (await inquire(page, server.url, item(1))).ancestors()).toEqual([case1]);
    expect(await (await inquire(page, server.url, item(0))).ancestors()).toEqual([]);
    expect(await (await inquire(page, server.url, item(8))).ancestors()).toEqual([case3]);
    const emptied = await inquire(page, server.url, case2);
    expect(await emptied.hasContents()).toBe(0);

    // The browser logs the refused import (422), which the dialog showed row by row.
    expect(consoleErrors.filter((text) => !/status of 422/.test(text))).toEqual([]);
    await context.close();
  });

  it('palletises by hand onto a fresh pallet label: the page says it will commission it, and the pack does', async () => {
    const { get, post, codes } = await codesApi(server.url);
    const [items, boxes, pallets] = [await codes('item', 4), await codes('box', 2), await codes('pallet', 1)];
    const [product] = await get<{ id: number }[]>('/api/base/products/options');
    const [warehouse] = await get<{ id: number }[]>('/api/base/warehouses/options');
    await post('/api/codes/commission', {
      op_id: randomUUID(),
      codes: [...items.values, ...boxes.values],
      product_id: product?.id,
      warehouse_id: warehouse?.id,
    });
    const [case1, case2] = boxes.values as [string, string];
    await post('/api/codes/pack', {
      op_id: randomUUID(),
      packs: [
        { parent: case1, children: items.values.slice(0, 2) },
        { parent: case2, children: items.values.slice(2, 4) },
      ],
    });
    const pallet = pallets.values[0] as string;

    const { context, page, consoleErrors } = await newPage(browser);
    await signIn(page, server.url);
    await page.goto(`${server.url}${PRODUCTION}/relevance`);
    await page.getByTestId('relevance-intro').waitFor();
    await scan(page, '#pack_parent', pallet);
    await page.getByTestId('code-card').waitFor();
    // Not refused for its status: the page says the pack commissions it first.
    await page.getByTestId('parent-fresh').waitFor();
    expect(await page.getByTestId('parent-fresh').textContent()).toContain(
      'This pallet label is new: packing commissions it as a pallet first',
    );
    expect(await page.getByTestId('parent-problem').count()).toBe(0);
    for (const code of [case1, case2]) {
      await scan(page, '#pack_child', code);
      await expect.poll(() => page.getByTestId('read-feedback').textContent()).toContain(code);
      expect(await page.getByTestId('read-ok').count()).toBe(1);
    }
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByTestId('pack-submit').click();
    await page.getByText(`2 codes packed into ${pallet}`).first().waitFor();
    const packed = await inquire(page, server.url, pallet);
    await expect.poll(() => packed.status()).toBe('Commissioned');
    await expect.poll(() => packed.contents()).toMatch(/2 cases.*4 items|4 items.*2 cases/);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
