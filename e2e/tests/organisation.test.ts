import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, launchBrowser, newPage } from '../support/browser.ts';
import { cookie, pickOption, signIn } from '../support/console.ts';
import { type RunningServer, startServer } from '../support/server.ts';

/** Ticks a node of the role's grant tree, found by its menu key or button code. */
async function tick(page: Page, attribute: 'data-menu' | 'data-code', value: string) {
  await page
    .locator('.ant-tree-treenode', { has: page.locator(`[${attribute}="${value}"]`) })
    .locator('.ant-tree-checkbox')
    .click();
}

describe.runIf(browserAvailable())('organisation, as an enterprise admin sets it up', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('department, role with grants, position, employee; the employee sees exactly that; a revoked button goes', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, server.url);

    // A department.
    await page.goto(`${server.url}/home/organ/tree`);
    await page.getByTestId('department-add').click();
    await page.locator('#depart_code').fill('E2E-D');
    await page.locator('#depart_name').fill('E2E Dept');
    await page.getByRole('button', { name: 'OK' }).click();
    await page.getByTestId('department-tree').getByText('E2E Dept (E2E-D)').waitFor();

    // A role that opens account management with its Add button only.
    await page.goto(`${server.url}/home/organ/role/rolemanage`);
    await page.getByTestId('role-add').click();
    await page.locator('#role_name').fill('E2E Role');
    await page.getByRole('button', { name: 'OK' }).click();
    await page.getByTestId('grant-tree').waitFor();
    await tick(page, 'data-menu', 'stafflist');
    await tick(page, 'data-code', 'stafflist:add');
    await page.getByTestId('grants-save').click();
    await expect.poll(() => page.getByText('Grants saved').count()).toBeGreaterThan(0);

    // A position in the department carrying the role.
    await page.goto(`${server.url}/home/organ/departmentjob`);
    await page.getByTestId('position-add').click();
    await page.locator('#position_name').fill('E2E Keeper');
    await pickOption(page, page.locator('#position_department'), 'E2E Dept (E2E-D)');
    await pickOption(page, page.locator('#position_roles'), 'E2E Role', { multiple: true });
    await page.getByRole('button', { name: 'OK' }).click();
    await page.getByRole('cell', { name: 'E2E Keeper' }).waitFor();

    // An employee holding the position.
    await page.goto(`${server.url}/home/organ/staff/stafflist`);
    await page.getByTestId('employee-add').click();
    await page.locator('#employee_account').fill('e2e-emp');
    await page.locator('#employee_password').fill('E2e-Employee-1');
    await page.locator('#employee_real_name').fill('E2E Person');
    await pickOption(page, page.locator('#employee_positions'), 'E2E Keeper · E2E Dept', { multiple: true });
    await page.getByTestId('employee-save').click();
    await page.getByRole('cell', { name: 'e2e-emp' }).waitFor();

    // The employee sees that menu and that button, nothing more (besides the duplicate-code query,
    // open to every signed-in user).
    const employee = await newPage(browser);
    await signIn(employee.page, server.url, 'e2e-emp', { employee: true, password: 'E2e-Employee-1' });
    const menu = employee.page.getByTestId('sidebar-menu');
    await expect.poll(() => menu.locator('.ant-menu-title-content').allTextContents()).toEqual(['Home', 'Accounts', 'Duplicates']);
    await menu.getByText('Accounts').click();
    await employee.page.waitForURL('**/home/organ/staff/stafflist');
    await employee.page.getByTestId('employee-add').waitFor();
    await employee.page.locator('.ant-table-tbody .ant-table-row').first().waitFor();
    // No edit, and no More: delete and reset password are not held either.
    expect(await employee.page.getByTestId('row-edit').count()).toBe(0);
    expect(await employee.page.getByTestId('row-more').count()).toBe(0);

    // The admin takes the Add button away; after a reload it is gone and the server refuses it.
    await page.goto(`${server.url}/home/organ/role/rolemanage`);
    await page.getByRole('cell', { name: 'E2E Role' }).click();
    await page.getByTestId('grant-tree').waitFor();
    await tick(page, 'data-code', 'stafflist:add');
    await page.getByTestId('grants-save').click();
    await expect.poll(() => page.getByText('Grants saved').count()).toBeGreaterThan(0);

    await employee.page.reload();
    await employee.page.getByRole('cell', { name: 'e2e-emp' }).waitFor();
    expect(await employee.page.getByTestId('employee-add').count()).toBe(0);
    const refused = await fetch(`${server.url}/api/org/employees/add`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', token: (await cookie(employee.page, 'token')) as string },
      body: JSON.stringify({ account_name: 'sneaky01', password: 'Sneaky-Pass-1', real_name: 'S' }),
    });
    expect(refused.status).toBe(403);
    expect((await refused.json()).status_code).toBe(40301);
    await employee.context.close();
    await context.close();
  });
});
