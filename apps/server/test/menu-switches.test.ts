import { accessFromSelections, mayAccess } from '@trace/contract/access';
import { ACCOUNT_TYPE } from '@trace/contract/api';
import { allButtonCodes, ancestry, menuCatalogue, parseButtonCode } from '@trace/contract/catalogue';
import type { MenuSelection } from '@trace/contract/sso';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeclaredRoute } from '../src/platform/guard.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

type Guarded = DeclaredRoute & { permission: { kind: 'menu'; key: string } | { kind: 'button'; code: string } };

/**
 * The enterprise switches a menu (with everything below it) and a button off: every route that
 * needs them is refused to the enterprise account and to an employee holding every grant, every
 * other route is not, and `selectedlist` hands the console the same switches so that it applies
 * the same rule (the contract's `mayAccess`).
 */
describe('switched-off menus and buttons', () => {
  let t: TestApp;
  let admin: string;
  let employee: string;
  let routes: Guarded[];
  const OFF_MENU = 'base';
  const OFF_BUTTON = 'coderule:add';

  const post = async (url: string, payload: unknown, token = admin) => {
    const response = await t.request({ method: 'POST', url, payload: payload as object, token });
    if (response.body?.status_code !== 200) throw new Error(`${url}: ${response.status} ${JSON.stringify(response.body)}`);
    return response.body.data;
  };
  /** Calls a route with a body no schema accepts: the guard answers first, and nothing is written. */
  const call = async (route: Guarded, token: string) => {
    const response = await t.app.inject({
      method: route.method as 'GET' | 'POST',
      url: route.url.replace(/:\w+/g, '1'),
      headers: { token },
      ...(route.method === 'POST' ? { payload: [] as never } : {}),
    });
    return { status: response.statusCode, refused: response.statusCode === 403 && response.json().status_code === 40301 };
  };
  /** The routes refused to `token`, one call per route, or per distinct permission when `sample`. */
  const refused = async (token: string, sample = false) => {
    const seen = new Set<string>();
    const names: string[] = [];
    for (const route of routes) {
      const permission = JSON.stringify(route.permission);
      if (sample && seen.has(permission)) continue;
      seen.add(permission);
      const response = await call(route, token);
      expect(response.status, name(route)).toBeLessThan(500);
      if (response.refused) names.push(name(route));
    }
    return names.sort();
  };
  /** Written out rather than through the rule: the menu's own subtree by key chain, and the one button. */
  const needsSwitchedOff = (route: Guarded) => {
    const key = route.permission.kind === 'menu' ? route.permission.key : parseButtonCode(route.permission.code)?.key;
    return (
      (route.permission.kind === 'button' && route.permission.code === OFF_BUTTON) ||
      (key !== undefined && ancestry(key).includes(OFF_MENU))
    );
  };
  const name = (route: Guarded) => `${route.method} ${route.url}`;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.tokenFor('admin');
    routes = t.app.declaredRoutes.filter(
      (r): r is Guarded => r.method !== 'HEAD' && (r.permission?.kind === 'menu' || r.permission?.kind === 'button'),
    );
    // An employee holding every menu and button of the catalogue.
    const role = await post('/api/org/roles/add', { name: 'Everything' });
    await post('/api/org/menutree/savetree', {
      role_id: role.id,
      menu_keys: menuCatalogue.map((e) => e.key),
      button_codes: allButtonCodes(),
    });
    const department = await post('/api/org/enterprisedepart/add', { depart_code: 'SW-1', name: 'Switches' });
    const position = await post('/api/org/positions/add', { name: 'All-rounder', department_id: department.id });
    await post('/api/org/positionrole/add', { position_id: position.id, role_id: role.id });
    await post('/api/org/employees/add', {
      account_name: 'allround01',
      password: 'Allround-Pass-1',
      real_name: 'All Round',
      position_ids: [position.id],
    });
    employee = await t.tokenFor('allround01', ACCOUNT_TYPE.EMPLOYEE, 'Allround-Pass-1');
  });
  afterAll(() => t.close());

  it('covers routes below the menu and of the button', () => {
    expect(routes.filter(needsSwitchedOff).length).toBeGreaterThan(20);
    expect(routes.some((r) => r.permission.kind === 'button' && r.permission.code === OFF_BUTTON)).toBe(true);
  });

  it('lets both accounts through every menu and button while all is switched on', async () => {
    expect(await refused(admin, true)).toEqual([]);
    expect(await refused(employee, true)).toEqual([]);
  });

  it('refuses exactly the switched-off routes to both accounts, and hands the console the switches to agree', async () => {
    await post('/api/org/menutree/menutreeenable', { menu_key: OFF_MENU, enabled: false });
    await post('/api/org/menubutton/update', { code: OFF_BUTTON, enabled: false });
    const expected = routes.filter(needsSwitchedOff).map(name).sort();
    for (const [token, type] of [
      [admin, ACCOUNT_TYPE.ENTERPRISE],
      [employee, ACCOUNT_TYPE.EMPLOYEE],
    ] as const) {
      const server = await refused(token);
      expect(server).toEqual(expected);
      // The console's view of the same session: selectedlist carries the switches, the rule is the contract's.
      const menus = (await t.request({ method: 'GET', url: '/api/org/menutree/selectedlist', token })).body.data as MenuSelection[];
      expect(menus.find((m) => m.menu_key === 'productlist')).toMatchObject({ enabled: false, selected: false });
      const coderule = menus.find((m) => m.menu_key === 'coderule');
      expect(coderule).toMatchObject({ enabled: true, selected: true });
      expect(coderule?.listMenuButtons.find((b) => b.menu_button_code === OFF_BUTTON)).toMatchObject({ enabled: false, selected: false });
      const access = accessFromSelections(menus, type);
      expect(
        routes
          .filter((r) => !mayAccess(r.permission, access.switches, access.holding))
          .map(name)
          .sort(),
      ).toEqual(server);
    }
  });

  it('gives everything back when switched on again', async () => {
    await post('/api/org/menutree/menutreeenable', { menu_key: OFF_MENU, enabled: true });
    await post('/api/org/menubutton/update', { code: OFF_BUTTON, enabled: true });
    expect(await refused(admin, true)).toEqual([]);
    expect(await refused(employee, true)).toEqual([]);
  });
});
