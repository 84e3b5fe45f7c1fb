import { enterpriseTimeZone } from '../../platform/access/enterprises.ts';
import type { Context } from '../../platform/context.ts';
import { companyPrefixOf } from '../base/base.public.ts';
import { codesWithValues, type EpcisEventRow, epcisEventsPage } from '../codes/codes.public.ts';
import { codeOrderFormsOf, scanBaseUrl } from '../tagging/tagging.public.ts';
import { canonicalIdentifier } from './digital-link.ts';
import { queueEventKeys } from './epcis.jobs.ts';
import { EPCIS_CONTEXT, type EventSetting, epcisEventOf, epcOf } from './epcis-event.ts';
import { codeValueOfEpc, eventQueryOf, nextPageTokenOf } from './epcis-query.ts';
import { eventCandidatesOf, keysBehind } from './event-keys.ts';

type Raw = Record<string, string | string[] | undefined>;

/** A query of the enterprise's events: the query parameters, those its path fixes, and the EPC syntax asked. */
export type EventsInput = { query: Raw; fixed?: Raw; urns: boolean };

/**
 * One page of the enterprise's events as GS1's `EPCISQueryDocument`, and the token of the next
 * page when there is one (one more event than the page is read to know).
 */
export async function queryEvents(
  ctx: Context,
  input: EventsInput,
): Promise<{ document: object; nextPageToken: string | null; found: number }> {
  const base = await scanBaseUrl(ctx);
  const codesNamed = (epcs: string[]) => codesNamedBy(ctx, { base, epcs });
  const eventCandidates = (eventIds: string[]) => eventCandidatesOf(ctx, eventIds);
  const { filter, nothing, queryKey, eventIds } = await eventQueryOf({ ...ctx, scanBase: base, codesNamed, eventCandidates }, input);
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
  const events = eventList(page, setting, eventIds);
  // An id not found may be one the keys have not reached yet: their job is queued to catch up.
  if (eventIds && events.length < eventIds.length && (await keysBehind(ctx))) await queueEventKeys(ctx);
  return {
    found: events.length,
    document: {
      '@context': EPCIS_CONTEXT,
      type: 'EPCISQueryDocument',
      schemaVersion: '2.0',
      creationDate: ctx.app.clock.now().toISOString(),
      epcisBody: {
        queryResults: { queryName: 'SimpleEventQuery', resultsBody: { eventList: events } },
      },
    },
    nextPageToken: rows.length > filter.limit && last ? nextPageTokenOf(last, queryKey) : null,
  };
}

/** The page's events; of those `EQ_eventID` found by their key, the ones whose id is asked. */
function eventList(page: EpcisEventRow[], setting: EventSetting, eventIds: string[] | undefined): Array<Record<string, unknown>> {
  const events = page.map((row) => epcisEventOf(row, setting));
  return eventIds ? events.filter((event) => eventIds.includes(event.eventID as string)) : events;
}

/** Whether two EPCs name the same thing: by their GS1 key when they carry one, else as the same URI. */
function sameEpc(asked: string, printed: string): boolean {
  const key = canonicalIdentifier(asked);
  return key === null ? asked === printed : key === canonicalIdentifier(printed);
}

/**
 * The ids of the enterprise's codes these EPCs name: a code whose value the EPC carries and whose
 * label prints that same EPC (the same GTIN, SSCC or short URL on the same host), not merely one
 * with that serial.
 */
async function codesNamedBy(ctx: Context, input: { base: string; epcs: string[] }): Promise<number[]> {
  const asked = input.epcs.flatMap((epc) => {
    const value = codeValueOfEpc(epc);
    return value === null ? [] : [{ epc, value }];
  });
  const codes = await codesWithValues(
    ctx,
    asked.map((a) => a.value),
  );
  const forms = await codeOrderFormsOf(
    ctx,
    codes.map((code) => code.code_order_id),
  );
  const setting: EventSetting = { base: input.base, timeZone: 'UTC', forms, urns: false, companyPrefixLength: null };
  return codes.filter((code) => asked.some((a) => a.value === code.value && sameEpc(a.epc, epcOf(code, setting)))).map((code) => code.id);
}
