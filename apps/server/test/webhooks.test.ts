import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookDispatcherOf } from '../src/modules/risk/webhook.dispatch.ts';
import { employeeWith } from './support/employee.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

type Received = { headers: http.IncomingHttpHeaders; body: string };

/** A receiver on 127.0.0.1 that answers with the status the test sets, keeping what it got. */
async function receiver() {
  const received: Received[] = [];
  let status = 200;
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.writeHead(status, { 'content-type': 'text/plain' }).end(status === 200 ? 'thanks' : 'try later');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/warnings`,
    received,
    answer: (next: number) => {
      status = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('webhooks of warnings: signed deliveries, retried with backoff, listed with their answers', () => {
  let t: TestApp;
  let admin: string;
  let hooks: Awaited<ReturnType<typeof receiver>>;
  let secret = '';
  let subscriptionId = 0;
  const post = (url: string, payload: object, token = admin) => t.request({ method: 'POST', url, token, payload });
  const round = () => (webhookDispatcherOf(t.db) as NonNullable<ReturnType<typeof webhookDispatcherOf>>).round();
  const firstOpen = async () =>
    (await t.request({ method: 'GET', url: '/api/inspect/warnings/pagelist?state=open', token: admin })).body.data.list[0] as {
      id: number;
    };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.tokenFor('admin');
    hooks = await receiver();
    // The demo's subscription points at a made-up address: this test's receiver is the only one.
    for (const subscription of (await t.request({ method: 'GET', url: '/api/inspect/webhooks', token: admin })).body.data)
      expect((await post('/api/inspect/webhooks/delete', { id: subscription.id })).status).toBe(200);
  });
  afterAll(async () => {
    await t?.close();
    await hooks?.close();
  });

  it('subscribes a URL and shows its secret once', async () => {
    const added = await post('/api/inspect/webhooks/add', {
      name: 'Brand protection desk',
      url: hooks.url,
      events: ['warning.raised', 'warning.changed'],
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    secret = added.body.data.secret;
    subscriptionId = added.body.data.id;
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    const listed = await t.request({ method: 'GET', url: '/api/inspect/webhooks', token: admin });
    expect(listed.body.data).toHaveLength(1);
    expect(JSON.stringify(listed.body.data)).not.toContain(secret);
    expect(listed.body.data[0].secret_hint).toBe(`${secret.slice(0, 6)}…`);
    for (const url of ['ftp://example.com/x', 'https://user:pw@example.com/x', 'not a url'])
      expect((await post('/api/inspect/webhooks/add', { name: 'Bad', url, events: ['warning.raised'] })).status).toBe(422);
  });

  it('delivers a change of a warning signed with the secret, and the receiver can check the signature', async () => {
    const warning = await firstOpen();
    const [employee] = await t.db.query<{ id: number }>('SELECT id FROM accounts WHERE account_type = 2 ORDER BY id LIMIT 1');
    expect((await post('/api/inspect/warnings/assign', { id: warning.id, assignee_id: employee?.id })).status).toBe(200);
    expect(await round()).toBe(1);
    expect(hooks.received).toHaveLength(1);
    const got = hooks.received[0] as Received;
    expect(got.headers['x-trace-event']).toBe('warning.changed');
    const expected = `sha256=${createHmac('sha256', Buffer.from(secret, 'hex')).update(got.body).digest('hex')}`;
    expect(got.headers['x-trace-signature']).toBe(expected);
    const body = JSON.parse(got.body);
    expect(body).toMatchObject({ event: 'warning.changed', warning: { id: warning.id, state: 'assigned', assignee_id: employee?.id } });
    const deliveries = await t.request({ method: 'GET', url: '/api/inspect/webhooks/deliveries/pagelist', token: admin });
    expect(deliveries.body.data.list[0]).toMatchObject({ state: 'delivered', attempts: 1, last_status: 200, last_answer: 'thanks' });
  });

  it('tries again after growing pauses while the receiver fails, and gives up after the last try', async () => {
    hooks.answer(503);
    const warning = await firstOpen();
    expect((await post('/api/inspect/warnings/dismiss', { id: warning.id, reason: 'A trade fair' })).status).toBe(200);
    expect(await round()).toBe(1);
    const latest = async () =>
      (await t.request({ method: 'GET', url: '/api/inspect/webhooks/deliveries/pagelist', token: admin })).body.data.list[0] as {
        id: number;
        state: string;
        attempts: number;
        last_status: number | null;
        next_attempt_at: string;
      };
    let delivery = await latest();
    expect(delivery).toMatchObject({ state: 'pending', attempts: 1, last_status: 503 });
    // Not due yet: nothing is sent.
    expect(await round()).toBe(0);
    const pauses: number[] = [];
    for (let attempt = 2; attempt <= 8; attempt++) {
      const wait = new Date(delivery.next_attempt_at).getTime() - t.clock.now().getTime();
      pauses.push(Math.round(wait / 1000));
      t.clock.advance(wait + 1000);
      expect(await round()).toBe(1);
      delivery = await latest();
    }
    expect(pauses).toEqual([10, 20, 40, 80, 160, 320, 640]);
    expect(delivery).toMatchObject({ state: 'failed', attempts: 8 });
    expect(hooks.received.filter((r) => r.headers['x-trace-delivery'] === String(delivery.id))).toHaveLength(8);

    hooks.answer(200);
    const again = await post('/api/inspect/webhooks/deliveries/redeliver', { id: delivery.id });
    expect(again.body.data.state).toBe('pending');
    expect(await round()).toBe(1);
    expect((await latest()).state).toBe('delivered');
    expect((await post('/api/inspect/webhooks/deliveries/redeliver', { id: delivery.id })).status).toBe(409);
  });

  it('keeps a delivery when nobody answers, and sends nothing for a disabled subscription', async () => {
    await hooks.close();
    const warning = await firstOpen();
    expect((await post('/api/inspect/warnings/confirm', { id: warning.id })).status).toBe(200);
    expect(await round()).toBe(1);
    const [pending] = await t.db.query<{ state: string; last_status: number | null; last_answer: string }>(
      'SELECT state, last_status, last_answer FROM webhook_deliveries ORDER BY id DESC LIMIT 1',
    );
    expect(pending).toMatchObject({ state: 'pending', last_status: null });
    expect(pending?.last_answer).not.toBe('');
    const update = await post('/api/inspect/webhooks/update', {
      id: subscriptionId,
      name: 'Desk',
      url: hooks.url,
      events: ['warning.raised'],
      enabled: false,
    });
    expect(update.status).toBe(200);
    const before = await t.count('webhook_deliveries');
    const next = await firstOpen();
    expect((await post('/api/inspect/warnings/confirm', { id: next.id })).status).toBe(200);
    expect(await t.count('webhook_deliveries')).toBe(before);
  });

  it('keeps subscriptions to their enterprise and to the holders of the button', async () => {
    const other = await t.secondEnterprise();
    expect((await t.request({ method: 'GET', url: '/api/inspect/webhooks', token: other.token })).body.data).toEqual([]);
    expect((await post('/api/inspect/webhooks/delete', { id: subscriptionId }, other.token)).status).toBe(404);
    expect((await post('/api/inspect/webhooks/renew', { id: subscriptionId }, other.token)).status).toBe(404);
    const deliveries = await t.request({ method: 'GET', url: '/api/inspect/webhooks/deliveries/pagelist', token: other.token });
    expect(deliveries.body.data.total).toBe(0);
    const reader = await employeeWith(t, admin, 'hookreader', { menus: ['inspect', 'queryconsumerwarning'] });
    expect((await t.request({ method: 'GET', url: '/api/inspect/webhooks', token: reader })).status).toBe(200);
    expect(
      (await post('/api/inspect/webhooks/add', { name: 'x', url: 'https://example.com', events: ['warning.raised'] }, reader)).status,
    ).toBe(403);
    const renewed = await post('/api/inspect/webhooks/renew', { id: subscriptionId });
    expect(renewed.body.data.secret).not.toBe(secret);
    expect((await post('/api/inspect/webhooks/delete', { id: subscriptionId })).status).toBe(200);
    expect(await t.count('webhook_deliveries')).toBe(0);
  });
});
