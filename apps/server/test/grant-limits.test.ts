import { ACCOUNT_TYPE } from '@trace/contract/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employeeWith } from './support/employee.ts';
import { createTestApp, ENGINE, type TestApp } from './support/test-app.ts';

/**
 * A person hands out only what they hold (the enterprise account holds everything), and never
 * changes what they hold themselves: the grants of their own roles, the roles of their own
 * positions, their own positions. Each refusal is a 403 that says why and writes nothing.
 */
describe(`grants that cannot raise anyone above the person handing them out (${ENGINE})`, () => {
  let t: TestApp;
  let admin: string;
  /** An employee who manages roles, positions and accounts, and holds the accounts page and its buttons. */
  let grantor: string;
  const HELD = {
    menus: ['rolemanage', 'departmentjob', 'stafflist'],
    buttons: ['rolemanage:grant', 'rolemanage:update', 'departmentjob:update', 'stafflist:add', 'stafflist:update', 'stafflist:resetpwd'],
  };
  const post = (url: string, payload: object, token = admin, lang = 'en') => t.request({ method: 'POST', url, payload, token, lang });
  const ok = async (url: string, payload: object, token = admin) => {
    const answer = await post(url, payload, token);
    expect(answer.body?.status_code, `${url}: ${JSON.stringify(answer.body)}`).toBe(200);
    return answer.body.data;
  };
  const idOf = async (table: string, name: string) =>
    Number((await t.db.query<{ id: number }>(`SELECT id FROM ${table} WHERE name = $1`, [name]))[0]?.id);
  const grantsOf = async (roleId: number) => {
    const [menus, buttons] = await Promise.all([
      t.db.query<{ key: string }>('SELECT menu_key AS key FROM role_menus WHERE role_id = $1 ORDER BY 1', [roleId]),
      t.db.query<{ key: string }>('SELECT button_code AS key FROM role_buttons WHERE role_id = $1 ORDER BY 1', [roleId]),
    ]);
    return { menus: menus.map((r) => r.key), buttons: buttons.map((r) => r.key) };
  };
  const refusedWith = (answer: { status: number; body: { status_code: number; message: string } }, message: string | RegExp) => {
    expect(answer.status).toBe(403);
    expect(answer.body.status_code).toBe(40301);
    expect(answer.body.message).toMatch(message);
  };
  const newRole = async (name: string, grants: { menus: string[]; buttons?: string[] }) => {
    const role = await ok('/api/org/roles/add', { name });
    await ok('/api/org/menutree/savetree', { role_id: role.id, menu_keys: grants.menus, button_codes: grants.buttons ?? [] });
    return role.id as number;
  };
  let ownRole: number;
  let ownPosition: number;
  let department: number;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.tokenFor('admin');
    grantor = await employeeWith(t, admin, 'grantor', HELD);
    ownRole = await idOf('roles', 'Role grantor');
    ownPosition = await idOf('positions', 'Post grantor');
    department = await idOf('departments', 'Dept grantor');
  });
  afterAll(() => t?.close());

  describe('the grants of a role', () => {
    it('gives and takes only menus and buttons the person holds, naming those they do not', async () => {
      const role = await newRole('Clerks', { menus: ['store'] });
      await ok(
        '/api/org/menutree/savetree',
        { role_id: role, menu_keys: ['store', 'stafflist'], button_codes: ['stafflist:add'] },
        grantor,
      );
      expect(await grantsOf(role)).toEqual({ menus: ['stafflist', 'store'], buttons: ['stafflist:add'] });
      // The grant button itself is held, so it may be handed on.
      await ok('/api/org/menutree/savetree', { role_id: role, menu_keys: ['store'], button_codes: ['rolemanage:grant'] }, grantor);

      const more = await post(
        '/api/org/menutree/savetree',
        { role_id: role, menu_keys: ['store', 'dealer'], button_codes: ['store:add'] },
        grantor,
      );
      refusedWith(more, 'You can grant or withdraw only menus and buttons you hold yourself. Not yours: Dealers, Warehouses · Add');
      const less = await post('/api/org/menutree/savetree', { role_id: role, menu_keys: [], button_codes: ['rolemanage:grant'] }, grantor);
      refusedWith(less, /Not yours: Warehouses$/);
      expect(await grantsOf(role)).toEqual({ menus: ['store'], buttons: ['rolemanage:grant'] });
    });

    it('never changes a role the person holds, not even to take something away', async () => {
      const before = await grantsOf(ownRole);
      const wider = await post(
        '/api/org/menutree/savetree',
        { role_id: ownRole, menu_keys: [...HELD.menus, 'store'], button_codes: HELD.buttons },
        grantor,
      );
      refusedWith(wider, 'You hold the role Role grantor yourself: only someone else can change its menus and buttons');
      const narrower = await post('/api/org/menutree/savetree', { role_id: ownRole, menu_keys: ['stafflist'], button_codes: [] }, grantor);
      refusedWith(narrower, /Role grantor yourself/);
      // Switching it off and on is a change of its grants too.
      const off = await post('/api/org/roles/update', { id: ownRole, name: 'Role grantor', status: 0 }, grantor);
      refusedWith(off, /Role grantor yourself/);
      expect(await grantsOf(ownRole)).toEqual(before);
      const roles = (await t.request({ method: 'GET', url: '/api/org/roles/list', token: grantor })).body.data as Array<{
        id: number;
        held: boolean;
      }>;
      expect(roles.filter((r) => r.held).map((r) => r.id)).toEqual([ownRole]);
    });

    it('switches on or off only a role within what the person holds', async () => {
      const wide = await newRole('Warehouse team', { menus: ['store', 'stafflist'] });
      refusedWith(await post('/api/org/roles/update', { id: wide, name: 'Warehouse team', status: 0 }, grantor), /Not yours: Warehouses$/);
      const narrow = await newRole('Account clerks', { menus: ['stafflist'], buttons: ['stafflist:add'] });
      expect((await ok('/api/org/roles/update', { id: narrow, name: 'Account clerks', status: 0 }, grantor)).status).toBe(0);
      // A rename alone changes no grant.
      expect((await ok('/api/org/roles/update', { id: wide, name: 'Warehouse people', status: 1 }, grantor)).name).toBe('Warehouse people');
    });

    it('answers in the language of the request', async () => {
      const body = { role_id: ownRole, menu_keys: [], button_codes: [] };
      const messages = await Promise.all(
        ['zh', 'es', 'ja'].map(async (lang) => (await post('/api/org/menutree/savetree', body, grantor, lang)).body.message),
      );
      expect(messages).toEqual([
        '您本人持有角色 Role grantor：其菜单与按钮权限只能由他人修改',
        'Usted tiene el rol Role grantor: solo otra persona puede cambiar sus menús y botones',
        'ロール Role grantor はご自身が持っています。そのメニューとボタンは他の方しか変更できません',
      ]);
    });

    it('lets the enterprise account grant anything, to any role', async () => {
      await ok('/api/org/menutree/savetree', { role_id: ownRole, menu_keys: [...HELD.menus, 'store'], button_codes: HELD.buttons });
      expect((await grantsOf(ownRole)).menus).toContain('store');
      await ok('/api/org/menutree/savetree', { role_id: ownRole, menu_keys: HELD.menus, button_codes: HELD.buttons });
    });
  });

  describe('the roles of a position and the positions of an employee', () => {
    let narrowRole: number;
    let wideRole: number;
    let narrowPosition: number;
    let widePosition: number;
    beforeAll(async () => {
      narrowRole = await newRole('Account readers', { menus: ['stafflist'] });
      wideRole = await newRole('Dealer team', { menus: ['dealer'] });
      narrowPosition = (await ok('/api/org/positions/add', { name: 'Reader', department_id: department })).id;
      widePosition = (await ok('/api/org/positions/add', { name: 'Dealer manager', department_id: department })).id;
      await ok('/api/org/positionrole/add', { position_id: widePosition, role_id: wideRole });
    });

    it('gives a position only roles within what the person holds, and never changes their own position', async () => {
      await ok('/api/org/positionrole/add', { position_id: narrowPosition, role_id: narrowRole }, grantor);
      refusedWith(
        await post('/api/org/positionrole/add', { position_id: narrowPosition, role_id: wideRole }, grantor),
        'These roles grant menus or buttons you do not hold yourself, so you cannot give or take them: Dealer team',
      );
      refusedWith(await post('/api/org/positionrole/update', { position_id: widePosition, role_ids: [] }, grantor), /: Dealer team$/);
      refusedWith(
        await post('/api/org/positionrole/add', { position_id: ownPosition, role_id: narrowRole }, grantor),
        'You hold the position Post grantor yourself: only someone else can change its roles',
      );
      const roles = await t.db.query<{ role_id: number }>('SELECT role_id FROM position_roles WHERE position_id = ANY($1) ORDER BY 1', [
        [narrowPosition, widePosition, ownPosition],
      ]);
      expect(roles.map((r) => Number(r.role_id)).sort()).toEqual([ownRole, narrowRole, wideRole].sort());
    });

    it('gives an employee only positions within what the person holds, and never changes their own', async () => {
      const body = { password: 'Limited-Pass-2026', real_name: 'New hire' };
      refusedWith(
        await post('/api/org/employees/add', { ...body, account_name: 'hire01', position_ids: [widePosition] }, grantor),
        'The roles of these positions grant menus or buttons you do not hold yourself, so you cannot give or take them: Dealer manager',
      );
      const hire = await ok('/api/org/employees/add', { ...body, account_name: 'hire02', position_ids: [narrowPosition] }, grantor);
      refusedWith(
        await post('/api/org/employees/update', { ...hire, position_ids: [narrowPosition, widePosition] }, grantor),
        /Dealer manager$/,
      );
      const [self] = await t.db.query<{ id: number }>("SELECT id FROM accounts WHERE account_name = 'grantor'");
      const own = { id: Number(self?.id), real_name: 'grantor', position_ids: [ownPosition] };
      expect((await ok('/api/org/employees/update', { ...own, mobile: '13800000000' }, grantor)).mobile).toBe('13800000000');
      refusedWith(
        await post('/api/org/employees/update', { ...own, position_ids: [ownPosition, narrowPosition] }, grantor),
        'Only someone else can change your own positions',
      );
      expect(await t.count("accounts WHERE account_name = 'hire01'")).toBe(0);
    });

    it("resets only the password of someone holding nothing beyond the person's own grants", async () => {
      const [clerk] = await t.db.query<{ id: number }>("SELECT id FROM accounts WHERE account_name = 'clerk01'");
      refusedWith(
        await post('/api/org/employees/updatepassword', { id: Number(clerk?.id), password: 'Taken-Over-2026' }, grantor),
        'clerk01 holds menus or buttons you do not hold yourself: only someone who holds them can reset their password',
      );
      await t.tokenFor('clerk01', ACCOUNT_TYPE.EMPLOYEE);
      const [hire] = await t.db.query<{ id: number }>("SELECT id FROM accounts WHERE account_name = 'hire02'");
      expect(
        (await ok('/api/org/employees/updatepassword', { id: Number(hire?.id), password: 'Fresh-Pass-2026' }, grantor)).sessions_ended,
      ).toBe(0);
    });
  });
});
