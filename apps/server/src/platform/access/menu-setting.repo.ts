import { and, eq } from 'drizzle-orm';
import type { Orm } from '../../db/client.ts';
import { disabledMenus, enterpriseButtons } from './menu-setting.table.ts';

export type EnterpriseButton = typeof enterpriseButtons.$inferSelect;
export type MenuSwitches = { disabledMenus: Set<string>; disabledButtons: Set<string>; buttons: EnterpriseButton[] };

/** What an enterprise switched off, and its own or renamed buttons (on the database, or in a transaction). */
export async function loadMenuSwitches(db: { orm: Orm }, enterpriseId: number): Promise<MenuSwitches> {
  const [menusOff, buttons] = await Promise.all([
    db.orm.select({ key: disabledMenus.menu_key }).from(disabledMenus).where(eq(disabledMenus.enterprise_id, enterpriseId)),
    db.orm.select().from(enterpriseButtons).where(eq(enterpriseButtons.enterprise_id, enterpriseId)),
  ]);
  return {
    disabledMenus: new Set(menusOff.map((row) => row.key)),
    disabledButtons: new Set(buttons.filter((b) => !b.enabled).map((b) => b.code)),
    buttons,
  };
}

export async function setMenuEnabled(orm: Orm, enterpriseId: number, menuKey: string, enabled: boolean): Promise<void> {
  if (enabled) {
    await orm.delete(disabledMenus).where(and(eq(disabledMenus.enterprise_id, enterpriseId), eq(disabledMenus.menu_key, menuKey)));
  } else {
    await orm.insert(disabledMenus).values({ enterprise_id: enterpriseId, menu_key: menuKey }).onConflictDoNothing();
  }
}

export async function upsertButton(orm: Orm, row: EnterpriseButton): Promise<void> {
  await orm
    .insert(enterpriseButtons)
    .values(row)
    .onConflictDoUpdate({
      target: [enterpriseButtons.enterprise_id, enterpriseButtons.code],
      set: { name: row.name, enabled: row.enabled },
    });
}

export async function deleteCustomButton(orm: Orm, enterpriseId: number, code: string): Promise<number> {
  const rows = await orm
    .delete(enterpriseButtons)
    .where(and(eq(enterpriseButtons.enterprise_id, enterpriseId), eq(enterpriseButtons.code, code), eq(enterpriseButtons.custom, true)))
    .returning({ code: enterpriseButtons.code });
  return rows.length;
}
