import { describe, expect, it } from 'vitest';
import { allButtonCodes, ancestry, catalogue, routePath } from '../src/catalogue.ts';
import { deriveRoles } from '../src/roles.ts';
import { GENERATE_AGAIN_BUTTON } from '../src/tagging.ts';
import { isSafeText, safeText } from '../src/validation.ts';

describe('catalogue', () => {
  it('declares the buttons that tagging routes name outside the resource engine', () => {
    for (const code of Object.values(GENERATE_AGAIN_BUTTON)) expect(allButtonCodes()).toContain(code);
  });

  it('has unique keys whose parents exist', () => {
    const keys = catalogue.map((e) => e.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const entry of catalogue) expect(entry.parent === 'home' || keys.includes(entry.parent)).toBe(true);
  });

  it('builds paths from the key chain', () => {
    expect(routePath('productlist')).toBe('/home/base/product/productlist');
    expect(routePath('stafflist')).toBe('/home/organ/staff/stafflist');
    expect(ancestry('plantlist')).toEqual(['plant', 'plantinfo', 'plantmanage', 'plantlist']);
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
