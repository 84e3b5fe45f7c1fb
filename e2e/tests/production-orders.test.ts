import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { browserAvailable, launchBrowser, newPage } from '../support/browser.ts';
import { listAnswer, pickOption, signIn } from '../support/console.ts';
import { ADMIN_PASSWORD, type RunningServer, startServer } from '../support/server.ts';

const ORDERS = '/home/plant/production/orderlist';

/** A call of the API as the enterprise account (the test's own look-ups, beside the page). */
async function api<T>(baseUrl: string, path: string): Promise<T> {
  const login = await fetch(`${baseUrl}/api/sso/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account_name: 'admin', account_password: ADMIN_PASSWORD, account_type: 1 }),
  });
  const token = ((await login.json()) as { data: string }).data;
  const answer = (await (await fetch(`${baseUrl}${path}`, { headers: { token } })).json()) as { status_code: number; data: T };
  if (answer.status_code !== 200) throw new Error(`${path}: ${JSON.stringify(answer)}`);
  return answer.data;
}
type Tree = Array<{ value: number; label: string; children: Tree; busy_order_no?: string | null }>;

/** Picks an option of a select by typing part of its label (searchable) or clicking it open. */
describe.runIf(browserAvailable())('production orders, as a planner releases an order to a line', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('creates an order with a material, releases it, finds it released in the list and opens its details', async () => {
    const { context, page, consoleErrors } = await newPage(browser);
    await signIn(page, server.url);
    await page.goto(`${server.url}${ORDERS}`);
    await page.locator('.ant-table-row').first().waitFor();

    await page.getByTestId('orderlist-add').click();
    await pickOption(page, page.locator('#order_product'), 'Aqua Vita spring water 550 ml', { search: true });
    // The product's packaging relation and its shelf life's expiry date follow the pick.
    await expect.poll(() => page.getByTestId('order-packaging').textContent()).toMatch(/1 .+ = 60 .+ = 1,440 /);
    await expect.poll(() => page.locator('#order_expires').inputValue()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await page.locator('#order_lot').fill('E2E-LOT-1');
    await page.locator('#order_qty').fill('1440');
    // Plant → workshop → line: a line of Valencia, where no demo order is at work.
    await pickOption(page, page.locator('#order_plant'), 'Planta Valencia');
    await expect.poll(() => page.locator('#order_workshop').isEnabled()).toBe(true);
    await pickOption(page, page.locator('#order_workshop'), 'Taller de embalaje');
    await expect.poll(() => page.locator('#order_line').isEnabled()).toBe(true);
    await pickOption(page, page.locator('#order_line'), 'Línea 2');
    await pickOption(page, page.locator('#order_warehouse'), 'WH-SH-F1', { search: true });
    await page.getByTestId('order-material-add').click();
    await pickOption(page, page.getByRole('combobox', { name: 'Material' }), 'M-CAP-28', { search: true });
    await page.getByPlaceholder('Material lot').fill('CAP-2026-11');
    await page.getByPlaceholder('Quantity').fill('1500');
    await page.getByTestId('orderlist-save').click();
    await page.getByTestId('orderlist-save').waitFor({ state: 'hidden' });

    await page.locator('#filter_keyword').fill('E2E-LOT-1');
    await page.locator('#filter_keyword').press('Enter');
    await page.waitForURL('**keyword=E2E-LOT-1**');
    await expect.poll(() => page.locator('.ant-table-row').count()).toBe(1);
    const row = page.locator('.ant-table-row', { hasText: 'E2E-LOT-1' });
    expect(await row.getByTestId('order-status').textContent()).toBe('Draft');
    const orderNo = (await row.getByTestId('order-link').textContent()) as string;
    expect(orderNo).toMatch(/^PO\d{11}$/);

    // Release, after a confirmation naming the order and the line.
    await row.getByTestId('row-more').click();
    await page.getByRole('menuitem', { name: 'Release' }).click();
    await page.locator('.ant-modal-confirm-title:visible', { hasText: `Release order ${orderNo} to line Línea 2?` }).waitFor();
    await page.locator('.ant-modal-confirm .ant-btn-primary').click();
    await expect.poll(() => row.getByTestId('order-status').textContent()).toBe('Released');
    await page.locator('#filter_status').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Released' }).click();
    // The released order was on screen before this search too: wait for the search's own answer.
    await listAnswer(
      page,
      () => page.getByTestId('list-filters').getByRole('button', { name: 'Search', exact: true }).click(),
      (url) => url.pathname === '/api/plant/orders/pagelist' && url.searchParams.get('status') === 'released',
    );
    await page.locator('.ant-table-row', { hasText: 'E2E-LOT-1' }).waitFor();

    // Its details: the state, the material, and the line task the release opened.
    await page.locator('.ant-table-row', { hasText: 'E2E-LOT-1' }).getByTestId('order-link').click();
    // The list stays open in its tab behind the details: look inside the details only.
    const details = page.getByTestId('order-details');
    await details.waitFor();
    expect(await details.getByTestId('order-status').first().textContent()).toBe('Released');
    await details.getByRole('tab', { name: 'Materials' }).click();
    await details.locator('.ant-table-row', { hasText: 'CAP-2026-11' }).waitFor();
    await details.getByRole('tab', { name: 'Line tasks' }).click();
    const task = details.locator('.ant-table-row', { hasText: 'Línea 2' });
    await task.waitFor();
    expect(await task.textContent()).toContain('Open');
    expect(consoleErrors).toEqual([]);

    // Both pages, freshly loaded (no picker opened yet: an opened antd select leaves an unnamed listbox), pass axe.
    const detailsUrl = page.url();
    await page.goto(`${server.url}${ORDERS}`);
    await page.locator('.ant-table-row').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto(detailsUrl);
    await page.getByTestId('order-details').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('the line picker names a busy line; a plant changed in Edit leaves none of the old workshops; a running order completes from its details', async () => {
    const { context, page, consoleErrors } = await newPage(browser);
    await signIn(page, server.url);
    // A demo line at work, found as the form's picker gets it.
    const tree = await api<Tree>(server.url, '/api/plant/orders/lines');
    const busy = tree
      .flatMap((plant) => plant.children.flatMap((workshop) => workshop.children.map((line) => ({ plant, workshop, line }))))
      .find(({ line }) => line.busy_order_no);
    if (!busy) throw new Error('no demo line at work');
    const otherPlant = tree.find((plant) => plant.value !== busy.plant.value) as Tree[number];

    await page.goto(`${server.url}${ORDERS}`);
    await page.locator('.ant-table-row').first().waitFor();
    await page.getByTestId('orderlist-add').click();
    await pickOption(page, page.locator('#order_product'), 'Aqua Vita spring water 550 ml', { search: true });
    await page.locator('#order_lot').fill('E2E-LOT-BUSY');
    await page.locator('#order_qty').fill('10');
    await pickOption(page, page.locator('#order_plant'), busy.plant.label);
    await pickOption(page, page.locator('#order_workshop'), busy.workshop.label);
    const busyLabel = `${busy.line.label} (at work: ${busy.line.busy_order_no})`;
    await pickOption(page, page.locator('#order_line'), busyLabel);
    await page.getByText(`Order ${busy.line.busy_order_no} is at work on this line`).waitFor();
    await pickOption(page, page.locator('#order_warehouse'), 'WH-SH-F1', { search: true });
    await page.getByTestId('orderlist-save').click();
    await page.getByTestId('orderlist-save').waitFor({ state: 'hidden' });

    // Edit the draft: another plant leaves neither the old workshop nor the old line in the lists.
    await page.locator('#filter_keyword').fill('E2E-LOT-BUSY');
    await page.locator('#filter_keyword').press('Enter');
    await page.waitForURL('**keyword=E2E-LOT-BUSY**');
    const row = page.locator('.ant-table-row', { hasText: 'E2E-LOT-BUSY' });
    await expect.poll(() => page.locator('.ant-table-row').count()).toBe(1);
    if (await row.getByTestId('order-edit').isVisible()) await row.getByTestId('order-edit').click();
    else {
      await row.getByTestId('row-more').click();
      await page.getByRole('menuitem', { name: 'Edit' }).click();
    }
    await expect.poll(() => page.locator('#order_workshop').isEnabled()).toBe(true);
    await pickOption(page, page.locator('#order_plant'), otherPlant.label);
    await page.locator('#order_workshop').click();
    const shown = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
    await shown.first().waitFor();
    expect(await shown.allTextContents()).toEqual(otherPlant.children.map((workshop) => workshop.label));
    await page.keyboard.press('Escape');
    // Leave the edit: the typed change is dropped after its confirmation.
    await page.locator('.ant-drawer:visible').getByRole('button', { name: 'Cancel' }).click();
    await page.locator('.ant-modal-confirm .ant-btn-primary').click();
    await page.getByTestId('orderlist-save').waitFor({ state: 'hidden' });

    // A running order's details offer Complete: its open task's close, listing what the line left open, completes it.
    const [running] = (
      await api<{ list: Array<{ id: number; order_no: string }> }>(server.url, '/api/plant/orders/pagelist?status=running&page_size=1')
    ).list;
    if (!running) throw new Error('no demo order running');
    await page.goto(`${server.url}/home/plant/production/orderextendlist/${running.id}`);
    const details = page.getByTestId('order-details');
    await details.waitFor();
    const complete = details.getByTestId('order-complete');
    if (!(await complete.isVisible())) {
      await details.getByTestId('row-more').first().click();
      await page.getByRole('menuitem', { name: 'Complete' }).click();
    } else await complete.click();
    const plan = page.getByTestId('task-close-plan');
    await plan.waitFor();
    await page.getByText('A line task of this order is still open').waitFor();
    await expect.poll(() => plan.textContent()).toMatch(/\d+ loose items: scan the case they go into, or leave them loose/);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByTestId('task-leave-loose').click();
    await expect.poll(() => plan.textContent()).toMatch(/loose items stay loose, in no case/);
    if (await page.getByTestId('task-leave-cases').isVisible()) await page.getByTestId('task-leave-cases').click();
    await page.locator('#task_close_reason').fill('Lot complete');
    await page.getByTestId('task-close-ok').click();
    await page.getByText('Task closed').first().waitFor();
    await expect.poll(() => details.getByTestId('order-status').first().textContent(), { timeout: 15_000 }).toBe('Completed');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
