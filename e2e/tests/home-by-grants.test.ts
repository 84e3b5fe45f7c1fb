import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, launchBrowser, newPage } from '../support/browser.ts';
import { signIn } from '../support/console.ts';
import { ADMIN_PASSWORD, type RunningServer, startServer } from '../support/server.ts';

async function adminToken(baseUrl: string): Promise<string> {
  const answer = await fetch(`${baseUrl}/api/sso/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account_name: 'admin', account_password: ADMIN_PASSWORD, account_type: 1 }),
  });
  return ((await answer.json()) as { data: string }).data;
}

describe.runIf(browserAvailable())('Home shows each person what their grants cover', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("gives the enterprise account the enterprise's figures and no explanation", async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, server.url);
    for (const figure of ['employees', 'failures', 'roles', 'products', 'codes']) await page.getByTestId(`figure-${figure}`).waitFor();
    expect(await page.getByTestId('nothing-to-open').count()).toBe(0);
    await context.close();
  });

  it("opens a market analyst's reports from the sidebar, with no note of areas to come and no enterprise figures", async () => {
    // Every demo role now reaches a built page, so the clerk is made through the API.
    const token = await adminToken(server.url);
    const post = async (path: string, body: object) => {
      const answer = await fetch(`${server.url}${path}`, {
        method: 'POST',
        headers: { token, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      const json = (await answer.json()) as { status_code: number; data: { id?: number } | null };
      if (json.status_code !== 200) throw new Error(`${path}: ${JSON.stringify(json)}`);
      return json.data;
    };
    const role = await post('/api/org/roles/add', { name: 'Market analyst' });
    await post('/api/org/menutree/savetree', { role_id: role?.id, menu_keys: ['supervise', 'collect'], button_codes: [] });
    const department = await post('/api/org/enterprisedepart/add', { depart_code: 'BP-E2E', name: 'Brand protection' });
    const position = await post('/api/org/positions/add', { name: 'Market analyst', department_id: department?.id });
    await post('/api/org/positionrole/add', { position_id: position?.id, role_id: role?.id });
    await post('/api/org/employees/add', {
      account_name: 'fieldcheck01',
      password: 'Fieldcheck-Pass-2026',
      real_name: 'Li Wei',
      department_id: department?.id,
      position_ids: [position?.id],
    });
    const { context, page } = await newPage(browser);
    await signIn(page, server.url, 'fieldcheck01', { employee: true, password: 'Fieldcheck-Pass-2026' });
    // Their own sign-ins are there; the enterprise's figures are not, nor a note: every page granted is built.
    await page.locator('.ant-table-row').first().waitFor();
    expect(await page.locator('[data-testid^="figure-"]').count()).toBe(0);
    expect(await page.getByTestId('nothing-to-open').count()).toBe(0);
    // Reports holds the two reports granted, each group of one shown as its page.
    const sidebar = page.getByTestId('sidebar-menu');
    await sidebar.getByText('Reports').click();
    await sidebar.getByRole('menuitem', { name: 'By region' }).click();
    await page.waitForURL('**/home/report/check/supervise');
    await page.locator('.report-table .ant-table-row').first().waitFor();
    await context.close();
  });

  it('lets an inspector open the code history from the sidebar, with no explanation on home', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, server.url, 'inspector01', { employee: true });
    // Field inspection holds two built pages now (scan parameters too), so its group opens first.
    const sidebar = page.getByTestId('sidebar-menu');
    await sidebar.getByText('Field inspection').click();
    await sidebar.getByRole('menuitem', { name: 'Code history' }).click();
    await page.waitForURL('**/home/inspect/informationinquiry');
    await page.getByTestId('inquiry-intro').waitFor();
    await page.goto(`${server.url}/dashboard`);
    await page.getByTestId('welcome').waitFor();
    expect(await page.getByTestId('nothing-to-open').count()).toBe(0);
    await context.close();
  });
});
