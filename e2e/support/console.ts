import fs from 'node:fs';
import { catalogue } from '@trace/contract/catalogue';
import type { Browser, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { ADMIN_PASSWORD } from './server.ts';

/** Signs in through the sign-in page and waits for the home page. */
export async function signIn(page: Page, baseUrl: string, account = 'admin', options: { employee?: boolean; password?: string } = {}) {
  await page.goto(`${baseUrl}/login`);
  // check() confirms the radio reads checked after its click (forced: the input is drawn transparent
  // under its label, which takes the click).
  if (options.employee) await page.getByRole('radio', { name: 'Employee account' }).check({ force: true });
  await page.locator('#account_name').fill(account);
  await page.locator('#account_password').fill(options.password ?? ADMIN_PASSWORD);
  await page.locator('#account_password').press('Enter');
  // Say what the page showed instead (a refusal, a throttle, an account that could not be loaded) rather than only that it waited.
  const explain = async (error: Error) => {
    const shown = await page.locator('[role="alert"], .ant-form-item-explain, .ant-message, .ant-result-title').allTextContents();
    throw new Error(`${error.message}\nat ${page.url()} the page showed: ${JSON.stringify(shown)}`);
  };
  await page.waitForURL('**/dashboard').catch(explain);
  await page.getByTestId('enterprise-name').waitFor().catch(explain);
}

/**
 * The cookies and storage of a session signed in through the sign-in page, for `newPage(browser,
 * { storageState })`: a test that checks pages rather than signing in opens each of its browser
 * contexts already signed in.
 */
export async function signedInState(browser: Browser, baseUrl: string): Promise<BrowserContextOptions['storageState']> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await signIn(page, baseUrl);
    return await context.storageState();
  } finally {
    await context.close();
  }
}

/** The menu keys of every page of the sidebar. */
export const MENU_PAGES = catalogue
  .filter((entry) => entry.kind === 'page' && !entry.hidden && entry.inMenu !== false)
  .map((entry) => entry.key);

/**
 * The menu pages that show a list, in catalogue order. The walk over every page in
 * `tests/tables.test.ts` finds them by looking and requires exactly these, so a new list page is
 * added here (and then checked in every language) or that walk fails.
 */
export const LIST_PAGES: readonly string[] = [
  'productlist',
  'productsort',
  'productunit',
  'hierarchy',
  'store',
  'dealer',
  'material',
  'outsourcing',
  'departmentjob',
  'stafflist',
  'rolemanage',
  'buttonpower',
  'readycreate',
  'records',
  'rulenews',
  'queryclose',
  'coderule',
  'plantlist',
  'workshoplist',
  'workline',
  'classlist',
  'orderlist',
  'relevance',
  'taskmanagement',
  'repeatedquery',
  'freight',
  'Minderlieferung',
  'barter',
  'RDCdissociated',
  'xiazai',
  'loglist',
  'refund',
  'dissociated',
  'deliveryorder',
  'inspectrecord',
  'queryconsumerwarning',
  'warningparam',
  'customerinquire',
  'customerquery',
  'scancode',
  'yyscancode',
];

/**
 * The first list of the page, and its rows or its empty state (drawn only once the list has
 * answered). A report's table is no list: its rows are added up, not paged, and it has no row actions.
 */
const LIST = '.ant-table-wrapper:not(.report-table) .ant-table';
const LIST_ANSWERED = '.ant-table-tbody .ant-table-row, .ant-table-placeholder .ant-empty';

/**
 * Opens a console page and answers whether it shows a list; if it does, once the list has
 * answered. A page without a list is known once it is drawn and its code and calls are done (no
 * request for half a second), rather than after a fixed wait.
 */
export async function openList(page: Page, url: string): Promise<boolean> {
  await page.goto(url, { waitUntil: 'networkidle' });
  // On a busy machine the network can fall quiet while the page's code still runs.
  await page.locator('main.app-content > *').first().waitFor();
  if ((await page.locator(LIST).count()) === 0) return false;
  await page.locator(LIST_ANSWERED).first().waitFor();
  return true;
}

/** Opens a page known to show a list and returns once the list has answered. */
export async function openKnownList(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.locator(LIST_ANSWERED).first().waitFor();
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
  await pickOption(page, page.locator('#order_rule'), rule);
  await page.locator('#order_vendor').fill(vendor);
  await page.getByTestId('order-submit').click();
  const row = page.locator('.ant-table-row', { hasText: vendor });
  await row.waitFor();
  return row;
}

const OPEN_DROPDOWN = '.ant-select-dropdown:visible';
const OPTION = '.ant-select-item-option, .ant-select-tree-node-content-wrapper';

/**
 * Clicks the item of an open antd Cascader's column `level` whose text contains `text`, and
 * returns once the cascader has taken it (the item is the active one of its column). The popup
 * hangs in the document while its field may sit in a fixed drawer: when Playwright scrolls the
 * document to reach the item, the popup moves until it realigns, and a click sent meanwhile lands
 * beside it and is lost; only such a lost click is sent again, never one the cascader received.
 */
export async function clickCascaderItem(page: Page, level: number, text: string): Promise<void> {
  const item = page
    .locator('.ant-cascader-dropdown:visible .ant-cascader-menu')
    .nth(level)
    .locator('.ant-cascader-menu-item', { hasText: text })
    .first();
  for (let attempt = 1; ; attempt++) {
    await item.click();
    try {
      return await expect.poll(() => item.getAttribute('class'), { timeout: 2_000 }).toContain('ant-cascader-menu-item-active');
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

/**
 * Picks the option of an antd Select or TreeSelect whose text contains `text` (typed first with
 * `search`), and returns once every dropdown has closed, since the next control may lie under the
 * closing one. A click that landed while the options re-rendered (they load after the dropdown
 * opens) is tried again. A multiple select is closed with Escape after the pick (never clicked
 * twice: a second click takes the option out again).
 */
export async function pickOption(page: Page, input: Locator, text: string, options: { search?: boolean; multiple?: boolean } = {}) {
  const dropdowns = page.locator(OPEN_DROPDOWN);
  const closed = () => expect.poll(() => dropdowns.count(), { timeout: 5_000 }).toBe(0);
  for (let attempt = 1; ; attempt++) {
    if ((await dropdowns.count()) === 0) {
      await input.click();
      if (options.search) await input.fill(text);
    }
    await dropdowns.locator(OPTION, { hasText: text }).first().click();
    if (options.multiple) {
      // Escape with no dropdown open would close the drawer or dialog the select sits in.
      if ((await dropdowns.count()) > 0) await page.keyboard.press('Escape');
      return closed();
    }
    try {
      return await closed();
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

/**
 * Runs `action` (a search, a sort, a page turn) and returns once the list shows its answer: the
 * list call whose URL `matches` is answered and no table is veiled. Rows alone cannot tell: the
 * previous answer stays on screen while the next loads, and a click then can land on the loading
 * veil, which antd raises a timer tick after the fetch starts.
 */
export async function listAnswer(page: Page, action: () => Promise<void>, matches: (url: URL) => boolean) {
  const answered = page.waitForResponse((response) => matches(new URL(response.url())));
  await action();
  await answered;
  await expect.poll(() => page.locator('.ant-table-wrapper .ant-spin-spinning').count()).toBe(0);
}

/** A report's rows as the export menu's CSV holds them: its lines, the byte-order mark and the last line break left out. */
export async function exportedCsvLines(page: Page): Promise<string[]> {
  await page.getByTestId('export-menu').hover();
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByText(/^CSV/).click()]);
  return fs
    .readFileSync((await file.path()) as string, 'utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
}
