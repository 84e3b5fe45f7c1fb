import { type EpcisEventRow, type EventCode, epcisActionOf, epcisEventTypeOf } from '../codes/codes.public.ts';
import { type CodeOrderForm, codeUrl } from '../tagging/tagging.public.ts';
import { epcUrnOf } from './digital-link.ts';
import { locationUri, partyUri, TRANSACTION_TYPES, type Transaction, transactionUri } from './document-uris.ts';
import { eventHashOf, namespacesOf } from './event-hash.ts';

/** What turns the enterprise's events into EPCIS: its scan host, time zone, the printed form of its codes, the EPC syntax asked. */
export type EventSetting = {
  base: string;
  timeZone: string;
  forms: Map<number, CodeOrderForm>;
  /** EPC URNs where the identifier has one (the `GS1-EPC-Format: Always_EPC_URN` a client asks), else Digital Links. */
  urns: boolean;
  companyPrefixLength: number | null;
};

/**
 * The JSON-LD context of the documents: GS1's, and `cbvmda` (the lot and expiry) declared in the
 * document itself, so a hash generator reading only the document expands it as this one does.
 */
export const EPCIS_CONTEXT = ['https://ref.gs1.org/standards/epcis/2.0.0/epcis-context.jsonld', { cbvmda: 'urn:epcglobal:cbv:mda:' }];
export const NAMESPACES = namespacesOf(EPCIS_CONTEXT);

/** The instant with its offset in the time zone (`2026-03-04T08:12:05.120+08:00`) and the offset alone. */
export function localTime(at: Date, timeZone: string): { time: string; offset: string } {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value;
  const offset = name === 'GMT' || !name ? '+00:00' : name.replace('GMT', '');
  const minutes = (offset.startsWith('-') ? -1 : 1) * (Number(offset.slice(1, 3)) * 60 + Number(offset.slice(4, 6)));
  const shifted = new Date(at.getTime() + minutes * 60_000).toISOString().slice(0, 23);
  return { time: `${shifted}${offset}`, offset };
}

/** A code as an EPC: the URL printed on its label (a Digital Link, an SSCC link or the short URL), or its URN if asked. */
export function epcOf(code: EventCode, setting: EventSetting): string {
  const form = setting.forms.get(code.code_order_id) ?? { url_form: 'short', gtin: null };
  const url = codeUrl(setting.base, form.url_form, code.value, form.gtin);
  return (setting.urns && epcUrnOf(url, setting.companyPrefixLength)) || url;
}

/** Holds set a persistent disposition, a lift unsets both kinds. */
const PERSISTENT: Record<string, { set?: string[]; unset?: string[] }> = {
  hold: { set: ['non_sellable_other'] },
  recall: { set: ['recalled'] },
  unhold: { unset: ['non_sellable_other', 'recalled'] },
};

/** One code event as an EPCIS 2.0 event, with its CBV hash as its id. */
export function epcisEventOf(row: EpcisEventRow, setting: EventSetting): Record<string, unknown> {
  const { time, offset } = localTime(row.occurred_at, setting.timeZone);
  const eventType = epcisEventTypeOf(row.type);
  const action = epcisActionOf(row.type, row.biz_step);
  const event: Record<string, unknown> = { type: eventType, eventTime: time, eventTimeZoneOffset: offset };
  if (eventType === 'AggregationEvent') {
    if (row.parent) event.parentID = epcOf(row.parent, setting);
    event.childEPCs = [epcOf(row.code, setting)];
  } else event.epcList = [epcOf(row.code, setting)];
  event.action = action;
  event.bizStep = row.biz_step;
  event.disposition = row.disposition;
  const persistent = PERSISTENT[row.type];
  if (persistent) event.persistentDisposition = persistent;
  if ((row.location_type === 'warehouse' || row.location_type === 'dealer') && row.location_id)
    event.bizLocation = { id: locationUri(setting.base, { type: row.location_type, id: row.location_id }) };
  if (row.ref_type && row.ref_id && row.ref_type in TRANSACTION_TYPES) {
    const transaction = { type: row.ref_type, id: row.ref_id } as Transaction;
    event.bizTransactionList = [{ type: TRANSACTION_TYPES[transaction.type], bizTransaction: transactionUri(setting.base, transaction) }];
  }
  if ((row.type === 'ship' || row.type === 'transfer') && row.location_id)
    event.destinationList = [{ type: 'owning_party', destination: partyUri(setting.base, { type: 'dealer', id: row.location_id }) }];
  if (action === 'ADD' && eventType === 'ObjectEvent' && (row.lot_no || row.expires_at)) {
    const ilmd: Record<string, string> = {};
    if (row.lot_no) ilmd['cbvmda:lotNumber'] = row.lot_no;
    if (row.expires_at) ilmd['cbvmda:itemExpirationDate'] = row.expires_at;
    event.ilmd = ilmd;
  }
  return { eventID: eventHashOf(event, NAMESPACES), recordTime: localTime(row.recorded_at, setting.timeZone).time, ...event };
}
