import type { LineRead } from '@trace/contract/line';

/**
 * The station's case-label flow. With a packaging hierarchy, the operator first scans the pallet
 * label (when pallets are filled), then a case label, which opens the case; item scans fill it,
 * and when it holds its quantity the station sends the case (the label with its items) and asks
 * for the next label. Each closed case goes on the open pallet, and a full pallet is sent the same
 * way. Labels are only known to be right when their pack is answered; a wrong one comes back as a
 * rejected case or pallet in the list. Without a hierarchy every scan is an item.
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
  if (ratio.itemsPerCase && ratio.casesPerPallet && flow.pallet === null) return 'pallet';
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
  if (prompt === 'pallet') return { flow: { ...flow, pallet: code }, reads: [], event: 'palletOpened' };
  if (prompt === 'case') return { flow: { ...flow, case: code }, reads: [], event: 'caseOpened' };
  const read: LineRead = { type: 'item', code, ...stamp() };
  if (seen.has(code) || flow.items.includes(code)) return { flow, reads: [read], event: 'duplicate' };
  if (!ratio.itemsPerCase || flow.case === null) return { flow, reads: [read], event: 'item' };
  const items = [...flow.items, code];
  if (items.length < ratio.itemsPerCase) return { flow: { ...flow, items }, reads: [read], event: 'item' };
  const reads: LineRead[] = [read, { type: 'case', code: flow.case, children: items, ...stamp() }];
  const cases = flow.pallet === null ? [] : [...flow.cases, flow.case];
  if (!ratio.casesPerPallet || flow.pallet === null || cases.length < ratio.casesPerPallet)
    return { flow: { ...flow, case: null, items: [], cases }, reads, event: 'caseFull' };
  reads.push({ type: 'pallet', code: flow.pallet, children: cases, ...stamp() });
  return { flow: EMPTY_FLOW, reads, event: 'palletFull' };
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
