import type { PublicScanInput } from '@trace/contract/scan';
import { sql } from 'drizzle-orm';
import { anyTextArray, bigintArray, intArray, textArray, timeArray } from '../../db/arrays.ts';
import type { Orm } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { readScan } from './scan.reading.ts';
import {
  codeLookup,
  type FoundCode,
  type JudgedScan,
  judgeScan,
  OPTIMISTIC_ATTEMPTS,
  type RecordedScan,
  recordedOf,
  recordScan,
  type Visitor,
} from './scan.service.ts';
import type { ParamsSource } from './scan-params.cache.ts';

/** Scans one statement records at most. */
const MAX_BATCH = 256;
/** Batches in flight at once: while one waits on the database the next is judged. */
const FLIGHTS = 2;

type Waiting = {
  input: Pick<PublicScanInput, 'code' | 'manual'>;
  visitor: Visitor;
  attempts: number;
  resolve: (recorded: RecordedScan) => void;
  reject: (error: unknown) => void;
};

/**
 * Scans recorded together: the scans that arrive while a batch is on its way to the database go
 * in the next one, so under load many scans share one lookup, one statement and one commit (the
 * commit's flush to disk is what a scan costs on PostgreSQL), while a lone scan goes at once. Each
 * scan is judged and answered exactly as `recordScan` judges it; the statement counts a code only
 * if its count is still the one read, as decision 106 describes for one scan. A scan whose count
 * changed meanwhile goes again in a later batch, and after OPTIMISTIC_ATTEMPTS through
 * `recordScan` with the row lock. A batch the database refuses (whatever the cause) is recorded
 * scan by scan instead, so one bad scan never fails the others.
 */
export class ScanBatcher {
  readonly #waiting: Waiting[] = [];
  #flights = 0;

  constructor(
    private readonly orm: Orm,
    private readonly paramsOf: ParamsSource,
  ) {}

  record(input: Pick<PublicScanInput, 'code' | 'manual'>, visitor: Visitor): Promise<RecordedScan> {
    return new Promise((resolve, reject) => {
      this.#waiting.push({ input, visitor, attempts: 0, resolve, reject });
      this.#launch();
    });
  }

  #launch() {
    while (this.#flights < FLIGHTS && this.#waiting.length > 0) {
      const batch = this.#waiting.splice(0, MAX_BATCH);
      this.#flights += 1;
      void this.#fly(batch).finally(() => {
        this.#flights -= 1;
        this.#launch();
      });
    }
  }

  async #fly(batch: Waiting[]) {
    let again: Waiting[];
    try {
      again = await this.#record(batch);
    } catch {
      again = [];
      await Promise.all(batch.map((scan) => this.#alone(scan)));
    }
    const [retry, locked] = [
      again.filter((scan) => scan.attempts < OPTIMISTIC_ATTEMPTS),
      again.filter((s) => s.attempts >= OPTIMISTIC_ATTEMPTS),
    ];
    this.#waiting.unshift(...retry);
    await Promise.all(locked.map((scan) => this.#alone(scan)));
  }

  /** One scan through the single-scan path (it takes the row lock once its optimistic tries are spent). */
  async #alone(scan: Waiting) {
    try {
      scan.resolve(await recordScan(this.orm, scan.input, scan.visitor, this.paramsOf, scan.attempts));
    } catch (error) {
      scan.reject(error);
    }
  }

  /** Records a batch in two statements; answers the scans recorded and returns the ones to try again. */
  async #record(batch: Waiting[]): Promise<Waiting[]> {
    const values = [...new Set(batch.map((scan) => readScan(scan.input.code, scan.input.manual).value).filter((v) => v !== null))];
    const found = new Map<string, FoundCode>();
    if (values.length > 0)
      for (const row of await rowsOf<FoundCode>(this.orm, codeLookup(textArray(values), false))) found.set(row.value, row);
    const judged: Array<{ scan: Waiting; judged: JudgedScan }> = [];
    const later: Waiting[] = [];
    const counting = new Set<number>();
    for (const scan of batch) {
      const value = readScan(scan.input.code, scan.input.manual).value;
      const verdict = await judgeScan(this.orm, value === null ? undefined : found.get(value), scan.input, scan.visitor, this.paramsOf);
      // One countable scan of a code a batch: the next one's count and window depend on it.
      const id = verdict.record.code_id;
      if (verdict.countable && id !== null) {
        if (counting.has(id)) {
          later.push(scan);
          continue;
        }
        counting.add(id);
      }
      judged.push({ scan, judged: verdict });
    }
    const outcomes = await this.#write(judged.map((entry) => entry.judged));
    const again = [...later];
    judged.forEach(({ scan, judged: verdict }, i) => {
      const outcome = outcomes[i];
      if (outcome?.written) scan.resolve(recordedOf(verdict, Number(outcome.id), outcome.counted, outcome.first_scan_at));
      else again.push({ ...scan, attempts: scan.attempts + 1 });
    });
    return again;
  }

  /**
   * One statement for the whole batch: locks (in id order) the codes of countable scans whose count
   * and status are still the ones read, counts each unless the window holds a counted scan of the
   * same device or network, and stores every scan but those whose code changed meanwhile.
   */
  async #write(scans: JudgedScan[]) {
    if (scans.length === 0) return [];
    const r = scans.map((scan) => scan.record);
    const rows = await rowsOf<{
      ord: number;
      id: number | string;
      written: boolean;
      counted: boolean;
      first_scan_at: Date | string | null;
    }>(
      this.orm,
      sql`WITH i AS (
          SELECT * FROM unnest(${intArray(scans.map((_, i) => i))}, ${intArray(r.map((x) => x.enterprise_id))},
            ${bigintArray(r.map((x) => x.code_id))}, ${anyTextArray(r.map((x) => x.raw_value))}, ${anyTextArray(r.map((x) => x.route))},
            ${anyTextArray(r.map((x) => x.scanner))}, ${anyTextArray(r.map((x) => x.address))}, ${anyTextArray(r.map((x) => x.device_hash))},
            ${anyTextArray(r.map((x) => x.region_code ?? ''))}, ${anyTextArray(r.map((x) => x.geo_source))},
            ${anyTextArray(r.map((x) => x.lat ?? ''))}, ${anyTextArray(r.map((x) => x.lng ?? ''))}, ${timeArray(r.map((x) => x.occurred_at as Date))},
            ${sql`${`{${scans.map((scan) => scan.countable).join(',')}}`}::boolean[]`}, ${intArray(scans.map((scan) => scan.seen))},
            ${anyTextArray(scans.map((scan) => scan.code?.status ?? ''))}, ${timeArray(scans.map((scan) => scan.since))},
            ${anyTextArray(scans.map((scan) => scan.ifCounted))}, ${anyTextArray(scans.map((scan) => scan.ifNot))})
            AS i(ord, enterprise_id, code_id, raw_value, route, scanner, address, device_hash, region_code, geo_source, lat, lng,
              occurred_at, countable, seen, status, since, if_counted, if_not)
        ), current AS (
          SELECT c.id FROM codes c JOIN i ON i.countable AND c.id = i.code_id AND c.scan_count = i.seen AND c.status = i.status
            ORDER BY c.id FOR UPDATE OF c
        ), counted AS (
          UPDATE codes SET scan_count = codes.scan_count + 1, first_scan_at = coalesce(codes.first_scan_at, i.occurred_at),
              last_scan_at = i.occurred_at
            FROM i JOIN current ON current.id = i.code_id
            WHERE i.countable AND codes.id = i.code_id
              AND NOT EXISTS (SELECT 1 FROM scan_events e WHERE e.code_id = i.code_id AND e.counted AND e.occurred_at > i.since
                AND (e.device_hash = i.device_hash OR e.address = i.address))
            RETURNING codes.id, codes.first_scan_at
        ), outcome AS (
          -- Each scan's id is drawn here, so the answer can name the stored scan (an unwritten one's is skipped).
          SELECT i.*, nextval('scan_events_id_seq') AS id, NOT i.countable OR cu.id IS NOT NULL AS written,
              k.id IS NOT NULL AS counted, k.first_scan_at
            FROM i LEFT JOIN current cu ON i.countable AND cu.id = i.code_id LEFT JOIN counted k ON i.countable AND k.id = i.code_id
        ), stored AS (
          INSERT INTO scan_events (id, enterprise_id, code_id, raw_value, route, scanner, counted, verdict, address, device_hash,
              region_code, geo_source, lat, lng, occurred_at)
            SELECT id, enterprise_id, code_id, raw_value, route, scanner, counted, CASE WHEN counted THEN if_counted ELSE if_not END,
              address, device_hash, nullif(region_code, ''), geo_source, nullif(lat, '')::numeric, nullif(lng, '')::numeric, occurred_at
            FROM outcome WHERE written
        )
        SELECT ord, id, written, counted, first_scan_at FROM outcome`,
    );
    const byOrd = new Map(rows.map((row) => [Number(row.ord), row]));
    return scans.map((_, i) => byOrd.get(i));
  }
}

const batchers = new WeakMap<object, ScanBatcher>();

/** The one batcher of a database's scans in this process (the database object is shared by every plugin of the server). */
export function scanBatcherOf(database: { orm: Orm }, paramsOf: ParamsSource): ScanBatcher {
  let batcher = batchers.get(database);
  if (!batcher) {
    batcher = new ScanBatcher(database.orm, paramsOf);
    batchers.set(database, batcher);
  }
  return batcher;
}
