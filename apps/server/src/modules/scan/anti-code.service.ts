import { createHash, timingSafeEqual } from 'node:crypto';
import { ANTI_CODE_MAX_FAILURES, type AntiCodeCheckAnswer, type AntiCodeCheckInput } from '@trace/contract/anti-code';
import { STATUS } from '@trace/contract/api';
import { sql } from 'drizzle-orm';
import type { Orm } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { writeAudit } from '../../platform/audit.ts';
import { type Context, inTransaction } from '../../platform/context.ts';
import { AppError, conflict } from '../../platform/errors.ts';
import { productGtinOf } from '../base/base.public.ts';
import { codeByValue } from '../codes/codes.public.ts';
import { antiCode, antiCodeKey, antiCodeLengthOf } from '../tagging/tagging.public.ts';
import { inHostScope } from './scan.host.ts';
import { readScan } from './scan.reading.ts';
import { LIVE_STATUSES, labelMismatch } from './scan.verdict.ts';

/** What the check reads of a code besides its own row: its labels' anti-code length and its product's GTIN. */
const CHECKED = sql`${antiCodeLengthOf(sql`order_id`)} AS anti_code_length, ${productGtinOf(sql`product_id`)} AS gtin`;

/** The digits as printed: full-width digits from a Chinese or Japanese keyboard read as digits, spaces and dashes dropped. */
const typed = (text: string) => text.normalize('NFKC').replace(/[\s-]/g, '');

/** Equal texts, compared in a time that tells nothing of where they differ (or of their lengths). */
function sameSecret(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

const left = (failures: number) => Math.max(0, ANTI_CODE_MAX_FAILURES - failures);
/** The anti-code length a made-up code is checked against, as a rule commonly prints (the answer is wrong whatever it is). */
const ANTI_CODE_PRINTED = 6;

/** What a wrong anti-code counts against: a code's row, or a made-up text's (`anti_code_unknown_attempts`). */
type Counted =
  | { table: 'anti_code_attempts'; key: 'code_id'; id: number }
  | { table: 'anti_code_unknown_attempts'; key: 'text_hash'; id: string };

/**
 * A wrong anti-code counted in one statement: the row is written or updated under its lock, so
 * wrong anti-codes sent at once count one after another, exactly up to the limit, the last of them
 * locking. Undefined when it was already locked (nothing counted). A code and a made-up text are
 * counted by the same statement on tables of the same shape, so neither answers faster.
 */
async function countFailure(orm: Orm, counted: Counted, at: Date): Promise<number | undefined> {
  const [table, key] = [sql.identifier(counted.table), sql.identifier(counted.key)];
  const [row] = await rowsOf<{ failures: number }>(
    orm,
    sql`INSERT INTO ${table} AS a (${key}, failures, last_failed_at, locked_at)
      VALUES (${counted.id}, 1, ${at}, CASE WHEN 1 >= ${ANTI_CODE_MAX_FAILURES} THEN ${at}::timestamptz END)
      ON CONFLICT (${key}) DO UPDATE SET failures = a.failures + 1, last_failed_at = excluded.last_failed_at,
        locked_at = CASE WHEN a.failures + 1 >= ${ANTI_CODE_MAX_FAILURES} THEN excluded.last_failed_at END
      WHERE a.locked_at IS NULL
      RETURNING a.failures`,
  );
  return row ? Number(row.failures) : undefined;
}

/** A wrong anti-code's answer, once counted: how many more it takes, or locked. */
async function wrongAnswer(orm: Orm, counted: Counted, at: Date): Promise<AntiCodeCheckAnswer> {
  const failures = await countFailure(orm, counted, at);
  return failures === undefined ? { result: 'locked', attempts_left: 0 } : { result: 'wrong', attempts_left: left(failures) };
}

/** The row a made-up text's wrong anti-codes count in: the SHA-256 of the text as read, never the text. */
const unknownText = (text: string): Counted => ({
  table: 'anti_code_unknown_attempts',
  key: 'text_hash',
  id: createHash('sha256').update(text).digest('hex'),
});

/** An anti-code typed for a code scanned, when, and on which enterprise's scan host (null: the shared address). */
export type AntiCodeCheck = AntiCodeCheckInput & { at: Date; hostOf: number | null };

/**
 * The scratch-off check: the anti-code typed for the code scanned, compared with the keyed HMAC
 * its rule prints (decision 33). Only a code in use on its own product can be genuine; an unknown
 * code, one not in use (never activated, voided, replaced) or a label copied onto another product
 * answers as a wrong anti-code does, running down and locking alike, so the answer tells nothing
 * the scan did not. An unknown code takes the same steps as a known one's wrong anti-code (the
 * key, an HMAC, one counting statement in the shared database), so it is answered in the same time
 * and alike by every server. A right anti-code changes nothing; a locked code answers "locked"
 * whatever is typed, until staff unlock it.
 */
export async function checkAntiCode(ctx: Pick<Context, 'orm'>, input: AntiCodeCheck): Promise<AntiCodeCheckAnswer> {
  const { orm } = ctx;
  const { at, hostOf } = input;
  const reading = readScan(input.code, false);
  const found =
    reading.value === null
      ? undefined
      : await codeByValue<{ anti_code_length: number; gtin: string | null }>({ orm }, { value: reading.value, columns: CHECKED });
  // On an enterprise's own scan host, another enterprise's code is answered as an unknown one.
  const code = found && inHostScope(found.enterprise_id, hostOf) ? found : undefined;
  const live = code !== undefined && LIVE_STATUSES.includes(code.status) && !labelMismatch(code.gtin, reading.gtin);
  const length = Number(code?.anti_code_length ?? ANTI_CODE_PRINTED);
  if (live && length === 0) return { result: 'none', attempts_left: ANTI_CODE_MAX_FAILURES };
  const text = code?.value ?? reading.value ?? input.code.trim();
  const right = sameSecret(typed(input.anti_code), antiCode(await antiCodeKey(ctx), text, length)) && live;
  if (!code) return wrongAnswer(orm, unknownText(text), at);
  if (!right) return wrongAnswer(orm, { table: 'anti_code_attempts', key: 'code_id', id: code.id }, at);
  const [attempts] = await rowsOf<{ failures: number; locked_at: unknown }>(
    orm,
    sql`SELECT failures, locked_at FROM anti_code_attempts WHERE code_id = ${code.id}`,
  );
  if (attempts?.locked_at) return { result: 'locked', attempts_left: 0 };
  return { result: 'genuine', attempts_left: left(Number(attempts?.failures ?? 0)) };
}

/**
 * Staff unlock a code of their enterprise whose anti-code locked: its wrong anti-codes start again
 * from none, and the audit trail keeps how many there were and when it locked. A code that is not
 * locked is a 409, so a second person's click says so rather than passing silently.
 */
export async function unlockAntiCode(ctx: Context, input: { code: string }) {
  const value = readScan(input.code, true).value;
  return inTransaction(ctx, async (tx) => {
    const code = value === null ? undefined : await codeByValue(tx, { value, enterpriseId: tx.enterpriseId });
    if (!code) throw new AppError(404, STATUS.NOT_FOUND, 'errors.antiCodeUnknownCode', { code: input.code.slice(0, 64) });
    const [before] = await rowsOf<{ failures: number; locked_at: Date | string; last_failed_at: Date | string }>(
      tx.orm,
      sql`WITH locked AS (SELECT failures, locked_at, last_failed_at FROM anti_code_attempts WHERE code_id = ${code.id} AND locked_at IS NOT NULL FOR UPDATE)
        UPDATE anti_code_attempts a SET failures = 0, locked_at = NULL FROM locked WHERE a.code_id = ${code.id}
        RETURNING locked.failures, locked.locked_at, locked.last_failed_at`,
    );
    if (!before) throw conflict('errors.antiCodeNotLocked', { code: code.value });
    const iso = (at: Date | string) => new Date(at).toISOString();
    await writeAudit(tx, {
      action: 'anti_code.unlock',
      objectType: 'code',
      objectId: code.value,
      before: { failures: Number(before.failures), locked_at: iso(before.locked_at), last_failed_at: iso(before.last_failed_at) },
      after: { failures: 0, locked_at: null },
    });
    return { code: code.value, failures: Number(before.failures) };
  });
}
