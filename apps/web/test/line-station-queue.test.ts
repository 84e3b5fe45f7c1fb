import type { LineRead, ReadOutcome, ReadsResult } from '@trace/contract/line';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  EMPTY_FLOW,
  type Flow,
  labelRefused,
  opensLabel,
  promptOf,
  type Ratio,
  relabel,
  scan,
  sendWaitingPallet,
  withoutItem,
} from '../src/features/plant/station/box-flow.ts';
import { LabelGate } from '../src/features/plant/station/label-gate.ts';
import { type KeyValueStore, ReadQueue } from '../src/features/plant/station/read-queue.ts';
import { ReadSync, type SyncState } from '../src/features/plant/station/read-sync.ts';
import { SendFailure } from '../src/utils/outbox.ts';

class MemoryStore implements KeyValueStore {
  readonly map = new Map<string, string>();
  getItem = (key: string) => this.map.get(key) ?? null;
  setItem = (key: string, value: string) => void this.map.set(key, value);
  removeItem = (key: string) => void this.map.delete(key);
}

let n = 0;
const stamp = () => ({
  op_id: `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`,
  occurred_at: new Date(1_700_000_000_000 + n).toISOString(),
});
const item = (code: string): LineRead => ({ type: 'item', code, ...stamp() });
const counters = { commissioned: 0, packed: 0, cases: 0, pallets: 0, rejected: 0, last_read_at: null };
const accepted = (reads: LineRead[]): ReadsResult => ({
  outcomes: reads.map(
    (read): ReadOutcome => ({
      op_id: read.op_id,
      type: read.type,
      code: read.code,
      status: 'accepted',
      kind: null,
      message: '',
      replayed: false,
    }),
  ),
  counters,
});

describe('the station queue', () => {
  it('keeps reads in order in the storage, so a new page (a reload) finds them', () => {
    const store = new MemoryStore();
    const queue = new ReadQueue(store, 7);
    const reads = [item('A1'), item('A2'), item('A3')];
    queue.push(...reads);
    const reloaded = new ReadQueue(store, 7);
    expect(reloaded.size).toBe(3);
    expect(reloaded.head(10).map((r) => r.code)).toEqual(['A1', 'A2', 'A3']);
    expect(new ReadQueue(store, 8).size).toBe(0);
  });

  it('removes only the reads an answer names; the others keep their order', () => {
    const store = new MemoryStore();
    const queue = new ReadQueue(store, 1);
    const reads = [item('B1'), item('B2'), item('B3')];
    queue.push(...reads);
    queue.acknowledge([reads[1]?.op_id as string]);
    expect(new ReadQueue(store, 1).head(5).map((r) => r.code)).toEqual(['B1', 'B3']);
    queue.acknowledge(reads.map((r) => r.op_id));
    expect(store.map.size).toBe(0);
  });

  it('survives a damaged storage entry as an empty queue', () => {
    const store = new MemoryStore();
    store.setItem('trace.station.3.queue', '{not json');
    expect(new ReadQueue(store, 3).size).toBe(0);
  });
});

describe('the queue sync', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const syncOf = (queue: ReadQueue, send: (reads: LineRead[]) => Promise<ReadsResult>, batch = 2) => {
    const states: SyncState[] = [];
    const outcomes: ReadOutcome[] = [];
    const sync = new ReadSync({ queue, send, batch, onOutcomes: (o) => outcomes.push(...o), onState: (s) => states.push(s) });
    return { sync, states, outcomes };
  };

  it('sends in order in batches and empties the queue only as answers come', async () => {
    const queue = new ReadQueue(new MemoryStore(), 1);
    queue.push(item('C1'), item('C2'), item('C3'));
    const sent: string[][] = [];
    const { sync, outcomes } = syncOf(queue, async (reads) => {
      sent.push(reads.map((r) => r.code));
      expect(queue.size).toBeGreaterThanOrEqual(reads.length);
      return accepted(reads);
    });
    sync.kick();
    await vi.runAllTimersAsync();
    expect(sent).toEqual([['C1', 'C2'], ['C3']]);
    expect(outcomes.map((o) => o.code)).toEqual(['C1', 'C2', 'C3']);
    expect(queue.size).toBe(0);
  });

  it('keeps everything while the server is down, goes offline, retries with backoff and drains when it is back', async () => {
    const queue = new ReadQueue(new MemoryStore(), 1);
    queue.push(item('D1'), item('D2'), item('D3'));
    let down = true;
    const calls: number[] = [];
    const { sync, states } = syncOf(queue, async (reads) => {
      calls.push(Date.now());
      if (down) throw new SendFailure('no answer', true);
      return accepted(reads);
    });
    sync.kick();
    await vi.advanceTimersByTimeAsync(0);
    expect(queue.size).toBe(3);
    expect(sync.state()).toMatchObject({ offline: true, backlog: 3 });
    await vi.advanceTimersByTimeAsync(1_000);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(calls).toHaveLength(3);
    // Reads scanned while offline join the end of the queue.
    queue.push(item('D4'));
    down = false;
    await vi.advanceTimersByTimeAsync(4_000);
    expect(queue.size).toBe(0);
    expect(states.at(-1)).toMatchObject({ offline: false, backlog: 0 });
  });

  it('a lost answer leaves the batch queued: it is sent again, the server answers it as replayed', async () => {
    const queue = new ReadQueue(new MemoryStore(), 1);
    const reads = [item('E1'), item('E2')];
    queue.push(...reads);
    const sent: string[][] = [];
    let first = true;
    const { sync } = syncOf(queue, async (batch) => {
      sent.push(batch.map((r) => r.op_id));
      if (first) {
        first = false;
        throw new SendFailure('answer lost', true);
      }
      return accepted(batch);
    });
    sync.kick();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(sent).toEqual([reads.map((r) => r.op_id), reads.map((r) => r.op_id)]);
    expect(queue.size).toBe(0);
  });

  it('kick brings a waiting retry forward (the browser is back online)', async () => {
    const queue = new ReadQueue(new MemoryStore(), 1);
    queue.push(item('F1'));
    let down = true;
    const { sync } = syncOf(queue, async (reads) => {
      if (down) throw new SendFailure('no answer', true);
      return accepted(reads);
    });
    sync.kick();
    await vi.advanceTimersByTimeAsync(0);
    down = false;
    sync.kick();
    await vi.advanceTimersByTimeAsync(0);
    expect(queue.size).toBe(0);
  });

  it('a refusal of the whole call (a closed task) is shown and nothing is removed', async () => {
    const queue = new ReadQueue(new MemoryStore(), 1);
    queue.push(item('G1'));
    const { sync } = syncOf(queue, async () => {
      throw new SendFailure('This line task is closed', false);
    });
    sync.kick();
    await vi.advanceTimersByTimeAsync(0);
    expect(sync.state()).toMatchObject({ offline: false, refusal: 'This line task is closed', backlog: 1 });
    sync.stop();
  });
});

describe('the case-label flow', () => {
  const ratio: Ratio = { itemsPerCase: 3, casesPerPallet: 2 };

  it('asks for the pallet, then the case label, fills the case and sends it when full, then the pallet', () => {
    let flow: Flow = EMPTY_FLOW;
    const seen = new Set<string>();
    const all: LineRead[] = [];
    const step = (code: string) => {
      const result = scan(flow, ratio, code, seen, stamp);
      flow = result.flow;
      all.push(...result.reads);
      for (const read of result.reads) if (read.type === 'item' && result.event !== 'duplicate') seen.add(read.code);
      return result.event;
    };
    expect(promptOf(flow, ratio)).toBe('pallet');
    expect(step('P1')).toBe('palletOpened');
    expect(promptOf(flow, ratio)).toBe('case');
    expect(step('C1')).toBe('caseOpened');
    expect([step('I1'), step('I2')]).toEqual(['item', 'item']);
    expect(step('I1')).toBe('duplicate');
    expect(flow.items).toEqual(['I1', 'I2']);
    expect(step('I3')).toBe('caseFull');
    expect(flow).toMatchObject({ case: null, items: [], cases: ['C1'], pallet: 'P1' });
    step('C2');
    step('I4');
    step('I5');
    expect(step('I6')).toBe('palletFull');
    expect(flow).toEqual(EMPTY_FLOW);
    const packs = all.filter((r) => r.type !== 'item');
    expect(packs.map((r) => [r.type, r.code, 'children' in r ? r.children : []])).toEqual([
      ['pallet', 'P1', []],
      ['case', 'C1', []],
      ['case', 'C1', ['I1', 'I2', 'I3']],
      ['case', 'C2', []],
      ['case', 'C2', ['I4', 'I5', 'I6']],
      ['pallet', 'P1', ['C1', 'C2']],
    ]);
    expect(packs.map(opensLabel)).toEqual([true, true, false, true, false, false]);
    // Each label is sent as it is scanned (to be checked at once), the duplicate too (the server logs
    // it), and each case follows its last item.
    expect(all.map((r) => r.code)).toEqual(['P1', 'C1', 'I1', 'I2', 'I1', 'I3', 'C1', 'C2', 'I4', 'I5', 'I6', 'C2', 'P1']);
  });

  it('without a packaging hierarchy every scan is an item', () => {
    const result = scan(EMPTY_FLOW, { itemsPerCase: null, casesPerPallet: null }, 'X1', new Set(), stamp);
    expect(result.event).toBe('item');
    expect(promptOf(result.flow, { itemsPerCase: null, casesPerPallet: null })).toBe('item');
  });

  it('a refused label leaves the flow and keeps what was put in it for the next label; a pallet is asked for only between cases', () => {
    const open: Flow = { pallet: 'P', cases: ['C0'], case: 'C', items: ['I1'] };
    expect(labelRefused(open, 'case', 'C')).toEqual({ ...open, case: null });
    expect(promptOf(labelRefused(open, 'case', 'C'), ratio)).toBe('case');
    expect(labelRefused(open, 'case', 'OTHER')).toBe(open);
    const noPallet = labelRefused(open, 'pallet', 'P');
    expect(noPallet).toEqual({ ...open, pallet: null });
    expect(promptOf(noPallet, ratio)).toBe('item');
    expect(promptOf({ ...noPallet, case: null, items: [] }, ratio)).toBe('pallet');
    // A case closed with no pallet open waits, and the next pallet label takes a pallet's worth at once.
    const waiting = scan({ ...noPallet, items: ['I1', 'I2'] }, ratio, 'I3', new Set(), stamp);
    expect(waiting.flow).toEqual({ pallet: null, cases: ['C0', 'C'], case: null, items: [] });
    const labelled = scan(waiting.flow, ratio, 'P2', new Set(), stamp);
    expect(labelled.reads.map((r) => [r.type, r.code])).toEqual([['pallet', 'P2']]);
    const sent = sendWaitingPallet(labelled.flow, ratio, stamp);
    expect(sent.reads.map((r) => [r.type, r.code, 'children' in r ? r.children : []])).toEqual([['pallet', 'P2', ['C0', 'C']]]);
    expect(sent.flow).toEqual(EMPTY_FLOW);
    expect(sendWaitingPallet({ ...EMPTY_FLOW, pallet: 'P3', cases: ['C9'] }, ratio, stamp).reads).toEqual([]);
  });

  it('the label gate holds scans while a label is checked and gives them back in order', () => {
    const gate = new LabelGate();
    expect(gate.closed).toBe(false);
    gate.wait('op-1');
    expect([gate.closed, gate.awaits('op-1'), gate.awaits('op-2')]).toEqual([true, true, false]);
    gate.hold('A');
    gate.hold('B');
    expect(gate.open()).toEqual(['A', 'B']);
    expect([gate.closed, gate.open()]).toEqual([false, []]);
  });

  it('a rejected item leaves the case; a wrong label is scanned again only while nothing is in it', () => {
    const flow: Flow = { pallet: 'P', cases: [], case: 'C', items: ['I1', 'I2'] };
    expect(withoutItem(flow, 'I1').items).toEqual(['I2']);
    expect(relabel(flow)).toBe(flow);
    expect(relabel({ ...flow, items: [] })).toMatchObject({ case: null, pallet: 'P' });
    expect(relabel({ ...flow, case: null, items: [] })).toMatchObject({ pallet: null });
  });
});
