import { type SQL, sql } from 'drizzle-orm';
import { customType } from 'drizzle-orm/pg-core';

/** A transaction id (`xid8`), carried as its decimal text: it orders what committed before a snapshot's horizon. */
export const xid8 = customType<{ data: string; driverData: string }>({ dataType: () => 'xid8' });

/**
 * `AND` the rows of transactions that ended before any still in flight began (and the reader's own):
 * a row committed later can never fall behind a reader's position. With `aboveHorizon`, every
 * committed row (how far behind a reader is, not what it may read yet).
 */
export function belowHorizon(aboveHorizon = false): SQL {
  return aboveHorizon
    ? sql``
    : sql`AND (recorded_xid < pg_snapshot_xmin(pg_current_snapshot()) OR recorded_xid = pg_current_xact_id_if_assigned())`;
}
