import { type ButtonCode, findMenu, type MenuKey, parseButtonCode } from '@trace/contract/catalogue';

/**
 * What a route needs: nothing, a session, the enterprise account itself, a menu or a button.
 * Every API route declares one in `config.permission`;
 * a route that declares nothing is refused (test/permission.test.ts lists offenders).
 */
export type Permission =
  | { kind: 'public' }
  | { kind: 'device-key' }
  | { kind: 'signed-in' }
  | { kind: 'enterprise-account' }
  | { kind: 'menu'; key: MenuKey }
  | { kind: 'button'; code: ButtonCode }
  | { kind: 'any-button'; codes: readonly ButtonCode[] };

export const PUBLIC: Permission = { kind: 'public' };
/**
 * A line device's key instead of a session (the line API): the guard lets the call through to the
 * routes' own plugin, which authenticates the key and takes the enterprise from the key's line.
 */
export const DEVICE_KEY: Permission = { kind: 'device-key' };
export const SIGNED_IN: Permission = { kind: 'signed-in' };
/** Only the enterprise account itself (account_type 1), whatever roles employees hold. */
export const ENTERPRISE_ACCOUNT: Permission = { kind: 'enterprise-account' };

/** A menu's grant; the key's type checks it at compile time, the catalogue again at start. */
export function menu(key: MenuKey): Permission {
  if (!findMenu(key)) throw new Error(`Unknown menu key in a route declaration: ${key}`);
  return { kind: 'menu', key };
}

/** A button's grant; the code's type checks it at compile time, the catalogue again at start. */
export function button(code: ButtonCode): Permission {
  const parsed = parseButtonCode(code);
  if (!parsed || !findMenu(parsed.key)?.actions.includes(parsed.action)) {
    throw new Error(`Unknown button code in a route declaration: ${code}`);
  }
  return { kind: 'button', code };
}

/** Any one of these buttons' grants: a call several pages make (an image upload for a product, a carousel, the enterprise). */
export function anyButton(...codes: ButtonCode[]): Permission {
  if (codes.length === 0) throw new Error('anyButton needs at least one button code');
  // Each code is checked against the catalogue as a single button's would be.
  for (const code of codes) button(code);
  return { kind: 'any-button', codes };
}

export function describePermission(permission: Permission): string {
  switch (permission.kind) {
    case 'public':
      return 'public';
    case 'device-key':
      return 'line device key';
    case 'signed-in':
      return 'signed-in';
    case 'enterprise-account':
      return 'enterprise account';
    case 'menu':
      return `menu ${permission.key}`;
    case 'button':
      return `button ${permission.code}`;
    case 'any-button':
      return `any button of ${permission.codes.join(' ')}`;
  }
}
