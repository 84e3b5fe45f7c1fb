import { describe, expect, it } from 'vitest';
import {
  allButtonCodes,
  ancestry,
  type ButtonCode,
  buttonCode,
  catalogue,
  type MenuKey,
  menuCatalogue,
  type PageWith,
  parseButtonCode,
  routePath,
  titleKey,
} from '../src/catalogue.ts';
import { deriveRoles } from '../src/roles.ts';
import { isSafeText, safeText } from '../src/validation.ts';

describe('catalogue', () => {
  it('has unique keys whose parents exist', () => {
    const keys: string[] = catalogue.map((e) => e.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const entry of catalogue) expect(entry.parent === 'home' || keys.includes(entry.parent)).toBe(true);
  });

  it('builds paths from the key chain', () => {
    expect(routePath('productlist')).toBe('/home/base/product/productlist');
    expect(routePath('stafflist')).toBe('/home/organ/staff/stafflist');
    expect(ancestry('plantlist')).toEqual(['plant', 'plantinfo', 'plantmanage', 'plantlist']);
    expect(routePath('dashboard')).toBe('/dashboard');
    expect(routePath('profile')).toBe('/profile/index');
  });

  it("keeps the console's own pages out of the enterprise's menus, open to everyone", () => {
    const own = catalogue.filter((e) => !menuCatalogue.includes(e));
    expect(own.map((e) => e.key)).toEqual(['dashboard', 'profile']);
    for (const entry of own) expect(entry).toMatchObject({ kind: 'page', open: true, parent: 'home', actions: [] });
    for (const entry of catalogue) expect(Boolean(entry.path), entry.key).toBe(own.includes(entry));
  });

  it('types keys and codes by the catalogue, so the compiler refuses what it does not declare', () => {
    const declared: ButtonCode = 'stafflist:resetpwd';
    // @ts-expect-error the enterprise page declares no add button
    const undeclared: ButtonCode = 'enterprise:add';
    // @ts-expect-error no such page
    const unknown: MenuKey = 'nosuchpage';
    const crud: PageWith<'add' | 'update' | 'delete'> = 'store';
    // @ts-expect-error the enterprise page only updates
    const notCrud: PageWith<'add' | 'update' | 'delete'> = 'enterprise';
    expect([declared, undeclared, unknown, crud, notCrud]).toHaveLength(5);
  });

  it('builds and parses <key>:<action> and title keys with one helper each', () => {
    expect(buttonCode('stafflist', 'resetpwd')).toBe('stafflist:resetpwd');
    expect(parseButtonCode('stafflist:resetpwd')).toEqual({ key: 'stafflist', action: 'resetpwd' });
    for (const code of ['stafflist', ':add', 'stafflist:']) expect(parseButtonCode(code)).toBeUndefined();
    expect(titleKey('stafflist')).toBe('menu.stafflist');
  });

  it('names buttons <key>:<action>', () => {
    const codes = allButtonCodes();
    expect(codes).toContain('productlist:add');
    expect(codes).toContain('stafflist:resetpwd');
    expect(new Set(codes).size).toBe(codes.length);
  });
});

describe('roles', () => {
  it('derives selected menus with their groups, and selected buttons', () => {
    const roles = deriveRoles([
      {
        menu_key: 'productlist',
        selected: true,
        enabled: true,
        listMenuButtons: [{ menu_button_code: 'productlist:add', selected: true, enabled: true }],
      },
      {
        menu_key: 'store',
        selected: false,
        enabled: true,
        listMenuButtons: [{ menu_button_code: 'store:add', selected: true, enabled: true }],
      },
      { menu_key: 'dealer', selected: false, enabled: true, listMenuButtons: [] },
    ]);
    expect(roles.sort()).toEqual(['base', 'product', 'productlist', 'productlist:add', 'store:add'].sort());
  });
});

describe('text rule', () => {
  it('accepts letters, digits and the limited symbols', () => {
    expect(isSafeText('Acme Foods-01 (Shanghai) & Co.')).toBe(true);
    expect(isSafeText('Distribución Núñez')).toBe(true);
  });

  it.each(['50%', 'a!b', 'x=y', 'a/b', 'a:b', 'a;b', '“q”', 'it’s', '产品', '<script>'])('rejects %s', (text) => {
    expect(isSafeText(text)).toBe(false);
    const result = safeText(64).safeParse(text);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('validation.textRule');
  });
});
