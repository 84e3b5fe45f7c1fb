import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employeeWith } from './support/employee.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

type Row = { id: number; state: string; kind: string; assignee_id: number | null; outcome: string; penalty_amount: string | null };

describe('the warning workflow: assign, confirm or dismiss, resolve — with grants, one winner and the history kept', () => {
  let t: TestApp;
  let admin: string;
  let worker: string;
  let reader: string;
  let employeeId: number;
  const post = (url: string, payload: object, token = admin) => t.request({ method: 'POST', url, token, payload });
  const open = async () => {
    const list = await t.request({
      method: 'GET',
      url: '/api/inspect/warnings/pagelist?state=open&kind=diversion&page_size=200',
      token: admin,
    });
    return list.body.data.list as Row[];
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.tokenFor('admin');
    worker = await employeeWith(t, admin, 'warnworker', {
      menus: ['inspect', 'queryconsumerwarning'],
      buttons: ['queryconsumerwarning:update'],
    });
    reader = await employeeWith(t, admin, 'warnreader', { menus: ['inspect', 'queryconsumerwarning'] });
    const [row] = await t.db.query<{ id: number }>("SELECT id FROM accounts WHERE account_name = 'warnworker'");
    employeeId = Number(row?.id);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('walks a warning from open to resolved, keeping each change with who and when, and counts it for its assignee', async () => {
    const [warning] = await open();
    expect(warning).toBeDefined();
    const id = warning?.id as number;
    const assigned = await post('/api/inspect/warnings/assign', { id, assignee_id: employeeId });
    expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);
    expect(assigned.body.data).toMatchObject({ state: 'assigned', assignee_id: employeeId, assignee_name: 'warnworker' });
    expect((await t.request({ method: 'GET', url: '/api/inspect/warnings/mine', token: worker })).body.data.assigned).toBe(1);
    const mine = await t.request({ method: 'GET', url: '/api/inspect/warnings/pagelist?mine=true', token: worker });
    expect(mine.body.data.list.map((row: Row) => row.id)).toEqual([id]);

    // Resolving needs a confirmation first.
    expect((await post('/api/inspect/warnings/resolve', { id, action: 'Penalty' }, worker)).status).toBe(409);
    expect((await post('/api/inspect/warnings/confirm', { id, note: 'Seen on the shelf' }, worker)).body.data.state).toBe('confirmed');
    const resolved = await post(
      '/api/inspect/warnings/resolve',
      { id, action: 'Penalty charged', penalty_amount: 12500.5, follow_up: 'Visit again' },
      worker,
    );
    expect(resolved.body.data).toMatchObject({ state: 'resolved', outcome: 'Penalty charged', penalty_amount: '12500.50' });
    expect((await t.request({ method: 'GET', url: '/api/inspect/warnings/mine', token: worker })).body.data.assigned).toBe(0);

    const detail = await post('/api/inspect/warnings/detail', { id });
    expect(detail.body.data.changes.map((c: { from: string; to: string; by: string }) => [c.from, c.to, c.by])).toEqual([
      ['open', 'assigned', 'admin'],
      ['assigned', 'confirmed', 'warnworker'],
      ['confirmed', 'resolved', 'warnworker'],
    ]);
    const audit = await t.db.query<{ action: string }>("SELECT action FROM audit_logs WHERE object_type = 'warning' ORDER BY id");
    expect(audit.map((row) => row.action)).toEqual(['warning.assign', 'warning.confirm', 'warning.resolve']);
    // Nothing moves a resolved warning.
    for (const [path, body] of [
      ['assign', { assignee_id: employeeId }],
      ['confirm', {}],
      ['dismiss', { reason: 'x' }],
      ['resolve', { action: 'again' }],
    ] as const)
      expect((await post(`/api/inspect/warnings/${path}`, { id, ...body })).status).toBe(409);
  });

  it('lets one of two people acting on the same warning at once win, and tells the other', async () => {
    const [, warning] = await open();
    const id = warning?.id as number;
    const [dismissed, confirmed] = await Promise.all([
      post('/api/inspect/warnings/dismiss', { id, reason: 'Trade fair' }),
      post('/api/inspect/warnings/confirm', { id, note: 'Confirmed by phone' }, worker),
    ]);
    const statuses = [dismissed.status, confirmed.status].sort();
    expect(statuses).toEqual([200, 409]);
    const [changes] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM warning_changes WHERE warning_id = $1', [id]);
    expect(Number(changes?.n)).toBe(1);
    const loser = dismissed.status === 409 ? dismissed : confirmed;
    expect(loser.body.message).toMatch(/dismissed|confirmed/i);
  });

  it('refuses bad input and changes nothing', async () => {
    const [warning] = await open();
    const id = warning?.id as number;
    expect((await post('/api/inspect/warnings/dismiss', { id, reason: '' })).status).toBe(422);
    expect((await post('/api/inspect/warnings/assign', { id, assignee_id: 999_999 })).status).toBe(422);
    expect((await post('/api/inspect/warnings/resolve', { id, action: 'x', penalty_amount: -1 })).status).toBe(422);
    expect((await post('/api/inspect/warnings/confirm', { id: 999_999 })).status).toBe(404);
    expect((await open()).find((row) => row.id === id)?.state).toBe('open');
  });

  it('lets only holders of the button change a warning, and keeps every enterprise to its own', async () => {
    const [warning] = await open();
    const id = warning?.id as number;
    expect((await t.request({ method: 'GET', url: '/api/inspect/warnings/pagelist', token: reader })).status).toBe(200);
    expect((await post('/api/inspect/warnings/detail', { id }, reader)).status).toBe(200);
    expect((await post('/api/inspect/warnings/confirm', { id }, reader)).status).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/inspect/warnings/export?format=csv', token: reader })).status).toBe(403);
    const other = await t.secondEnterprise();
    expect((await post('/api/inspect/warnings/confirm', { id }, other.token)).status).toBe(404);
    // Our employee is no employee of theirs: refused before the warning is even looked for.
    expect((await post('/api/inspect/warnings/assign', { id, assignee_id: employeeId }, other.token)).status).toBe(422);
    const map = await t.request({ method: 'GET', url: '/api/inspect/warnings/map', token: other.token });
    expect(map.body.data.areas).toEqual([]);
    expect((await open()).find((row) => row.id === id)?.state).toBe('open');
  });

  it('finds warnings by part of the code, the dealer or the product, and offers employees to assign only to those who may', async () => {
    const [row] = await t.db.query<{ id: number; value: string; dealer: string }>(
      `SELECT w.id, c.value, d.name AS dealer FROM warnings w JOIN codes c ON c.id = w.code_id JOIN dealers d ON d.id = w.dealer_id
       WHERE w.kind = 'diversion' ORDER BY w.id LIMIT 1`,
    );
    const search = async (keyword: string) =>
      (
        await t.request({
          method: 'GET',
          url: `/api/inspect/warnings/pagelist?page_size=200&keyword=${encodeURIComponent(keyword)}`,
          token: admin,
        })
      ).body.data.list as Row[];
    expect((await search(String(row?.value).slice(2, 12))).map((w) => w.id)).toContain(row?.id);
    expect((await search(String(row?.dealer))).map((w) => w.id)).toContain(row?.id);
    expect(await search('no-such-text-anywhere')).toEqual([]);
    const assignees = await t.request({ method: 'GET', url: '/api/inspect/warnings/assignees?keyword=warn', token: worker });
    expect(assignees.status).toBe(200);
    expect(assignees.body.data.map((o: { code: string }) => o.code).sort()).toEqual(['warnreader', 'warnworker']);
    expect((await t.request({ method: 'GET', url: '/api/inspect/warnings/assignees', token: reader })).status).toBe(403);
  });

  it('draws live warnings by province and, under one, by city', async () => {
    const country = await t.request({ method: 'GET', url: '/api/inspect/warnings/map', token: admin });
    expect(country.status).toBe(200);
    const areas = country.body.data.areas as Array<{ code: string; name: string; count: number }>;
    expect(areas.length).toBeGreaterThan(0);
    expect(areas.every((area) => /^\d{2}0000$/.test(area.code))).toBe(true);
    const [live] = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM warnings WHERE state IN ('open', 'assigned', 'confirmed') AND region_code <> ''",
    );
    expect(areas.reduce((sum, area) => sum + area.count, 0)).toBe(Number(live?.n));
    const top = areas[0] as { code: string };
    const cities = await t.request({ method: 'GET', url: `/api/inspect/warnings/map?parent=${top.code}`, token: admin });
    expect(
      cities.body.data.areas.every((area: { code: string }) => area.code.startsWith(top.code.slice(0, 2)) && area.code.endsWith('00')),
    ).toBe(true);
  });

  it('draws the dealer asked for: its warnings only, with its regions and those of the dealers below it', async () => {
    const [dealer] = await t.db.query<{ id: number; name: string }>(
      `SELECT d.id, d.name FROM dealers d WHERE EXISTS (SELECT 1 FROM warnings w WHERE w.dealer_id = d.id AND w.state IN ('open', 'assigned', 'confirmed'))
       AND EXISTS (SELECT 1 FROM dealers c WHERE c.parent_id = d.id) ORDER BY d.id LIMIT 1`,
    );
    expect(dealer, 'the demo has a dealer with sub-dealers and live warnings').toBeDefined();
    const answer = await t.request({ method: 'GET', url: `/api/inspect/warnings/map?dealer_id=${dealer?.id}`, token: admin });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const { areas, territory } = answer.body.data as {
      areas: Array<{ count: number }>;
      territory: { dealer_id: number; dealer_name: string; regions: Array<{ code: string; name: string }> };
    };
    const [live] = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM warnings WHERE dealer_id = $1 AND state IN ('open', 'assigned', 'confirmed') AND region_code <> ''",
      [dealer?.id],
    );
    expect(areas.reduce((sum, area) => sum + area.count, 0)).toBe(Number(live?.n));
    const expected = await t.db.query<{ code: string }>(
      `WITH RECURSIVE tree AS (SELECT id FROM dealers WHERE id = $1 UNION SELECT d.id FROM dealers d JOIN tree ON d.parent_id = tree.id)
       SELECT DISTINCT r.area_code AS code FROM dealer_regions r JOIN tree ON tree.id = r.dealer_id ORDER BY 1`,
      [dealer?.id],
    );
    expect(territory).toMatchObject({ dealer_id: dealer?.id, dealer_name: dealer?.name });
    // Each region once, and none inside another that holds its sub-areas (a sub-dealer's city in its parent's province).
    const codes = territory.regions.map((region) => region.code);
    const digits = (code: string) => code.replace(/(00)+$/, '');
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.every((code) => expected.some((row) => row.code === code))).toBe(true);
    for (const row of expected)
      expect(
        codes.some((code) => digits(row.code).startsWith(digits(code))),
        `${row.code} is drawn`,
      ).toBe(true);
    expect(territory.regions.every((region) => region.name !== region.code)).toBe(true);
    // Without a dealer nothing is drawn; another enterprise's dealer is no dealer of ours.
    expect((await t.request({ method: 'GET', url: '/api/inspect/warnings/map', token: admin })).body.data.territory).toBeNull();
    const other = await t.secondEnterprise('map-admin');
    const theirs = await t.request({ method: 'GET', url: `/api/inspect/warnings/map?dealer_id=${dealer?.id}`, token: other.token });
    expect(theirs.body.data).toEqual({ areas: [], territory: null });
  });

  it('saves risk rules as versions, refusing rules out of bounds and dealers of another enterprise', async () => {
    const before = (await t.request({ method: 'GET', url: '/api/inspect/riskparams', token: admin })).body.data;
    const rules = { ...before.defaults, exempt_dealer_ids: [] };
    for (const key of ['exempt_dealers', 'version', 'effective_at', 'created_by_name']) delete rules[key];
    const saved = await post('/api/inspect/riskparams/default/save', { ...rules, diversion_min_devices: 4 });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.defaults).toMatchObject({
      diversion_min_devices: 4,
      version: before.defaults.version + 1,
      created_by_name: 'admin',
    });
    expect(saved.body.data.history[0]).toMatchObject({ version: before.defaults.version + 1, removed: false });
    expect((await post('/api/inspect/riskparams/default/save', { ...rules, clone_burst_devices: 1 })).status).toBe(422);
    expect((await post('/api/inspect/riskparams/default/save', { ...rules, exempt_dealer_ids: [999_999] })).status).toBe(422);
    expect((await post('/api/inspect/riskparams/default/save', rules, reader)).status).toBe(403);

    const [product] = await t.db.query<{ id: number }>('SELECT id FROM products ORDER BY id LIMIT 1');
    const override = await post('/api/inspect/riskparams/product/save', { ...rules, product_id: product?.id, diversion_level: 'province' });
    expect(override.body.data.overrides.map((o: { product_id: number }) => o.product_id)).toEqual([product?.id]);
    const removed = await post('/api/inspect/riskparams/product/remove', { product_id: product?.id });
    expect(removed.body.data.overrides).toEqual([]);
    expect((await post('/api/inspect/riskparams/product/remove', { product_id: product?.id })).status).toBe(422);
    // Two removals of one override at once: one is kept, the other refused.
    expect((await post('/api/inspect/riskparams/product/save', { ...rules, product_id: product?.id })).status).toBe(200);
    const removals = await Promise.all([
      post('/api/inspect/riskparams/product/remove', { product_id: product?.id }),
      post('/api/inspect/riskparams/product/remove', { product_id: product?.id }),
    ]);
    expect(removals.map((answer) => answer.status).sort()).toEqual([200, 422]);
    const [removedRows] = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM risk_param_versions WHERE product_id = $1 AND removed',
      [product?.id],
    );
    expect(Number(removedRows?.n)).toBe(2);
    // Two saves at once: both kept, as two versions.
    const [a, b] = await Promise.all([
      post('/api/inspect/riskparams/default/save', { ...rules, diversion_min_devices: 5 }),
      post('/api/inspect/riskparams/default/save', { ...rules, diversion_min_devices: 6 }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const versions = await t.db.query<{ version: number }>('SELECT version FROM risk_param_versions ORDER BY version');
    expect(versions.map((row) => row.version)).toEqual(versions.map((_, i) => i + 1));
  });
});
