import type { HolderType, OperationKind } from '@trace/contract/codes';
import { type SQL, sql } from 'drizzle-orm';
import type { Orm } from '../../db/client.ts';
import { countedOf } from '../../db/rows.ts';

/**
 * Each transition as an EPCIS 2.0 / CBV 2.0 event: the business step and the disposition it
 * leaves the code in (action and event type follow from the step when the history is exported).
 */
export const EVENT_SHAPE: Record<OperationKind | 'replaced_by', { bizStep: string; disposition: string }> = {
  commission: { bizStep: 'commissioning', disposition: 'active' },
  pack: { bizStep: 'packing', disposition: 'in_progress' },
  unpack: { bizStep: 'unpacking', disposition: 'in_progress' },
  replace: { bizStep: 'decommissioning', disposition: 'inactive' },
  /** The new code of a replacement: commissioned in the old one's place. */
  replaced_by: { bizStep: 'commissioning', disposition: 'active' },
  ship: { bizStep: 'shipping', disposition: 'in_transit' },
  receive: { bizStep: 'receiving', disposition: 'sellable_not_accessible' },
  return: { bizStep: 'receiving', disposition: 'returned' },
  void: { bizStep: 'decommissioning', disposition: 'inactive' },
  /** An exchange between dealers: the new dealer receives the goods (decision 93). */
  transfer: { bizStep: 'receiving', disposition: 'sellable_not_accessible' },
  /** A quality hold or a recall of the code's production order (EPCIS persistent disposition). */
  hold: { bizStep: 'holding', disposition: 'non_sellable_other' },
  recall: { bizStep: 'holding', disposition: 'recalled' },
  /** Lifted: each code back to the disposition of its status (`statusDisposition`). */
  unhold: { bizStep: 'holding', disposition: 'active' },
};

/** The disposition a code's status stands for, as the transition that left it there wrote it. */
export const statusDisposition = (status: SQL) => sql`CASE ${status}
  WHEN 'shipped' THEN 'in_transit' WHEN 'received' THEN 'sellable_not_accessible' WHEN 'returned' THEN 'returned' ELSE 'active' END`;

/** What every event of one operation shares. */
export type EventCommon = {
  enterpriseId: number;
  actorId: number | null;
  opId: string;
  type: OperationKind;
  shape?: keyof typeof EVENT_SHAPE;
  at: Date;
  location?: { type: HolderType; id: number } | undefined;
  ref?: { type: string; id: number } | undefined;
  reason?: string;
};

/**
 * `INSERT … SELECT` of one event per row of `source`, a relation aliased `s` yielding `code_id` and,
 * optionally, `parent_code_id`, `related_code_id`, `count`, `location_id` (where codes of one
 * operation are at different places), `disposition` (where it depends on each code), and `op_id`
 * and `occurred_at` (where each code is its own operation): one statement for any number of codes.
 */
export function insertEvents(
  common: EventCommon,
  source: SQL,
  columns: {
    parent?: boolean;
    related?: boolean;
    count?: boolean;
    locationId?: boolean;
    disposition?: boolean;
    perOperation?: boolean;
  } = {},
): SQL {
  const shape = EVENT_SHAPE[common.shape ?? common.type];
  const [opId, at] = columns.perOperation
    ? [sql`s.op_id`, sql`s.occurred_at`]
    : [sql`${common.opId}::uuid`, sql`${common.at.toISOString()}::timestamptz`];
  return sql`INSERT INTO code_events (enterprise_id, code_id, op_id, type, biz_step, disposition, parent_code_id, related_code_id,
      ref_type, ref_id, location_type, location_id, actor_id, reason, count, occurred_at)
    SELECT ${common.enterpriseId}, s.code_id, ${opId}, ${common.type}, ${shape.bizStep}, ${columns.disposition ? sql`s.disposition` : shape.disposition},
      ${columns.parent ? sql`s.parent_code_id` : sql`NULL::bigint`}, ${columns.related ? sql`s.related_code_id` : sql`NULL::bigint`},
      ${common.ref?.type ?? null}, ${common.ref?.id ?? null}::int, ${common.location?.type ?? null}, ${columns.locationId ? sql`s.location_id` : sql`${common.location?.id ?? null}::int`},
      ${common.actorId}, ${common.reason ?? ''}, ${columns.count ? sql`s.count` : sql`1`}, ${at}
    FROM ${source}`;
}

/**
 * Runs `update` (an `UPDATE codes … RETURNING` yielding the columns `insertEvents` reads) and
 * writes one event per updated row in the same statement; returns how many codes changed.
 */
export function changeAndLog(
  orm: Orm,
  update: SQL,
  common: EventCommon,
  columns: Parameters<typeof insertEvents>[2] = {},
): Promise<number> {
  return countedOf(
    orm,
    sql`WITH moved AS (${update}), logged AS (${insertEvents(common, sql`moved s`, columns)} RETURNING 1)
      SELECT count(*)::int AS n FROM logged`,
  );
}
