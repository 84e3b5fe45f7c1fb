import type { Page } from 'playwright-core';
import { ADMIN_PASSWORD } from './server.ts';

/** Signs in through the sign-in page and waits for the home page. */
export async function signIn(page: Page, baseUrl: string, account = 'admin', options: { employee?: boolean; password?: string } = {}) {
  await page.goto(`${baseUrl}/login`);
  if (options.employee) await page.getByText('Employee account').click();
  await page.locator('#account_name').fill(account);
  await page.locator('#account_password').fill(options.password ?? ADMIN_PASSWORD);
  await page.locator('#account_password').press('Enter');
  await page.waitForURL('**/dashboard');
  await page.getByTestId('enterprise-name').waitFor();
}

export function tagTitles(page: Page) {
  return page.locator('[data-testid="tags-view"] .tag').allTextContents();
}

export async function cookie(page: Page, name: string) {
  return (await page.context().cookies()).find((c) => c.name === name)?.value;
}

/** Orders codes on the code-orders page (10,000, the form's default) and answers the order's row. */
export async function orderCodes(page: Page, baseUrl: string, rule: string, vendor: string) {
  await page.goto(`${baseUrl}/home/tagging/rulenews`);
  await page.getByTestId('rulenews-add').click();
  await page.locator('#order_rule').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: rule }).click();
  await page.locator('#order_vendor').fill(vendor);
  await page.getByTestId('order-submit').click();
  const row = page.locator('.ant-table-row', { hasText: vendor });
  await row.waitFor();
  return row;
}
