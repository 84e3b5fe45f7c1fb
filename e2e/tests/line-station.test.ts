import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { browserAvailable, launchBrowser, newPage } from '../support/browser.ts';
import { signIn } from '../support/console.ts';
import { ADMIN_PASSWORD, type RunningServer, startServer } from '../support/server.ts';

type Envelope<T> = { status_code: number; message: string; data: T };

async function call<T>(baseUrl: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await response.json()) as Envelope<T>;
  if (envelope.status_code !== 200) throw new Error(`${path}: ${JSON.stringify(envelope)}`);
  return envelope.data;
}

/**
 * A line, codes of three levels, and a product packed 4 items a case and 2 cases a pallet (so a
 * pallet fills in a few scans) with an order added and released onto the line, all as a planner
 * does it through the API; the release opens the task the station works on.
 */
async function prepare(server: RunningServer) {
  const token = await call<string>(server.url, '/api/sso/login', {
    account_name: 'admin',
    account_password: ADMIN_PASSWORD,
    account_type: 1,
  });
  const post = <T>(path: string, body: unknown) => call<T>(server.url, path, body, { token });
  const get = <T>(path: string) => call<T>(server.url, path, undefined, { token });
  const codes = async (level: 'item' | 'box' | 'pallet', quantity: number) => {
    const rule = await post<{ id: number }>('/api/tagging/coderules/add', { name: `Station ${level}`, level, length: 20 });
    const order = await post<{ id: number; order_no: string }>('/api/tagging/codeorders/add', { rule_id: rule.id, quantity });
    const deadline = Date.now() + 60_000;
    while ((await get<{ status: string }>(`/api/tagging/codeorders/detail?id=${order.id}`)).status !== 'ready') {
      if (Date.now() > deadline) throw new Error(`code order ${order.order_no} not ready`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const page = await get<{ list: { value: string }[] }>(
      `/api/inspect/inquiry/range?order_no=${order.order_no}&seq_from=1&seq_to=${quantity}&page_size=200`,
    );
    return page.list.map((code) => code.value);
  };
  const [workshop] = await get<{ list: { id: number; plant_id: number }[] }>('/api/plant/workshops/pagelist?page_size=1').then(
    (page) => page.list,
  );
  const [warehouse] = await get<{ list: { id: number }[] }>('/api/base/warehouses/pagelist?page_size=1&status=1').then((page) => page.list);
  const line = await post<{ id: number; device_key: string }>('/api/plant/lines/add', {
    code: 'E2E-STATION',
    name: 'Station line',
    workshop_id: workshop?.id,
  });
  const product = await post<{ id: number }>('/api/base/products/add', { code: 'E2E-STATION', name: 'Station test product' });
  await post('/api/base/hierarchies/add', {
    product_id: product.id,
    levels: [
      { unit_id: null, quantity: 1 },
      { unit_id: null, quantity: 4 },
      { unit_id: null, quantity: 2 },
    ],
  });
  const order = await post<{ id: number }>('/api/plant/orders/add', {
    order_no: 'E2E-PO-STATION',
    product_id: product.id,
    lot_no: 'E2E-LOT',
    planned_qty: 100,
    plant_id: workshop?.plant_id,
    workshop_id: workshop?.id,
    line_id: line.id,
    warehouse_id: warehouse?.id,
    produced_on: new Date().toISOString().slice(0, 10),
  });
  await post('/api/plant/orders/release', { id: order.id });
  const [items, cases, pallets] = [await codes('item', 16), await codes('box', 4), await codes('pallet', 2)];
  const task = await call<{ task_id: number }>(server.url, '/api/line/v1/task', undefined, {
    authorization: `Bearer ${line.device_key}`,
  });
  return { port: Number(new URL(server.url).port), taskId: task.task_id, items, cases, pallets };
}

async function scan(page: Page, code: string) {
  const input = page.getByTestId('station-input');
  await input.fill(code);
  await input.press('Enter');
}

const text = (page: Page, id: string) => page.getByTestId(id).textContent();
/** Answers on a busy two-core machine take their time. */
const patient = { timeout: 20_000 };

describe.runIf(browserAvailable())('the line station: scanning, cases closing themselves, an outage and its replay', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('fills cases and a pallet, keeps scanning while the server is down, and replays the backlog when it is back', {
    timeout: 600_000,
  }, async () => {
    const prepared = await prepare(server);
    const { items, cases, pallets, taskId } = prepared;
    const { page, consoleErrors } = await newPage(browser);
    await signIn(page, server.url);
    await page.goto(`${server.url}/plant/station/${taskId}`);
    await page.getByTestId('line-station').waitFor();
    await expect.poll(() => page.getByTestId('station-input').isEnabled(), patient).toBe(true);
    expect(await page.locator('label[for="station-input"]').textContent()).toBe('Scan the pallet label');

    // Pallet label, case label, four items: the case closes itself and asks for the next label.
    await scan(page, pallets[0] as string);
    await scan(page, cases[0] as string);
    for (const code of items.slice(0, 3)) await scan(page, code);
    await expect.poll(() => text(page, 'station-feedback'), patient).toContain('Accepted');
    expect(await text(page, 'station-case-fill')).toBe('3/4');
    await scan(page, items[3] as string);
    await expect.poll(() => text(page, 'station-feedback'), patient).toContain('Case full and sent');
    expect(await text(page, 'station-pallet-fill')).toBe('1/2');
    expect(await page.locator('label[for="station-input"]').textContent()).toBe('Scan the case label');
    await scan(page, cases[1] as string);
    for (const code of items.slice(4, 8)) await scan(page, code);
    await expect.poll(() => text(page, 'station-feedback'), patient).toContain('Pallet full and sent');
    await expect.poll(() => text(page, 'station-backlog'), patient).toBe('0 reads waiting');
    await expect.poll(() => text(page, 'station-counters'), patient).toMatch(/Commissioned8.*Cases2Pallets1/);
    expect(await seriousViolations(page)).toEqual([]);

    // A duplicate online: refused, shown red with the reason.
    await scan(page, pallets[1] as string);
    await scan(page, cases[2] as string);
    await scan(page, items[8] as string);
    await scan(page, items[0] as string);
    await expect.poll(() => text(page, 'station-feedback'), patient).toContain('Duplicate code');
    expect(await page.getByTestId('station-feedback').getAttribute('class')).toContain('tone-bad');

    // The server goes down: scanning goes on, reads wait on the device.
    await server.stop({ keepData: true });
    await scan(page, items[9] as string);
    await expect.poll(() => page.getByTestId('station-offline').isVisible(), { timeout: 30_000 }).toBe(true);
    await scan(page, items[10] as string);
    await scan(page, items[9] as string);
    await expect.poll(() => text(page, 'station-feedback'), patient).toContain('Duplicate code');
    await scan(page, items[11] as string);
    await expect.poll(() => text(page, 'station-feedback'), patient).toContain('Case full and sent');
    await scan(page, cases[3] as string);
    await scan(page, items[12] as string);
    expect(await text(page, 'station-backlog')).toMatch(/^[5-9] reads waiting$/);

    // Back on the same port: the open page retries, the queue drains in order, the duplicate comes back refused once.
    server = await startServer({}, { dataDir: server.dataDir, port: prepared.port });
    await expect.poll(() => text(page, 'station-backlog'), { timeout: 120_000 }).toBe('0 reads waiting');
    expect(await page.getByTestId('station-offline').count()).toBe(0);
    await expect.poll(() => text(page, 'station-counters'), patient).toMatch(/Commissioned13.*Cases3Pallets1Rejected2/);
    expect(await text(page, 'station-case-fill')).toBe('1/4');
    expect(await page.locator('[data-testid="station-recent"] li[data-status="rejected"]').count()).toBe(2);

    // The pallet with its cases and items, in the information inquiry.
    await page.goto(`${server.url}/home/inspect/informationinquiry?code=${pallets[0]}`);
    await page.getByTestId('code-view').waitFor();
    await expect.poll(() => text(page, 'contents-summary'), patient).toMatch(/2 cases.*8 items|8 items.*2 cases/);
    const tree = page.getByTestId('contents-tree');
    await tree.getByTestId('tree-code').first().waitFor();
    const shown = (await tree.getByTestId('tree-code').allTextContents()).join(' ');
    expect(shown).toContain(cases[0]);
    expect(shown).toContain(cases[1]);
    expect(consoleErrors.filter((e) => !/Failed to load resource|ERR_CONNECTION_REFUSED|net::/.test(e))).toEqual([]);

    // On a handheld's screen the station fits: nothing wider than the screen, the input whole.
    const phone = await newPage(browser, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await signIn(phone.page, server.url);
    await phone.page.goto(`${server.url}/plant/station/${taskId}`);
    await phone.page.getByTestId('line-station').waitFor();
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const input = await phone.page.getByTestId('station-input').boundingBox();
    expect((input?.x ?? 0) + (input?.width ?? 0)).toBeLessThanOrEqual(390);
    await phone.context.close();
  });
});
