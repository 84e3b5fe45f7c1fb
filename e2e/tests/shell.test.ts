import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, launchBrowser, newPage } from '../support/browser.ts';
import { cookie, signIn, tagTitles } from '../support/console.ts';
import { type RunningServer, startServer } from '../support/server.ts';

describe.runIf(browserAvailable())('the console shell', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('keeps a fixed home tag, adds a tag per page, and closes, closes others and closes all', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, server.url);
    await expect.poll(() => tagTitles(page)).toEqual(['Home']);
    await expect.poll(() => page.locator('[data-testid="tags-view"] .tag .tag-close').count()).toBe(0);

    await page.getByTestId('avatar-menu').click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await page.waitForURL('**/profile/index');
    await expect.poll(() => tagTitles(page)).toEqual(['Home', 'Profile']);
    await expect.poll(() => page.getByTestId('breadcrumbs').textContent()).toContain('Profile');
    await expect.poll(() => page.title()).toBe('Profile - Product traceability system');

    // Close the active tag: back to the last remaining tag.
    await page.locator('[data-path="/profile/index"] .tag-close').click();
    await page.waitForURL('**/dashboard');
    await expect.poll(() => tagTitles(page)).toEqual(['Home']);

    // Close others from the context menu keeps the fixed tag and the chosen one.
    await page.goto(`${server.url}/profile/index?tab=1`);
    await page.locator('[data-path="/profile/index"]').click({ button: 'right' });
    await page.getByRole('menuitem', { name: 'Close others' }).click();
    await expect.poll(() => tagTitles(page)).toEqual(['Home', 'Profile']);

    // Close all from the fixed tag while on another page: that page's tag goes and we go home.
    await page.locator('[data-path="/dashboard"]').click({ button: 'right' });
    await expect.poll(() => page.getByRole('menuitem', { name: 'Close', exact: true }).count()).toBe(0);
    await page.getByRole('menuitem', { name: 'Close all' }).click();
    await page.waitForURL('**/dashboard');
    await expect.poll(() => tagTitles(page)).toEqual(['Home']);

    // Refresh re-opens the page without adding a history entry.
    const before = await page.evaluate(() => history.length);
    // A mark on the page as it is: the refreshed page is drawn anew, without it.
    await page.getByTestId('enterprise-name').evaluate((element) => element.setAttribute('data-before-refresh', ''));
    await page.locator('[data-path="/dashboard"]').click({ button: 'right' });
    await page.getByRole('menuitem', { name: 'Refresh' }).click();
    // The refresh passes through /redirect/dashboard and replaces it.
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.locator('[data-testid="enterprise-name"]:not([data-before-refresh])').waitFor();
    expect(await page.evaluate(() => history.length)).toBe(before);
    await context.close();
  });

  it('switches language, keeps it over a reload, and re-titles the page', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, server.url);
    await page.getByTestId('language-picker').click();
    await page.getByRole('menuitem', { name: '日本語' }).click();
    await expect.poll(() => page.title()).toBe('ホーム - 製品トレーサビリティシステム');
    await expect.poll(() => page.getByText('言語を切り替えました').count()).toBeGreaterThan(0);
    expect(await cookie(page, 'language')).toBe('ja');
    await page.reload();
    await page.getByTestId('enterprise-name').waitFor();
    await expect.poll(() => page.title()).toBe('ホーム - 製品トレーサビリティシステム');
    await expect.poll(() => tagTitles(page)).toEqual(['ホーム']);
    await context.close();
  });

  it('switches language on a phone too, from the navbar', async () => {
    const { context, page } = await newPage(browser, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await signIn(page, server.url);
    await page.getByTestId('language-picker').click();
    await page.getByRole('menuitem', { name: 'Español' }).click();
    await expect.poll(() => cookie(page, 'language')).toBe('es');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // A list's row actions scroll with the row on a phone instead of staying pinned over half the screen.
    await page.goto(`${server.url}/home/base/material`);
    await page.locator('.ant-table-row').first().waitFor();
    expect(await page.locator('.ant-table-cell-fix-right, .ant-table-cell-fix-end').count()).toBe(0);
    await context.close();
  });

  it('changes control sizes and keeps the choice in a cookie', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, server.url);
    await page.goto(`${server.url}/profile/index`);
    const input = page.locator('#old_password').locator('xpath=ancestor::span[contains(@class,"ant-input-affix-wrapper")]');
    await expect.poll(() => input.evaluate((el) => el.getBoundingClientRect().height)).toBe(36);
    await page.getByTestId('size-picker').click();
    await page.getByRole('menuitem', { name: 'Mini' }).click();
    await expect.poll(() => page.getByText('Size changed').count()).toBeGreaterThan(0);
    await expect.poll(() => input.evaluate((el) => el.getBoundingClientRect().height)).toBe(28);
    expect(await cookie(page, 'size')).toBe('mini');
    await page.reload();
    await expect.poll(() => input.evaluate((el) => el.getBoundingClientRect().height)).toBe(28);
    await context.close();
  });

  it('applies a theme colour to primary buttons and keeps it', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, server.url);
    await page.goto(`${server.url}/profile/index`);
    const save = page.getByRole('button', { name: 'Save' });
    await page.getByTestId('settings-handle').click();
    await page.getByTestId('theme-#f5222d').click();
    await expect.poll(() => save.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(245, 34, 45)');
    // The layout switches apply at once and survive a reload too.
    await page.getByTestId('setting-tagsView').click();
    await page.getByTestId('setting-sidebarLogo').click();
    await expect.poll(() => page.getByTestId('tags-view').count()).toBe(0);
    await expect.poll(() => page.getByTestId('sidebar-logo').count()).toBe(1);
    await page.reload();
    await expect.poll(() => save.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(245, 34, 45)');
    expect(await page.getByTestId('tags-view').count()).toBe(0);
    expect(await page.getByTestId('sidebar-logo').count()).toBe(1);
    await context.close();
  });

  it('collects runtime errors of the production build and lists them', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, server.url);
    expect(await page.getByTestId('error-log').count()).toBe(0);
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('probe failure');
      });
      void Promise.reject(new Error('probe rejection'));
    });
    await page.getByTestId('error-log').click();
    await expect.poll(() => page.getByText('probe failure').count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByText('probe rejection').count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Clear all' }).click();
    await expect.poll(() => page.getByTestId('error-log').count()).toBe(0);
    await context.close();
  });

  it('answers an unknown open path with the not-found page when signed out', async () => {
    const { context, page } = await newPage(browser);
    // `/consumer` is open without sign-in (spec) and no page of the console; `/m/q/…` is the server's scan page.
    await page.goto(`${server.url}/consumer`);
    // The first page of a fresh browser loads the console's chunks: longer than the poll's default second.
    await expect.poll(() => page.getByText('Page not found').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    expect(new URL(page.url()).pathname).toBe('/consumer');
    await context.close();
  });

  it('collapses the sidebar to 54 px and remembers it', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, server.url);
    const sidebar = page.getByTestId('sidebar');
    await expect.poll(() => sidebar.evaluate((el) => el.getBoundingClientRect().width)).toBe(210);
    await page.getByTestId('hamburger').click();
    await expect.poll(() => sidebar.evaluate((el) => el.getBoundingClientRect().width)).toBe(54);
    await expect.poll(() => cookie(page, 'sidebarStatus')).toBe('0');
    await page.reload();
    await expect.poll(() => page.getByTestId('sidebar').evaluate((el) => el.getBoundingClientRect().width)).toBe(54);
    await page.getByTestId('hamburger').click();
    await expect.poll(() => cookie(page, 'sidebarStatus')).toBe('1');
    await context.close();
  });

  it('turns the sidebar into a drawer under 992 px that closes on navigation', async () => {
    const { context, page } = await newPage(browser, { viewport: { width: 900, height: 800 } });
    await signIn(page, server.url);
    expect(await page.getByTestId('sidebar').count()).toBe(0);
    expect(await page.getByTestId('header-search').count()).toBe(0);
    await page.getByTestId('hamburger').click();
    const drawer = page.locator('.sidebar-drawer');
    await drawer.waitFor({ state: 'visible' });
    await drawer.getByText('Home').click();
    await drawer.waitFor({ state: 'hidden' });
    // Back on a wide screen the desktop sidebar returns, open as it was.
    await page.setViewportSize({ width: 1366, height: 800 });
    await expect.poll(() => page.getByTestId('sidebar').evaluate((el) => el.getBoundingClientRect().width)).toBe(210);
    await context.close();
  });

  it('finds pages with the header search and opens them', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, server.url);
    await page.getByTestId('header-search').getByRole('button').click();
    await page.keyboard.type('profle');
    await page.getByTitle('Profile').first().waitFor();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/profile/index');
    await context.close();
  });

  it('asks once to sign in again when the server revoked the session', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, server.url);
    await page.goto(`${server.url}/profile/index`);
    // Let the page's own loads finish first: they would meet the revoked session before the click.
    await page.getByRole('cell', { name: 'Signed in' }).first().waitFor();
    const token = await cookie(page, 'token');
    await fetch(`${server.url}/api/sso/loginout`, { method: 'POST', headers: { token: token as string } });
    await page.locator('#old_password').fill('whatever-1');
    await page.locator('#new_password').fill('Another-Pass-9');
    await page.locator('#confirm_password').fill('Another-Pass-9');
    await page.getByRole('button', { name: 'Save' }).click();
    // One dialog (concurrent failures are covered by the HTTP client's unit test); the toast names the cause.
    await expect.poll(() => page.locator('.ant-modal-confirm').count()).toBe(1);
    expect(await page.locator('.ant-modal-confirm-title').textContent()).toBe('Signed out');
    await expect.poll(() => page.getByText('Your session has ended. Please sign in again.').count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Sign in again' }).click();
    await page.waitForURL('**/login?redirect=*');
    expect(await cookie(page, 'token')).toBeUndefined();
    await context.close();
  });
  it('keeps the session when the account cannot be loaded, loads it back online or on "Try again", and lets the person sign out', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, server.url);
    const token = await cookie(page, 'token');
    // No answer for the account on the next page load, as with the network down or a time-out.
    await page.route('**/api/sso/me', (route) => route.abort('timedout'));
    await page.goto(`${server.url}/profile/index`);
    await page.getByText('Your account could not be loaded').waitFor();
    expect(new URL(page.url()).pathname).toBe('/profile/index');
    expect(await cookie(page, 'token')).toBe(token);

    // The browser going offline and back online tries again by itself.
    await page.unroute('**/api/sso/me');
    await context.setOffline(true);
    await context.setOffline(false);
    await page.getByRole('cell', { name: 'Signed in' }).first().waitFor();

    // "Try again" does the same on request.
    await page.route('**/api/sso/me', (route) => route.abort('timedout'));
    await page.reload();
    await page.getByText('Your account could not be loaded').waitFor();
    await page.unroute('**/api/sso/me');
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('cell', { name: 'Signed in' }).first().waitFor();
    expect(await cookie(page, 'token')).toBe(token);

    // Signing out from that page works while the server cannot be reached, and the token is gone.
    await page.route('**/api/sso/{me,loginout}', (route) => route.abort('connectionrefused'));
    await page.reload();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL('**/login?redirect=*');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/profile/index');
    expect(await cookie(page, 'token')).toBeUndefined();
    await context.close();
  });
});
