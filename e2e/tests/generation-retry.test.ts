import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, launchBrowser, newPage } from '../support/browser.ts';
import { orderCodes, signIn } from '../support/console.ts';
import { freshDataDir, type RunningServer, sqlOnStoppedServer, startServer } from '../support/server.ts';

describe.runIf(browserAvailable())('a code order whose generation failed, as a packaging planner finishes it', () => {
  let server: RunningServer | undefined;
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  // Two server starts and two waits of up to a minute each: the default minute is not enough.
  it('sees the order fail part-way, generates it again once the database is fixed, and it ends with every code', {
    timeout: 300_000,
  }, async () => {
    // The database refuses sequence numbers past 3,000, as a full disk or a broken constraint would.
    const dataDir = freshDataDir();
    await sqlOnStoppedServer(dataDir, 'ALTER TABLE codes ADD CONSTRAINT e2e_refuse_past_3000 CHECK (seq <= 3000) NOT VALID');
    server = await startServer({}, { dataDir });

    const { context, page, consoleErrors } = await newPage(browser);
    await signIn(page, server.url);
    const row = await orderCodes(page, server.url, 'Item code, short link', 'Retry Printing');
    await expect.poll(() => row.getByTestId('order-status').textContent(), { timeout: 60_000 }).toBe('Failed');
    const madeBefore = Number((await row.getByTestId('job-count').textContent())?.split(' / ')[0]?.replaceAll(',', ''));
    expect(madeBefore).toBeLessThanOrEqual(3_000);
    await context.close();

    // The database is fixed while the server is down; the failed order waits for a person.
    await server.stop({ keepData: true });
    await sqlOnStoppedServer(dataDir, 'ALTER TABLE codes DROP CONSTRAINT e2e_refuse_past_3000');
    server = await startServer({}, { dataDir });

    const again = await newPage(browser);
    await signIn(again.page, server.url);
    await again.page.goto(`${server.url}/home/tagging/rulenews`);
    const failed = again.page.locator('.ant-table-row', { hasText: 'Retry Printing' });
    expect(await failed.getByTestId('order-status').textContent()).toBe('Failed');
    await failed.getByTestId('row-more').click();
    await again.page.getByTestId('order-generate-again').click();
    await again.page
      .locator('.ant-modal-confirm-title', { hasText: `The ${madeBefore.toLocaleString('en')} codes already made are kept` })
      .waitFor();
    await again.page.locator('.ant-modal-confirm .ant-btn-primary').click();
    await again.page.getByText('Generation restarted').waitFor();
    await expect.poll(() => failed.getByTestId('order-status').textContent(), { timeout: 60_000 }).toBe('Ready');
    expect(await failed.getByTestId('job-count').textContent()).toMatch(/^10,000 \/ 10,000/);
    expect(await again.page.getByTestId('order-generate-again').count()).toBe(0);
    expect([...consoleErrors, ...again.consoleErrors]).toEqual([]);
    await again.context.close();
  });
});
