import { createHash } from 'node:crypto';
import type { Scope } from '../../platform/context.ts';
import type { CodeMatch, EpcisAction, EpcisEventFilter, EpcisEventType } from '../codes/codes.public.ts';
import { readScan } from '../scan/scan.public.ts';
import { digitalLinkOrdersOf } from '../tagging/tagging.public.ts';
import { bareWord, canonicalUri, VOCABULARY } from './captured-event.ts';
import type { CapturedFilter, UriMatch } from './captured-reads.ts';
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
/** The five event types of EPCIS 2.0: the query's `eventType` and what capture takes. */
export const EVENT_TYPES = ['ObjectEvent', 'AggregationEvent', 'TransactionEvent', 'TransformationEvent', 'AssociationEvent'] as const;
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
  'EQ_eventID',
] as const;
const TRANSACTION_PARAMETER = /^EQ_bizTransaction_([A-Za-z_]+)$/;
/** Parameters of what the product's own events never have (quantities, transformations): matching none of them. */
const NEVER = [
  'MATCH_epcClass',
  'MATCH_anyEPCClass',
  'MATCH_inputEPC',
  'MATCH_inputEPCClass',
  'MATCH_outputEPC',
  'MATCH_outputEPCClass',
  'EQ_transformationID',
];
const PERSISTENT = ['EQ_persistentDisposition_set', 'EQ_persistentDisposition_unset'] as const;
const SUPPORTED = new Set<string>([...TIMES, ...LISTS, ...NEVER, ...PERSISTENT, 'orderBy', 'orderDirection', 'perPage', 'nextPageToken']);

/** The query as the repository runs it, and what the next page's token must match. */
export type EventQuery = {
  /** The own events asked, and whether none can match. */
  filter: EpcisEventFilter;
  nothing: boolean;
  /** The captured events asked; null when none can match. */
  captured: CapturedFilter | null;
  queryKey: string;
  /** The ids `EQ_eventID` asks: the candidates' events are kept when their id is one of them. */
  eventIds?: string[];
};
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
/**
 * The page size asked (`perPage`), the default when none; the binding lets a repository hold its
 * own upper limit, which the client cannot override.
 */
export function perPageOf(raw: Raw): number {
  const text = single(raw, 'perPage');
  if (text === undefined) return PER_PAGE.default;
  const n = /^[0-9]{1,9}$/.test(text) ? Number(text) : 0;
  if (n < 1) throw new QueryParameterError('errors.epcisBadNumber', { name: 'perPage', min: 1, max: PER_PAGE.max });
  return Math.min(n, PER_PAGE.max);
}

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
  const at = strictTime(text);
  if (!at) throw new QueryParameterError('errors.epcisBadTime', { name });
  return at;
}

/**
 * A date and time that names a real day of years 1 to 9999, hours to 23:59:59 and an offset within
 * ±14:00; null for anything else (JavaScript rolls 30 February over into March, the database refuses it).
 */
export function strictTime(text: string): Date | null {
  const parts = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|([+-])(\d{2}):(\d{2}))$/.exec(text);
  if (!parts) return null;
  const [year, month, day, hour, minute, second] = [1, 2, 3, 4, 5, 6].map((n) => Number(parts[n] ?? 0)) as number[];
  const daysInMonth = new Date(Date.UTC(2000, month as number, 0)).getUTCDate() - (month === 2 && !leap(year as number) ? 1 : 0);
  const offsetOk = parts[7] === 'Z' || (Number(parts[9]) * 60 + Number(parts[10]) <= 14 * 60 && Number(parts[10]) < 60);
  if (
    !year ||
    !month ||
    month > 12 ||
    !day ||
    day > daysInMonth ||
    (hour as number) > 23 ||
    (minute as number) > 59 ||
    (second as number) > 59 ||
    !offsetOk
  )
    return null;
  const at = new Date(text);
  return Number.isNaN(at.getTime()) || at.getUTCFullYear() < 1 || at.getUTCFullYear() > 9999 ? null : at;
}
const leap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** The code value an EPC names: the serial of a Digital Link or SGTIN, the SSCC, or a short URL's code. */
export function codeValueOfEpc(epc: string): string | null {
  const canonical = epc.startsWith('urn:') ? canonicalIdentifier(epc) : null;
  const text = canonical ?? epc;
  const sscc = /^https?:\/\/[^/]+(?:\/.*)?\/00\/(\d{18})(?:[/?#].*)?$/.exec(text);
  if (sscc) return sscc[1] as string;
  if (!/^https?:\/\//.test(text)) return null;
  return readScan(text, false).value;
}

/** The GTIN an EPC pattern names every serial of (`urn:epc:idpat:sgtin:<prefix>.<item>.*`); null for an instance EPC. */
function patternGtinOf(uri: string): string | null {
  if (!uri.startsWith('urn:epc:idpat:')) return null;
  return /^https:\/\/id\.gs1\.org\/01\/(\d{14})$/.exec(canonicalIdentifier(uri) ?? '')?.[1] ?? null;
}

/** Where a page ended: the time and id of its last event, and whether that was a captured one (the own come first at one time). */
export type PagePosition = { at: string; id: number; captured: boolean };

function pageTokenOf(token: string, queryKey: string): PagePosition {
  try {
    const parsed = JSON.parse(Buffer.from(token, 'base64url').toString('utf8')) as { a?: unknown; i?: unknown; q?: unknown; c?: unknown };
    if (parsed.q === queryKey && typeof parsed.a === 'string' && Number.isSafeInteger(parsed.i) && strictTime(parsed.a))
      return { at: parsed.a, id: parsed.i as number, captured: parsed.c === 1 };
  } catch {
    // Not a token this repository wrote: answered below as any other.
  }
  throw new QueryParameterError('errors.epcisBadPageToken', {});
}

/** The token of the page after the one that ended with this event. */
export function nextPageTokenOf(last: PagePosition, queryKey: string): string {
  return Buffer.from(JSON.stringify({ a: last.at, i: last.id, q: queryKey, c: last.captured ? 1 : 0 }), 'utf8').toString('base64url');
}

/**
 * Where each source resumes after a page that ended at `position`. Events are ordered by the key
 * (time, source, id), an own event's source before a captured one's, ascending or descending as
 * asked: after an own event at a time, the captured events of that time lie beyond it ascending and
 * before it descending, and the other way round after a captured one. The ids 0 and MAX stand
 * before and after every row of a time, so both directions resume with the same bounds.
 */
function resumeOf(position: PagePosition): { own: { at: string; id: number }; captured: { at: string; id: number } } {
  const { at, id } = position;
  return position.captured
    ? { own: { at, id: Number.MAX_SAFE_INTEGER }, captured: { at, id } }
    : { own: { at, id }, captured: { at, id: 0 } };
}

/**
 * The standard query parameters (GS1 EPCIS 2.0 REST binding, SimpleEventQuery) as a filter of the
 * enterprise's events. `fixed` are the ones the path gives (`/eventTypes/{t}/events`, `/epcs/{epc}/events`).
 * A parameter the repository does not support is refused by name rather than ignored.
 */
export async function eventQueryOf(
  ctx: Scope & {
    scanBase: string;
    codesNamed: (epcs: string[]) => Promise<number[]>;
    eventCandidates: (eventIds: string[]) => Promise<number[]>;
  },
  input: { query: Raw; fixed?: Raw | undefined },
): Promise<EventQuery> {
  const raw = input.query;
  for (const name of Object.keys(raw))
    if (!SUPPORTED.has(name) && !TRANSACTION_PARAMETER.test(name)) throw new QueryParameterError('errors.epcisUnknownParameter', { name });
  // `nothing`: no own event can match; `noneCaptured`: no captured one can.
  let nothing = false;
  let noneCaptured = false;
  // A value the path fixes narrows the same parameter given in the query: both must hold.
  const all: Raw = { ...raw };
  for (const [name, value] of Object.entries(input.fixed ?? {})) {
    const asked = listOf(raw, name);
    if (asked && !asked.includes(String(value))) nothing = noneCaptured = true;
    all[name] = value;
  }
  const filter: EpcisEventFilter = { orderBy: 'eventTime', descending: true, limit: PER_PAGE.default };
  const captured: CapturedFilter = { orderBy: 'eventTime', descending: true, limit: PER_PAGE.default };

  const eventTypes = listOf(all, 'eventType');
  if (eventTypes) {
    const unknown = eventTypes.find((t) => !(EVENT_TYPES as readonly string[]).includes(t));
    if (unknown)
      throw new QueryParameterError('errors.epcisBadValue', { name: 'eventType', value: unknown, allowed: EVENT_TYPES.join(', ') });
    filter.eventTypes = eventTypes.filter((t): t is EpcisEventType => t === 'ObjectEvent' || t === 'AggregationEvent');
    captured.eventTypes = eventTypes;
  }
  const actions = listOf(all, 'EQ_action');
  if (actions) {
    const unknown = actions.find((a) => !(ACTIONS as readonly string[]).includes(a));
    if (unknown) throw new QueryParameterError('errors.epcisBadValue', { name: 'EQ_action', value: unknown, allowed: ACTIONS.join(', ') });
    filter.actions = actions as EpcisAction[];
    captured.actions = actions;
  }
  const bizSteps = wordsOf(all, 'EQ_bizStep');
  if (bizSteps) filter.bizSteps = captured.bizSteps = bizSteps.map((v) => bareWord(v, VOCABULARY.bizStep));
  const dispositions = wordsOf(all, 'EQ_disposition');
  if (dispositions) filter.dispositions = captured.dispositions = dispositions.map((v) => bareWord(v, VOCABULARY.disposition));
  const eventIds = urisOf(all, 'EQ_eventID');
  if (eventIds) {
    filter.ids = await ctx.eventCandidates(eventIds);
    if (filter.ids.length === 0) nothing = true;
    captured.eventIds = eventIds;
  }
  // The product's own events have no read point.
  const readPoints = urisOf(all, 'EQ_readPoint');
  if (readPoints) {
    nothing = true;
    captured.readPoints = readPoints.map(canonicalUri);
  }
  const locations = urisOf(all, 'EQ_bizLocation');
  if (locations) {
    filter.locations = locations.flatMap((uri) => holderOfLocation(ctx.scanBase, uri) ?? []);
    if (filter.locations.length === 0) nothing = true;
    captured.bizLocations = locations.map(canonicalUri);
  }

  const matchOf = async (name: string): Promise<CodeMatch | undefined> => {
    const epcs = urisOf(all, name);
    if (!epcs) return undefined;
    const patterns = epcs.filter((epc) => epc.startsWith('urn:epc:idpat:'));
    const gtins = patterns.map((epc) => patternGtinOf(epc) ?? unsupportedPattern(name));
    const [ids, orderIds] = await Promise.all([
      ctx.codesNamed(epcs.filter((epc) => !patterns.includes(epc))),
      Promise.all(gtins.map((gtin) => digitalLinkOrdersOf(ctx, gtin))).then((found) => found.flat()),
    ]);
    if (ids.length === 0 && orderIds.length === 0) nothing = true;
    return { ids, orderIds };
  };
  filter.codes = await matchOf('MATCH_epc');
  filter.parents = await matchOf('MATCH_parentID');
  filter.anyCodes = await matchOf('MATCH_anyEPC');
  const epcsOf = (name: string) => {
    const uris = urisOf(all, name);
    return uris && epcMatchOf(name, uris);
  };
  const classesOf = (name: string) => {
    const uris = urisOf(all, name);
    return uris && classMatchOf(uris);
  };
  const capturedMatches = {
    epcs: epcsOf('MATCH_epc'),
    parents: epcsOf('MATCH_parentID'),
    anyEpcs: epcsOf('MATCH_anyEPC'),
    inputs: epcsOf('MATCH_inputEPC'),
    outputs: epcsOf('MATCH_outputEPC'),
    classes: classesOf('MATCH_epcClass'),
    inputClasses: classesOf('MATCH_inputEPCClass'),
    outputClasses: classesOf('MATCH_outputEPCClass'),
    anyClasses: classesOf('MATCH_anyEPCClass'),
    transformationIds: urisOf(all, 'EQ_transformationID'),
  };
  for (const [name, value] of Object.entries(capturedMatches)) if (value) Object.assign(captured, { [name]: value });
  // Quantities and transformations: the product's own events have none, so these match none of them.
  for (const name of NEVER) if (urisOf(all, name)) nothing = true;
  const [set, unset] = PERSISTENT.map((name) => wordsOf(all, name)?.map((v) => bareWord(v, VOCABULARY.disposition)));
  if (set || unset) filter.persistent = captured.persistent = { ...(set ? { set } : {}), ...(unset ? { unset } : {}) };
  // Each EQ_bizTransaction_<type> must hold: the event has one of its documents, for every such parameter.
  const refs: Transaction[][] = [];
  const transactions: string[][] = [];
  for (const name of Object.keys(all)) {
    const cbvType = TRANSACTION_PARAMETER.exec(name)?.[1];
    if (!cbvType) continue;
    const uris = urisOf(all, name) ?? [];
    const ofType = uris.flatMap((uri) => transactionOf(ctx.scanBase, uri) ?? []).filter((t) => TRANSACTION_TYPES[t.type] === cbvType);
    if (ofType.length === 0) nothing = true;
    refs.push(ofType);
    transactions.push(uris.map((uri) => `${cbvType} ${uri}`));
    if (uris.length === 0) noneCaptured = true;
  }
  if (refs.length > 0) filter.refs = refs;
  if (transactions.length > 0) captured.transactions = transactions;

  const time = (name: (typeof TIMES)[number]) => {
    const text = single(all, name);
    return text === undefined ? undefined : timeOf(name, text);
  };
  filter.eventTime = captured.eventTime = { from: time('GE_eventTime'), before: time('LT_eventTime') };
  filter.recordTime = captured.recordTime = { from: time('GE_recordTime'), before: time('LT_recordTime') };

  const orderBy = single(all, 'orderBy');
  if (orderBy !== undefined) {
    if (orderBy !== 'eventTime' && orderBy !== 'recordTime')
      throw new QueryParameterError('errors.epcisBadValue', { name: 'orderBy', value: orderBy, allowed: 'eventTime, recordTime' });
    filter.orderBy = captured.orderBy = orderBy;
  }
  const direction = single(all, 'orderDirection');
  if (direction !== undefined) {
    if (direction !== 'ASC' && direction !== 'DESC')
      throw new QueryParameterError('errors.epcisBadValue', { name: 'orderDirection', value: direction, allowed: 'ASC, DESC' });
    filter.descending = captured.descending = direction === 'DESC';
  }
  filter.limit = captured.limit = perPageOf(all);
  const queryKey = keyOf(all);
  const token = single(all, 'nextPageToken');
  if (token !== undefined) {
    const resume = resumeOf(pageTokenOf(token, queryKey));
    filter.after = resume.own;
    captured.after = resume.captured;
  }
  return { filter, nothing, captured: noneCaptured ? null : captured, queryKey, ...(eventIds ? { eventIds } : {}) };
}

/** A pattern the repository cannot read: refused by name rather than matching nothing. */
function unsupportedPattern(name: string): never {
  throw new QueryParameterError('errors.epcisPattern', { name });
}

/** EPCs as captured events are matched: each by its canonical identifier, a GTIN pattern by the prefix of its serials. */
function epcMatchOf(name: string, uris: string[]): UriMatch {
  const exact: string[] = [];
  const prefixes: string[] = [];
  for (const uri of uris) {
    if (!uri.startsWith('urn:epc:idpat:')) exact.push(canonicalUri(uri));
    else prefixes.push(`https://id.gs1.org/01/${patternGtinOf(uri) ?? unsupportedPattern(name)}/21/`);
  }
  return { exact, prefixes };
}

/** EPC classes: a GTIN (or a pattern of it) names the class of every lot of it as well. */
function classMatchOf(uris: string[]): UriMatch {
  const exact = uris.map(canonicalUri);
  const prefixes = exact.filter((uri) => /^https:\/\/id\.gs1\.org\/01\/\d{14}$/.test(uri)).map((uri) => `${uri}/10/`);
  return { exact, prefixes };
}

/** What identifies a query across its pages: every parameter but the page's own. */
function keyOf(all: Raw): string {
  const entries = Object.entries(all)
    .filter(([name, value]) => name !== 'nextPageToken' && name !== 'perPage' && value !== undefined)
    .map(([name, value]) => [name, Array.isArray(value) ? value.join('|') : value])
    .sort(([a], [b]) => ((a as string) < (b as string) ? -1 : 1));
  return createHash('sha256').update(JSON.stringify(entries)).digest('base64url').slice(0, 22);
}
