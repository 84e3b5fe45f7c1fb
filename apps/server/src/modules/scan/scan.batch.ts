import type { PublicScanInput } from '@trace/contract/scan';
import type { Database, Orm } from '../../db/client.ts';
import { rowsOf, withParams } from '../../db/rows.ts';
import { scanCountText } from '../codes/codes.public.ts';
import { readScan } from './scan.reading.ts';
import {
  CODES_LOOKUP,
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

type Outcome = { ord: number; id: number | string; written: boolean; counted: boolean; first_scan_at: Date | string | null };

/**
 * One statement for a whole batch (its text fixed, so PostgreSQL plans it once per connection):
 * locks (in id order) the codes of countable scans whose count and status are still the ones read,
 * counts each unless the window holds a counted scan of the same device or network, and stores
 * every scan but those whose code changed meanwhile. Each parameter is an array, one element a scan.
 */
const RECORD_BATCH = `WITH i AS (
    SELECT * FROM unnest($1::int[], $2::int[], $3::bigint[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[],
        $9::text[], $10::text[], $11::numeric[], $12::numeric[], $13::timestamptz[], $14::boolean[], $15::int[], $16::text[],
        $17::timestamptz[], $18::text[], $19::text[])
      AS i(ord, enterprise_id, code_id, raw_value, route, scanner, address, device_hash, region_code, geo_source, lat, lng,
        occurred_at, countable, seen, status, since, if_counted, if_not)
  ), ${scanCountText(`NOT EXISTS (SELECT 1 FROM scan_events e WHERE e.code_id = i.code_id AND e.counted AND e.occurred_at > i.since
          AND (e.device_hash = i.device_hash OR e.address = i.address))`)}, outcome AS (
    -- Each scan's id is drawn here, so the answer can name the stored scan (an unwritten one's is skipped).
    SELECT i.*, nextval('scan_events_id_seq') AS id, NOT i.countable OR cu.id IS NOT NULL AS written,
        k.id IS NOT NULL AS counted, k.first_scan_at
      FROM i LEFT JOIN current cu ON i.countable AND cu.id = i.code_id LEFT JOIN counted k ON i.countable AND k.id = i.code_id
  ), stored AS (
    INSERT INTO scan_events (id, enterprise_id, code_id, raw_value, route, scanner, counted, verdict, address, device_hash,
        region_code, geo_source, lat, lng, occurred_at)
      SELECT id, enterprise_id, code_id, raw_value, route, scanner, counted, CASE WHEN counted THEN if_counted ELSE if_not END,
        address, device_hash, region_code, geo_source, lat, lng, occurred_at
      FROM outcome WHERE written
  )
  SELECT ord, id, written, counted, first_scan_at FROM outcome`;

/** Runs a statement of fixed text (`name` names it): prepared on a server's pool, plain in a transaction. */
type Run = <T>(name: string, text: string, params: unknown[]) => Promise<T[]>;

type Scan = { input: Pick<PublicScanInput, 'code' | 'manual'>; visitor: Visitor };

/** The codes a batch of scans names, by value, in one statement. */
async function lookUp(run: Run, scans: readonly Scan[]): Promise<Map<string, FoundCode>> {
  const values = [...new Set(scans.map((scan) => readScan(scan.input.code, scan.input.manual).value).filter((v) => v !== null))];
  const found = new Map<string, FoundCode>();
  if (values.length > 0) for (const row of await run<FoundCode>('scan-batch-lookup', CODES_LOOKUP, [values])) found.set(row.value, row);
  return found;
}

/** Records judged scans (RECORD_BATCH, at most one countable scan of a code); each one's outcome, in their order. */
async function writeJudged(run: Run, scans: JudgedScan[]) {
  if (scans.length === 0) return [];
  const r = scans.map((scan) => scan.record);
  const rows = await run<Outcome>('scan-batch-record', RECORD_BATCH, [
    scans.map((_, i) => i),
    r.map((x) => x.enterprise_id),
    r.map((x) => x.code_id),
    r.map((x) => x.raw_value),
    r.map((x) => x.route),
    r.map((x) => x.scanner),
    r.map((x) => x.address),
    r.map((x) => x.device_hash),
    r.map((x) => x.region_code ?? null),
    r.map((x) => x.geo_source),
    r.map((x) => x.lat ?? null),
    r.map((x) => x.lng ?? null),
    r.map((x) => (x.occurred_at as Date).toISOString()),
    scans.map((scan) => scan.countable),
    scans.map((scan) => scan.seen),
    scans.map((scan) => scan.code?.status ?? null),
    scans.map((scan) => scan.since.toISOString()),
    scans.map((scan) => scan.ifCounted),
    scans.map((scan) => scan.ifNot),
  ]);
  const byOrd = new Map(rows.map((row) => [Number(row.ord), row]));
  return scans.map((_, i) => byOrd.get(i));
}

/**
 * Scans recorded as if one after another in their order, but a batch at a time (a lookup and
 * RECORD_BATCH each): a batch holds at most one scan of a code, each code's scans keep their order,
 * so every scan is judged on the count its code's earlier scans left, as `recordScan` in turn would
 * judge it. For one transaction that no one else writes (the demo's): a scan left unwritten there
 * is a defect, not a race.
 */
export async function recordScansInTurn(orm: Orm, scans: readonly Scan[], paramsOf: ParamsSource): Promise<void> {
  const run: Run = (_name, text, params) => rowsOf(orm, withParams(text, params));
  let rest = scans;
  while (rest.length > 0) {
    const batch: Scan[] = [];
    const later: Scan[] = [];
    // Codes whose next scan waits for a later batch: all their later scans wait too.
    const taken = new Set<string>();
    for (const scan of rest) {
      const value = readScan(scan.input.code, scan.input.manual).value;
      const free = batch.length < MAX_BATCH && (value === null || !taken.has(value));
      if (value !== null) taken.add(value);
      (free ? batch : later).push(scan);
    }
    const found = await lookUp(run, batch);
    const judged: JudgedScan[] = [];
    for (const scan of batch) {
      const value = readScan(scan.input.code, scan.input.manual).value;
      judged.push(await judgeScan(orm, value === null ? undefined : found.get(value), scan.input, scan.visitor, paramsOf));
    }
    const outcomes = await writeJudged(run, judged);
    if (outcomes.some((outcome) => !outcome?.written)) throw new Error('a scan recorded in turn found its code changed');
    rest = later;
  }
}

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
  /** One batch at a time: measured on PostgreSQL, two in flight answered no more scans and later. */
  #flying = false;

  private readonly orm: Orm;
  readonly #run: Run;

  constructor(
    database: Database,
    private readonly paramsOf: ParamsSource,
  ) {
    this.orm = database.orm;
    this.#run = (name, text, params) => database.prepared(name, text, params);
  }

  record(input: Pick<PublicScanInput, 'code' | 'manual'>, visitor: Visitor): Promise<RecordedScan> {
    return new Promise((resolve, reject) => {
      this.#waiting.push({ input, visitor, attempts: 0, resolve, reject });
      this.#launch();
    });
  }

  #launch() {
    if (this.#flying || this.#waiting.length === 0) return;
    this.#flying = true;
    // After the requests already received have had their turn: on PGlite a statement holds the one
    // thread, so without this every batch would be the one scan that started it.
    setImmediate(() => {
      void this.#fly(this.#waiting.splice(0, MAX_BATCH)).finally(() => {
        this.#flying = false;
        this.#launch();
      });
    });
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
    const found = await lookUp(this.#run, batch);
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
    const outcomes = await writeJudged(
      this.#run,
      judged.map((entry) => entry.judged),
    );
    const again = [...later];
    judged.forEach(({ scan, judged: verdict }, i) => {
      const outcome = outcomes[i];
      if (outcome?.written) scan.resolve(recordedOf(verdict, Number(outcome.id), outcome.counted, outcome.first_scan_at));
      else again.push({ ...scan, attempts: scan.attempts + 1 });
    });
    return again;
  }
}

const batchers = new WeakMap<object, ScanBatcher>();

/** The one batcher of a database's scans in this process (the database object is shared by every plugin of the server). */
export function scanBatcherOf(database: Database, paramsOf: ParamsSource): ScanBatcher {
  let batcher = batchers.get(database);
  if (!batcher) {
    batcher = new ScanBatcher(database, paramsOf);
    batchers.set(database, batcher);
  }
  return batcher;
}
