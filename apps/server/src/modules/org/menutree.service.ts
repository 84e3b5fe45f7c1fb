import { buttonCode, catalogue } from '@trace/contract/catalogue';
import type { MenuSelection } from '@trace/contract/sso';
import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../../platform/auth.ts';

/**
 * The menu array of `selectedlist` (spec §3): every catalogue menu with its buttons, flagged with
 * what the account holds. The enterprise account holds everything.
 */
export async function menuSelections(_app: FastifyInstance, auth: AuthContext): Promise<MenuSelection[]> {
  const grants = auth.isAdmin ? null : await auth.grants();
  return catalogue.map((entry) => ({
    menu_key: entry.key,
    selected: grants ? grants.menus.has(entry.key) : true,
    listMenuButtons: entry.actions.map((action) => {
      const code = buttonCode(entry.key, action);
      return { menu_button_code: code, selected: grants ? grants.buttons.has(code) : true };
    }),
  }));
}
