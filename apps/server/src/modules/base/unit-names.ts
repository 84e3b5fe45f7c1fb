import { eq } from 'drizzle-orm';
import type { Context } from '../../platform/context.ts';
import { units } from './base.table.ts';

type Localisable = Record<string, unknown> & { id: number };

/** Replaces `unit_name` by the seeded unit's name in the reader's language, dropping `unit_names`. */
export function localiseUnitNames<T extends Localisable>(ctx: Context, rows: T[]): T[] {
  return rows.map(({ unit_names, ...row }) => ({
    ...row,
    unit_name: (unit_names as Record<string, string> | null)?.[ctx.request.lang] ?? row.unit_name,
  })) as unknown as T[];
}

/** Units by any of their names (own or seeded, every language), case-insensitive, for imports. */
export async function unitsByName(ctx: Context): Promise<Map<string, number>> {
  const rows = await ctx.orm
    .select({ id: units.id, name: units.name, names: units.names, symbol: units.symbol })
    .from(units)
    .where(eq(units.enterprise_id, ctx.enterpriseId));
  const byName = new Map<string, number>();
  for (const row of rows) {
    for (const name of [row.name, row.symbol, ...Object.values(row.names ?? {})]) if (name) byName.set(name.toLowerCase(), row.id);
  }
  return byName;
}
