import { INTEGRATION_TOKEN } from '@trace/contract/epcis';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { browserAvailable, launchBrowser, newPage } from '../support/browser.ts';
import { pickOption, signIn } from '../support/console.ts';
import { type RunningServer, startServer } from '../support/server.ts';

const INQUIRY = '/home/inspect/informationinquiry';
const NAME = 'Retailer tills';

/** The secret the dialog shows once, after it has been checked to be a token; the dialog is then closed by its button. */
async function shownToken(page: Page): Promise<string> {
  const secret = page.getByTestId('token-secret');
  await secret.waitFor();
  const token = ((await secret.textContent()) ?? '').trim();
  expect(token).toMatch(INTEGRATION_TOKEN);
  return token;
}

async function closeSecret(page: Page) {
  await page.getByTestId('token-secret-done').click();
  await page.getByTestId('token-secret').waitFor({ state: 'hidden' });
}

/** Picks a row action under More and confirms the question it asks, which names the token. */
async function confirmAction(page: Page, row: Locator, testId: string, question: string) {
  await row.getByTestId('row-more').click();
  await page.locator(`.ant-dropdown:visible [data-testid="${testId}"]`).click();
  const asked = page.locator('.ant-modal-confirm:visible');
  await asked.locator('.ant-modal-confirm-title', { hasText: question }).waitFor();
  await asked.locator('.ant-btn-dangerous').click();
  await asked.waitFor({ state: 'hidden' });
}

describe.runIf(browserAvailable())('integration tokens, as the enterprise admin gives a partner system access to the EPCIS API', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  /** A partner system's call: the token as a Bearer credential on the EPCIS query interface. */
  const readEvents = async (token: string) =>
    (await fetch(`${server.url}/epcis/events?perPage=1`, { headers: { authorization: `Bearer ${token}` } })).status;

  it('issues a token shown once that reads events, rotates it so only the new one works, and revokes it so none does', async () => {
    const { context, page, consoleErrors } = await newPage(browser);
    await signIn(page, server.url);
    await page.goto(`${server.url}${INQUIRY}`);
    await page.getByRole('tab', { name: 'Integration tokens' }).click();
    await page.waitForURL(`**${INQUIRY}?tab=integration`);
    await page.getByTestId('integration-intro').waitFor();
    await page.getByText('No integration tokens yet').waitFor();

    // Issued in the drawer: its name and both grants (reading is ticked already).
    await page.getByTestId('token-issue').click();
    await page.locator('#token_name').fill(NAME);
    const read = page.getByRole('checkbox', { name: /Read events \(epcis:read\)/ });
    const capture = page.getByRole('checkbox', { name: /Capture events \(epcis:capture\)/ });
    expect(await read.isChecked()).toBe(true);
    await capture.check();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByTestId('token-save').click();

    // The token, shown this once, with a warning and how a partner system sends it.
    const first = await shownToken(page);
    const dialog = page.getByTestId('token-secret-modal');
    expect(await dialog.textContent()).toContain('it will not be shown again');
    expect(await dialog.getByTestId('token-sample').textContent()).toBe(
      `curl -H "Authorization: Bearer <token>" ${server.url}/epcis/events`,
    );
    expect(await seriousViolations(page)).toEqual([]);
    // Escape does not close it: closing loses the token for good.
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByTestId('token-secret').isVisible()).toBe(true);
    await closeSecret(page);

    // Listed with its start only, live, with both grants; the token itself is nowhere on the page.
    const row = page.locator('.ant-table-row', { hasText: NAME });
    await row.waitFor();
    expect(await row.getByTestId('token-hint').textContent()).toBe(`${first.slice(0, 9)}…`);
    expect(await row.getByTestId('token-state').textContent()).toBe('Live');
    expect(await row.getByTestId('token-grant').allTextContents()).toEqual(['Read', 'Capture']);
    expect(await row.textContent()).toContain('Until revoked');
    expect(await row.textContent()).toContain('Never');
    expect(await page.content()).not.toContain(first);

    // The partner system reads events with it.
    expect(await readEvents(first)).toBe(200);

    // Rotated after a question: a new token shown once; the old one stops at once.
    await confirmAction(page, row, 'token-rotate', `Give ${NAME} a new token? The old one stops working at once`);
    const second = await shownToken(page);
    expect(second).not.toBe(first);
    await closeSecret(page);
    await expect.poll(() => row.getByTestId('token-hint').textContent()).toBe(`${second.slice(0, 9)}…`);
    // The list read again says when the token was last used.
    expect(await row.textContent()).not.toContain('Never');
    expect(await readEvents(first)).toBe(401);
    expect(await readEvents(second)).toBe(200);

    // Revoked after a question: it stays listed as revoked, with no actions, and stops working.
    await confirmAction(page, row, 'token-revoke', `Revoke the integration token ${NAME}?`);
    await page.getByText(`Integration token ${NAME} revoked`).first().waitFor();
    await expect.poll(() => row.getByTestId('token-state').textContent()).toBe('Revoked');
    expect(await row.getByRole('button').count()).toBe(0);
    expect(await readEvents(second)).toBe(401);

    // Only the live ones: none is left.
    await pickOption(page, page.locator('#filter_state'), 'Live');
    await page.getByTestId('list-filters').getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(/state=live/);
    await page.getByText('Nothing matches these filters.').waitFor();
    expect(await page.locator('.ant-table-row').count()).toBe(0);
    expect(consoleErrors).toEqual([]);
    await context.close();
  }, 180_000);

  it("is no tab for an inspector, who does not hold the integration button, not even by the tab's address", async () => {
    const { context, page, consoleErrors } = await newPage(browser);
    await signIn(page, server.url, 'inspector01', { employee: true });
    await page.goto(`${server.url}${INQUIRY}?tab=integration`);
    await page.getByRole('tab', { name: 'Partner events' }).waitFor();
    expect(await page.getByRole('tab', { name: 'By code', selected: true }).count()).toBe(1);
    expect(await page.getByRole('tab', { name: 'Integration tokens' }).count()).toBe(0);
    expect(await page.getByTestId('integration-intro').count()).toBe(0);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
