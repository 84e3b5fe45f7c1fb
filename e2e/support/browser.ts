import fs from 'node:fs';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Whether the suite can run: Debian's Chromium must be installed. With E2E=required (CI) a
 * missing browser is a failure, not a skip.
 */
export function browserAvailable(): boolean {
  if (fs.existsSync(executablePath)) return true;
  const message = `E2E: no browser at ${executablePath} (apt-get install chromium)`;
  if (process.env.E2E === 'required') throw new Error(`${message}; E2E=required`);
  console.warn(`${message}: end-to-end tests skipped`);
  return false;
}

/** Chromium as every test runs it; `extraArgs` add switches a test needs (a fake camera). */
export function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
      ...extraArgs,
    ],
  });
}

/**
 * A page that records console errors, so a test can assert that none happened (CSP included). The
 * browser asks for reduced motion, so dialogs, drawers and lists open at once: a click is never
 * sent to a control still moving into place (under load, such clicks were lost).
 */
export async function newPage(browser: Browser, options: Parameters<Browser['newContext']>[0] = {}) {
  const context: BrowserContext = await browser.newContext({
    locale: 'en-US',
    viewport: { width: 1366, height: 800 },
    reducedMotion: 'reduce',
    ...options,
  });
  const page: Page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  return { context, page, consoleErrors };
}
