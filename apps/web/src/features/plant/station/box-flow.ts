import type { LineRead } from '@trace/contract/line';

/**
 * The station's case-label flow. With a packaging hierarchy, the operator first scans the pallet
 * label (when pallets are filled), then a case label, which opens the case; item scans fill it,
 * and when it holds its quantity the station sends the case (the label with its items) and asks
 * for the next label. Each closed case goes on the open pallet, and a full pallet is sent the same
 * way. A label is sent as it is scanned (a case or pallet read without children): the server
 * checks its level and status at once, and a refused label leaves the flow (`labelRefused`) with
 * what was put in it kept for the next label. Without a hierarchy every scan is an item.
 */
export type Flow = {
  pallet: string | null;
  /** Cases closed onto the open pallet. */
  cases: string[];
  case: string | null;
  /** Items in the open case. */
  items: string[];
};
export type Ratio = { itemsPerCase: number | null; casesPerPallet: number | null };
export type Prompt = 'pallet' | 'case' | 'item';
/** What one scan did, besides the reads it makes. */
export type ScanEvent = 'palletOpened' | 'caseOpened' | 'item' | 'duplicate' | 'caseFull' | 'palletFull';

export const EMPTY_FLOW: Flow = { pallet: null, cases: [], case: null, items: [] };

export function promptOf(flow: Flow, ratio: Ratio): Prompt {
  // A pallet label is asked for between cases, never while a case is open.
  if (ratio.itemsPerCase && ratio.casesPerPallet && flow.pallet === null && flow.case === null) return 'pallet';
  if (ratio.itemsPerCase && flow.case === null) return 'case';
  return 'item';
}

type ReadStamp = () => { op_id: string; occurred_at: string };

/**
 * One scan: the new flow, the reads to queue (in order) and what happened. `seen` holds the item
 * codes this station already read for the task (queued or accepted): scanned again, the read still
 * goes to the server (which logs the duplicate) but does not fill the case.
 */
export function scan(
  flow: Flow,
  ratio: Ratio,
  code: string,
  seen: ReadonlySet<string>,
  stamp: ReadStamp,
): { flow: Flow; reads: LineRead[]; event: ScanEvent } {
  const prompt = promptOf(flow, ratio);
  if (prompt === 'pallet') return { flow: { ...flow, pallet: code }, reads: [labelRead('pallet', code, stamp)], event: 'palletOpened' };
  if (prompt === 'case') return { flow: { ...flow, case: code }, reads: [labelRead('case', code, stamp)], event: 'caseOpened' };
  const read: LineRead = { type: 'item', code, ...stamp() };
  if (seen.has(code) || flow.items.includes(code)) return { flow, reads: [read], event: 'duplicate' };
  if (!ratio.itemsPerCase || flow.case === null) return { flow, reads: [read], event: 'item' };
  const items = [...flow.items, code];
  if (items.length < ratio.itemsPerCase) return { flow: { ...flow, items }, reads: [read], event: 'item' };
  const reads: LineRead[] = [read, { type: 'case', code: flow.case, children: items, ...stamp() }];
  // A case closed while no pallet is open (its label was refused) waits for the next pallet label.
  const cases = ratio.casesPerPallet ? [...flow.cases, flow.case] : [];
  if (!ratio.casesPerPallet || flow.pallet === null || cases.length < ratio.casesPerPallet)
    return { flow: { ...flow, case: null, items: [], cases }, reads, event: 'caseFull' };
  reads.push({ type: 'pallet', code: flow.pallet, children: cases, ...stamp() });
  return { flow: EMPTY_FLOW, reads, event: 'palletFull' };
}

/** A label as it is scanned: a case or pallet read without children, which the server checks and opens. */
function labelRead(type: 'case' | 'pallet', code: string, stamp: ReadStamp): LineRead {
  return { type, code, children: [], ...stamp() };
}

/** Whether a read opens a label (sent as it is scanned) rather than packs what the label holds. */
export function opensLabel(read: Pick<LineRead, 'type'> & { children?: readonly string[] }): boolean {
  return read.type !== 'item' && read.type !== 'exception' && (read.children?.length ?? 0) === 0;
}

/**
 * The server refused a label: it leaves the flow, and the station asks for a label again. The items
 * read into a refused case (or the cases closed onto a refused pallet) stay for the next label.
 */
export function labelRefused(flow: Flow, type: 'case' | 'pallet', code: string): Flow {
  if (type === 'case' && flow.case === code) return { ...flow, case: null };
  if (type === 'pallet' && flow.pallet === code) return { ...flow, pallet: null };
  return flow;
}

/**
 * A pallet label opened while a pallet's worth of cases waits for one (the label before it was
 * refused): the pallet is sent with them, and the station asks for the next pallet label.
 */
export function sendWaitingPallet(flow: Flow, ratio: Ratio, stamp: ReadStamp): { flow: Flow; reads: LineRead[] } {
  if (!ratio.casesPerPallet || flow.pallet === null || flow.cases.length < ratio.casesPerPallet) return { flow, reads: [] };
  const cases = flow.cases.slice(0, ratio.casesPerPallet);
  return {
    flow: { ...flow, pallet: null, cases: flow.cases.slice(ratio.casesPerPallet) },
    reads: [{ type: 'pallet', code: flow.pallet, children: cases, ...stamp() }],
  };
}

/** An item the server rejected leaves the open case (its place is free again). */
export function withoutItem(flow: Flow, code: string): Flow {
  return flow.items.includes(code) ? { ...flow, items: flow.items.filter((item) => item !== code) } : flow;
}

/** The operator scanned a wrong label: the empty case (or pallet with no case) is opened again. */
export function relabel(flow: Flow): Flow {
  if (flow.case !== null && flow.items.length === 0) return { ...flow, case: null };
  if (flow.case === null && flow.cases.length === 0) return { ...flow, pallet: null };
  return flow;
}
