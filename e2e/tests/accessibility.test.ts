import fs from 'node:fs';
import { createRequire } from 'node:module';
import { catalogue, routePath } from '@trace/contract/catalogue';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, launchBrowser, newPage } from '../support/browser.ts';
import { signIn } from '../support/console.ts';
import { type RunningServer, startServer } from '../support/server.ts';

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
type Violation = { id: string; impact: string | null; nodes: { target: string[]; failureSummary?: string }[] };

/** WCAG 2.1 A and AA rules of axe-core, serious and critical findings only, on what the page shows. */
async function seriousViolations(page: Page): Promise<string[]> {
  // Colours are judged at rest, not halfway through a menu's or a tag's transition.
  await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; animation: none !important; }' });
  // Evaluated through the debugging protocol, so the console's Content-Security-Policy allows it.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(
    () =>
      (window as unknown as { axe: { run: (o: object) => Promise<{ violations: Violation[] }> } }).axe.run({
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      }) as Promise<{ violations: Violation[] }>,
  );
  return violations.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes.map((n) => `${n.target.join(' ')} [${n.failureSummary?.split('\n').slice(1).join(' ').trim()}]`).join(', ')}`,
    );
}

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
