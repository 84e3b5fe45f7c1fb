import { enterpriseTimeZone } from '../../platform/access/enterprises.ts';
import type { Context, Scope } from '../../platform/context.ts';
import { companyPrefixOf } from '../base/base.public.ts';
import { codesWithValues, type EpcisEventRow, epcisEventsPage } from '../codes/codes.public.ts';
import { codeOrderFormsOf, scanBaseUrl } from '../tagging/tagging.public.ts';
import { canonicalUri } from './captured-event.ts';
import { type CapturedEventRow, capturedEventsPage } from './captured-reads.ts';
import { canonicalIdentifier } from './digital-link.ts';
import { documentContextOf } from './document-context.ts';
import { queueEventKeys } from './epcis.jobs.ts';
import { type EventSetting, epcisEventOf, epcOf } from './epcis-event.ts';
import { codeValueOfEpc, eventQueryOf, nextPageTokenOf } from './epcis-query.ts';
import { eventCandidatesOf, keysBehind } from './event-keys.ts';

type Raw = Record<string, string | string[] | undefined>;

/** A query of the enterprise's events: the query parameters, those its path fixes, and the EPC syntax asked. */
export type EventsInput = { query: Raw; fixed?: Raw; urns: boolean };

/** One event of a page, either source, with its place in the order (time, source, id). */
type PageEvent = { at: string; id: number; captured: boolean; own?: EpcisEventRow; partner?: CapturedEventRow };

/** Whether `a` comes before `b` in the page's order. */
function before(a: PageEvent, b: PageEvent, descending: boolean): boolean {
  const order = a.at !== b.at ? (a.at < b.at ? -1 : 1) : a.captured !== b.captured ? (a.captured ? 1 : -1) : a.id - b.id;
  return descending ? order > 0 : order < 0;
}

/** The two sources' pages as one, in order, one more event than the page kept to know there is a next. */
function merged(own: EpcisEventRow[], partner: CapturedEventRow[], descending: boolean, limit: number): PageEvent[] {
  const a: PageEvent[] = own.map((row) => ({ at: row.cursor_at, id: row.id, captured: false, own: row }));
  const b: PageEvent[] = partner.map((row) => ({ at: row.cursor_at, id: row.id, captured: true, partner: row }));
  const out: PageEvent[] = [];
  let i = 0;
  let j = 0;
  while (out.length < limit + 1 && (i < a.length || j < b.length)) {
    const next = j >= b.length || (i < a.length && before(a[i] as PageEvent, b[j] as PageEvent, descending)) ? a[i++] : b[j++];
    out.push(next as PageEvent);
  }
  return out;
}

/**
 * One page of the enterprise's events, its own and those captured from partners, as GS1's
 * `EPCISQueryDocument`, and the token of the next page when there is one.
 */
export async function queryEvents(
  ctx: Context,
  input: EventsInput,
): Promise<{ document: object; nextPageToken: string | null; found: number }> {
  const base = await scanBaseUrl(ctx);
  const codesNamed = async (epcs: string[]) => (await codesNamedBy(ctx, { base, epcs })).map((code) => code.id);
  const eventCandidates = (eventIds: string[]) => eventCandidatesOf(ctx, eventIds);
  const { filter, nothing, captured, queryKey, eventIds } = await eventQueryOf(
    { ...ctx, scanBase: base, codesNamed, eventCandidates },
    input,
  );
  const [ownRows, partnerRows] = await Promise.all([
    nothing ? [] : epcisEventsPage(ctx, { ...filter, limit: filter.limit + 1 }),
    captured ? capturedEventsPage(ctx, { ...captured, limit: captured.limit + 1 }) : [],
  ]);
  const all = merged(ownRows, partnerRows, filter.descending, filter.limit);
  const page = all.slice(0, filter.limit);
  const ownPage = page.flatMap((event) => event.own ?? []);
  const [timeZone, prefix, forms] = await Promise.all([
    enterpriseTimeZone(ctx.orm, ctx.enterpriseId),
    companyPrefixOf(ctx),
    codeOrderFormsOf(
      ctx,
      ownPage.flatMap((row) => [row.code.code_order_id, ...(row.parent ? [row.parent.code_order_id] : [])]),
    ),
  ]);
  const setting: EventSetting = { base, timeZone, forms, urns: input.urns, companyPrefixLength: prefix === '' ? null : prefix.length };
  const partnerPage = page.flatMap((event) => event.partner ?? []);
  const { context, eventOf } = documentContextOf(partnerPage, ownPage.length > 0 || partnerPage.length === 0);
  const events = page.flatMap((event) => {
    const rendered = event.own ? epcisEventOf(event.own, setting) : eventOf(event.partner as CapturedEventRow, timeZone);
    // Own events found by their key's candidates: kept when their whole id is one asked.
    return !event.own || !eventIds || eventIds.includes(rendered.eventID as string) ? [rendered] : [];
  });
  // An id not found may be one the keys have not reached yet: their job is queued to catch up.
  if (eventIds && events.length < eventIds.length && (await keysBehind(ctx))) await queueEventKeys(ctx);
  const last = page.at(-1);
  return {
    found: events.length,
    document: {
      '@context': context,
      type: 'EPCISQueryDocument',
      schemaVersion: '2.0',
      creationDate: ctx.app.clock.now().toISOString(),
      epcisBody: {
        queryResults: { queryName: 'SimpleEventQuery', resultsBody: { eventList: events } },
      },
    },
    nextPageToken: all.length > filter.limit && last ? nextPageTokenOf(last, queryKey) : null,
  };
}

/** Whether two EPCs name the same thing: by their GS1 key when they carry one, else as the same URI. */
function sameEpc(asked: string, printed: string): boolean {
  const key = canonicalIdentifier(asked);
  return key === null ? asked === printed : key === canonicalIdentifier(printed);
}

/**
 * The enterprise's codes these EPCs name, each with its printed EPC in canonical form: a code
 * whose value the EPC carries and whose label prints that same EPC (the same GTIN, SSCC or short
 * URL on the same host), not merely one with that serial.
 */
export async function codesNamedBy(
  ctx: Scope,
  input: { base: string; epcs: readonly string[] },
): Promise<Array<{ id: number; value: string; epc: string }>> {
  const asked = new Map<string, string[]>();
  for (const epc of input.epcs) {
    const value = codeValueOfEpc(epc);
    if (value !== null) asked.set(value, [...(asked.get(value) ?? []), epc]);
  }
  const codes = await codesWithValues(ctx, [...asked.keys()]);
  const forms = await codeOrderFormsOf(
    ctx,
    codes.map((code) => code.code_order_id),
  );
  const setting: EventSetting = { base: input.base, timeZone: 'UTC', forms, urns: false, companyPrefixLength: null };
  return codes.flatMap((code) => {
    const printed = epcOf(code, setting);
    return (asked.get(code.value) ?? []).some((epc) => sameEpc(epc, printed))
      ? [{ id: code.id, value: code.value, epc: canonicalUri(printed) }]
      : [];
  });
}
