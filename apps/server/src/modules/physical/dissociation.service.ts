import { type DissociationBody, type DissociationKind, type DissociationResult, RDC_WAREHOUSE_TYPE } from '@trace/contract/returns';
import { SHIPMENT_OPEN } from '@trace/contract/shipment';
import type { CodeLevel } from '@trace/contract/tagging';
import { sql } from 'drizzle-orm';
import { writeAudit } from '../../platform/audit.ts';
import type { Context } from '../../platform/context.ts';
import { conflict } from '../../platform/errors.ts';
import { warehouseTypeOf } from '../base/base.public.ts';
import { logisticsCodesOf, runOperation, unpack, voidCodes } from '../codes/codes.public.ts';
import { dissociations } from './returns.table.ts';
import { within } from './shipment.rules.ts';

/** Cases to empty, and where: at a distribution centre (`rdc`) or out of a return (`return`). */
export type DissociationInput = DissociationBody & { kind: DissociationKind };

type Case = {
  id: number;
  value: string;
  level: CodeLevel;
  status: string;
  holder_type: string | null;
  holder_id: number | null;
  warehouse_type: number | null;
  product_id: number | null;
  child_count: number;
  items: number;
  undecided_return_no: string | null;
  /** The open outbound order it, or the container it is packed in, is scanned onto. */
  open_order_no: string | null;
};

/** Why a listed code cannot be emptied here, checked in this order; each is an `errors.` key naming the codes. */
const CHECKS: Array<[string, (code: Case | undefined, kind: DissociationKind) => boolean]> = [
  ['errors.dissociationUnknown', (code) => code === undefined],
  ['errors.dissociationNotCase', (code) => code?.level === 'item'],
  [
    'errors.dissociationNotAtRdc',
    (code, kind) => kind === 'rdc' && !(['active', 'returned'].includes(code?.status ?? '') && code?.warehouse_type === RDC_WAREHOUSE_TYPE),
  ],
  [
    'errors.dissociationNotReturned',
    (code, kind) => kind === 'return' && !(code?.status === 'returned' && code.holder_type === 'warehouse'),
  ],
  ['errors.dissociationUndecided', (code) => code?.undecided_return_no !== null],
  // Emptying a scanned case would ship it empty, its items left behind.
  ['errors.dissociationOnOrder', (code) => code?.open_order_no !== null],
  ['errors.dissociationEmpty', (code) => code?.child_count === 0],
];

/**
 * The listed cases as the checks judge them, locked in id order first (a statement of its own, so
 * that what the read counts inside them is as of after the wait too): an unpacking, ship, return
 * or void of one waits for the dissociation, or has committed and is seen.
 */
async function readCases(ctx: Context, values: string[]): Promise<Map<string, Case>> {
  await logisticsCodesOf(ctx, { values, lock: true });
  // `inside` counts an item as one item: an item is refused as no case before its count is used.
  const rows = await logisticsCodesOf<Case>(ctx, {
    values,
    items: 'inside',
    columns: sql`CASE WHEN c.holder_type = 'warehouse' THEN ${warehouseTypeOf(sql`c.holder_id`)} END AS warehouse_type,
       (SELECT r.return_no FROM returns r WHERE c.last_ref_type = 'return' AND r.id = c.last_ref_id AND r.status = 'returned')
         AS undecided_return_no,
       (SELECT s.shipment_no FROM shipment_codes sc JOIN shipments s ON s.id = sc.shipment_id
          WHERE sc.active AND sc.code_id IN (c.id, c.root_id) AND s.status IN ${[...SHIPMENT_OPEN]} LIMIT 1) AS open_order_no`,
  });
  return new Map(
    rows.map((row) => [
      row.value,
      {
        ...row,
        id: Number(row.id),
        holder_id: row.holder_id === null ? null : Number(row.holder_id),
        warehouse_type: row.warehouse_type === null ? null : Number(row.warehouse_type),
        child_count: Number(row.child_count),
        items: Number(row.items),
      },
    ]),
  );
}

/**
 * DISSOCIATE: empties cases and pallets in one life-cycle operation (`op_id`, once): their contents
 * become top-level, so single items (or cases of a pallet) can ship on their own. At a
 * distribution centre (`rdc`) the case is in stock at an RDC warehouse; out of a return (`return`)
 * it came back and its return was decided (an undecided return may still be voided with its
 * contents). With `void_emptied` each emptied code is voided for good, with the reason. Each case
 * gets a line in the dissociation log, written in the same transaction.
 */
export async function dissociate(ctx: Context, input: DissociationInput): Promise<DissociationResult> {
  const { kind, ...body } = input;
  const values = [...new Set(body.codes)];
  const result = await runOperation(ctx, {
    kind: 'unpack',
    input: { ...body, codes: values, kind },
    apply: async (step) => {
      const tx = within(ctx, step);
      const found = await readCases(tx, values);
      for (const [messageKey, fails] of CHECKS) {
        const failing = values.filter((value) => fails(found.get(value), kind));
        if (failing.length > 0) {
          const named = (field: 'undecided_return_no' | 'open_order_no') =>
            [...new Set(failing.map((value) => found.get(value)?.[field] ?? ''))].join(', ');
          throw conflict(messageKey, { codes: failing.join(', '), return: named('undecided_return_no'), orders: named('open_order_no') });
        }
      }
      const cases = values.map((value) => found.get(value) as Case);
      const applied = await unpack(step, { op_id: body.op_id, codes: values, contents: true });
      if (body.void_emptied) await voidCodes(step, { op_id: body.op_id, codes: values, reason: body.reason, with_contents: false });
      await tx.orm.insert(dissociations).values(
        cases.map((code) => ({
          enterprise_id: tx.enterpriseId,
          kind,
          op_id: body.op_id,
          code_id: code.id,
          warehouse_id: code.holder_id as number,
          product_id: code.product_id,
          children: code.child_count,
          items: code.items,
          voided: body.void_emptied,
          reason: body.reason,
          created_by: tx.accountId,
          created_at: step.at,
        })),
      );
      await writeAudit(tx, { action: `dissociation.${kind}`, objectType: 'code_operation', objectId: body.op_id, after: applied });
      return applied;
    },
  });
  return { op_id: result.op_id, replayed: result.replayed, cases: result.codes, released: result.affected };
}
