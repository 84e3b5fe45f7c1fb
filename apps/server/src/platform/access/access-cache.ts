import type { Database } from '../../db/client.ts';
import { type Grants, loadEmployeeGrants } from './grant.repo.ts';
import { loadMenuSwitches, type MenuSwitches } from './menu-setting.repo.ts';

/** Enough for every account signed in at once on a server; past it the oldest entries go. */
const MAX_ENTRIES = 20_000;

type Entry<T> = { version: number; value: Promise<T> };

/**
 * Switches of enterprises and grants of employees, kept while the enterprise's access version
 * stays the same. The version is read with the session on every request, and every change of
 * roles, grants, positions, position holders or switches raises it in the database (a trigger,
 * so every server sees it), so the next request of anyone in that enterprise reads afresh.
 */
export class AccessCache {
  private readonly switchesByEnterprise = new Map<number, Entry<MenuSwitches>>();
  private readonly grantsByAccount = new Map<number, Entry<Grants>>();

  constructor(private readonly db: Database) {}

  switches(enterpriseId: number, version: number): Promise<MenuSwitches> {
    return this.cached(this.switchesByEnterprise, enterpriseId, version, () => loadMenuSwitches(this.db, enterpriseId));
  }

  grants(accountId: number, enterpriseId: number, version: number): Promise<Grants> {
    return this.cached(this.grantsByAccount, accountId, version, () => loadEmployeeGrants(this.db, accountId, enterpriseId));
  }

  private cached<T>(map: Map<number, Entry<T>>, key: number, version: number, load: () => Promise<T>): Promise<T> {
    const entry = map.get(key);
    if (entry && entry.version === version) return entry.value;
    const value = load();
    // A failed read is not kept: the next request tries again.
    value.catch(() => map.get(key)?.value === value && map.delete(key));
    map.delete(key);
    map.set(key, { version, value });
    if (map.size > MAX_ENTRIES) map.delete(map.keys().next().value as number);
    return value;
  }
}
