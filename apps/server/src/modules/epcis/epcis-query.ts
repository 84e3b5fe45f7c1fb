import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import type { Scope } from '../../platform/context.ts';
import { productIdsOfGtin } from '../base/base.public.ts';
import { codeIdsOfValues, type EpcisAction, type EpcisEventFilter, type EpcisEventType } from '../codes/codes.public.ts';
import { readScan } from '../scan/scan.public.ts';
import { canonicalIdentifier } from './digital-link.ts';
import { holderOfLocation, TRANSACTION_TYPES, type Transaction, transactionOf } from './document-uris.ts';

/** A query parameter GS1's REST binding defines that the request got wrong: answered as a `QueryParameterException`. */
export class QueryParameterError extends Error {
  constructor(
    readonly messageKey: string,
    readonly vars: Record<string, string | number>,
  ) {
    super(messageKey);
  }
}

export const PER_PAGE = { default: 30, max: 1000 } as const;
const EVENT_TYPES = ['ObjectEvent', 'AggregationEvent', 'TransactionEvent', 'TransformationEvent', 'AssociationEvent'] as const;
const ACTIONS = ['ADD', 'OBSERVE', 'DELETE'] as const;
const TIMES = ['GE_eventTime', 'LT_eventTime', 'GE_recordTime', 'LT_recordTime'] as const;
const LISTS = [
  'eventType',
  'EQ_action',
  'EQ_bizStep',
  'EQ_disposition',
  'EQ_readPoint',
  'EQ_bizLocation',
  'MATCH_epc',
  'MATCH_parentID',
  'MATCH_anyEPC',
  'MATCH_epcClass',
] as const;
const TRANSACTION_PARAMETER = /^EQ_bizTransaction_([A-Za-z_]+)$/;
const SUPPORTED = new Set<string>([...TIMES, ...LISTS, 'orderBy', 'orderDirection', 'perPage', 'nextPageToken']);

/** The query as the repository runs it, and what the next page's token must match. */
export type EventQuery = { filter: EpcisEventFilter; nothing: boolean; queryKey: string };
type Raw = Record<string, string | string[] | undefined>;

/** One value of a parameter: a list given twice is one list. */
function single(raw: Raw, name: string): string | undefined {
  const value = raw[name];
  return Array.isArray(value) ? value.join('|') : value;
}
const listOf = (raw: Raw, name: string) =>
  single(raw, name)
    ?.split('|')
    .filter((v) => v !== '');

const URI = /^[A-Za-z][A-Za-z0-9+.-]*:[^\s\p{Cc}]+$/u;
const WORD = /^[A-Za-z_]+$/;
/** The URIs a parameter lists (EPCs, places, documents): anything else is refused by name. */
function urisOf(raw: Raw, name: string): string[] | undefined {
  const values = listOf(raw, name);
  if (values?.some((value) => !URI.test(value))) throw new QueryParameterError('errors.epcisBadUri', { name });
  return values;
}
/** CBV words (bare, or as URIs) a parameter lists. */
function wordsOf(raw: Raw, name: string): string[] | undefined {
  const values = listOf(raw, name);
  if (values?.some((value) => !WORD.test(value) && !URI.test(value))) throw new QueryParameterError('errors.epcisBadWord', { name });
  return values;
}

/** A date and time with its offset (RFC 3339), as the binding's `date-time`. */
function timeOf(name: string, text: string): Date {
  const at = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/.test(text) ? new Date(text) : new Date(Number.NaN);
  if (Number.isNaN(at.getTime())) throw new QueryParameterError('errors.epcisBadTime', { name });
  return at;
}

/** A CBV value given bare, as its web URI or as its old URN, made bare; null when it is not of that vocabulary. */
function bareVocabulary(value: string, web: string, urn: string): string {
  if (value.startsWith(web)) return value.slice(web.length);
  if (value.startsWith(urn)) return value.slice(urn.length);
  return value;
}

/** The code value an EPC names: the serial of a Digital Link or SGTIN, the SSCC, or a short URL's code. */
export function codeValueOfEpc(epc: string): string | null {
  const canonical = epc.startsWith('urn:') ? canonicalIdentifier(epc) : null;
  const text = canonical ?? epc;
  const sscc = /^https?:\/\/[^/]+(?:\/.*)?\/00\/(\d{18})(?:[/?#].*)?$/.exec(text);
  if (sscc) return sscc[1] as string;
  if (!/^https?:\/\//.test(text)) return null;
  return readScan(text, false).value;
}

/** A class of products: a GTIN, with a lot or not (`…/01/<gtin>[/10/<lot>]`, `urn:epc:class:lgtin:…`, `urn:epc:idpat:sgtin:…*`). */
function classOf(uri: string): { gtin: string; lot: string | null } | null {
  const canonical = canonicalIdentifier(uri);
  const match = canonical && /^https:\/\/id\.gs1\.org\/01\/(\d{14})(?:\/10\/([^/]+))?$/.exec(canonical);
  return match ? { gtin: match[1] as string, lot: match[2] === undefined ? null : decodeURIComponent(match[2]) } : null;
}

function pageTokenOf(token: string, queryKey: string): { at: string; id: number } {
  try {
    const parsed = JSON.parse(Buffer.from(token, 'base64url').toString('utf8')) as { a?: unknown; i?: unknown; q?: unknown };
    if (parsed.q === queryKey && typeof parsed.a === 'string' && Number.isSafeInteger(parsed.i) && !Number.isNaN(Date.parse(parsed.a)))
      return { at: parsed.a, id: parsed.i as number };
  } catch {
    // Not a token this repository wrote: answered below as any other.
  }
  throw new QueryParameterError('errors.epcisBadPageToken', {});
}

/** The token of the page after the one that ended with this event. */
export function nextPageTokenOf(last: { cursor_at: string; id: number }, queryKey: string): string {
  return Buffer.from(JSON.stringify({ a: last.cursor_at, i: last.id, q: queryKey }), 'utf8').toString('base64url');
}

/**
 * The standard query parameters (GS1 EPCIS 2.0 REST binding, SimpleEventQuery) as a filter of the
 * enterprise's events. `fixed` are the ones the path gives (`/eventTypes/{t}/events`, `/epcs/{epc}/events`).
 * A parameter the repository does not support is refused by name rather than ignored.
 */
export async function eventQueryOf(ctx: Scope & { scanBase: string }, input: { query: Raw; fixed?: Raw | undefined }): Promise<EventQuery> {
  const raw = input.query;
  for (const name of Object.keys(raw))
    if (!SUPPORTED.has(name) && !TRANSACTION_PARAMETER.test(name)) throw new QueryParameterError('errors.epcisUnknownParameter', { name });
  const all: Raw = { ...raw, ...input.fixed };
  let nothing = false;
  const filter: EpcisEventFilter = { orderBy: 'eventTime', descending: true, limit: PER_PAGE.default };

  const eventTypes = listOf(all, 'eventType');
  if (eventTypes) {
    const unknown = eventTypes.find((t) => !(EVENT_TYPES as readonly string[]).includes(t));
    if (unknown)
      throw new QueryParameterError('errors.epcisBadValue', { name: 'eventType', value: unknown, allowed: EVENT_TYPES.join(', ') });
    filter.eventTypes = eventTypes.filter((t): t is EpcisEventType => t === 'ObjectEvent' || t === 'AggregationEvent');
  }
  const actions = listOf(all, 'EQ_action');
  if (actions) {
    const unknown = actions.find((a) => !(ACTIONS as readonly string[]).includes(a));
    if (unknown) throw new QueryParameterError('errors.epcisBadValue', { name: 'EQ_action', value: unknown, allowed: ACTIONS.join(', ') });
    filter.actions = actions as EpcisAction[];
  }
  const bizSteps = wordsOf(all, 'EQ_bizStep');
  if (bizSteps) filter.bizSteps = bizSteps.map((v) => bareVocabulary(v, 'https://ref.gs1.org/cbv/BizStep-', 'urn:epcglobal:cbv:bizstep:'));
  const dispositions = wordsOf(all, 'EQ_disposition');
  if (dispositions)
    filter.dispositions = dispositions.map((v) => bareVocabulary(v, 'https://ref.gs1.org/cbv/Disp-', 'urn:epcglobal:cbv:disp:'));
  // The product's events have no read point.
  if (urisOf(all, 'EQ_readPoint')) nothing = true;
  const locations = urisOf(all, 'EQ_bizLocation');
  if (locations) {
    filter.locations = locations.flatMap((uri) => holderOfLocation(ctx.scanBase, uri) ?? []);
    if (filter.locations.length === 0) nothing = true;
  }

  const codesOf = (name: string): SQL | undefined => {
    const epcs = urisOf(all, name);
    if (!epcs) return undefined;
    const values = epcs.flatMap((epc) => codeValueOfEpc(epc) ?? []);
    if (values.length === 0) nothing = true;
    return codeIdsOfValues(ctx.enterpriseId, values);
  };
  filter.codes = codesOf('MATCH_epc');
  filter.parents = codesOf('MATCH_parentID');
  filter.anyCodes = codesOf('MATCH_anyEPC');
  const classes = urisOf(all, 'MATCH_epcClass');
  if (classes) {
    const found = await Promise.all(
      classes
        .flatMap((uri) => classOf(uri) ?? [])
        .map(async (c) => (await productIdsOfGtin(ctx, c.gtin)).map((productId) => ({ productId, lot: c.lot }))),
    );
    filter.classes = found.flat();
    if (filter.classes.length === 0) nothing = true;
  }
  const refs: Transaction[] = [];
  for (const name of Object.keys(all)) {
    const cbvType = TRANSACTION_PARAMETER.exec(name)?.[1];
    if (!cbvType) continue;
    const found = (urisOf(all, name) ?? []).flatMap((uri) => transactionOf(ctx.scanBase, uri) ?? []);
    const ofType = found.filter((t) => TRANSACTION_TYPES[t.type] === cbvType);
    if (ofType.length === 0) nothing = true;
    refs.push(...ofType);
  }
  if (refs.length > 0) filter.refs = refs;

  const time = (name: (typeof TIMES)[number]) => {
    const text = single(all, name);
    return text === undefined ? undefined : timeOf(name, text);
  };
  filter.eventTime = { from: time('GE_eventTime'), before: time('LT_eventTime') };
  filter.recordTime = { from: time('GE_recordTime'), before: time('LT_recordTime') };

  const orderBy = single(all, 'orderBy');
  if (orderBy !== undefined) {
    if (orderBy !== 'eventTime' && orderBy !== 'recordTime')
      throw new QueryParameterError('errors.epcisBadValue', { name: 'orderBy', value: orderBy, allowed: 'eventTime, recordTime' });
    filter.orderBy = orderBy;
  }
  const direction = single(all, 'orderDirection');
  if (direction !== undefined) {
    if (direction !== 'ASC' && direction !== 'DESC')
      throw new QueryParameterError('errors.epcisBadValue', { name: 'orderDirection', value: direction, allowed: 'ASC, DESC' });
    filter.descending = direction === 'DESC';
  }
  const perPage = single(all, 'perPage');
  if (perPage !== undefined) {
    const n = /^[0-9]{1,9}$/.test(perPage) ? Number(perPage) : 0;
    if (n < 1) throw new QueryParameterError('errors.epcisBadNumber', { name: 'perPage', min: 1, max: PER_PAGE.max });
    // The binding lets a repository hold its own upper limit, which the client cannot override.
    filter.limit = Math.min(n, PER_PAGE.max);
  }
  const queryKey = keyOf(all);
  const token = single(all, 'nextPageToken');
  if (token !== undefined) filter.after = pageTokenOf(token, queryKey);
  return { filter, nothing, queryKey };
}

/** What identifies a query across its pages: every parameter but the page's own. */
function keyOf(all: Raw): string {
  const entries = Object.entries(all)
    .filter(([name, value]) => name !== 'nextPageToken' && name !== 'perPage' && value !== undefined)
    .map(([name, value]) => [name, Array.isArray(value) ? value.join('|') : value])
    .sort(([a], [b]) => ((a as string) < (b as string) ? -1 : 1));
  return createHash('sha256').update(JSON.stringify(entries)).digest('base64url').slice(0, 22);
}
