import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, launchBrowser, newPage } from '../support/browser.ts';
import { signIn } from '../support/console.ts';
import { type RunningServer, startServer } from '../support/server.ts';

describe.runIf(browserAvailable())('Home shows each person what their grants cover', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("gives the enterprise account the enterprise's figures and no explanation", async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, server.url);
    for (const figure of ['employees', 'failures', 'roles', 'products', 'codes']) await page.getByTestId(`figure-${figure}`).waitFor();
    expect(await page.getByTestId('nothing-to-open').count()).toBe(0);
    await context.close();
  });

  it('tells a production planner, whose pages are not built yet, which areas are coming and whom to ask, with no enterprise figures', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, server.url, 'planner01', { employee: true });
    const note = page.getByTestId('nothing-to-open');
    await note.waitFor();
    expect(await note.textContent()).toContain('Production');
    expect(await note.textContent()).toContain('ask the enterprise account of Demo Foods Co., Ltd.');
    // Their own sign-ins are there; the enterprise's figures are not.
    await page.locator('.ant-table-row').first().waitFor();
    expect(await page.locator('[data-testid^="figure-"]').count()).toBe(0);
    await context.close();
  });

  it('lets an inspector open the code history, the first inspection page built, with no explanation on home', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, server.url, 'inspector01', { employee: true });
    await page.getByRole('menuitem', { name: 'Code history' }).click();
    await page.waitForURL('**/home/inspect/informationinquiry');
    await page.getByTestId('inquiry-intro').waitFor();
    await page.goto(`${server.url}/dashboard`);
    await page.getByTestId('welcome').waitFor();
    expect(await page.getByTestId('nothing-to-open').count()).toBe(0);
    await context.close();
  });
});
