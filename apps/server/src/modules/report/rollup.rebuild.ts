import type { Database } from '../../db/client.ts';
import { enterpriseIds, enterpriseTimeZone } from '../../platform/access/enterprises.ts';
import { resetRollups, runRollupStep } from './rollup.step.ts';

/** Rows of each stream a rebuild's step reads. */
const REBUILD_STEP_ROWS = 20_000;

/**
 * Builds the rollups again from nothing: each enterprise's (or one's) are forgotten and every code
 * event and scan counted again, a step per transaction. A server's job stepping at the same time
 * takes the same cursor's lock, so no row is counted twice.
 */
export async function rebuildRollups(
  db: Database,
  options: { enterpriseId?: number | undefined; now: () => Date; progress?: (enterpriseId: number, read: number) => void },
): Promise<{ enterprises: number; read: number }> {
  const ids = options.enterpriseId === undefined ? await enterpriseIds(db.orm) : [options.enterpriseId];
  let total = 0;
  for (const enterpriseId of ids) {
    await db.orm.transaction(async (tx) =>
      resetRollups({ orm: tx, enterpriseId }, { timeZone: await enterpriseTimeZone(tx, enterpriseId), now: options.now() }),
    );
    let read = 0;
    for (;;) {
      const step = await db.orm.transaction((tx) =>
        runRollupStep({ orm: tx, enterpriseId }, { limit: REBUILD_STEP_ROWS, now: options.now() }),
      );
      read += step.read;
      options.progress?.(enterpriseId, read);
      if (step.caughtUp) break;
    }
    total += read;
  }
  return { enterprises: ids.length, read: total };
}
