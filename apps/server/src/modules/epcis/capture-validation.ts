import { readFileSync } from 'node:fs';
import { CAPTURE_LIMIT } from '@trace/contract/epcis';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { mapInSlices } from '../../platform/slices.ts';
import { EVENT_TYPES, strictTime } from './epcis-query.ts';

/** One reason a document is refused: where in it (a JSON pointer) and what, as a message key. */
export type CaptureProblem = { pointer: string; messageKey: string; vars: Record<string, string | number> };

/** A document that passed: its events (where they stand in it) and its JSON-LD context. */
export type CheckedDocument = { events: Array<Record<string, unknown>>; eventsAt: string; context: unknown[] };

/** At most this many problems are answered: the first ones are what a partner fixes first. */
const PROBLEMS_MAX = 100;
/** The longest identifier kept (an event id, an EPC, a class, a place): an index entry holds about 2,700 bytes. */
export const URI_MAX = 1024;
/** Nesting deeper than this is refused before anything walks it (hashing and storing walk it recursively). */
const DEPTH_MAX = 64;

let compiled: { document: ValidateFunction; event: ValidateFunction } | null = null;
/**
 * GS1's EPCIS 2.0 JSON schema (`gs1/EPCIS-JSON-Schema.json`, unchanged), compiled once: the
 * document without its events, then each event on its own, so a long list is checked a slice at a
 * time and each problem names its event.
 */
function schema() {
  if (compiled) return compiled;
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats.default(ajv);
  // Ajv compares every pair of items for `uniqueItems` when their type is open (GS1's epcList): a
  // list of 80,000 EPCs took 25 s. The same rule, by a set of each item's JSON.
  ajv.removeKeyword('uniqueItems');
  ajv.addKeyword({
    keyword: 'uniqueItems',
    schemaType: 'boolean',
    errors: false,
    validate: (unique: boolean, data: unknown) =>
      !unique || !Array.isArray(data) || new Set(data.map((item) => JSON.stringify(item))).size === data.length,
  });
  ajv.addSchema(JSON.parse(readFileSync(new URL('./gs1/EPCIS-JSON-Schema.json', import.meta.url), 'utf8')), 'epcis');
  const get = (ref: string) => {
    const validate = ajv.getSchema(ref);
    if (!validate) throw new Error(`GS1's EPCIS schema has no ${ref}`);
    return validate;
  };
  compiled = { document: get('epcis'), event: get('epcis#/definitions/EPCIS-Document-Event') };
  return compiled;
}

/** Schema errors as problems: the innermost first (an `if`/`then` or `anyOf` wrapper says less than what failed inside it). */
function schemaProblems(errors: ErrorObject[] | null | undefined, prefix: string): CaptureProblem[] {
  const wrappers = new Set(['if', 'then', 'anyOf', 'oneOf', 'allOf']);
  const sorted = [...(errors ?? [])].sort((a, b) => Number(wrappers.has(a.keyword)) - Number(wrappers.has(b.keyword)));
  const seen = new Set<string>();
  const problems: CaptureProblem[] = [];
  for (const error of sorted) {
    const pointer = `${prefix}${error.instancePath}`;
    const detail =
      error.keyword === 'enum' ? `${error.message}: ${(error.params.allowedValues as unknown[]).join(', ')}` : String(error.message);
    const key = `${pointer} ${detail}`;
    if (seen.has(key)) continue;
    seen.add(key);
    problems.push({ pointer: pointer || '/', messageKey: 'errors.captureSchema', vars: { detail } });
  }
  return problems;
}

/** The identifiers of an event, each with its place in it. */
function identifiersOf(event: Record<string, unknown>, pointer: string): Array<[string, unknown]> {
  const found: Array<[string, unknown]> = [
    [`${pointer}/eventID`, event.eventID],
    [`${pointer}/parentID`, event.parentID],
  ];
  // A loop, not a spread: a list may hold hundreds of thousands of EPCs, past a call's arguments.
  for (const list of ['epcList', 'childEPCs', 'inputEPCList', 'outputEPCList']) {
    const epcs = Array.isArray(event[list]) ? (event[list] as unknown[]) : [];
    for (let i = 0; i < epcs.length; i++) found.push([`${pointer}/${list}/${i}`, epcs[i]]);
  }
  for (const list of ['quantityList', 'childQuantityList', 'inputQuantityList', 'outputQuantityList']) {
    const quantities = Array.isArray(event[list]) ? (event[list] as Array<{ epcClass?: unknown } | null>) : [];
    for (let i = 0; i < quantities.length; i++) found.push([`${pointer}/${list}/${i}/epcClass`, quantities[i]?.epcClass]);
  }
  for (const place of ['readPoint', 'bizLocation'])
    found.push([`${pointer}/${place}/id`, (event[place] as { id?: unknown } | undefined)?.id]);
  return found;
}

/** What the CBV and EPCIS 2.0 require beyond the schema, of one event, and what the repository can keep of it. */
function eventProblems(event: Record<string, unknown>, pointer: string): CaptureProblem[] {
  const problems: CaptureProblem[] = [];
  const type = String(event.type);
  if (!(EVENT_TYPES as readonly string[]).includes(type))
    return [{ pointer: `${pointer}/type`, messageKey: 'errors.captureEventType', vars: { type, allowed: EVENT_TYPES.join(', ') } }];
  // EPCIS 2.0 §7.4.3 and §7.4.6: the parent is what is added to or deleted from.
  if ((type === 'AggregationEvent' || type === 'AssociationEvent') && event.action !== 'OBSERVE' && event.parentID === undefined)
    problems.push({ pointer, messageKey: 'errors.captureParentRequired', vars: { type, action: String(event.action) } });
  for (const name of ['eventTime', 'recordTime'] as const)
    if (typeof event[name] === 'string' && !strictTime(event[name] as string))
      problems.push({ pointer: `${pointer}/${name}`, messageKey: 'errors.captureTime', vars: { value: event[name] as string } });
  for (const [at, value] of identifiersOf(event, pointer))
    if (typeof value === 'string' && value.length > URI_MAX)
      problems.push({ pointer: at, messageKey: 'errors.captureTooLong', vars: { max: URI_MAX } });
  return problems;
}

/** Where the value nests deeper than DEPTH_MAX, walked without recursion; null when it does not. */
function tooDeep(value: unknown, pointer: string): string | null {
  const stack: Array<[unknown, string, number]> = [[value, pointer, 0]];
  while (stack.length > 0) {
    const [item, at, depth] = stack.pop() as [unknown, string, number];
    if (item === null || typeof item !== 'object') continue;
    if (depth >= DEPTH_MAX) return at;
    for (const [key, child] of Object.entries(item)) stack.push([child, `${at}/${key}`, depth + 1]);
  }
  return null;
}

/**
 * A partner's document checked as capture takes it: an `EPCISDocument` or `EPCISQueryDocument`
 * valid by GS1's schema, of the five EPCIS 2.0 event types, each as the CBV requires, at most
 * `CAPTURE_LIMIT` events. Problems in the order they stand in the document.
 */
export async function checkDocument(
  body: unknown,
): Promise<{ document: CheckedDocument | null; problems: CaptureProblem[]; tooMany: boolean }> {
  const refuse = (problem: CaptureProblem) => ({ document: null, problems: [problem], tooMany: false });
  if (body === null || typeof body !== 'object' || Array.isArray(body))
    return refuse({ pointer: '/', messageKey: 'errors.captureNotDocument', vars: { type: '' } });
  const root = body as Record<string, unknown>;
  const deep = tooDeep(root, '');
  if (deep !== null) return refuse({ pointer: deep, messageKey: 'errors.captureTooDeep', vars: { max: DEPTH_MAX } });
  const query = root.type === 'EPCISQueryDocument';
  if (root.type !== 'EPCISDocument' && !query)
    return refuse({ pointer: '/type', messageKey: 'errors.captureNotDocument', vars: { type: String(root.type ?? '') } });
  const body_ = root.epcisBody as Record<string, unknown> | undefined;
  const list = query
    ? ((body_?.queryResults as Record<string, unknown> | undefined)?.resultsBody as Record<string, unknown> | undefined)?.eventList
    : body_?.eventList;
  const eventsAt = query ? '/epcisBody/queryResults/resultsBody/eventList' : '/epcisBody/eventList';
  const events = Array.isArray(list) ? (list as unknown[]) : [];
  if (events.length > CAPTURE_LIMIT) return { document: null, problems: [], tooMany: true };

  const { document, event } = schema();
  // The document's own fields first, its events then one by one.
  const { epcisBody: _events, ...shell } = root;
  const emptied = query
    ? { ...shell, epcisBody: { ...body_, queryResults: { ...(body_?.queryResults as object), resultsBody: { eventList: [] } } } }
    : { ...shell, epcisBody: { ...body_, eventList: [] } };
  const problems: CaptureProblem[] = [];
  if (!Array.isArray(list)) problems.push({ pointer: eventsAt, messageKey: 'errors.captureNoEvents', vars: {} });
  else if (!document(emptied)) problems.push(...schemaProblems(document.errors, ''));
  const perEvent = await mapInSlices(
    events,
    (item, i) => {
      const pointer = `${eventsAt}/${i}`;
      if (!event(item)) return schemaProblems(event.errors, pointer);
      return eventProblems(item as Record<string, unknown>, pointer);
    },
    500,
  );
  for (const found of perEvent) {
    if (problems.length >= PROBLEMS_MAX) break;
    problems.push(...found.slice(0, PROBLEMS_MAX));
  }
  const context = root['@context'];
  return {
    document:
      problems.length === 0
        ? { events: events as Array<Record<string, unknown>>, eventsAt, context: Array.isArray(context) ? context : [context] }
        : null,
    problems: problems.slice(0, PROBLEMS_MAX),
    tooMany: false,
  };
}
