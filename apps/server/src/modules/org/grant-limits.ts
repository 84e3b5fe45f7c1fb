import { holds } from '@trace/contract/access';
import { STATUS } from '@trace/contract/api';
import { parseButtonCode, titleKey } from '@trace/contract/catalogue';
import { type Held, heldBy } from '../../platform/access/grant.repo.ts';
import { enterpriseButtonsOf } from '../../platform/access/menu-access.ts';
import type { MenuSwitches } from '../../platform/access/menu-setting.repo.ts';
import type { Context } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { grantsOfPositions, namesOfPositions } from './position.repo.ts';
import { grantsOfRoles, namesOfRoles } from './role.repo.ts';

/**
 * Who may hand out what (spec §6's grants, issue 32): a person gives or takes only menus and
 * buttons they hold themselves, so no grant, role or position raises anyone above the person who
 * handed it out; and nobody changes what they hold themselves (the grants of their own roles, the
 * roles of their own positions, their own positions), so nobody raises themselves. The enterprise
 * account holds every grant and no role. Each check runs under the organisation lock and reads the
 * person's holding in the transaction: a grant taken from them a moment ago counts.
 */

type GrantList = { menus: readonly string[]; buttons: readonly string[] };

const refused = (messageKey: string, vars: Record<string, string>) => new AppError(403, STATUS.NO_PERMISSION, messageKey, vars);

/** What is in one list and not the other, either way: what a change gives or takes. */
export function changedBetween<T>(before: readonly T[], after: readonly T[]): T[] {
  const [was, is] = [new Set(before), new Set(after)];
  return [...new Set([...after.filter((item) => !was.has(item)), ...before.filter((item) => !is.has(item))])];
}

/** What the person acting holds; null for the enterprise account, which holds everything. */
function holdingOf(tx: Context): Promise<Held> | null {
  return tx.auth.isAdmin ? null : heldBy(tx.orm, tx.accountId, tx.enterpriseId);
}

/** A button as the grant page names it: its menu, then its own name or its action's. */
function buttonLabel(tx: Context, switches: MenuSwitches, code: string): string {
  const menuKey = parseButtonCode(code)?.key ?? '';
  const own = enterpriseButtonsOf(menuKey, switches).find((b) => b.menu_button_code === code)?.name;
  return `${tx.t(titleKey(menuKey))} · ${own || tx.t(`org.action_${parseButtonCode(code)?.action}`)}`;
}

function beyond(held: Held, grants: GrantList): GrantList {
  return {
    menus: grants.menus.filter((key) => !holds(held, { kind: 'menu', key })),
    buttons: grants.buttons.filter((code) => !holds(held, { kind: 'button', code })),
  };
}

const isEmpty = (grants: GrantList) => grants.menus.length === 0 && grants.buttons.length === 0;

export type GrantChange = { role: { id: number; name: string }; change: GrantList; switches: MenuSwitches };

/**
 * A change of a role's grants (what it gives or takes): refused (403) when the person holds the
 * role themselves, or when it includes a menu or button they do not hold (each named).
 */
export async function refuseGrantChange(tx: Context, input: GrantChange): Promise<void> {
  const { role, change, switches } = input;
  const held = await holdingOf(tx);
  if (!held) return;
  if (held.roleIds.has(role.id)) throw refused('errors.grantOwnRole', { role: role.name });
  const missing = beyond(held, change);
  if (isEmpty(missing)) return;
  const items = [...missing.menus.map((key) => tx.t(titleKey(key))), ...missing.buttons.map((code) => buttonLabel(tx, switches, code))];
  throw refused('errors.grantNotHeld', { items: items.join(tx.t('common.listSeparator')) });
}

export type RoleChange = { position: { id: number; name: string; held: boolean }; roleIds: number[] };

/**
 * Roles given to or taken from a position: refused when the person holds the position themselves,
 * or when a role grants what they do not hold (each such role named).
 */
export async function refuseRoleChange(tx: Context, input: RoleChange) {
  const { position, roleIds } = input;
  const held = await holdingOf(tx);
  if (!held || roleIds.length === 0) return;
  if (position.held) throw refused('errors.grantOwnPosition', { position: position.name });
  const over = [];
  for (const roleId of roleIds) if (!isEmpty(beyond(held, await grantsOfRoles(tx.orm, [roleId])))) over.push(roleId);
  if (over.length > 0)
    throw refused('errors.grantRoleNotHeld', { roles: (await namesOfRoles(tx.orm, over)).join(tx.t('common.listSeparator')) });
}

export type PositionChange = { accountId: number | null; positionIds: number[] };

/**
 * Positions given to or taken from an employee (`accountId`, or a new one: null): refused for the
 * person's own account, or when a position's roles grant what they do not hold (each named).
 */
export async function refusePositionChange(tx: Context, input: PositionChange) {
  const { accountId, positionIds } = input;
  const held = await holdingOf(tx);
  if (!held || positionIds.length === 0) return;
  if (accountId === tx.accountId) throw refused('errors.grantOwnPositions', {});
  const over = [];
  for (const positionId of positionIds) if (!isEmpty(beyond(held, await grantsOfPositions(tx.orm, [positionId])))) over.push(positionId);
  if (over.length > 0)
    throw refused('errors.grantPositionNotHeld', { positions: (await namesOfPositions(tx.orm, over)).join(tx.t('common.listSeparator')) });
}

/**
 * Someone else's account taken over (a password reset): refused when it holds a menu or button
 * the person does not hold, as whoever knows the new password acts as that account.
 */
export async function refuseAccountBeyondOwn(tx: Context, account: { id: number; name: string }) {
  const held = await holdingOf(tx);
  if (!held || account.id === tx.accountId) return;
  const theirs = await heldBy(tx.orm, account.id, tx.enterpriseId);
  if (!isEmpty(beyond(held, { menus: [...theirs.menus], buttons: [...theirs.buttons] })))
    throw refused('errors.grantAccountNotHeld', { account: account.name });
}
