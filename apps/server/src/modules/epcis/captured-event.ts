import { createHash } from 'node:crypto';
import { canonicalIdentifier } from './digital-link.ts';
import { eventHashOf, preHashOf } from './event-hash.ts';

/** A captured event as stored: the event as sent (its id added when it had none) and what the query filters on. */
export type CapturedRow = {
  event_id: string;
  content_hash: string;
  event_type: string;
  action: string | null;
  biz_step: string | null;
  disposition: string | null;
  read_point: string | null;
  biz_location: string | null;
  event_time: string;
  epcs: string[];
  parent: string | null;
  inputs: string[];
  outputs: string[];
  any_epcs: string[];
  classes: string[];
  input_classes: string[];
  output_classes: string[];
  transactions: string[];
  persistent_set: string[];
  persistent_unset: string[];
  transformation_id: string | null;
  event: Record<string, unknown>;
};

/** CBV vocabularies: a value given bare, as its web URI or as its old URN, is kept bare. */
export const VOCABULARY = {
  bizStep: ['https://ref.gs1.org/cbv/BizStep-', 'urn:epcglobal:cbv:bizstep:'],
  disposition: ['https://ref.gs1.org/cbv/Disp-', 'urn:epcglobal:cbv:disp:'],
  bizTransactionType: ['https://ref.gs1.org/cbv/BTT-', 'urn:epcglobal:cbv:btt:'],
} as const;
export function bareWord(value: string, vocabulary: readonly string[]): string {
  for (const prefix of vocabulary) if (value.startsWith(prefix)) return value.slice(prefix.length);
  return value;
}

/** An identifier as the repository compares it: a GS1 key as its canonical Digital Link, any other URI as it is. */
export const canonicalUri = (uri: string): string => canonicalIdentifier(uri) ?? uri;

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);
const uris = (value: unknown) => strings(value).map(canonicalUri);
const classesOf = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.flatMap((q) => (q && typeof q === 'object' && typeof q.epcClass === 'string' ? [canonicalUri(q.epcClass)] : []))
    : [];
const idOf = (value: unknown): string | null =>
  value && typeof value === 'object' && typeof (value as { id?: unknown }).id === 'string'
    ? canonicalUri((value as { id: string }).id)
    : null;
const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/**
 * One checked event as the repository stores it. Its id is the one it carries, or else its CBV
 * event hash (in the document's namespaces), so a partner sending it again finds it held; its
 * content is compared as the hash sees it (EPCs as URNs or links, times in any offset, lists in
 * any order are the same content); the record time is the repository's.
 */
export function capturedRowOf(sent: Record<string, unknown>, namespaces: Record<string, string>): CapturedRow {
  const { recordTime: _recordTime, eventID, ...content } = sent;
  const event_id = typeof eventID === 'string' ? eventID : eventHashOf(content, namespaces);
  const epcs = uris([...strings(sent.epcList), ...strings(sent.childEPCs)]);
  const parent = typeof sent.parentID === 'string' ? canonicalUri(sent.parentID) : null;
  const inputs = uris(sent.inputEPCList);
  const outputs = uris(sent.outputEPCList);
  const persistent = (sent.persistentDisposition ?? {}) as Record<string, unknown>;
  const transactions = Array.isArray(sent.bizTransactionList)
    ? sent.bizTransactionList.flatMap((t) =>
        t && typeof t === 'object' && typeof t.bizTransaction === 'string'
          ? [`${typeof t.type === 'string' ? bareWord(t.type, VOCABULARY.bizTransactionType) : ''} ${t.bizTransaction}`]
          : [],
      )
    : [];
  return {
    event_id,
    content_hash: createHash('sha256').update(preHashOf(content, namespaces)).digest('base64url'),
    event_type: String(sent.type),
    action: text(sent.action),
    biz_step: typeof sent.bizStep === 'string' ? bareWord(sent.bizStep, VOCABULARY.bizStep) : null,
    disposition: typeof sent.disposition === 'string' ? bareWord(sent.disposition, VOCABULARY.disposition) : null,
    read_point: idOf(sent.readPoint),
    biz_location: idOf(sent.bizLocation),
    event_time: new Date(String(sent.eventTime)).toISOString(),
    epcs,
    parent,
    inputs,
    outputs,
    any_epcs: [...new Set([...epcs, ...(parent ? [parent] : []), ...inputs, ...outputs])],
    classes: [...classesOf(sent.quantityList), ...classesOf(sent.childQuantityList)],
    input_classes: classesOf(sent.inputQuantityList),
    output_classes: classesOf(sent.outputQuantityList),
    transactions,
    persistent_set: strings(persistent.set).map((d) => bareWord(d, VOCABULARY.disposition)),
    persistent_unset: strings(persistent.unset).map((d) => bareWord(d, VOCABULARY.disposition)),
    transformation_id: text(sent.transformationID),
    // The record time is the repository's, added when answered.
    event: { eventID: event_id, ...content },
  };
}
