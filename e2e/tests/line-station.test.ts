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
async function prepare(server: RunningServer, name = 'STATION') {
  const token = await call<string>(server.url, '/api/sso/login', {
    account_name: 'admin',
    account_password: ADMIN_PASSWORD,
    account_type: 1,
  });
  const post = <T>(path: string, body: unknown) => call<T>(server.url, path, body, { token });
  const get = <T>(path: string) => call<T>(server.url, path, undefined, { token });
  const codes = async (level: 'item' | 'box' | 'pallet', quantity: number) => {
    const rule = await post<{ id: number }>('/api/tagging/coderules/add', { name: `${name} ${level}`, level, length: 20 });
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
    code: `E2E-${name}`,
    name: `${name} line`,
    workshop_id: workshop?.id,
  });
  const product = await post<{ id: number }>('/api/base/products/add', { code: `E2E-${name}`, name: `${name} test product` });
  await post('/api/base/hierarchies/add', {
    product_id: product.id,
    levels: [
      { unit_id: null, quantity: 1 },
      { unit_id: null, quantity: 4 },
      { unit_id: null, quantity: 2 },
    ],
  });
  const order = await post<{ id: number }>('/api/plant/orders/add', {
    order_no: `E2E-PO-${name}`,
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
  return { port: Number(new URL(server.url).port), taskId: task.task_id, items, cases, pallets, get };
}

async function scan(page: Page, code: string) {
  const input = page.getByTestId('station-input');
  await input.fill(code);
  await input.press('Enter');
}

const text = (page: Page, id: string) => page.getByTestId(id).textContent();
/** Answers on a busy two-core machine take their time. */
const patient = { timeout: 20_000 };

/** Records the waveform of every tone the station plays: a refusal sounds as a square wave. */
function recordSounds(page: Page) {
  return page.addInitScript(() => {
    const sounds: string[] = [];
    (window as unknown as { stationSounds: string[] }).stationSounds = sounds;
    const type = Object.getOwnPropertyDescriptor(OscillatorNode.prototype, 'type');
    Object.defineProperty(OscillatorNode.prototype, 'type', {
      get() {
        return type?.get?.call(this);
      },
      set(value: string) {
        sounds.push(value);
        type?.set?.call(this, value);
      },
    });
  });
}
const refusalsSounded = (page: Page) =>
  page.evaluate(() => (window as unknown as { stationSounds: string[] }).stationSounds.filter((wave) => wave === 'square').length);

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

  it('refuses a label of the wrong level at once in each position, saying why and sounding it; the close lists the open case and pallet', {
    timeout: 600_000,
  }, async () => {
    const { items, cases, pallets, taskId, get } = await prepare(server, 'LABELS');
    const { page, consoleErrors } = await newPage(browser);
    await recordSounds(page);
    await signIn(page, server.url);
    await page.goto(`${server.url}/plant/station/${taskId}`);
    await page.getByTestId('line-station').waitFor();
    await expect.poll(() => page.getByTestId('station-input').isEnabled(), patient).toBe(true);
    const prompt = () => page.locator('label[for="station-input"]').textContent();
    const refusedAs = async (code: string, sentence: string) => {
      const before = await refusalsSounded(page);
      await scan(page, code);
      await expect.poll(() => text(page, 'station-feedback'), patient).toContain(sentence);
      expect(await text(page, 'station-feedback')).toContain(code);
      expect(await page.getByTestId('station-feedback').getAttribute('class')).toContain('tone-bad');
      await expect.poll(() => refusalsSounded(page), patient).toBeGreaterThan(before);
    };

    // The pallet label: an item code and a case code are refused at once, the pallet code opens it.
    for (const wrong of [items[0], cases[0]] as string[])
      await refusedAs(wrong, 'This is not a pallet label you can use (Wrong level). Scan a pallet label.');
    expect(await prompt()).toBe('Scan the pallet label');
    await scan(page, pallets[0] as string);
    await expect.poll(() => text(page, 'station-feedback'), patient).toContain('Pallet opened: scan the case label');
    // The case label: an item code and a pallet code are refused, the case code opens it.
    for (const wrong of [items[0], pallets[1]] as string[])
      await refusedAs(wrong, 'This is not a case label you can use (Wrong level). Scan a case label.');
    expect(await prompt()).toBe('Scan the case label');
    await scan(page, cases[0] as string);
    await expect.poll(() => text(page, 'station-feedback'), patient).toContain('Case opened: scan its items');
    // An item: a case code and a pallet code are refused and fill nothing.
    for (const wrong of [cases[1], pallets[1]] as string[]) await refusedAs(wrong, 'Wrong level');
    expect(await text(page, 'station-case-fill')).toBe('0/4');
    for (const code of items.slice(0, 3)) await scan(page, code);
    await expect.poll(() => text(page, 'station-case-fill'), patient).toBe('3/4');
    await expect.poll(() => text(page, 'station-backlog'), patient).toBe('0 reads waiting');
    expect(await page.locator('[data-testid="station-recent"] li[data-type="pallet-label"][data-status="rejected"]').count()).toBe(2);
    expect(await page.locator('[data-testid="station-recent"] li[data-type="case-label"][data-status="rejected"]').count()).toBe(2);
    expect(await seriousViolations(page)).toEqual([]);

    // Closing the task from Line tasks lists the open case and pallet and what happens to each.
    await page.getByRole('link', { name: 'Back to line tasks' }).click();
    const drawer = page.getByTestId('task-drawer');
    for (let attempt = 1; ; attempt++) {
      await page.getByTestId(`task-open-${taskId}`).click();
      try {
        await drawer.waitFor({ timeout: 3_000 });
        break;
      } catch (error) {
        if (attempt === 3) throw error;
      }
    }
    await page.getByTestId('task-drawer-close').click();
    const plan = page.getByTestId('task-close-plan');
    await expect
      .poll(() => plan.textContent(), patient)
      .toContain(`3 loose items go into case ${cases[0]}: a short case of 3 (its fill is 4)`);
    expect(await plan.textContent()).toContain(`1 case on no pallet goes onto pallet ${pallets[0]}: a short pallet of 1 (its fill is 2)`);
    expect(await page.locator('#task_case_code').inputValue()).toBe(cases[0]);
    expect(await page.locator('#task_pallet_code').inputValue()).toBe(pallets[0]);
    expect(await seriousViolations(page)).toEqual([]);
    await page.locator('#task_close_reason').fill('Shift end');
    await page.getByTestId('task-close-ok').click();
    await page.getByText('3 loose items packed into case').waitFor();
    const inside = async (code: string) =>
      (await get<{ list: { value: string }[] }>(`/api/codes/relevance/children?code=${code}&page_size=50`)).list.map((c) => c.value).sort();
    expect(await inside(cases[0] as string)).toEqual(items.slice(0, 3).sort());
    expect(await inside(pallets[0] as string)).toEqual([cases[0]]);
    expect(consoleErrors).toEqual([]);
  });
});
