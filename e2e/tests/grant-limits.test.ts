import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, launchBrowser, newPage } from '../support/browser.ts';
import { codesApi } from '../support/codes-api.ts';
import { signIn } from '../support/console.ts';
import { type RunningServer, startServer } from '../support/server.ts';

const PASSWORD = 'E2e-Grantor-Pass-1';

/** The checkbox of a node of the grant tree, found by its menu key or button code. */
function checkbox(page: Page, attribute: 'data-menu' | 'data-code', value: string) {
  return page.locator('.ant-tree-treenode', { has: page.locator(`[${attribute}="${value}"]`) }).locator('.ant-tree-checkbox');
}
const classesOf = async (page: Page, attribute: 'data-menu' | 'data-code', value: string) =>
  (await checkbox(page, attribute, value).getAttribute('class')) ?? '';

describe.runIf(browserAvailable())('granting, as an employee who may grant only what they hold', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('greys out what they do not hold and their own role, and saves what they may change', async () => {
    // The enterprise account sets up the grantor (accounts and roles, the Add button, the grant
    // button) and a role of clerks that already holds the warehouses page.
    const api = await codesApi(server.url);
    const grantor = await api.post<{ id: number }>('/api/org/roles/add', { name: 'E2E Grantor' });
    await api.post('/api/org/menutree/savetree', {
      role_id: grantor.id,
      menu_keys: ['organ', 'role', 'rolemanage', 'staff', 'stafflist'],
      button_codes: ['rolemanage:grant', 'stafflist:add'],
    });
    const clerks = await api.post<{ id: number }>('/api/org/roles/add', { name: 'E2E Clerks' });
    await api.post('/api/org/menutree/savetree', { role_id: clerks.id, menu_keys: ['store'], button_codes: ['store:add'] });
    const department = await api.post<{ id: number }>('/api/org/enterprisedepart/add', { depart_code: 'E2E-G', name: 'E2E Grants' });
    const position = await api.post<{ id: number }>('/api/org/positions/add', { name: 'E2E Role keeper', department_id: department.id });
    await api.post('/api/org/positionrole/add', { position_id: position.id, role_id: grantor.id });
    await api.post('/api/org/employees/add', {
      account_name: 'e2e-grantor',
      password: PASSWORD,
      real_name: 'Grantor',
      position_ids: [position.id],
    });

    const { context, page } = await newPage(browser);
    await signIn(page, server.url, 'e2e-grantor', { employee: true, password: PASSWORD });
    await page.goto(`${server.url}/home/organ/role/rolemanage`);

    // Another role: what the grantor does not hold keeps its tick and cannot be changed.
    await page.getByRole('cell', { name: 'E2E Clerks' }).click();
    await page.getByTestId('grant-tree').waitFor();
    await expect.poll(() => page.getByTestId('grant-limit').textContent()).toContain('you do not hold yourself');
    expect(await classesOf(page, 'data-menu', 'store')).toMatch(
      /ant-tree-checkbox-checked.*ant-tree-checkbox-disabled|ant-tree-checkbox-disabled.*ant-tree-checkbox-checked/,
    );
    expect(await classesOf(page, 'data-code', 'store:add')).toContain('ant-tree-checkbox-disabled');
    expect(await classesOf(page, 'data-code', 'stafflist:delete')).toContain('ant-tree-checkbox-disabled');
    expect(await classesOf(page, 'data-code', 'stafflist:add')).not.toContain('ant-tree-checkbox-disabled');
    await checkbox(page, 'data-menu', 'stafflist').click();
    await checkbox(page, 'data-code', 'stafflist:add').click();
    await page.getByTestId('grants-save').click();
    await expect.poll(() => page.getByText('Grants saved').count()).toBeGreaterThan(0);
    const tree = await api.post<Array<{ menu_key: string; selected: boolean; children: never[] }>>('/api/org/menutree/allrolestree', {
      role_id: clerks.id,
    });
    const selected: string[] = [];
    const walk = (nodes: Array<{ menu_key: string; selected: boolean; children: never[] }>) => {
      for (const node of nodes) {
        if (node.selected) selected.push(node.menu_key);
        walk(node.children);
      }
    };
    walk(tree);
    expect(selected.sort()).toEqual(['stafflist', 'store']);

    // Their own role: marked as theirs, nothing can be changed, nothing to save.
    await page.getByRole('cell', { name: /E2E Grantor/ }).click();
    await expect.poll(() => page.getByTestId('grant-limit').textContent()).toContain('You hold this role yourself');
    expect(await page.getByTestId('role-yours').count()).toBe(1);
    expect(await classesOf(page, 'data-menu', 'stafflist')).toContain('ant-tree-checkbox-disabled');
    expect(await page.getByTestId('grants-save').count()).toBe(0);
    await context.close();
  });
});
