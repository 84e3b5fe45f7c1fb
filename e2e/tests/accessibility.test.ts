import { catalogue, routePath } from '@trace/contract/catalogue';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { browserAvailable, launchBrowser, newPage } from '../support/browser.ts';
import { signIn } from '../support/console.ts';
import { type RunningServer, startServer } from '../support/server.ts';

describe.runIf(browserAvailable())('accessibility of every page (axe-core, WCAG 2.1 A/AA)', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('finds no serious violation on the sign-in page or on any page of the catalogue', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${server.url}/login`);
    await page.locator('#account_name').waitFor();
    const found: Record<string, string[]> = { '/login': await seriousViolations(page) };
    await signIn(page, server.url);
    const pages = catalogue.filter((entry) => entry.kind === 'page').map((entry) => routePath(entry.key));
    for (const path of ['/dashboard', ...pages]) {
      await page.goto(`${server.url}${path}`);
      await page.locator('.app-content').waitFor();
      await page.waitForLoadState('networkidle');
      const violations = await seriousViolations(page);
      if (violations.length > 0) found[path] = violations;
    }
    expect(Object.entries(found).filter(([, v]) => v.length > 0)).toEqual([]);
    await context.close();
  }, 600_000);
});
