import { sql } from 'drizzle-orm';
import { bigintArray } from '../../db/arrays.ts';
import { rowsOf } from '../../db/rows.ts';
import { enterpriseTimeZone } from '../../platform/access/enterprises.ts';
import type { Context, Scope } from '../../platform/context.ts';
import { epcisEventsAfter, type StreamPosition } from '../codes/codes.public.ts';
import { codeOrderFormsOf, scanBaseUrl } from '../tagging/tagging.public.ts';
import { type EventSetting, epcisEventOf } from './epcis-event.ts';

type KeyScope = Scope & Pick<Context, 'app'>;

const HASH_ID = /^ni:\/\/\/sha-256;([0-9a-f]{64})\?ver=CBV2\.0$/;

/** An event id's key, the first 64 bits of its hash; null for an id that is not a CBV 2.0 hash (no event of ours has it). */
export function eventKeyOf(eventId: string): bigint | null {
  const hex = HASH_ID.exec(eventId)?.[1];
  return hex ? BigInt.asIntN(64, BigInt(`0x${hex.slice(0, 16)}`)) : null;
}

/** What the hashes are computed in: a changed scan host or time zone changes every id, so the keys are made again. */
async function settingOf(ctx: KeyScope): Promise<{ setting: Omit<EventSetting, 'forms'>; key: string }> {
  const [base, timeZone] = await Promise.all([scanBaseUrl(ctx), enterpriseTimeZone(ctx.orm, ctx.enterpriseId)]);
  return { setting: { base, timeZone, urns: false, companyPrefixLength: null }, key: `${base} ${timeZone}` };
}

/** The cursor, locked for the step (two servers never key the same events), made where missing; started again when the setting changed. */
async function lockCursor(ctx: KeyScope, setting: string, now: Date): Promise<StreamPosition> {
  await ctx.orm.execute(sql`INSERT INTO epcis_key_cursors (enterprise_id, setting, updated_at)
    VALUES (${ctx.enterpriseId}, ${setting}, ${now}) ON CONFLICT DO NOTHING`);
  const [cursor] = await rowsOf<{ last_xid: string; last_id: string; setting: string }>(
    ctx.orm,
    sql`SELECT last_xid::text AS last_xid, last_id, setting FROM epcis_key_cursors WHERE enterprise_id = ${ctx.enterpriseId} FOR UPDATE`,
  );
  if (cursor && cursor.setting === setting) return { xid: cursor.last_xid, id: Number(cursor.last_id) };
  await ctx.orm.execute(sql`DELETE FROM epcis_event_keys WHERE enterprise_id = ${ctx.enterpriseId}`);
  await ctx.orm.execute(sql`UPDATE epcis_key_cursors SET last_xid = '0'::xid8, last_id = 0, rows_read = 0, setting = ${setting},
    updated_at = ${now} WHERE enterprise_id = ${ctx.enterpriseId}`);
  return { xid: '0', id: 0 };
}

/**
 * One step of keying the enterprise's events: the code events after the cursor, in recording
 * order, each rendered as its EPCIS event and keyed by its hash; the cursor moves past them in the
 * same transaction.
 */
export async function runKeyStep(ctx: KeyScope, input: { limit: number; now: Date }): Promise<{ read: number; caughtUp: boolean }> {
  const { setting, key } = await settingOf(ctx);
  const from = await lockCursor(ctx, key, input.now);
  const { events, last, read } = await epcisEventsAfter(ctx, { from, limit: input.limit });
  if (!last) return { read: 0, caughtUp: true };
  const forms = await codeOrderFormsOf(
    ctx,
    events.flatMap((row) => [row.code.code_order_id, ...(row.parent ? [row.parent.code_order_id] : [])]),
  );
  const keys = events.map((row) => ({ key: eventKeyOf(epcisEventOf(row, { ...setting, forms }).eventID as string) ?? 0n, id: row.id }));
  if (keys.length > 0)
    await ctx.orm.execute(sql`INSERT INTO epcis_event_keys (enterprise_id, event_key, code_event_id)
      SELECT ${ctx.enterpriseId}, k, i FROM unnest(${bigintArray(keys.map((k) => k.key))}, ${bigintArray(keys.map((k) => k.id))}) AS u(k, i)
      ON CONFLICT DO NOTHING`);
  await ctx.orm.execute(sql`UPDATE epcis_key_cursors SET last_xid = ${last.xid}::xid8, last_id = ${last.id}, rows_read = rows_read + ${read},
    updated_at = ${input.now} WHERE enterprise_id = ${ctx.enterpriseId}`);
  return { read, caughtUp: read < input.limit };
}

/** The code events that may be the events with these ids: those keyed with their ids' keys. */
export async function eventCandidatesOf(ctx: Scope, eventIds: readonly string[]): Promise<number[]> {
  const keys = eventIds.flatMap((id) => eventKeyOf(id) ?? []);
  if (keys.length === 0) return [];
  const rows = await rowsOf<{ code_event_id: string }>(
    ctx.orm,
    sql`SELECT code_event_id FROM epcis_event_keys
      WHERE enterprise_id = ${ctx.enterpriseId} AND event_key = ANY(${bigintArray(keys)})`,
  );
  return rows.map((row) => Number(row.code_event_id));
}
