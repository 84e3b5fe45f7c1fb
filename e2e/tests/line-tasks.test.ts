import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { routePath } from '@trace/contract/catalogue';
import pg from 'pg';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../apps/server/src/db/client.ts';
import { seriousViolations } from '../support/axe.ts';
import { browserAvailable, launchBrowser, newPage } from '../support/browser.ts';
import { signIn } from '../support/console.ts';
import { ADMIN_PASSWORD, type RunningServer, startServer } from '../support/server.ts';

/**
 * The line scans through the line API (its device key) while the page is open; the test reads the
 * database beside the server to check what the close packed, so it runs the server on PostgreSQL
 * (two connections to one database; PGlite admits one opener).
 */
const PG_URL = process.env.E2E_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}
const withPostgres = await postgresReachable();
if (!withPostgres) console.warn(`line tasks e2e skipped: no PostgreSQL at ${PG_URL} (set E2E_DATABASE_URL)`);

describe.runIf(browserAvailable() && withPostgres)('line tasks, as a plant manager watches a line and closes its task', () => {
  const name = `trace_e2e_tasks_${randomBytes(5).toString('hex')}`;
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trace-e2e-tasks-'));
  let server: RunningServer;
  let browser: Browser;
  let db: Database;

  const admin = async (base: string) => {
    const answer = await fetch(`${base}/api/sso/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account_name: 'admin', account_password: ADMIN_PASSWORD, account_type: 1, permissions: 1 }),
    });
    return ((await answer.json()) as { data: string }).data;
  };
  const post = async (base: string, token: string, route: string, body: object) => {
    const answer = await fetch(`${base}${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', token },
      body: JSON.stringify(body),
    });
    const json = (await answer.json()) as { status_code: number; data: { id: number; plant_id: number; device_key: string } };
    if (json.status_code !== 200) throw new Error(`${route}: ${JSON.stringify(json)}`);
    return json.data;
  };
  /** Item reads for the task as a line device sends them; every one must be accepted. */
  const scan = async (key: string, taskId: number, values: string[]) => {
    const answer = await fetch(`${server.url}/api/line/v1/reads`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
      body: JSON.stringify({
        task_id: taskId,
        reads: values.map((code) => ({ type: 'item', op_id: randomUUID(), occurred_at: new Date().toISOString(), code })),
      }),
    });
    const json = (await answer.json()) as { data?: { outcomes: { status: string }[] } };
    expect(
      json.data?.outcomes.map((o) => o.status),
      JSON.stringify(json),
    ).toEqual(values.map(() => 'accepted'));
  };

  beforeAll(async () => {
    const setup = new pg.Client({ connectionString: PG_URL });
    await setup.connect();
    await setup.query(`CREATE DATABASE ${name}`);
    await setup.end();
    [server, browser] = await Promise.all([startServer({ DATABASE_URL: url.toString() }), launchBrowser()]);
    db = await openDatabase({ databaseUrl: url.toString(), dataDir });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await db?.close();
    const setup = new pg.Client({ connectionString: PG_URL });
    await setup.connect();
    await setup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await setup.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** Item and case codes generated through the API (a code rule and a code order of each level). */
  async function generate(token: string, level: 'item' | 'box', quantity: number): Promise<string[]> {
    const rule = await post(server.url, token, '/api/tagging/coderules/add', { name: `e2e ${level}`, level, length: 20 });
    const order = await post(server.url, token, '/api/tagging/codeorders/add', { rule_id: rule.id, quantity });
    await expect
      .poll(async () => Number((await db.query<{ n: string }>(`SELECT count(*) AS n FROM codes WHERE order_id = $1`, [order.id]))[0]?.n), {
        timeout: 30_000,
      })
      .toBe(quantity);
    return (await db.query<{ value: string }>(`SELECT value FROM codes WHERE order_id = $1 ORDER BY seq`, [order.id])).map((r) => r.value);
  }

  it('sees a running task progress without reloading, then closes it with its loose items force-closed into a case', async () => {
    const token = await admin(server.url);
    const items = await generate(token, 'item', 8);
    const [caseCode] = await generate(token, 'box', 1);
    const ids = async (sql: string) => Number((await db.query<{ id: number }>(sql))[0]?.id);
    const enterpriseId = await ids(`SELECT enterprise_id AS id FROM accounts WHERE account_name = 'admin'`);
    const workshop = await ids(`SELECT id FROM workshops WHERE enterprise_id = ${enterpriseId} AND status = 1 ORDER BY id LIMIT 1`);
    const plant = await ids(`SELECT plant_id AS id FROM workshops WHERE id = ${workshop}`);
    const line = await post(server.url, token, '/api/plant/lines/add', { code: 'E2E-LIVE', name: 'Live line', workshop_id: workshop });
    const order = await post(server.url, token, '/api/plant/orders/add', {
      order_no: 'PO-E2E-LIVE',
      product_id: await ids(`SELECT product_id AS id FROM hierarchies WHERE enterprise_id = ${enterpriseId} ORDER BY id LIMIT 1`),
      lot_no: 'E2E-LIVE',
      planned_qty: 10,
      plant_id: plant,
      workshop_id: workshop,
      line_id: line.id,
      warehouse_id: await ids(`SELECT id FROM warehouses WHERE enterprise_id = ${enterpriseId} AND status = 1 ORDER BY id LIMIT 1`),
      produced_on: new Date().toISOString().slice(0, 10),
    });
    await post(server.url, token, '/api/plant/orders/release', { id: order.id });
    const task = { id: await ids(`SELECT id FROM line_tasks WHERE production_order_id = ${order.id}`) };
    await scan(line.device_key, task.id, items.slice(0, 2));

    const { context, page, consoleErrors } = await newPage(browser);
    await signIn(page, server.url);
    await page.goto(`${server.url}${routePath('taskmanagement')}`);
    const row = page.locator('.ant-table-row', { hasText: 'PO-E2E-LIVE' });
    await row.waitFor();
    await expect.poll(() => row.getByTestId('task-status').textContent()).toBe('Running');
    await expect.poll(() => row.textContent()).toContain('2 / 10');
    expect(await seriousViolations(page)).toEqual([]);

    // The line scans on: the list moves without a reload.
    await scan(line.device_key, task.id, items.slice(2, 5));
    await expect.poll(() => row.textContent(), { timeout: 10_000 }).toContain('5 / 10');

    // The details follow the line too: counters, progress, loose items.
    // The list polls while a task runs, and each poll veils it for a moment: a click lost to the
    // veil is made again (opening the same task twice is harmless).
    const drawer = page.getByTestId('task-drawer');
    for (let attempt = 1; ; attempt++) {
      await page.getByTestId(`task-open-${task.id}`).click();
      try {
        await drawer.waitFor({ timeout: 3_000 });
        break;
      } catch (error) {
        if (attempt === 3) throw error;
      }
    }
    await expect.poll(() => page.getByTestId('task-commissioned').textContent()).toBe('5');
    await scan(line.device_key, task.id, items.slice(5, 7));
    await expect.poll(() => page.getByTestId('task-commissioned').textContent(), { timeout: 10_000 }).toBe('7');
    expect(Number(await page.getByTestId('task-rate').textContent())).toBeGreaterThan(0);
    await expect.poll(() => page.getByTestId('task-progress-text').textContent()).toBe('7 of 10 planned');
    await expect.poll(() => drawer.locator('[data-testid="task-loose"] .ant-table-row').count(), { timeout: 15_000 }).toBe(7);
    expect(await seriousViolations(page)).toEqual([]);

    // Close: the dialog says what is open; the seven loose items go into a case scanned here, with a reason.
    await page.getByTestId('task-drawer-close').click();
    const plan = page.getByTestId('task-close-plan');
    await expect.poll(() => plan.textContent()).toContain('7 loose items: scan the case they go into, or leave them loose');
    expect(await seriousViolations(page)).toEqual([]);
    await page.locator('#task_close_reason').fill('Lot finished early');
    await page.getByTestId('task-close-ok').click();
    await page.getByText('Scan a case code or choose to leave the items loose').waitFor();
    await page.locator('#task_case_code').fill(caseCode as string);
    await expect.poll(() => plan.textContent()).toContain(`7 loose items go into case ${caseCode}: a short case of 7 (its fill is 24)`);
    // The case closed now would be on no pallet: the dialog asks where it goes, and it is left off one by choice.
    await expect.poll(() => plan.textContent()).toContain('1 case is on no pallet: scan the pallet it goes onto, or leave it off a pallet');
    await page.getByTestId('task-close-ok').click();
    await page.getByText('Scan a pallet code or choose to leave the cases off a pallet').waitFor();
    await page.getByTestId('task-leave-cases').click();
    await expect.poll(() => plan.textContent()).toContain('1 case stays off a pallet');
    await page.getByTestId('task-close-ok').click();
    await page.getByText('7 loose items packed into case').waitFor();
    await expect.poll(() => drawer.getByTestId('task-status').textContent()).toBe('Closed');
    await expect.poll(() => row.getByTestId('task-status').textContent()).toBe('Closed');

    const packed = await db.query<{ value: string }>(
      `SELECT c.value FROM codes c JOIN codes p ON p.id = c.parent_id WHERE p.value = $1 ORDER BY c.value`,
      [caseCode],
    );
    expect(packed.map((r) => r.value)).toEqual(items.slice(0, 7).sort());
    const exceptions = await db.query<{ kind: string; detail: string }>(
      `SELECT kind, detail FROM line_exceptions WHERE line_task_id = $1`,
      [task.id],
    );
    expect(exceptions).toEqual([{ kind: 'force_closed', detail: '7' }]);
    expect((await db.query<{ status: string }>(`SELECT status FROM production_orders WHERE id = $1`, [order.id]))[0]?.status).toBe(
      'completed',
    );
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
