import { catalogue, routePath } from '@trace/contract/catalogue';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, launchBrowser, newPage } from '../support/browser.ts';
import { orderCodes, signIn } from '../support/console.ts';
import { type RunningServer, startServer } from '../support/server.ts';

const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 1440, height: 900 },
];
/** The list pages, by menu key; the last three are plain tables beside or above other content. */
const LISTS = [
  'productlist',
  'dealer',
  'store',
  'material',
  'outsourcing',
  'productunit',
  'productsort',
  'coderule',
  'rulenews',
  'readycreate',
  'stafflist',
  'departmentjob',
  'rolemanage',
  'buttonpower',
];

/** Two links and More, in Spanish. */
const MAX_ACTIONS_WIDTH = 260;
/** The first action of a row: edit, More, or an order's View. */
const ACTIONS = /^(row-edit|row-more|order-view)$/;

/** Every page of the sidebar; those that show a list are checked (the others have no table). */
const MENU_PAGES = catalogue.filter((entry) => entry.kind === 'page' && !entry.hidden && entry.inMenu !== false).map((entry) => entry.key);

/** Buttons and links in the window that something fixed lies over (a floating handle, a stuck panel). */
async function coveredControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const covered: string[] = [];
    for (const control of Array.from(document.querySelectorAll<HTMLElement>('button, a[href]'))) {
      const box = control.getBoundingClientRect();
      if (box.width === 0 || box.bottom <= 0 || box.top >= innerHeight || box.right <= 0 || box.left >= innerWidth) continue;
      // Its middle and its four corners, a little inside.
      const points = [
        [box.left + box.width / 2, box.top + box.height / 2],
        [box.left + 2, box.top + 2],
        [box.right - 2, box.top + 2],
        [box.left + 2, box.bottom - 2],
        [box.right - 2, box.bottom - 2],
      ] as const;
      const over = points
        .map(([x, y]) => document.elementFromPoint(x, y))
        // Under the table's own fixed actions column while scrolled is where a scrolled cell belongs.
        .filter(
          (hit) =>
            hit && !control.contains(hit) && !hit.contains(control) && !hit.closest('.ant-table-cell-fix-right, .ant-table-cell-fix-end'),
        )
        .map((hit) => {
          for (let up = hit as HTMLElement | null; up; up = up.parentElement) if (getComputedStyle(up).position === 'fixed') return up;
          return null;
        })
        .find((fixed) => fixed !== null);
      if (over) covered.push(`${control.getAttribute('aria-label') ?? control.textContent?.trim()} under ${over.className}`);
    }
    return covered;
  });
}

async function chooseLanguage(page: Page, name: string) {
  await page.getByTestId('language-picker').click();
  await page.getByRole('menuitem', { name }).click();
}

/**
 * Scrolls each header into the room left of the fixed actions column and answers the headers
 * that are still covered by it, cut off by the table's edge, or squeezed to nothing.
 */
async function hiddenHeaders(page: Page): Promise<string[]> {
  const table = page.locator('.ant-table').first();
  const scroller = table.locator('.ant-table-content');
  const headers = table.locator('thead th');
  const count = await headers.count();
  const actions = headers.nth(count - 1);
  const hidden: string[] = [];
  for (let index = 0; index < count - 1; index++) {
    const header = headers.nth(index);
    await scroller.evaluate((element, i) => {
      const cells = element.querySelectorAll('thead th');
      const cell = cells[i] as HTMLElement;
      const fixed = cells[cells.length - 1] as HTMLElement;
      element.scrollLeft = Math.max(0, cell.offsetLeft + cell.offsetWidth - (element.clientWidth - fixed.offsetWidth));
    }, index);
    const [box, fixedBox, tableBox] = await Promise.all([header.boundingBox(), actions.boundingBox(), scroller.boundingBox()]);
    if (!box || !fixedBox || !tableBox) throw new Error('a table without a layout');
    const covered = box.x + box.width > fixedBox.x + 1;
    const cutOff = box.x < tableBox.x - 1;
    if (covered || cutOff || box.width < 40) hidden.push((await header.textContent()) ?? `#${index}`);
  }
  // The actions column sits whole inside the table and leaves the room to the data: links and More, not a row of links.
  const [fixedBox, tableBox] = await Promise.all([actions.boundingBox(), scroller.boundingBox()]);
  if (!fixedBox || !tableBox || fixedBox.x + fixedBox.width > tableBox.x + tableBox.width + 1 || fixedBox.width > MAX_ACTIONS_WIDTH) {
    hidden.push('actions');
  }
  return hidden;
}

describe.runIf(browserAvailable())('lists at laptop widths, as an enterprise admin uses them', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it.each(VIEWPORTS)('shows every column of products and code orders at $width px, beside the fixed actions column', async (viewport) => {
    const { context, page, consoleErrors } = await newPage(browser, { viewport });
    await signIn(page, server.url);
    await orderCodes(page, server.url, 'Case code', `Printer ${viewport.width}`);
    for (const language of ['English', 'Español']) {
      if (language !== 'English') await chooseLanguage(page, language);
      for (const key of ['productlist', 'rulenews']) {
        await page.goto(`${server.url}${routePath(key)}`);
        await page.locator('.ant-table-row').first().waitFor();
        expect({ language, key, hidden: await hiddenHeaders(page) }).toEqual({ language, key, hidden: [] });
      }
    }
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it.each(VIEWPORTS)(
    'keeps every list usable at $width px in English and Spanish',
    async (viewport) => {
      const { context, page } = await newPage(browser, { viewport });
      await signIn(page, server.url);
      for (const language of ['English', 'Español']) {
        if (language !== 'English') await chooseLanguage(page, language);
        for (const key of LISTS) {
          await page.goto(`${server.url}${routePath(key)}`);
          // A row, or the table's own empty state: that is drawn only once the list has answered.
          await page.locator('.ant-table-tbody .ant-table-row, .ant-table-placeholder .ant-empty').first().waitFor();
          // The page itself never scrolls sideways: only a table does.
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
          const rows = await page.locator('.ant-table-row').count();
          const actionsShown = rows === 0 || (await page.locator('.ant-table-row').first().getByTestId(ACTIONS).first().isVisible());
          expect({ language, key, overflow, actionsShown }).toEqual({ language, key, overflow: 0, actionsShown: true });
        }
      }
      await context.close();
    },
    300_000,
  );

  it('at 1280 px, on every list: each column can be brought clear of the actions column, nothing floats over a control, the actions stay in their column', async () => {
    const { context, page } = await newPage(browser, { viewport: VIEWPORTS[0] });
    await signIn(page, server.url);
    expect(await coveredControls(page)).toEqual([]);
    const lists: string[] = [];
    for (const key of MENU_PAGES) {
      await page.goto(`${server.url}${routePath(key)}`);
      // A page without a list shows none within a few seconds; a list is checked once it has answered.
      const shown = await page
        .locator('.ant-table')
        .first()
        .waitFor({ timeout: 6_000 })
        .then(() => true)
        .catch(() => false);
      if (!shown) continue;
      await page.locator('.ant-table-tbody .ant-table-row, .ant-table-placeholder .ant-empty').first().waitFor();
      lists.push(key);
      const hasActions = await page.locator('.ant-table').first().locator('thead th.ant-table-cell-fix-end').count();
      const problems = {
        covered: await coveredControls(page),
        hidden: hasActions > 0 ? await hiddenHeaders(page) : [],
        // A long first action ("Record receipt") stays inside the actions column beside More.
        spilled: await page.evaluate(() =>
          Array.from(document.querySelectorAll<HTMLElement>('td.ant-table-cell-fix-end [data-testid="row-more"]'))
            .filter((more) => more.getBoundingClientRect().right > (more.closest('td') as HTMLElement).getBoundingClientRect().right + 1)
            .map((more) => more.closest('tr')?.textContent?.slice(0, 30)),
        ),
      };
      expect({ key, ...problems }).toEqual({ key, covered: [], hidden: [], spilled: [] });
    }
    expect(lists).toEqual(expect.arrayContaining(LISTS));
    await context.close();
  }, 600_000);

  it('at 1280 px shows the progress of line tasks and of outbound orders beside the actions, without scrolling', async () => {
    const { context, page } = await newPage(browser, { viewport: VIEWPORTS[0] });
    await signIn(page, server.url);
    for (const [key, title] of [
      ['taskmanagement', 'Progress'],
      ['freight', 'Scanned / planned'],
    ] as const) {
      await page.goto(`${server.url}${routePath(key)}`);
      await page.locator('.ant-table-row').first().waitFor();
      const header = page.locator('thead th', { hasText: title }).first();
      const actions = page.locator('thead th.ant-table-cell-fix-end').first();
      const [box, fixed] = await Promise.all([header.boundingBox(), actions.boundingBox()]);
      expect({ key, clear: (box?.x ?? 0) + (box?.width ?? 0) <= (fixed?.x ?? 0) + 1 }).toEqual({ key, clear: true });
    }
    await context.close();
  });

  it('puts secondary actions under More: they still work, delete asks first; cut headers show their title', async () => {
    const { context, page, consoleErrors } = await newPage(browser, { viewport: VIEWPORTS[0] });
    await signIn(page, server.url);
    await page.goto(`${server.url}${routePath('productlist')}?keyword=Aqua Vita office`);
    const row = page.locator('.ant-table-row', { hasText: 'Aqua Vita office 18.9 L' });
    await row.waitFor();

    await page.getByRole('columnheader', { name: 'Specification' }).getByTestId('column-title').hover();
    await expect.poll(() => page.locator('.ant-tooltip:visible').textContent()).toBe('Specification');

    await row.getByTestId('row-more').click();
    const menu = page.locator('.ant-dropdown:visible');
    await expect.poll(() => menu.getByRole('menuitem').allTextContents()).toEqual(['Extended attributes', 'Product pages', 'Delete']);
    await menu.getByRole('menuitem', { name: 'Extended attributes' }).click();
    await page.waitForURL('**/prodcutextend?product_id=*');

    await page.goto(`${server.url}${routePath('productlist')}?keyword=Aqua Vita office`);
    await row.getByTestId('row-more').click();
    await page.getByTestId('row-delete').click();
    const dialog = page.locator('.ant-modal-confirm');
    expect(await dialog.locator('.ant-modal-confirm-title').textContent()).toBe('Delete Aqua Vita office 18.9 L? This cannot be undone.');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Deleted', { exact: true }).first().waitFor();
    await expect.poll(() => row.count()).toBe(0);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('deletes the selected role without an error', async () => {
    const { context, page, consoleErrors } = await newPage(browser, { viewport: VIEWPORTS[1] });
    await signIn(page, server.url);
    await page.goto(`${server.url}${routePath('rolemanage')}`);
    await page.getByTestId('role-add').click();
    await page.locator('#role_name').fill('E2E Short-lived');
    await page.getByRole('button', { name: 'OK' }).click();
    await page.getByTestId('grant-tree').waitFor();

    const row = page.locator('.ant-table-row', { hasText: 'E2E Short-lived' });
    await row.getByTestId('row-more').click();
    await page.getByTestId('row-delete').click();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => row.count()).toBe(0);
    await page.getByText('Pick a role').waitFor();
    // A refetch of the deleted role's grants would answer within this time.
    await page.waitForTimeout(1000);
    expect(await page.locator('.ant-message-error').count()).toBe(0);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('shows the full application title over the sidebar logo in Spanish', async () => {
    const { context, page } = await newPage(browser, { viewport: VIEWPORTS[0] });
    await signIn(page, server.url);
    // The logo is a layout setting, off by default.
    await page.getByTestId('settings-handle').click();
    await page.getByTestId('setting-sidebarLogo').click();
    await page.keyboard.press('Escape');
    await chooseLanguage(page, 'Español');
    const title = page.getByTestId('sidebar-title');
    await expect.poll(() => title.textContent()).toBe('Trazabilidad');
    await title.hover();
    await expect.poll(() => page.locator('.ant-tooltip:visible').textContent()).toBe('Sistema de trazabilidad de productos');
    // Every menu title carries its full text for hover, however narrow the sidebar.
    const labels = page.getByTestId('sidebar-menu').locator('.ant-menu-title-content > span');
    for (const label of await labels.all()) expect(await label.getAttribute('title')).toBe(await label.textContent());
    await context.close();
  });
});
