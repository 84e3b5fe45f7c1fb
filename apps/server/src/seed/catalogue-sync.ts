import { buttonCode, menuCatalogue } from '@trace/contract/catalogue';
import { sql } from 'drizzle-orm';
import type { Orm } from '../db/client.ts';
import { menuButtons, menus } from '../platform/access/menu.table.ts';

/** Upserts every menu of the catalogue and its buttons; idempotent, run at each start. */
export async function syncCatalogue(orm: Orm): Promise<void> {
  await orm
    .insert(menus)
    .values(
      menuCatalogue.map((entry, index) => ({
        key: entry.key,
        parent_key: entry.parent,
        kind: entry.kind,
        hidden: entry.hidden ?? false,
        icon: entry.icon ?? '',
        sort: index,
      })),
    )
    .onConflictDoUpdate({
      target: menus.key,
      set: {
        parent_key: sql`excluded.parent_key`,
        kind: sql`excluded.kind`,
        hidden: sql`excluded.hidden`,
        icon: sql`excluded.icon`,
        sort: sql`excluded.sort`,
      },
    });
  const buttons = menuCatalogue.flatMap((entry) =>
    entry.actions.map((action, index) => ({ code: buttonCode(entry.key, action), menu_key: entry.key, action, sort: index })),
  );
  await orm
    .insert(menuButtons)
    .values(buttons)
    .onConflictDoUpdate({
      target: menuButtons.code,
      set: { menu_key: sql`excluded.menu_key`, action: sql`excluded.action`, sort: sql`excluded.sort` },
    });
}
