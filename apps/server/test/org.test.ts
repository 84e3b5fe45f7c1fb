import { ACCOUNT_TYPE } from '@trace/contract/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from './support/test-app.ts';

describe('organisation', () => {
  let t: TestApp;
  let admin: string;
  const post = (url: string, payload: unknown, token = admin, lang = 'en') =>
    t.request({ method: 'POST', url, payload: payload as object, token, lang });
  const get = (url: string, token = admin) => t.request({ method: 'GET', url, token });
  const data = async (promise: ReturnType<typeof post>) => {
    const response = await promise;
    if (response.body?.status_code !== 200) throw new Error(`${response.status} ${JSON.stringify(response.body)}`);
    return response.body.data;
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.tokenFor('admin');
  });
  afterAll(() => t.close());

  describe('departments', () => {
    it('builds a tree with children as listSubWareHouses', async () => {
      const hq = await data(
        post('/api/org/enterprisedepart/add', { depart_code: 'T-HQ', name: '测试中心', leader: 'Wang', phone: '+86 21 5555 0100' }),
      );
      const plant = await data(
        post('/api/org/enterprisedepart/add', { depart_code: 'PLANT-1', name: 'Plant 1', parent_id: hq.id, sort: 2 }),
      );
      await data(post('/api/org/enterprisedepart/add', { depart_code: 'T-QA', name: 'Test quality', parent_id: plant.id }));
      const tree = await data(get('/api/org/enterprisedepart/tree'));
      const root = tree.find((d: { depart_code: string }) => d.depart_code === 'T-HQ');
      expect(root.listSubWareHouses[0].depart_code).toBe('PLANT-1');
      expect(root.listSubWareHouses[0].listSubWareHouses[0].depart_code).toBe('T-QA');
      expect((await data(get('/api/org/enterprisedepart/list'))).length).toBeGreaterThanOrEqual(3);
    });

    it('refuses codes with special characters, a taken code, and a move under its own descendant', async () => {
      const bad = await post('/api/org/enterprisedepart/add', { depart_code: 'A/B', name: 'x' });
      expect(bad.status).toBe(422);
      expect(bad.body.message).toBe('Department code cannot contain special characters such as %!=/:;“’ or Chinese');
      const taken = await post('/api/org/enterprisedepart/add', { depart_code: 'T-HQ', name: 'again' });
      expect(taken.status).toBe(409);
      expect(taken.body.message).toBe('Department code T-HQ is already used');
      const list = await data(get('/api/org/enterprisedepart/list'));
      const hq = list.find((d: { depart_code: string }) => d.depart_code === 'T-HQ');
      const qa = list.find((d: { depart_code: string }) => d.depart_code === 'T-QA');
      const cycle = await post('/api/org/enterprisedepart/update', { ...hq, parent_id: qa.id });
      expect(cycle.status).toBe(409);
      const self = await post('/api/org/enterprisedepart/update', { ...hq, parent_id: hq.id });
      expect(self.status).toBe(409);
      const after = await data(get('/api/org/enterprisedepart/list'));
      expect(after.find((d: { id: number }) => d.id === hq.id).parent_id).toBeNull();
    });

    it('refuses to delete a department that still has sub-departments, saying why', async () => {
      const list = await data(get('/api/org/enterprisedepart/list'));
      const hq = list.find((d: { depart_code: string }) => d.depart_code === 'T-HQ');
      const response = await post('/api/org/enterprisedepart/delete', { id: hq.id }, admin, 'zh');
      expect(response.status).toBe(409);
      expect(response.body.message).toBe('测试中心 下还有 1 个下级部门，请先移动或删除');
      // One is counted as one in the languages whose nouns agree with the number.
      expect((await post('/api/org/enterprisedepart/delete', { id: hq.id }, admin, 'en')).body.message).toBe(
        '测试中心 still has 1 sub-department; move or delete it first',
      );
      expect((await post('/api/org/enterprisedepart/delete', { id: hq.id }, admin, 'es')).body.message).toBe(
        '测试中心 todavía tiene 1 subdepartamento; muévalo o elimínelo primero',
      );
    });
  });

  describe('roles, positions and grants', () => {
    let roleId: number;
    let positionId: number;
    let employeeToken: string;

    it('creates a role, a position carrying it, and an employee holding the position', async () => {
      const role = await data(post('/api/org/roles/add', { name: 'Compliance reviewer', description: 'Reads the organisation' }));
      roleId = role.id;
      expect((await post('/api/org/roles/add', { name: 'Compliance reviewer' })).status).toBe(409);
      const dept = (await data(get('/api/org/enterprisedepart/list'))).find((d: { depart_code: string }) => d.depart_code === 'T-QA');
      const position = await data(post('/api/org/positions/add', { name: 'Compliance officer', department_id: dept.id }));
      positionId = position.id;
      expect(await data(post('/api/org/positionrole/add', { position_id: positionId, role_id: roleId }))).toEqual([roleId]);
      const employee = await data(
        post('/api/org/employees/add', {
          account_name: 'compliance01',
          password: 'Compliance-Pass-1',
          real_name: '李审计',
          department_id: dept.id,
          position_ids: [positionId],
          // Fields the caller may not set are ignored.
          enterprise_id: 999,
          account_type: 1,
          password_hash: 'x',
        }),
      );
      expect(employee).toMatchObject({
        account_name: 'compliance01',
        position_ids: [positionId],
        department_name: 'Test quality',
        status: 1,
      });
      const rows = await t.db.query<{ account_type: number; enterprise_id: number }>(
        "SELECT account_type, enterprise_id FROM accounts WHERE account_name = 'compliance01'",
      );
      expect(rows).toEqual([{ account_type: 2, enterprise_id: 1 }]);
      employeeToken = await t.tokenFor('compliance01', ACCOUNT_TYPE.EMPLOYEE, 'Compliance-Pass-1');
    });

    it('gives the employee exactly what its role selects, from the very next request', async () => {
      expect((await get('/api/org/roles/list', employeeToken)).status).toBe(403);
      await data(
        post('/api/org/menutree/savetree', { role_id: roleId, menu_keys: ['rolemanage', 'stafflist'], button_codes: ['rolemanage:add'] }),
      );
      expect((await get('/api/org/roles/list', employeeToken)).status).toBe(200);
      expect((await post('/api/org/roles/add', { name: 'Made by auditor' }, employeeToken)).status).toBe(200);
      expect((await post('/api/org/roles/delete', { id: roleId }, employeeToken)).body.status_code).toBe(40301);
      const selected = (await data(get('/api/org/menutree/selectedlist', employeeToken)))
        .filter((m: { selected: boolean }) => m.selected)
        .map((m: { menu_key: string }) => m.menu_key);
      expect(selected.sort()).toEqual(['rolemanage', 'stafflist']);
      const tree = await data(post('/api/org/menutree/allrolestree', { role_id: roleId }));
      const organ = tree.find((n: { menu_key: string }) => n.menu_key === 'organ');
      const role = organ.children.find((n: { menu_key: string }) => n.menu_key === 'role');
      const rolemanage = role.children.find((n: { menu_key: string }) => n.menu_key === 'rolemanage');
      expect(rolemanage.selected).toBe(true);
      expect(rolemanage.listMenuButtons.find((b: { menu_button_code: string }) => b.menu_button_code === 'rolemanage:add').selected).toBe(
        true,
      );
    });

    it('refuses an unknown menu or button in a grant and writes nothing', async () => {
      const before = await data(post('/api/org/menutree/allrolestree', { role_id: roleId }));
      expect((await post('/api/org/menutree/savetree', { role_id: roleId, menu_keys: ['nope'], button_codes: [] })).status).toBe(422);
      expect((await post('/api/org/menutree/savetree', { role_id: roleId, menu_keys: [], button_codes: ['store:fly'] })).status).toBe(422);
      // An empty key is unknown too, not a key to skip.
      expect((await post('/api/org/menutree/savetree', { role_id: roleId, menu_keys: [''], button_codes: [] })).status).toBe(422);
      expect((await post('/api/org/menutree/savetree', { role_id: roleId, menu_keys: [], button_codes: [''] })).status).toBe(422);
      expect(await data(post('/api/org/menutree/allrolestree', { role_id: roleId }))).toEqual(before);
    });

    it('will not delete a role a position uses, nor a position someone holds', async () => {
      const role = await post('/api/org/roles/delete', { id: roleId });
      expect(role.status).toBe(409);
      expect(role.body.message).toBe('Role Compliance reviewer is used by positions: Compliance officer; remove it from them first');
      expect((await post('/api/org/positions/delete', { id: positionId })).status).toBe(409);
    });

    it('switches a menu off for everyone, the enterprise account included, and back on', async () => {
      expect((await post('/api/org/menutree/menutreeenable', { menu_key: 'organ', enabled: false })).status).toBe(409);
      await data(post('/api/org/menutree/menutreeenable', { menu_key: 'role', enabled: true }));
      await data(post('/api/org/menutree/menutreeenable', { menu_key: 'staff', enabled: false }));
      expect((await get('/api/org/employees/pagelist', admin)).body.status_code).toBe(40301);
      const list = await data(get('/api/org/menutree/selectedlist', employeeToken));
      expect(list.find((m: { menu_key: string }) => m.menu_key === 'stafflist').selected).toBe(false);
      await data(post('/api/org/menutree/menutreeenable', { menu_key: 'staff', enabled: true }));
      expect((await get('/api/org/employees/pagelist', admin)).status).toBe(200);
    });

    it('renames and disables built-in buttons, adds and deletes its own', async () => {
      const renamed = await data(post('/api/org/menubutton/update', { code: 'rolemanage:add', name: 'Create role', enabled: false }));
      expect(renamed).toMatchObject({ name: 'Create role', enabled: false, custom: false });
      expect((await post('/api/org/roles/add', { name: 'Blocked' })).body.status_code).toBe(40301);
      await data(post('/api/org/menubutton/update', { code: 'rolemanage:add', enabled: true }));
      expect((await post('/api/org/menubutton/delete', { code: 'rolemanage:add' })).status).toBe(409);
      const own = await data(post('/api/org/menubutton/add', { menu_key: 'stafflist', action: 'approve', name: 'Approve' }));
      expect(own).toMatchObject({ menu_button_code: 'stafflist:approve', custom: true });
      await data(post('/api/org/menutree/savetree', { role_id: roleId, menu_keys: ['stafflist'], button_codes: ['stafflist:approve'] }));
      await data(post('/api/org/menubutton/delete', { code: 'stafflist:approve' }));
      const grants = await t.db.query("SELECT * FROM role_buttons WHERE button_code = 'stafflist:approve'");
      expect(grants).toEqual([]);
      const buttons = await data(post('/api/org/menubutton/list', { menu_key: 'stafflist' }));
      expect(buttons.map((b: { action: string }) => b.action)).toEqual(['add', 'update', 'delete', 'resetpwd', 'export', 'import']);
    });
  });

  describe('employees', () => {
    it('pages and filters, including sub-departments, and sorts', async () => {
      const hq = (await data(get('/api/org/enterprisedepart/list'))).find((d: { depart_code: string }) => d.depart_code === 'T-HQ');
      const inHq = await data(get(`/api/org/employees/pagelist?department_id=${hq.id}`));
      expect(inHq.list.map((e: { account_name: string }) => e.account_name)).toEqual(['compliance01']);
      const byName = await data(get('/api/org/employees/pagelist?name=审计'));
      expect(byName.total).toBe(1);
      const page = await data(get('/api/org/employees/pagelist?page=1&page_size=2&sort=account_name'));
      expect(page.list).toHaveLength(2);
      expect(page.total).toBeGreaterThanOrEqual(4);
      expect(page.list[0].account_name <= page.list[1].account_name).toBe(true);
      expect((await get('/api/org/employees/pagelist?page_size=500')).status).toBe(422);
      expect((await get('/api/org/employees/pagelist?name=%25')).body.data.total).toBe(0);
    });

    it('checks the password policy and unique account names across enterprises', async () => {
      const weak = await post('/api/org/employees/add', { account_name: 'newbie01', password: 'newbie01', real_name: 'N' });
      expect(weak.status).toBe(422);
      expect(weak.body.message).toBe('Password must not be the same as the account name');
      expect((await post('/api/org/employees/add', { account_name: 'ADMIN', password: 'Strong-Pass-1', real_name: 'A' })).status).toBe(409);
      expect(await t.count("accounts WHERE lower(account_name) = 'newbie01'")).toBe(0);
    });

    it('signs an employee out everywhere when disabled, and when an admin resets the password', async () => {
      const [row] = await t.db.query<{ id: number }>("SELECT id FROM accounts WHERE account_name = 'compliance01'");
      const id = row?.id as number;
      let token = await t.tokenFor('compliance01', ACCOUNT_TYPE.EMPLOYEE, 'Compliance-Pass-1');
      const reset = await data(post('/api/org/employees/updatepassword', { id, password: 'Compliance-Pass-2' }));
      expect(reset.sessions_ended).toBeGreaterThanOrEqual(1);
      expect((await get('/api/sso/me', token)).status).toBe(401);
      token = await t.tokenFor('compliance01', ACCOUNT_TYPE.EMPLOYEE, 'Compliance-Pass-2');
      const current = (await data(get('/api/org/employees/pagelist?account=compliance01'))).list[0];
      await data(post('/api/org/employees/update', { ...current, status: 0 }));
      expect((await get('/api/sso/me', token)).status).toBe(401);
      expect((await t.login('compliance01', 'Compliance-Pass-2', ACCOUNT_TYPE.EMPLOYEE)).status).toBe(400);
    });

    it('writes every change to the audit trail without passwords, readable by the enterprise account only', async () => {
      const page = await data(get('/api/org/auditlog/pagelist?page_size=200'));
      const actions = new Set(page.list.map((e: { action: string }) => e.action));
      for (const action of [
        'department.add',
        'role.add',
        'position.add',
        'position.roles',
        'employee.add',
        'role.grants',
        'menu.disable',
        'button.update',
        'employee.password_reset',
      ]) {
        expect(actions, action).toContain(action);
      }
      expect(JSON.stringify(page.list)).not.toMatch(/Compliance-Pass|password_hash|argon2/);
      const clerk = await t.tokenFor('clerk01', ACCOUNT_TYPE.EMPLOYEE, ADMIN_PASSWORD);
      expect((await get('/api/org/auditlog/pagelist', clerk)).body.status_code).toBe(40301);
    });
  });

  describe('areas and ICP', () => {
    it('lists countries in the request language, China down to districts', async () => {
      const world = await t.request({
        method: 'GET',
        url: '/api/org/addressareas/findByParentCode?parent_code=0',
        token: admin,
        lang: 'zh',
      });
      expect(world.body.data[0]).toMatchObject({ code: 'CN', name: '中国', has_children: true });
      expect(world.body.data.length).toBeGreaterThan(240);
      const provinces = await data(get('/api/org/addressareas/findByParentCode?parent_code=CN'));
      expect(provinces.length).toBeGreaterThanOrEqual(31);
      expect(provinces.find((p: { code: string }) => p.code === '440000')).toMatchObject({ name: '广东省', level: 2, has_children: true });
      const guangzhou = await data(get('/api/org/addressareas/findByParentCode?parent_code=440100'));
      expect(guangzhou.map((a: { name: string }) => a.name)).toContain('天河区');
      const beijing = await data(get('/api/org/addressareas/findByParentCode?parent_code=110000'));
      expect(beijing.map((a: { name: string }) => a.name)).toContain('朝阳区');
    });

    it("lists the enterprise's own country first, from the region of its profile (China when none is set)", async () => {
      const countries = async () =>
        (await data(get('/api/org/addressareas/findByParentCode?parent_code=0'))) as { code: string; home: boolean }[];
      const homes = (list: { code: string; home: boolean }[]) => list.filter((c) => c.home).map((c) => c.code);
      const { area_name: _name, updated_at: _at, ...profile } = await data(get('/api/base/enterprise/detail'));
      const withRegion = (area_code: string) => data(post('/api/base/enterprise/update', { ...profile, area_code }));
      try {
        await withRegion('');
        expect(homes(await countries())).toEqual(['CN']);
        await withRegion('ES');
        const spanish = await countries();
        expect(spanish[0]).toMatchObject({ code: 'ES', home: true });
        expect(homes(spanish)).toEqual(['ES']);
        // A Chinese district is in China.
        await withRegion('440305');
        expect((await countries())[0]).toMatchObject({ code: 'CN', home: true });
        // Below the countries nothing is marked.
        expect(homes(await data(get('/api/org/addressareas/findByParentCode?parent_code=CN')))).toEqual([]);
      } finally {
        await withRegion(profile.area_code);
      }
    });

    it('keeps the ICP filing per enterprise; the sign-in page shows the first one', async () => {
      await data(
        post('/api/org/enterpriseaccount/updateicp', { icp_number: '沪ICP备2026009999号', icp_link: 'https://beian.miit.gov.cn/' }),
      );
      expect(await data(get('/api/org/enterpriseaccount/geticp'))).toEqual({
        icp_number: '沪ICP备2026009999号',
        icp_link: 'https://beian.miit.gov.cn/',
      });
      expect((await t.request({ method: 'GET', url: '/api/org/enterpriseaccountnoauth/geticp' })).body.data.icp_number).toBe(
        '沪ICP备2026009999号',
      );
      expect((await post('/api/org/enterpriseaccount/updateicp', { icp_number: 'x', icp_link: 'not a url' })).status).toBe(422);
    });
  });

  describe('a second enterprise', () => {
    it('sees none of the first one and cannot touch it by id', async () => {
      const other = await t.secondEnterprise();
      const b = other.token;
      const a = {
        department: (await data(get('/api/org/enterprisedepart/list')))[0],
        role: (await data(get('/api/org/roles/list')))[0],
        position: (await data(post('/api/org/positions/list', {})))[0],
        employee: (await data(get('/api/org/employees/pagelist'))).list[0],
      };
      for (const url of [
        '/api/org/enterprisedepart/list',
        '/api/org/roles/list',
        '/api/org/employees/pagelist',
        '/api/org/auditlog/pagelist',
      ]) {
        const body = JSON.stringify((await get(url, b)).body);
        for (const canary of ['总部', '测试中心', 'Compliance reviewer', 'compliance01', 'Warehouse clerk', 'clerk01'])
          expect(body, url).not.toContain(canary);
      }
      expect(JSON.stringify(await data(post('/api/org/positions/list', {}, b)))).toBe('[]');
      const byId: Array<[string, unknown]> = [
        ['/api/org/enterprisedepart/update', { ...a.department, name: 'hijacked' }],
        ['/api/org/enterprisedepart/delete', { id: a.department.id }],
        ['/api/org/roles/update', { id: a.role.id, name: 'hijacked' }],
        ['/api/org/roles/delete', { id: a.role.id }],
        ['/api/org/positions/update', { id: a.position.id, name: 'hijacked', department_id: a.department.id }],
        ['/api/org/positions/delete', { id: a.position.id }],
        ['/api/org/positionrole/list', { position_id: a.position.id }],
        ['/api/org/positionrole/update', { position_id: a.position.id, role_ids: [] }],
        ['/api/org/employees/update', { ...a.employee, real_name: 'hijacked' }],
        ['/api/org/employees/updatepassword', { id: a.employee.id, password: 'Hijack-Pass-1' }],
        ['/api/org/employees/delete', { id: a.employee.id }],
        ['/api/org/menutree/allrolestree', { role_id: a.role.id }],
        ['/api/org/menutree/savetree', { role_id: a.role.id, menu_keys: [], button_codes: [] }],
      ];
      const snapshot = async () =>
        JSON.stringify(
          await t.db.query(
            'SELECT * FROM departments, roles WHERE departments.enterprise_id = 1 AND roles.enterprise_id = 1 ORDER BY departments.id, roles.id',
          ),
        );
      const before = await snapshot();
      for (const [url, payload] of byId) {
        const response = await post(url, payload, b);
        expect(response.status, url).toBe(404);
      }
      expect(await snapshot()).toBe(before);
      // Their own records may not point at the first enterprise's either.
      const dept = await data(post('/api/org/enterprisedepart/add', { depart_code: 'B-1', name: 'B dept' }, b));
      expect((await post('/api/org/positions/add', { name: 'x', department_id: a.department.id }, b)).status).toBe(422);
      expect((await post('/api/org/enterprisedepart/add', { depart_code: 'B-2', name: 'x', parent_id: a.department.id }, b)).status).toBe(
        422,
      );
      expect(
        (
          await post(
            '/api/org/employees/add',
            { account_name: 'b-emp-1', password: 'B-Emp-Pass-1', real_name: 'B', department_id: dept.id, position_ids: [a.position.id] },
            b,
          )
        ).status,
      ).toBe(422);
    });
  });
});
