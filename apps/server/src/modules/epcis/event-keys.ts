import { sql } from 'drizzle-orm';
import { bigintArray } from '../../db/arrays.ts';
import { rowsOf } from '../../db/rows.ts';
import { enterpriseTimeZone } from '../../platform/access/enterprises.ts';
import type { Context, Scope } from '../../platform/context.ts';
import { mapInSlices } from '../../platform/slices.ts';
import { codeEventsAfter, epcisEventsAfter, type StreamPosition } from '../codes/codes.public.ts';
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

/**
 * The cursor, locked for the step (two servers never key the same events), made where missing;
 * started again when the setting changed. The setting is read under the lock: a step that waited
 * for another compares what holds when it runs, not what held before it waited.
 */
async function lockCursor(ctx: KeyScope, now: Date): Promise<{ from: StreamPosition; setting: Omit<EventSetting, 'forms'> }> {
  await ctx.orm.execute(sql`INSERT INTO epcis_key_cursors (enterprise_id, setting, updated_at)
    VALUES (${ctx.enterpriseId}, '', ${now}) ON CONFLICT DO NOTHING`);
  const [cursor] = await rowsOf<{ last_xid: string; last_id: string; setting: string }>(
    ctx.orm,
    sql`SELECT last_xid::text AS last_xid, last_id, setting FROM epcis_key_cursors WHERE enterprise_id = ${ctx.enterpriseId} FOR UPDATE`,
  );
  const { setting, key } = await settingOf(ctx);
  if (cursor && cursor.setting === key) return { from: { xid: cursor.last_xid, id: Number(cursor.last_id) }, setting };
  await ctx.orm.execute(sql`DELETE FROM epcis_event_keys WHERE enterprise_id = ${ctx.enterpriseId}`);
  await ctx.orm.execute(sql`UPDATE epcis_key_cursors SET last_xid = '0'::xid8, last_id = 0, rows_read = 0, setting = ${key},
    updated_at = ${now} WHERE enterprise_id = ${ctx.enterpriseId}`);
  return { from: { xid: '0', id: 0 }, setting };
}

/**
 * One step of keying the enterprise's events: the code events after the cursor, in recording
 * order, each rendered as its EPCIS event and keyed by its hash; the cursor moves past them in the
 * same transaction.
 */
export async function runKeyStep(ctx: KeyScope, input: { limit: number; now: Date }): Promise<{ read: number; caughtUp: boolean }> {
  const { from, setting } = await lockCursor(ctx, input.now);
  const { events, last, read } = await epcisEventsAfter(ctx, { from, limit: input.limit });
  if (!last) return { read: 0, caughtUp: true };
  const forms = await codeOrderFormsOf(
    ctx,
    events.flatMap((row) => [row.code.code_order_id, ...(row.parent ? [row.parent.code_order_id] : [])]),
  );
  const keys = await mapInSlices(
    events,
    (row) => ({ key: eventKeyOf(epcisEventOf(row, { ...setting, forms }).eventID as string) ?? 0n, id: row.id }),
    100,
  );
  if (keys.length > 0)
    await ctx.orm.execute(sql`INSERT INTO epcis_event_keys (enterprise_id, event_key, code_event_id)
      SELECT ${ctx.enterpriseId}, k, i FROM unnest(${bigintArray(keys.map((k) => k.key))}, ${bigintArray(keys.map((k) => k.id))}) AS u(k, i)
      ON CONFLICT DO NOTHING`);
  await ctx.orm.execute(sql`UPDATE epcis_key_cursors SET last_xid = ${last.xid}::xid8, last_id = ${last.id}, rows_read = rows_read + ${read},
    updated_at = ${input.now} WHERE enterprise_id = ${ctx.enterpriseId}`);
  return { read, caughtUp: read < input.limit };
}

/**
 * Whether the keys are behind what a lookup should find: the scan host or time zone changed since
 * they were made, or a committed code event lies after their cursor (one the watcher's job passed
 * by while an older transaction was open, or one just recorded).
 */
export async function keysBehind(ctx: KeyScope): Promise<boolean> {
  const [cursor] = await rowsOf<{ last_xid: string; last_id: string; setting: string }>(
    ctx.orm,
    sql`SELECT last_xid::text AS last_xid, last_id, setting FROM epcis_key_cursors WHERE enterprise_id = ${ctx.enterpriseId}`,
  );
  if (!cursor || cursor.setting !== (await settingOf(ctx)).key) return true;
  const [after] = await codeEventsAfter(ctx, { from: { xid: cursor.last_xid, id: Number(cursor.last_id) }, limit: 1, aboveHorizon: true });
  return after !== undefined;
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
