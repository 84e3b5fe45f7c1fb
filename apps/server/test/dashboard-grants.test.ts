import { ACCOUNT_TYPE } from '@trace/contract/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employeeWith } from './support/employee.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

const ORG = ['employees_total', 'employees_enabled', 'sign_ins_today', 'failed_sign_ins_24h', 'roles', 'positions'];
const MASTER_DATA = ['products', 'dealers', 'warehouses'];
const CODES = ['codes_generated', 'code_orders_running'];

/** The home page's figures are those of the pages the caller may open, decided on the server. */
describe('dashboard figures by grants', () => {
  let t: TestApp;
  let admin: string;
  const summary = async (token: string) => {
    const response = await t.request({ method: 'GET', url: '/api/dashboard/summary', token });
    expect(response.status).toBe(200);
    return response.body.data as Record<string, unknown>;
  };
  const figures = (data: Record<string, unknown>) =>
    Object.keys(data)
      .filter((key) => key !== 'enterprise_name' && key !== 'recent_sign_ins')
      .sort();

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.tokenFor('admin');
  });
  afterAll(() => t.close());

  it('gives the enterprise account every figure, code orders included', async () => {
    const data = await summary(admin);
    expect(figures(data)).toEqual([...ORG, ...MASTER_DATA, ...CODES].sort());
    expect(data).toMatchObject({ employees_total: 25, roles: 5, products: 20, codes_generated: 1179, code_orders_running: 0 });
  });

  it('gives an employee only the figures of the pages their roles hold', async () => {
    const products = await employeeWith(t, admin, 'products01', { menus: ['base', 'product', 'productlist'] });
    const data = await summary(products);
    expect(figures(data)).toEqual(['products']);
    expect(data.products).toBe(20);

    const staff = await employeeWith(t, admin, 'staff01', { menus: ['organ', 'staff', 'stafflist', 'tagging', 'rulenews'] });
    expect(figures(await summary(staff))).toEqual(['code_orders_running', 'codes_generated', ...ORG.slice(0, 4)].sort());
  });

  it('gives an employee whose roles hold only pages not built yet no enterprise figure, only their own sign-ins', async () => {
    const inspector = await t.tokenFor('inspector01', ACCOUNT_TYPE.EMPLOYEE);
    const data = await summary(inspector);
    expect(figures(data)).toEqual([]);
    expect(data.enterprise_name).toBe('Demo Foods Co., Ltd.');
    const names = new Set((data.recent_sign_ins as { account_name: string }[]).map((row) => row.account_name));
    expect(names).toEqual(new Set(['inspector01']));
  });

  it('drops the figures of a menu the enterprise switched off, for the enterprise account too', async () => {
    const off = await t.request({
      method: 'POST',
      url: '/api/org/menutree/menutreeenable',
      payload: { menu_key: 'base', enabled: false },
      token: admin,
    });
    expect(off.status).toBe(200);
    expect(figures(await summary(admin))).toEqual([...ORG, ...CODES].sort());
  });
});
