import { describe, expect, it } from 'vitest';
import { ALL_GRANTS, accessFromSelections, type Grants, isMenuSwitchedOff, mayAccess, type Switches } from '../src/access.ts';
import { ACCOUNT_TYPE } from '../src/api.ts';
import { catalogue } from '../src/catalogue.ts';

const switches = (menus: string[] = [], buttons: string[] = []): Switches => ({
  disabledMenus: new Set(menus),
  disabledButtons: new Set(buttons),
});
const grants = (menus: string[] = [], buttons: string[] = []): Grants => ({ menus: new Set(menus), buttons: new Set(buttons) });
const menu = (key: string) => ({ kind: 'menu', key }) as const;
const button = (code: string) => ({ kind: 'button', code }) as const;

describe('the access rule: catalogue ∩ switches ∩ grants', () => {
  it('gives the enterprise account every catalogue menu and button while nothing is switched off', () => {
    for (const entry of catalogue) {
      expect(mayAccess(menu(entry.key), switches(), ALL_GRANTS)).toBe(true);
      for (const action of entry.actions) expect(mayAccess(button(`${entry.key}:${action}`), switches(), ALL_GRANTS)).toBe(true);
    }
  });

  it('refuses what the catalogue does not declare, even to the enterprise account', () => {
    expect(mayAccess(menu('nope'), switches(), ALL_GRANTS)).toBe(false);
    expect(mayAccess(button('nope:add'), switches(), ALL_GRANTS)).toBe(false);
    expect(mayAccess(button('productlist'), switches(), ALL_GRANTS)).toBe(false);
    expect(mayAccess(button(':add'), switches(), ALL_GRANTS)).toBe(false);
  });

  it('hides a switched-off menu, everything below it and their buttons from the enterprise account', () => {
    const off = switches(['product']);
    for (const key of ['product', 'productlist', 'productaddedit', 'productsort', 'hierarchy'])
      expect(mayAccess(menu(key), off, ALL_GRANTS), key).toBe(false);
    expect(mayAccess(button('productlist:add'), off, ALL_GRANTS)).toBe(false);
    expect(mayAccess(button('productsort:delete'), off, ALL_GRANTS)).toBe(false);
    // Siblings and the parent stay.
    expect(mayAccess(menu('base'), off, ALL_GRANTS)).toBe(true);
    expect(mayAccess(menu('store'), off, ALL_GRANTS)).toBe(true);
    expect(mayAccess(button('store:add'), off, ALL_GRANTS)).toBe(true);
    expect(isMenuSwitchedOff(off, 'productlist')).toBe(true);
    expect(isMenuSwitchedOff(off, 'store')).toBe(false);
  });

  it('hides a switched-off button from the enterprise account and keeps its menu and other buttons', () => {
    const off = switches([], ['store:add']);
    expect(mayAccess(button('store:add'), off, ALL_GRANTS)).toBe(false);
    expect(mayAccess(button('store:update'), off, ALL_GRANTS)).toBe(true);
    expect(mayAccess(menu('store'), off, ALL_GRANTS)).toBe(true);
  });

  it('gives an employee only what it holds, and not what is switched off', () => {
    const held = grants(['store', 'productlist'], ['store:add', 'store:update', 'productlist:add']);
    expect(mayAccess(menu('store'), switches(), held)).toBe(true);
    expect(mayAccess(menu('dealer'), switches(), held)).toBe(false);
    expect(mayAccess(button('store:add'), switches(), held)).toBe(true);
    expect(mayAccess(button('store:delete'), switches(), held)).toBe(false);
    const off = switches(['base'], ['store:update']);
    expect(mayAccess(menu('store'), off, held)).toBe(false);
    expect(mayAccess(menu('productlist'), off, held)).toBe(false);
    expect(mayAccess(button('productlist:add'), off, held)).toBe(false);
    expect(mayAccess(button('store:update'), switches([], ['store:update']), held)).toBe(false);
    expect(mayAccess(button('store:add'), switches([], ['store:update']), held)).toBe(true);
  });

  it('opens a page marked open to every employee, unless it is switched off', () => {
    expect(mayAccess(menu('repeatedquery'), switches(), grants())).toBe(true);
    expect(mayAccess(menu('repeatedquery'), switches(['plant']), grants())).toBe(false);
    expect(mayAccess(button('repeatedquery:export'), switches(), grants())).toBe(false);
  });

  it('reads switches and grants from the selectedlist answer', () => {
    const menus = [
      {
        menu_key: 'store',
        selected: true,
        enabled: true,
        listMenuButtons: [
          { menu_button_code: 'store:add', selected: true, enabled: true },
          { menu_button_code: 'store:delete', selected: false, enabled: false },
        ],
      },
      { menu_key: 'dealer', selected: false, enabled: false, listMenuButtons: [] },
    ];
    const enterprise = accessFromSelections(menus, ACCOUNT_TYPE.ENTERPRISE);
    expect(enterprise.holding).toBe(ALL_GRANTS);
    expect([...enterprise.switches.disabledMenus]).toEqual(['dealer']);
    expect([...enterprise.switches.disabledButtons]).toEqual(['store:delete']);
    expect(mayAccess(button('store:update'), enterprise.switches, enterprise.holding)).toBe(true);
    const employee = accessFromSelections(menus, ACCOUNT_TYPE.EMPLOYEE);
    expect(employee.holding).not.toBe(ALL_GRANTS);
    expect(mayAccess(button('store:add'), employee.switches, employee.holding)).toBe(true);
    expect(mayAccess(button('store:update'), employee.switches, employee.holding)).toBe(false);
    expect(mayAccess(menu('dealer'), employee.switches, employee.holding)).toBe(false);
  });
});
