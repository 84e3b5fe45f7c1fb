import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { routePath } from '@trace/contract/catalogue';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { browserAvailable, launchBrowser, newPage } from '../support/browser.ts';
import { pickOption, signIn } from '../support/console.ts';
import { type RunningServer, startServer } from '../support/server.ts';

const WARNINGS = routePath('queryconsumerwarning');
const ROWS = '.ant-table-row:visible';

type Received = { headers: http.IncomingHttpHeaders; body: string };

/** The enterprise's own system: a receiver on this machine that stores each delivery and answers 200. */
function startReceiver(): Promise<{ url: string; received: Received[]; close(): Promise<void> }> {
  const received: Received[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(200, { 'content-type': 'text/plain' }).end('stored');
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}/hooks/warnings`,
        received,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

describe.runIf(browserAvailable())('webhooks of warnings, as the brand-protection desk subscribes its own system', () => {
  let server: RunningServer;
  let browser: Browser;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  beforeAll(async () => {
    [server, browser, receiver] = await Promise.all([startServer(), launchBrowser(), startReceiver()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await receiver?.close();
  });

  it('subscribes a URL, sees its secret once, and sees a warning assigned delivered to it, signed with that secret', async () => {
    const { context, page, consoleErrors } = await newPage(browser);
    await signIn(page, server.url);
    await page.goto(`${server.url}${WARNINGS}`);
    await page.getByRole('tab', { name: 'Webhooks' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('tab')).toBe('webhooks');
    const hooks = page.getByTestId('webhooks-table');
    // The demo's desk is subscribed already, with its deliveries counted.
    await hooks.locator(ROWS, { hasText: 'Brand protection desk' }).waitFor({ timeout: 15_000 });

    // Added in the drawer: a URL with a user name is refused on its field before anything is sent.
    await page.getByTestId('webhook-add').click();
    await page.locator('#webhook_name').fill('Our receiver');
    await page.locator('#webhook_url').fill('http://someone:pass@127.0.0.1/hooks');
    await page.getByTestId('webhook-save').click();
    await page.getByText('must be an http or https address without a user name or password').first().waitFor();
    await page.locator('#webhook_url').fill(receiver.url);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByTestId('webhook-save').click();

    // The secret, shown this once, with how the receiver checks it.
    const modal = page.getByTestId('webhook-secret-modal');
    await modal.getByTestId('webhook-secret').waitFor();
    const secret = ((await modal.getByTestId('webhook-secret').textContent()) ?? '').trim();
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    expect(await modal.textContent()).toContain('it will not be shown again');
    expect(await modal.textContent()).toContain('X-Trace-Signature');
    expect(await seriousViolations(page)).toEqual([]);
    await modal.getByTestId('webhook-secret-done').click();
    await modal.waitFor({ state: 'hidden' });
    const row = hooks.locator(ROWS, { hasText: 'Our receiver' });
    await row.waitFor();
    expect(await row.getByTestId('webhook-url').textContent()).toBe(receiver.url);
    // Only its start is kept, to tell which secret a receiver holds.
    expect(await row.getByTestId('webhook-secret-hint').textContent()).toBe(`${secret.slice(0, 6)}…`);
    expect(await page.getByText(secret).count()).toBe(0);

    // A warning assigned on the Warnings tab.
    await page.getByRole('tab', { name: 'Warnings' }).click();
    await page.goto(`${server.url}${WARNINGS}?kind=diversion&state=open`);
    const warning = page.locator(ROWS).first();
    await warning.waitFor({ timeout: 15_000 });
    await warning.getByTestId('warning-assign').click();
    await pickOption(page, page.locator('#warning_assignee'), 'inspector01', { search: true });
    await page.locator('#warning-move-ok').click();
    await page.getByText('Warning assigned').first().waitFor();

    // Its delivery, listed under the subscription: delivered, the receiver's status and answer shown.
    await page.goto(`${server.url}${WARNINGS}?tab=webhooks`);
    await hooks.locator(ROWS, { hasText: 'Our receiver' }).getByTestId('webhook-deliveries').click();
    await expect.poll(() => new URL(page.url()).searchParams.get('subscription_id')).toMatch(/^\d+$/);
    const deliveries = page.locator(`[data-testid="webhooks-panel"] .data-table ${ROWS}`);
    await expect.poll(() => deliveries.first().getByTestId('delivery-state').textContent(), { timeout: 30_000 }).toBe('Delivered');
    expect(await deliveries.count()).toBe(1);
    expect(await deliveries.first().getByTestId('delivery-status').textContent()).toBe('200');
    expect(await deliveries.first().getByTestId('delivery-answer').textContent()).toBe('stored');
    // The counts are read again every two seconds while a delivery waits.
    await expect.poll(() => row.getByTestId('webhook-delivered').textContent(), { timeout: 10_000 }).toBe('1');

    // The receiver got the change, signed with the secret shown once.
    expect(receiver.received).toHaveLength(1);
    const [got] = receiver.received;
    expect(got?.headers['x-trace-event']).toBe('warning.changed');
    expect(got?.headers['x-trace-delivery']).toMatch(/^\d+$/);
    const expected = `sha256=${createHmac('sha256', Buffer.from(secret, 'hex'))
      .update(got?.body ?? '')
      .digest('hex')}`;
    expect(got?.headers['x-trace-signature']).toBe(expected);
    expect(JSON.parse(got?.body ?? '{}')).toMatchObject({ event: 'warning.changed', warning: { state: 'assigned' } });

    // A new secret, asked about first since the old one stops at once, and shown once like the first.
    await row.getByTestId('row-more').click();
    await page.locator('.ant-dropdown:visible [data-testid="webhook-renew"]').click();
    const asked = page.locator('.ant-modal-confirm:visible');
    await asked.locator('.ant-modal-confirm-title', { hasText: 'Give Our receiver a new secret?' }).waitFor();
    await asked.locator('.ant-btn-dangerous').click();
    await modal.getByTestId('webhook-secret').waitFor();
    const renewed = ((await modal.getByTestId('webhook-secret').textContent()) ?? '').trim();
    expect(renewed).toMatch(/^[0-9a-f]{64}$/);
    expect(renewed).not.toBe(secret);
    await modal.getByTestId('webhook-secret-done').click();
    await expect.poll(() => row.getByTestId('webhook-secret-hint').textContent()).toBe(`${renewed.slice(0, 6)}…`);

    // Sending switched off after a question naming it.
    await row.getByTestId('webhook-enabled').click();
    await page.locator('.ant-popconfirm:visible .ant-btn-dangerous').click();
    await page.getByText('Warnings are no longer sent to Our receiver').first().waitFor();
    await expect.poll(() => row.getByTestId('webhook-enabled').getAttribute('aria-checked')).toBe('false');

    // The demo's delivery its receiver kept refusing: its answer shown, and sent again.
    await page.goto(`${server.url}${WARNINGS}?tab=webhooks&state=failed`);
    const failed = deliveries.filter({ hasText: 'Brand protection desk' }).first();
    await failed.waitFor({ timeout: 15_000 });
    expect(await failed.getByTestId('delivery-status').textContent()).toBe('503');
    // Its warning's number opens the warning's evidence on the Warnings tab; Back returns to the delivery.
    const number = (await failed.getByTestId('delivery-warning').textContent()) ?? '';
    await failed.getByTestId('delivery-warning').click();
    await page.getByRole('dialog', { name: /^Warning on / }).waitFor({ timeout: 15_000 });
    expect(new URL(page.url()).searchParams.get('open')).toBe(number);
    expect(await page.getByRole('tab', { name: 'Warnings', selected: true }).count()).toBe(1);
    await page.goBack();
    await failed.waitFor({ timeout: 15_000 });
    await failed.getByTestId('delivery-redeliver').click();
    await page.getByText('The delivery is sent again from its first try').first().waitFor();
    // Deleted with its deliveries, after a question naming it.
    await page.goto(`${server.url}${WARNINGS}?tab=webhooks`);
    await row.getByTestId('row-more').click();
    await page.locator('.ant-dropdown:visible [data-testid="webhook-delete"]').click();
    await asked.locator('.ant-modal-confirm-title', { hasText: 'Delete the webhook Our receiver with all its deliveries?' }).waitFor();
    await asked.locator('.ant-btn-dangerous').click();
    await page.getByText('Webhook Our receiver deleted').first().waitFor();
    await row.waitFor({ state: 'detached' });
    expect(await seriousViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  }, 300_000);
});
