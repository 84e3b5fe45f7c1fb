import { createHash } from 'node:crypto';
import { INTEGRATION_TOKEN } from '@trace/contract/epcis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employeeWith } from './support/employee.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

/**
 * Integration tokens: a partner system's credentials for `/epcis`, issued, rotated and revoked on
 * the information inquiry page. Shown once, kept as a SHA-256, limited to their enterprise, their
 * grants and their calls a minute; nowhere but `/epcis`.
 */
const PER_MINUTE = 25;
let t: TestApp;
let admin: string;

type Issued = { id: number; token: string; hint: string; state: string; name: string; grants: string[]; last_used_at: string | null };

async function call(method: 'GET' | 'POST', url: string, token: string, payload?: object) {
  return t.request({ method, url, token, payload });
}

async function issue(body: object, token = admin) {
  return call('POST', '/api/org/integration-tokens/add', token, body);
}

async function issued(name: string, grants: string[], extra: object = {}): Promise<Issued> {
  const response = await issue({ name, grants, ...extra });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data as Issued;
}

/** A call to the EPCIS repository as a partner system makes it: the token as a Bearer credential. */
async function partner(method: 'GET' | 'POST', url: string, token: string, document?: object) {
  const response = await t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}`, ...(document ? { 'content-type': 'application/ld+json' } : {}) },
    payload: document ? JSON.stringify(document) : undefined,
  });
  return { status: response.statusCode, headers: response.headers, body: JSON.parse(response.body || 'null') };
}

const sightingDocument = (serial: string) => ({
  '@context': ['https://ref.gs1.org/standards/epcis/2.0.0/epcis-context.jsonld'],
  type: 'EPCISDocument',
  schemaVersion: '2.0',
  creationDate: '2026-12-01T08:00:00Z',
  epcisBody: {
    eventList: [
      {
        type: 'ObjectEvent',
        eventTime: '2026-12-02T10:00:00.000+01:00',
        eventTimeZoneOffset: '+01:00',
        epcList: [`https://id.gs1.org/01/09520123456788/21/${serial}`],
        action: 'OBSERVE',
        bizStep: 'retail_selling',
      },
    ],
  },
});

async function list(query = '') {
  const response = await call('GET', `/api/org/integration-tokens/pagelist?page_size=200${query}`, admin);
  expect(response.status).toBe(200);
  return response.body.data.list as Issued[];
}

beforeAll(async () => {
  t = await createTestApp({ env: { INTEGRATION_REQUESTS_PER_MINUTE: String(PER_MINUTE) } });
  admin = await t.tokenFor('admin');
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe('integration tokens', () => {
  it('are shown once and kept only as a digest', async () => {
    const token = await issued('Shown once', ['epcis:read']);
    expect(token.token).toMatch(INTEGRATION_TOKEN);
    expect(token.token.startsWith(token.hint)).toBe(true);
    expect(token.state).toBe('live');
    const [row] = await t.db.query<Record<string, unknown>>('SELECT * FROM integration_tokens WHERE id = $1', [token.id]);
    expect(Object.values(row ?? {}).map(String)).not.toContain(token.token);
    expect(row?.token_hash).toBe(createHash('sha256').update(token.token).digest('hex'));
    const audit = await t.db.query<{ text: string }>(
      "SELECT coalesce(before::text, '') || coalesce(after::text, '') AS text FROM audit_logs WHERE object_type = 'integration_token'",
    );
    expect(audit.length).toBeGreaterThan(0);
    expect(audit.map((a) => a.text).join('\n')).not.toContain(token.token);
    const listed = (await list()).find((x) => x.id === token.id);
    expect(listed).toMatchObject({ name: 'Shown once', hint: token.hint, state: 'live' });
    expect(JSON.stringify(listed)).not.toContain(token.token);
  });

  it('read the repository with epcis:read, and nothing else', async () => {
    const { token } = await issued('Reader', ['epcis:read']);
    const answer = await partner('GET', '/epcis/events?perPage=5', token);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.type).toBe('EPCISQueryDocument');
    const refused = await partner('POST', '/epcis/capture', token, sightingDocument('READER'));
    expect(refused.status).toBe(403);
    expect(refused.body.type).toBe('epcisException:SecurityException');
    expect((await partner('GET', '/epcis/capture', token)).status).toBe(403);
    // The console's API takes no integration token, whatever its grants.
    const consoleCall = await t.app.inject({
      method: 'GET',
      url: '/api/org/integration-tokens/pagelist',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(consoleCall.statusCode).toBe(401);
    expect((await list()).find((x) => x.name === 'Reader')?.last_used_at).not.toBeNull();
  });

  it('capture with epcis:capture, read their jobs, and read no events', async () => {
    const { token } = await issued('Capturer', ['epcis:capture']);
    // A person's capture: not among the token's jobs.
    const byPerson = await t.app.inject({
      method: 'POST',
      url: '/epcis/capture',
      headers: { token: admin, 'content-type': 'application/ld+json' },
      payload: JSON.stringify(sightingDocument('PERSON')),
    });
    expect(byPerson.statusCode).toBe(202);
    const captured = await partner('POST', '/epcis/capture', token, sightingDocument('CAPTURER'));
    expect(captured.status, JSON.stringify(captured.body)).toBe(202);
    expect(captured.body).toMatchObject({ success: true, storedCount: 1, capturedBy: 'Capturer' });
    expect((await partner('GET', String(captured.headers.location), token)).status).toBe(200);
    const jobs = await partner('GET', '/epcis/capture', token);
    expect(jobs.status).toBe(200);
    expect((jobs.body as Array<{ captureID: string }>).map((job) => job.captureID)).toEqual([captured.body.captureID]);
    expect((await partner('GET', String(byPerson.headers.location), token)).status).toBe(404);
    expect((await partner('GET', '/epcis/events', token)).status).toBe(403);
  });

  it('are refused when unknown, malformed or of another scheme', async () => {
    for (const header of ['Bearer it_nothing', 'Bearer ', `Basic ${Buffer.from('a:b').toString('base64')}`, `Bearer ${'x'.repeat(500)}`]) {
      const response = await t.app.inject({ method: 'GET', url: '/epcis/events', headers: { authorization: header } });
      expect(response.statusCode, header).toBe(401);
      expect(JSON.parse(response.body).type).toBe('epcisException:SecurityException');
      expect(response.headers['www-authenticate']).toBe('Bearer realm="epcis"');
    }
  });

  it('give way to a person’s session sent beside them, and are checked however the path is spelled', async () => {
    const { token } = await issued('Beside a session', ['epcis:read']);
    const both = await t.app.inject({
      method: 'GET',
      url: '/epcis/events',
      headers: { token: 'no-such-session', authorization: `Bearer ${token}` },
    });
    expect(both.statusCode).toBe(401);
    for (const url of ['/%65pcis/eventTypes', '/%65pcis/events', '/%61pi/org/integration-tokens/pagelist']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(401);
    }
  });

  it("are their enterprise's own: another enterprise's token reads only its events", async () => {
    const { token } = await issued('Own enterprise', ['epcis:read', 'epcis:capture']);
    expect((await partner('POST', '/epcis/capture', token, sightingDocument('OWN-A'))).status).toBe(202);
    const other = await t.secondEnterprise('tokens-other-admin');
    const otherToken = (await issue({ name: 'Other', grants: ['epcis:read'] }, other.token)).body.data.token as string;
    const epc = encodeURIComponent('https://id.gs1.org/01/09520123456788/21/OWN-A');
    const mine = await partner('GET', `/epcis/events?MATCH_epc=${epc}`, token);
    expect(mine.body.epcisBody.queryResults.resultsBody.eventList).toHaveLength(1);
    const theirs = await partner('GET', `/epcis/events?MATCH_epc=${epc}`, otherToken);
    expect(theirs.status).toBe(200);
    expect(theirs.body.epcisBody.queryResults.resultsBody.eventList).toHaveLength(0);
    // Nor does the other enterprise see, rotate or revoke this one.
    const names = ((await call('GET', '/api/org/integration-tokens/pagelist', other.token)).body.data.list as Issued[]).map((x) => x.name);
    expect(names).toEqual(['Other']);
    const mineId = (await list()).find((x) => x.name === 'Own enterprise')?.id;
    expect((await call('POST', '/api/org/integration-tokens/revoke', other.token, { id: mineId })).status).toBe(404);
    expect((await partner('GET', '/epcis/events', token)).status).toBe(200);
  });

  it('stop working when rotated, and the new secret works; two rotations at once leave one working secret', async () => {
    const first = await issued('Rotated', ['epcis:read']);
    const rotated = await call('POST', '/api/org/integration-tokens/rotate', admin, { id: first.id });
    expect(rotated.status).toBe(200);
    const second = rotated.body.data as Issued;
    expect(second.token).not.toBe(first.token);
    expect((await partner('GET', '/epcis/events', first.token)).status).toBe(401);
    expect((await partner('GET', '/epcis/events', second.token)).status).toBe(200);

    const both = await Promise.all([0, 1].map(() => call('POST', '/api/org/integration-tokens/rotate', admin, { id: first.id })));
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    const working = [];
    for (const answer of both) working.push((await partner('GET', '/epcis/events', answer.body.data.token)).status);
    expect(working.sort()).toEqual([200, 401]);
    expect((await partner('GET', '/epcis/events', second.token)).status).toBe(401);
  });

  it('stop working for good when revoked; of two revocations at once one wins, and a revoked token changes no more', async () => {
    const token = await issued('Revoked', ['epcis:read']);
    const both = await Promise.all([0, 1].map(() => call('POST', '/api/org/integration-tokens/revoke', admin, { id: token.id })));
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await partner('GET', '/epcis/events', token.token)).status).toBe(401);
    expect((await list('&state=revoked')).map((x) => x.id)).toContain(token.id);
    expect((await call('POST', '/api/org/integration-tokens/rotate', admin, { id: token.id })).status).toBe(409);
    const update = await call('POST', '/api/org/integration-tokens/update', admin, {
      id: token.id,
      name: 'Again',
      grants: ['epcis:read'],
      expires_on: null,
    });
    expect(update.status).toBe(409);
    // Its name is free again for a new token.
    expect((await issue({ name: 'Revoked', grants: ['epcis:read'] })).status).toBe(200);
  });

  it('keep names unique among live tokens, also when two are issued at once', async () => {
    const both = await Promise.all([0, 1].map(() => issue({ name: 'Twin', grants: ['epcis:read'] })));
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await list()).filter((x) => x.name === 'Twin')).toHaveLength(1);
    const other = await issued('Not a twin', ['epcis:read']);
    const rename = await call('POST', '/api/org/integration-tokens/update', admin, {
      id: other.id,
      name: 'Twin',
      grants: ['epcis:read'],
      expires_on: null,
    });
    expect(rename.status).toBe(409);
  });

  it('work through their last day in the enterprise’s time zone, and not after; a day already past is refused', async () => {
    const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    // Two days ago in UTC is past in every zone; tomorrow in UTC is not yet past in any.
    const past = await issue({ name: 'Past', grants: ['epcis:read'], expires_on: day(-2) });
    expect(past.status).toBe(422);
    expect(JSON.stringify(past.body)).toContain('expires_on');
    const live = await issued('Expiring', ['epcis:read'], { expires_on: day(1) });
    expect((await partner('GET', '/epcis/events', live.token)).status).toBe(200);
    // Its last day passes.
    await t.db.query('UPDATE integration_tokens SET expires_on = $2 WHERE id = $1', [live.id, day(-2)]);
    expect((await partner('GET', '/epcis/events', live.token)).status).toBe(401);
    expect((await list('&state=expired')).map((x) => x.id)).toEqual([live.id]);
    expect((await call('POST', '/api/org/integration-tokens/rotate', admin, { id: live.id })).status).toBe(409);
    // A new last day brings it back; a rename keeps it, as every change sends it.
    const update = await call('POST', '/api/org/integration-tokens/update', admin, {
      id: live.id,
      name: 'Expiring',
      grants: ['epcis:read'],
      expires_on: day(30),
    });
    expect(update.status).toBe(200);
    expect(update.body.data).toMatchObject({ expires_on: day(30), state: 'live' });
    expect((await partner('GET', '/epcis/events', live.token)).status).toBe(200);
    const noDay = await call('POST', '/api/org/integration-tokens/update', admin, { id: live.id, name: 'Renamed', grants: ['epcis:read'] });
    expect(noDay.status).toBe(422);
  });

  it('are told to wait past their calls a minute, with Retry-After, each token on its own', async () => {
    const busy = await issued('Busy', ['epcis:read']);
    const calm = await issued('Calm', ['epcis:read']);
    const statuses = [];
    for (let i = 0; i < PER_MINUTE; i++) statuses.push((await partner('GET', '/epcis/eventTypes', busy.token)).status);
    expect(statuses.every((s) => s === 200)).toBe(true);
    const refused = await partner('GET', '/epcis/eventTypes', busy.token);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.body.status).toBe(429);
    expect((await partner('GET', '/epcis/eventTypes', calm.token)).status).toBe(200);
    t.clock.advance(61_000);
    expect((await partner('GET', '/epcis/eventTypes', busy.token)).status).toBe(200);
  });

  it('refuse bad input with its field, storing nothing', async () => {
    const before = await t.count('integration_tokens');
    for (const body of [
      { name: '', grants: ['epcis:read'] },
      { name: 'No grants', grants: [] },
      { name: 'Twice', grants: ['epcis:read', 'epcis:read'] },
      { name: 'Unknown', grants: ['epcis:delete'] },
      { name: 'Bad day', grants: ['epcis:read'], expires_on: '2026-02-30' },
    ]) {
      const response = await issue(body);
      expect(response.status, JSON.stringify(body)).toBe(422);
    }
    expect(await t.count('integration_tokens')).toBe(before);
  });

  it('are managed only with the integration button, and give no grant their issuer lacks', async () => {
    const viewer = await employeeWith(t, admin, 'tokens-viewer', { menus: ['inspect', 'informationinquiry'] });
    expect((await call('GET', '/api/org/integration-tokens/pagelist', viewer)).status).toBe(403);
    expect((await issue({ name: 'By viewer', grants: ['epcis:read'] }, viewer)).status).toBe(403);
    const manager = await employeeWith(t, admin, 'tokens-manager', {
      menus: ['inspect', 'informationinquiry'],
      buttons: ['informationinquiry:integration'],
    });
    const refused = await issue({ name: 'More than held', grants: ['epcis:read', 'epcis:capture'] }, manager);
    expect(refused.status).toBe(422);
    expect(JSON.stringify(refused.body)).toContain('grants');
    expect((await issue({ name: 'As held', grants: ['epcis:read'] }, manager)).status).toBe(200);
    // Nor is a token that may capture given a new secret by who may not capture.
    const capturing = await issued('Capturing', ['epcis:capture']);
    const rotated = await call('POST', '/api/org/integration-tokens/rotate', manager, { id: capturing.id });
    expect(rotated.status).toBe(422);
    expect((await partner('POST', '/epcis/capture', capturing.token, sightingDocument('STILL'))).status).toBe(202);
    // The button alone does not let one hand out reading the repository.
    const buttonOnly = await employeeWith(t, admin, 'tokens-button-only', { menus: [], buttons: ['informationinquiry:integration'] });
    expect((await issue({ name: 'Read without the menu', grants: ['epcis:read'] }, buttonOnly)).status).toBe(422);
  });

  it('follow the enterprise’s switches, as its people do', async () => {
    const { token } = await issued('Switched', ['epcis:read']);
    const toggle = (enabled: boolean) =>
      call('POST', '/api/org/menutree/menutreeenable', admin, { menu_key: 'informationinquiry', enabled });
    expect((await toggle(false)).status).toBe(200);
    try {
      expect((await partner('GET', '/epcis/events', token)).status).toBe(403);
    } finally {
      expect((await toggle(true)).status).toBe(200);
    }
    expect((await partner('GET', '/epcis/events', token)).status).toBe(200);
  });
});
