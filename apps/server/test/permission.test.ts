import { ACCOUNT_TYPE } from '@trace/contract/api';
import { menuCatalogue } from '@trace/contract/catalogue';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok } from '../src/platform/envelope.ts';
import { isGuardedUrl } from '../src/platform/guard.ts';
import { button, describePermission, menu } from '../src/platform/permission.ts';
import { createTestApp, ENGINE, type TestApp } from './support/test-app.ts';

/** Probe routes guarded like business routes, so the guard is exercised before those areas exist. */
function probeRoutes(app: FastifyInstance) {
  app.get('/api/probe/store', { config: { permission: menu('store') } }, async () => ok('store'));
  app.post('/api/probe/store-add', { config: { permission: button('store:add') } }, async () => ok('added'));
  app.get('/api/probe/undeclared', async () => ok('should never answer'));
}

describe('permission guard', () => {
  let t: TestApp;
  let tokens: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp({ extend: probeRoutes });
    tokens = {
      admin: await t.tokenFor('admin'),
      clerk: await t.tokenFor('clerk01', ACCOUNT_TYPE.EMPLOYEE),
      inspector: await t.tokenFor('inspector01', ACCOUNT_TYPE.EMPLOYEE),
    };
  });
  afterAll(() => t.close());

  it('declares a permission on every API route', () => {
    const apiRoutes = t.app.declaredRoutes.filter((r) => isGuardedUrl(r.url) && !r.url.startsWith('/api/probe/'));
    expect(apiRoutes.length).toBeGreaterThan(5);
    const undeclared = apiRoutes.filter((r) => !r.permission).map((r) => `${r.method} ${r.url}`);
    expect(undeclared).toEqual([]);
    // The matrix, for the record: every route with what it needs.
    for (const route of apiRoutes) expect(describePermission(route.permission as never)).toBeTruthy();
  });

  it('refuses a route that declares nothing, even to the enterprise account', async () => {
    const response = await t.request({ method: 'GET', url: '/api/probe/undeclared', token: tokens.admin });
    expect(response.status).toBe(403);
    expect(response.body.status_code).toBe(40301);
  });

  it('lets the enterprise account through every check', async () => {
    expect((await t.request({ method: 'GET', url: '/api/probe/store', token: tokens.admin })).status).toBe(200);
    expect((await t.request({ method: 'POST', url: '/api/probe/store-add', token: tokens.admin })).status).toBe(200);
  });

  it('lets an employee through exactly the menus and buttons its roles hold', async () => {
    expect((await t.request({ method: 'GET', url: '/api/probe/store', token: tokens.clerk })).status).toBe(200);
    expect((await t.request({ method: 'POST', url: '/api/probe/store-add', token: tokens.clerk })).status).toBe(200);
    const refused = await t.request({ method: 'GET', url: '/api/probe/store', token: tokens.inspector });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ status_code: 40301, message: 'You do not have permission for this action.', data: null });
  });

  it('checks the token before the permission', async () => {
    const response = await t.request({ method: 'GET', url: '/api/probe/store' });
    expect(response.status).toBe(401);
    expect(response.body.status_code).toBe(403);
  });

  it('applies a change of grants to the very next request', async () => {
    await t.db.query(
      `DELETE FROM role_buttons WHERE button_code = 'store:add'
       AND role_id = (SELECT id FROM roles WHERE name = 'Warehouse clerk')`,
    );
    expect((await t.request({ method: 'POST', url: '/api/probe/store-add', token: tokens.clerk })).status).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/probe/store', token: tokens.clerk })).status).toBe(200);
    await t.db.query("UPDATE roles SET status = 0 WHERE name = 'Warehouse clerk'");
    expect((await t.request({ method: 'GET', url: '/api/probe/store', token: tokens.clerk })).status).toBe(403);
    await t.db.query("UPDATE roles SET status = 1 WHERE name = 'Warehouse clerk'");
  });

  it('refuses unknown menu keys and button codes when a route is declared', () => {
    // @ts-expect-error the compiler refuses a key the catalogue does not declare
    expect(() => menu('no-such-menu')).toThrow(/Unknown menu key/);
    // @ts-expect-error and an action its page does not declare
    expect(() => button('store:fly')).toThrow(/Unknown button code/);
    // A page of the console itself is not an enterprise menu, so no route is guarded by it.
    expect(() => menu('dashboard')).toThrow(/Unknown menu key/);
  });

  it('returns the whole catalogue in selectedlist, flagged with what the account holds', async () => {
    const admin = await t.request({ method: 'GET', url: '/api/org/menutree/selectedlist', token: tokens.admin });
    expect(admin.body.data).toHaveLength(menuCatalogue.length);
    expect(admin.body.data.every((m: { selected: boolean }) => m.selected)).toBe(true);

    const inspector = await t.request({ method: 'GET', url: '/api/org/menutree/selectedlist?token=ignored', token: tokens.inspector });
    const selected = inspector.body.data.filter((m: { selected: boolean }) => m.selected).map((m: { menu_key: string }) => m.menu_key);
    expect(selected.sort()).toEqual([
      'boxcode',
      'customerinquire',
      'customerquery',
      'forensics',
      'informationinquiry',
      'inspectrecord',
      'queryconsumerwarning',
      'warningparam',
    ]);
    const inquiries = inspector.body.data.find((m: { menu_key: string }) => m.menu_key === 'customerinquire');
    expect(inquiries.listMenuButtons).toEqual([
      { menu_button_code: 'customerinquire:update', selected: true, enabled: true },
      { menu_button_code: 'customerinquire:export', selected: true, enabled: true },
    ]);
  });

  it('derives role strings in /api/sso/me', async () => {
    const admin = await t.request({ method: 'GET', url: '/api/sso/me', token: tokens.admin });
    expect(admin.body.data).toMatchObject({
      account_name: 'admin',
      account_type: 1,
      roles: ['admin'],
      enterprise_name: 'Demo Foods Co., Ltd.',
    });
    const inspector = await t.request({ method: 'GET', url: '/api/sso/me', token: tokens.inspector });
    expect(inspector.body.data.roles.sort()).toEqual(
      [
        'inspect',
        'warningparam',
        'warningparam:update',
        'informationinquiry',
        'informationinquiry:export',
        'informationinquiry:void',
        'informationinquiry:capture',
        'physical',
        'shipments',
        'boxcode',
        'boxcode:export',
        'querymanage',
        'customerquery',
        'customerquery:export',
        'customerquery:unlock',
        'customerinquire',
        'customerinquire:update',
        'customerinquire:export',
        'queryconsumerwarning',
        'queryconsumerwarning:update',
        'queryconsumerwarning:export',
        'forensics',
        'forensics:add',
        'inspectrecord',
        'inspectrecord:export',
      ].sort(),
    );
    expect(inspector.body.data.name).toBe('Ana García');
  });
});

describe('tenancy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('shows a second enterprise only its own account, and never the other tenant', async () => {
    const other = await t.secondEnterprise();
    const me = await t.request({ method: 'GET', url: '/api/sso/me', token: other.token });
    expect(me.body.data).toMatchObject({
      account_name: 'other-admin',
      enterprise_id: other.enterpriseId,
      enterprise_name: 'Other Enterprise Ltd.',
    });
    expect(JSON.stringify(me.body)).not.toContain('Demo Foods');
  });

  it('keeps role grants inside their enterprise', async () => {
    const other = await t.secondEnterprise('third-admin');
    // An employee of the second enterprise placed on a position of the first gains nothing.
    await t.db.query(
      `INSERT INTO accounts (enterprise_id, account_type, account_name, password_hash)
       SELECT $1, 2, 'cross-employee', password_hash FROM accounts WHERE account_name = 'third-admin'`,
      [other.enterpriseId],
    );
    await t.db.query(
      `INSERT INTO employee_positions (account_id, position_id)
       SELECT a.id, p.id FROM accounts a, positions p WHERE a.account_name = 'cross-employee' AND p.name = 'Warehouse keeper'`,
    );
    const token = await t.tokenFor('cross-employee', ACCOUNT_TYPE.EMPLOYEE);
    const list = await t.request({ method: 'GET', url: '/api/org/menutree/selectedlist', token });
    expect(list.body.data.filter((m: { selected: boolean }) => m.selected)).toEqual([]);
  });

  it('records the console login log under the signed-in enterprise with the real IP', async () => {
    const other = await t.secondEnterprise('fourth-admin');
    const response = await t.request({
      method: 'POST',
      url: '/api/org/loginlog/add',
      token: other.token,
      payload: { accountName: 'fourth-admin', loginIp: '203.0.113.9' },
      remoteAddress: '10.7.7.7',
    });
    expect(response.body.status_code).toBe(200);
    const rows = await t.db.query<{ enterprise_id: number; ip: string; reported_ip: string; source: string }>(
      "SELECT enterprise_id, ip, reported_ip, source FROM login_logs WHERE source = 'client'",
    );
    expect(rows).toEqual([{ enterprise_id: other.enterpriseId, ip: '10.7.7.7', reported_ip: '203.0.113.9', source: 'client' }]);
  });
});

describe('access read once per change, on every server', () => {
  let first: TestApp;
  let second: TestApp;
  let admin: string;
  let clerk: string;
  beforeAll(async () => {
    first = await createTestApp();
    // On PostgreSQL a second server on the same database; on PGlite the same server twice.
    second = ENGINE === 'postgres' ? await createTestApp({ storage: first.storage }) : first;
    admin = await first.tokenFor('admin');
    clerk = await first.tokenFor('clerk01', ACCOUNT_TYPE.EMPLOYEE);
  });
  afterAll(async () => {
    if (second !== first) await second.close();
    await first.close();
  });

  const store = (t: TestApp) => t.request({ method: 'GET', url: '/api/base/warehouses/pagelist', token: clerk });
  const storeAdd = (t: TestApp) => t.request({ method: 'POST', url: '/api/base/warehouses/add', token: clerk, payload: {} });

  it('reads grants once and keeps them until a change of grants, switches or holders', async () => {
    expect((await store(second)).status).toBe(200);
    const [before] = await second.db.query<{ n: string }>('SELECT access_version AS n FROM enterprises WHERE id = 1');
    // Requests that change nothing leave the version where it was, so the cache holds: each
    // request's only plain query is its session's lookup (grants would be another).
    const query = second.db.query;
    let queries = 0;
    second.db.query = <T>(text: string, params?: unknown[]) => {
      queries += 1;
      return query.call(second.db, text, params) as Promise<T[]>;
    };
    try {
      for (let i = 0; i < 3; i += 1) expect((await store(second)).status).toBe(200);
    } finally {
      second.db.query = query;
    }
    expect(queries).toBe(3);
    const [after] = await second.db.query<{ n: string }>('SELECT access_version AS n FROM enterprises WHERE id = 1');
    expect(after?.n).toBe(before?.n);
  });

  it('applies a grant taken away on one server to the next request on the other', async () => {
    expect((await storeAdd(second)).status).toBe(422);
    const [role] = await first.db.query<{ id: number }>("SELECT id FROM roles WHERE name = 'Warehouse clerk'");
    const tree = await first.request({
      method: 'POST',
      url: '/api/org/menutree/allrolestree',
      token: admin,
      payload: { role_id: role?.id },
    });
    const menus: string[] = [];
    const buttons: string[] = [];
    const walk = (
      nodes: Array<{
        menu_key: string;
        selected: boolean;
        listMenuButtons: Array<{ menu_button_code: string; selected: boolean }>;
        children: never[];
      }>,
    ) => {
      for (const node of nodes) {
        if (node.selected) menus.push(node.menu_key);
        for (const b of node.listMenuButtons) if (b.selected && b.menu_button_code !== 'store:add') buttons.push(b.menu_button_code);
        walk(node.children);
      }
    };
    walk(tree.body.data);
    const saved = await first.request({
      method: 'POST',
      url: '/api/org/menutree/savetree',
      token: admin,
      payload: { role_id: role?.id, menu_keys: menus, button_codes: buttons },
    });
    expect(saved.status).toBe(200);
    expect((await storeAdd(second)).status).toBe(403);
    expect((await store(second)).status).toBe(200);
  });

  it('refuses at once on the other server a menu switched off, and an account disabled', async () => {
    const off = await first.request({
      method: 'POST',
      url: '/api/org/menutree/menutreeenable',
      token: admin,
      payload: { menu_key: 'store', enabled: false },
    });
    expect(off.status).toBe(200);
    expect((await store(second)).status).toBe(403);
    await first.request({
      method: 'POST',
      url: '/api/org/menutree/menutreeenable',
      token: admin,
      payload: { menu_key: 'store', enabled: true },
    });
    expect((await store(second)).status).toBe(200);
    const [clerkRow] = await first.db.query<{ id: number }>("SELECT id FROM accounts WHERE account_name = 'clerk01'");
    const employee = (await first.request({ method: 'GET', url: `/api/org/employees/pagelist?account=clerk01`, token: admin })).body.data
      .list[0];
    const disabled = await first.request({
      method: 'POST',
      url: '/api/org/employees/update',
      token: admin,
      payload: { ...employee, id: clerkRow?.id, status: 0 },
    });
    expect(disabled.body.status_code).toBe(200);
    const refused = await store(second);
    expect(refused.status).toBe(401);
  });
});
