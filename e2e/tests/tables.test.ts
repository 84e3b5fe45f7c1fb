import { catalogue, routePath } from '@trace/contract/catalogue';
import type { Browser, BrowserContextOptions, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { browserAvailable, launchBrowser, newPage } from '../support/browser.ts';
import { LIST_PAGES, MENU_PAGES, openKnownList, openList, orderCodes, signedInState } from '../support/console.ts';
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

/** The page itself never scrolls sideways (only a table does), and (when asked) the first row shows its actions. */
async function usable(page: Page, withActions = true): Promise<{ overflow: number; actionsShown: boolean }> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  const rows = await page.locator('.ant-table-row').count();
  const actionsShown =
    !withActions || rows === 0 || (await page.locator('.ant-table-row').first().getByTestId(ACTIONS).first().isVisible());
  return { overflow, actionsShown };
}

async function chooseLanguage(page: Page, name: string) {
  await page.getByTestId('language-picker').click();
  await page.getByRole('menuitem', { name }).click();
}

/**
 * Scrolls each header into the room left of the fixed actions column and answers the headers
 * that are still covered by it, cut off by the table's edge, or squeezed to nothing. All in one
 * call into the page: reading a box right after setting the scroll position lays the table out.
 */
function hiddenHeaders(page: Page): Promise<string[]> {
  return page
    .locator('.ant-table')
    .first()
    .locator('.ant-table-content')
    .evaluate((scroller, maxActionsWidth) => {
      const cells = Array.from(scroller.querySelectorAll<HTMLElement>('thead th'));
      const actions = cells[cells.length - 1] as HTMLElement;
      const hidden: string[] = [];
      cells.slice(0, -1).forEach((cell, index) => {
        scroller.scrollLeft = Math.max(0, cell.offsetLeft + cell.offsetWidth - (scroller.clientWidth - actions.offsetWidth));
        const box = cell.getBoundingClientRect();
        const fixedBox = actions.getBoundingClientRect();
        const tableBox = scroller.getBoundingClientRect();
        const covered = box.x + box.width > fixedBox.x + 1;
        const cutOff = box.x < tableBox.x - 1;
        if (covered || cutOff || box.width < 40) hidden.push(cell.textContent ?? `#${index}`);
      });
      // The actions column sits whole inside the table and leaves the room to the data: links and More, not a row of links.
      const fixedBox = actions.getBoundingClientRect();
      const tableBox = scroller.getBoundingClientRect();
      if (fixedBox.x + fixedBox.width > tableBox.x + tableBox.width + 1 || fixedBox.width > maxActionsWidth) hidden.push('actions');
      return hidden;
    }, MAX_ACTIONS_WIDTH);
}

describe.runIf(browserAvailable())('lists at laptop widths, as an enterprise admin uses them, and every page accessible', () => {
  let server: RunningServer;
  let browser: Browser;
  /** One sign-in for the file: each test opens its pages already signed in. */
  let storageState: BrowserContextOptions['storageState'];
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    storageState = await signedInState(browser, server.url);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it.each(VIEWPORTS)('shows every column of products and code orders at $width px, beside the fixed actions column', async (viewport) => {
    const { context, page, consoleErrors } = await newPage(browser, { viewport, storageState });
    await orderCodes(page, server.url, 'Case code', `Printer ${viewport.width}`);
    for (const language of ['English', 'Español']) {
      if (language !== 'English') await chooseLanguage(page, language);
      for (const key of ['productlist', 'rulenews']) {
        await openKnownList(page, `${server.url}${routePath(key)}`);
        expect({ language, key, hidden: await hiddenHeaders(page) }).toEqual({ language, key, hidden: [] });
      }
    }
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it.each([
    { viewport: VIEWPORTS[0], languages: ['es'], names: 'Spanish (English is in the walk over every page)' },
    { viewport: VIEWPORTS[1], languages: ['en', 'es'], names: 'English and Spanish' },
  ])(
    'keeps every list usable at $viewport.width px in $names',
    async ({ viewport, languages }) => {
      // Each language in its own browser context, at once; the language cookie is what the picker leaves.
      const check = async (language: string) => {
        const { context, page } = await newPage(browser, { viewport, storageState });
        await context.addCookies([{ name: 'language', value: language, url: server.url }]);
        const found = [];
        for (const key of LISTS) {
          await openKnownList(page, `${server.url}${routePath(key)}`);
          found.push({ language, key, ...(await usable(page)) });
        }
        await context.close();
        return found;
      };
      const found = (await Promise.all(languages.map(check))).flat();
      expect(found.filter((list) => list.overflow !== 0 || !list.actionsShown)).toEqual([]);
      expect(found).toHaveLength(languages.length * LISTS.length);
    },
    300_000,
  );

  it('at 1280 px in English, on every page: no serious accessibility violation; on every list: each column can be brought clear of the actions column, nothing floats over a control, the actions stay in their column', async () => {
    // One walk for both checks: each page is loaded once. axe-core's WCAG 2.1 A and AA rules run on
    // the sign-in page, the home page and every page of the catalogue, menu or not.
    const signedOut = await newPage(browser, { viewport: VIEWPORTS[0] });
    await signedOut.page.goto(`${server.url}/login`);
    await signedOut.page.locator('#account_name').waitFor();
    const violations: Record<string, string[]> = { '/login': await seriousViolations(signedOut.page) };
    await signedOut.context.close();

    const { context, page } = await newPage(browser, { viewport: VIEWPORTS[0], storageState });
    await page.goto(`${server.url}/dashboard`, { waitUntil: 'networkidle' });
    await page.getByTestId('enterprise-name').waitFor();
    expect(await coveredControls(page)).toEqual([]);
    violations['/dashboard'] = await seriousViolations(page);
    const lists: string[] = [];
    for (const key of catalogue.filter((entry) => entry.kind === 'page').map((entry) => entry.key)) {
      const path = routePath(key);
      const hasList = await openList(page, `${server.url}${path}`);
      if (hasList && MENU_PAGES.includes(key)) {
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
          // The page never scrolls sideways on any list; the fourteen named lists show their row actions.
          ...(await usable(page, LISTS.includes(key))),
        };
        expect({ key, ...problems }).toEqual({ key, covered: [], hidden: [], spilled: [], overflow: 0, actionsShown: true });
      }
      violations[path] = await seriousViolations(page);
    }
    expect(lists).toEqual(LIST_PAGES);
    expect(LIST_PAGES).toEqual(expect.arrayContaining(LISTS));
    expect(Object.entries(violations).filter(([, found]) => found.length > 0)).toEqual([]);
    await context.close();
  }, 900_000);

  it('at 1280 px shows the progress of line tasks and of outbound orders beside the actions, without scrolling', async () => {
    const { context, page } = await newPage(browser, { viewport: VIEWPORTS[0], storageState });
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
    const { context, page, consoleErrors } = await newPage(browser, { viewport: VIEWPORTS[0], storageState });
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
    const { context, page, consoleErrors } = await newPage(browser, { viewport: VIEWPORTS[1], storageState });
    // The console's calls in flight, so that the test can wait for every answer rather than a while.
    const inFlight = new Set<Request>();
    page.on('request', (request) => new URL(request.url()).pathname.startsWith('/api/') && inFlight.add(request));
    page.on('requestfinished', (request) => inFlight.delete(request));
    page.on('requestfailed', (request) => inFlight.delete(request));
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
    // A refetch of the deleted role's grants starts with the list's; once every call is answered and the page has drawn, its error would show.
    await expect.poll(() => inFlight.size).toBe(0);
    await page.evaluate(() => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))));
    expect(await page.locator('.ant-message-error').count()).toBe(0);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('shows the full application title over the sidebar logo in Spanish', async () => {
    const { context, page } = await newPage(browser, { viewport: VIEWPORTS[0], storageState });
    await page.goto(`${server.url}/dashboard`);
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
