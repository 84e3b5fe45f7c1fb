import { EXCHANGE_NO_PREFIX, type ExchangeCode, type ExchangeInput, type ExchangeResult } from '@trace/contract/exchange';
import type { CodeLevel } from '@trace/contract/tagging';
import { and, eq, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows.ts';
import { writeAudit } from '../../platform/audit.ts';
import type { Context } from '../../platform/context.ts';
import { conflict } from '../../platform/errors.ts';
import { nextDocumentNo } from '../../platform/resource/document-no.ts';
import { resourceService } from '../../platform/resource/service.ts';
import { productNameOf } from '../base/base.public.ts';
import {
  type Applied,
  codeIdsOfValues,
  codeLevelOf,
  codeProductOf,
  codeValueOf,
  itemsCarriedOf,
  runOperation,
  type Step,
  transfer,
} from '../codes/codes.public.ts';
import { exchangeResource } from './exchange.resource.ts';
import { exchanges } from './exchange.table.ts';

export const exchangeService = resourceService(exchangeResource);

/** Advisory lock class of an enterprise's exchange numbering (the others' classes are 4_100_001–004). */
const EXCHANGE_NO_LOCK_CLASS = 4_100_005;

/**
 * EXCHANGE, inside its life-cycle operation: the listed top-level codes one dealer holds go to
 * another dealer with everything in them, and the exchange document records it. The exchange's id
 * is taken first so the codes' events name it; a refused code rolls everything back. Returns the
 * exchange's id with what moved.
 */
export async function recordExchange(step: Step, input: ExchangeInput): Promise<Applied & { id: number; exchange_no: string }> {
  const { ctx } = step;
  // Two exchanges of one enterprise at once would take the same next number: they queue here.
  await ctx.orm.execute(sql`SELECT pg_advisory_xact_lock(${EXCHANGE_NO_LOCK_CLASS}, ${ctx.enterpriseId}::int)`);
  const exchangeNo =
    input.exchange_no ||
    (await nextDocumentNo(
      ctx,
      { table: exchanges, enterprise: exchanges.enterprise_id, number: exchanges.exchange_no },
      EXCHANGE_NO_PREFIX,
      step.at.toISOString().slice(0, 10),
    ));
  const [taken] = await ctx.orm
    .select({ id: exchanges.id })
    .from(exchanges)
    .where(and(eq(exchanges.enterprise_id, ctx.enterpriseId), eq(exchanges.exchange_no, exchangeNo)));
  if (taken) throw conflict('errors.duplicateValue', { field: 'exchange_no', value: exchangeNo });
  const [next] = await rowsOf<{ id: number | string }>(ctx.orm, sql`SELECT nextval(pg_get_serial_sequence('exchanges', 'id')) AS id`);
  const id = Number(next?.id);
  const applied = await transfer(step, {
    op_id: input.op_id,
    codes: input.codes,
    from_dealer_id: input.from_dealer_id,
    to_dealer_id: input.to_dealer_id,
    reason: input.reason,
    ref: { type: 'exchange', id },
  });
  await ctx.orm.insert(exchanges).values({
    id,
    enterprise_id: ctx.enterpriseId,
    exchange_no: exchangeNo,
    from_dealer_id: input.from_dealer_id,
    to_dealer_id: input.to_dealer_id,
    reason: input.reason,
    note: input.note,
    op_id: input.op_id,
    exchanged_at: step.at,
    created_by: ctx.accountId,
  });
  await ctx.orm.execute(
    sql`INSERT INTO exchange_codes (enterprise_id, exchange_id, code_id, product_id, item_count)
      SELECT ${ctx.enterpriseId}, ${id}, x.id, ${codeProductOf(sql`x.id`)}, ${itemsCarriedOf(sql`x.id`)}
      FROM ${codeIdsOfValues(ctx.enterpriseId, input.codes)} x`,
  );
  return { ...applied, id, exchange_no: exchangeNo };
}

/** An exchange made once by its `op_id` (sent again it returns the same exchange and moves nothing), with its audit entry. */
export async function addExchange(ctx: Context, input: ExchangeInput): Promise<ExchangeResult> {
  const result = await runOperation(ctx, {
    kind: 'transfer',
    input,
    apply: async (step, given) => {
      const { id, exchange_no, ...applied } = await recordExchange(step, given);
      await writeAudit(
        { ...ctx, orm: step.ctx.orm },
        { action: 'exchange.add', objectType: 'exchange', objectId: id, after: { exchange_no, ...applied } },
      );
      return applied;
    },
  });
  // The operation's id is claimed with the exchange's request, so the exchange of that id exists.
  const [row] = await ctx.orm
    .select({ id: exchanges.id })
    .from(exchanges)
    .where(and(eq(exchanges.enterprise_id, ctx.enterpriseId), eq(exchanges.op_id, input.op_id)));
  return { exchange: await exchangeService.find(ctx, row?.id ?? 0), replayed: result.replayed };
}

/** A page of the codes an exchange listed, with the items each carried. */
export async function exchangeCodesPage(ctx: Context, query: { id: number; page: number; page_size: number }) {
  const found = await exchangeService.find(ctx, query.id);
  const rows = await rowsOf<{ value: string; level: CodeLevel; product_name: string; items: number }>(
    ctx.orm,
    sql`SELECT ${codeValueOf(sql`x.code_id`)} AS value, ${codeLevelOf(sql`x.code_id`)} AS level, ${productNameOf(sql`x.product_id`)} AS product_name,
        x.item_count AS items
      FROM exchange_codes x
      WHERE x.exchange_id = ${query.id} AND x.enterprise_id = ${ctx.enterpriseId}
      ORDER BY x.code_id LIMIT ${query.page_size} OFFSET ${(query.page - 1) * query.page_size}`,
  );
  return {
    list: rows.map((row): ExchangeCode => ({ ...row, items: Number(row.items) })),
    total: found.code_count,
    page: query.page,
    page_size: query.page_size,
  };
}
