import { enterpriseTimeZone } from '../../platform/access/enterprises.ts';
import type { Context } from '../../platform/context.ts';
import { companyPrefixOf } from '../base/base.public.ts';
import { epcisEventsPage } from '../codes/codes.public.ts';
import { codeOrderFormsOf, scanBaseUrl } from '../tagging/tagging.public.ts';
import { EPCIS_CONTEXT, type EventSetting, epcisEventOf } from './epcis-event.ts';
import { eventQueryOf, nextPageTokenOf } from './epcis-query.ts';

type Raw = Record<string, string | string[] | undefined>;

/** A query of the enterprise's events: the query parameters, those its path fixes, and the EPC syntax asked. */
export type EventsInput = { query: Raw; fixed?: Raw; urns: boolean };

/**
 * One page of the enterprise's events as GS1's `EPCISQueryDocument`, and the token of the next
 * page when there is one (one more event than the page is read to know).
 */
export async function queryEvents(ctx: Context, input: EventsInput): Promise<{ document: object; nextPageToken: string | null }> {
  const base = await scanBaseUrl(ctx);
  const { filter, nothing, queryKey } = await eventQueryOf({ ...ctx, scanBase: base }, input);
  const rows = nothing ? [] : await epcisEventsPage(ctx, { ...filter, limit: filter.limit + 1 });
  const page = rows.slice(0, filter.limit);
  const [timeZone, prefix, forms] = await Promise.all([
    enterpriseTimeZone(ctx.orm, ctx.enterpriseId),
    companyPrefixOf(ctx),
    codeOrderFormsOf(
      ctx,
      page.flatMap((row) => [row.code.code_order_id, ...(row.parent ? [row.parent.code_order_id] : [])]),
    ),
  ]);
  const setting: EventSetting = { base, timeZone, forms, urns: input.urns, companyPrefixLength: prefix === '' ? null : prefix.length };
  const last = page.at(-1);
  return {
    document: {
      '@context': EPCIS_CONTEXT,
      type: 'EPCISQueryDocument',
      schemaVersion: '2.0',
      creationDate: ctx.app.clock.now().toISOString(),
      epcisBody: {
        queryResults: { queryName: 'SimpleEventQuery', resultsBody: { eventList: page.map((row) => epcisEventOf(row, setting)) } },
      },
    },
    nextPageToken: rows.length > filter.limit && last ? nextPageTokenOf(last, queryKey) : null,
  };
}
