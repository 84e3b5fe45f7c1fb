import type { CodeLife } from '@trace/contract/codes';
import type { Context } from '../../platform/context.ts';
import { FieldError, notFound } from '../../platform/errors.ts';
import {
  ancestorsOf,
  codeId,
  codeStateOf,
  contentsOf,
  eventsOf,
  holdOfCode,
  rangePage,
  type StateRow,
  withoutIds,
} from '../codes/codes.public.ts';
import { codeOriginOf, orderIdOf } from '../tagging/tagging.public.ts';

/** A code of the caller's enterprise by value, or "not found" (another enterprise's code too). */
export async function requireCode(ctx: Context, value: string): Promise<StateRow> {
  const code = await codeStateOf(ctx, value);
  if (!code) throw notFound();
  return code;
}

/**
 * Information inquiry: a code at any level with where it comes from, the hold or recall of its
 * production order, the containers it is in, what it holds per level, and one timeline — its own
 * events merged with its order's records.
 */
export async function codeLife(ctx: Context, value: string): Promise<CodeLife> {
  const code = await requireCode(ctx, value);
  const [origin, hold, ancestors, contents, events] = await Promise.all([
    codeOriginOf(ctx, code),
    holdOfCode(ctx, code.id),
    ancestorsOf(ctx, code),
    contentsOf(ctx, code),
    eventsOf(ctx, code),
  ]);
  const timeline = [...origin.events, ...events].sort((a, b) => a.occurred_at.localeCompare(b.occurred_at) || a.id - b.id);
  return {
    code: { ...withoutIds(code), order_no: origin.order_no, rule_name: origin.rule_name, url: origin.url },
    hold,
    ancestors: ancestors.map(withoutIds),
    contents,
    events: timeline,
  };
}

/** The codes of a print file's sequence range (order or pool number and sequence numbers), a page at a time. */
export async function codesInRange(
  ctx: Context,
  query: { order_no: string; seq_from: number; seq_to: number; page: number; page_size: number },
) {
  if (query.seq_to < query.seq_from) throw new FieldError('seq_to', 'validation.rangeOrder');
  const orderId = await orderIdOf(ctx, query.order_no);
  if (orderId === undefined) throw new FieldError('order_no', 'errors.unknownReference', { field: 'order_no' });
  const page = await rangePage(ctx, {
    from: codeId(orderId, query.seq_from),
    to: codeId(orderId, query.seq_to),
    page: query.page,
    pageSize: query.page_size,
  });
  return { ...page, list: page.list.map(withoutIds) };
}
