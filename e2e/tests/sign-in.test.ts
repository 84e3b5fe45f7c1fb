import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, launchBrowser, newPage } from '../support/browser.ts';
import { ADMIN_PASSWORD, type RunningServer, startServer } from '../support/server.ts';

describe.runIf(browserAvailable())('signing in through the console', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('sends a visitor without a session to sign-in, then back to the page with its query', async () => {
    const { context, page, consoleErrors } = await newPage(browser);
    await page.goto(`${server.url}/dashboard?tab=x`);
    await page.waitForURL('**/login?redirect=*');
    expect(new URL(page.url()).search).toBe(`?redirect=${encodeURIComponent('/dashboard?tab=x')}`);
    await expect.poll(() => page.title()).toBe('Sign in - Product traceability system');

    await page.locator('#account_name').fill('admin');
    await page.locator('#account_password').fill(ADMIN_PASSWORD);
    await page.locator('#account_password').press('Enter');
    await page.waitForURL('**/dashboard?tab=x');
    await expect.poll(() => page.getByTestId('enterprise-name').textContent()).toBe('Demo Foods Co., Ltd.');
    await expect.poll(() => page.title()).toBe('Home - Product traceability system');
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'token')?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookies.find((c) => c.name === 'name')?.value).toBe('admin');
    expect(cookies.find((c) => c.name === 'account_type')?.value).toBe('1');
    expect(consoleErrors.filter((e) => /Content Security Policy|Refused to/.test(e))).toEqual([]);

    // Signed in, /login leads home.
    await page.goto(`${server.url}/login`);
    await page.waitForURL('**/dashboard');

    // Log out: back to sign-in, cookies gone, the server refuses the old token.
    const token = cookies.find((c) => c.name === 'token')?.value as string;
    await page.getByTestId('avatar-menu').click();
    await page.getByText('Sign out').click();
    await page.waitForURL('**/login?redirect=*');
    const after = await context.cookies();
    expect(after.find((c) => c.name === 'token')).toBeUndefined();
    const me = await fetch(`${server.url}/api/sso/me`, { headers: { token } });
    expect(me.status).toBe(401);
    expect(consoleErrors.filter((e) => /Content Security Policy|Refused to/.test(e))).toEqual([]);
    await context.close();
  });

  it('shows the server message on a wrong password and stays on sign-in', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${server.url}/login`);
    await page.locator('#account_name').fill('admin');
    await page.locator('#account_password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => page.getByText('Account name or password is incorrect').count()).toBeGreaterThan(0);
    expect(new URL(page.url()).pathname).toBe('/login');
    expect((await context.cookies()).find((c) => c.name === 'token')).toBeUndefined();
    await context.close();
  });

  it('signs an employee in with the employee account type, and speaks the chosen language', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${server.url}/login`);
    await page.getByTestId('language-picker').click();
    await page.getByText('中文').click();
    await expect.poll(() => page.title()).toBe('登录 - 产品追溯系统');
    await page.getByText('员工账号').click();
    await page.locator('#account_name').fill('inspector01');
    await page.locator('#account_password').fill(ADMIN_PASSWORD);
    await page.locator('#account_password').press('Enter');
    await page.waitForURL('**/dashboard');
    await expect.poll(() => page.getByTestId('welcome').textContent()).toBe('欢迎，Ana García');
    expect((await context.cookies()).find((c) => c.name === 'language')?.value).toBe('zh');
    await context.close();
  });

  it('shows the 404 page for an unknown path once signed in', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${server.url}/login`);
    await page.locator('#account_name').fill('admin');
    await page.locator('#account_password').fill(ADMIN_PASSWORD);
    await page.locator('#account_password').press('Enter');
    await page.waitForURL('**/dashboard');
    await page.goto(`${server.url}/no/such/page`);
    await expect.poll(() => page.getByText('Page not found').count()).toBeGreaterThan(0);
    expect(new URL(page.url()).pathname).toBe('/no/such/page');
    await context.close();
  });
});
