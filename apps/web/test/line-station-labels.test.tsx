import { act, renderHook, waitFor } from '@testing-library/react';
import type { LineRead, LineTaskView, ReadOutcome } from '@trace/contract/line';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useStation } from '../src/features/plant/station/use-station.ts';
import { changeLanguage } from '../src/i18n.ts';

const sounds = vi.hoisted(() => [] as string[]);
vi.mock('../src/components/beeps.ts', () => ({ beep: (sound: string) => sounds.push(sound) }));

/** The level of a code, as the server knows it from its code rule: the test's codes say it in their first letters. */
const LEVEL: Record<string, 'item' | 'box' | 'pallet'> = { ITEM: 'item', CASE: 'box', PALT: 'pallet' };
const levelOf = (code: string) => LEVEL[code.slice(0, 4)];
const WANTS = { item: 'item', case: 'box', pallet: 'pallet' } as const;
const TASK = 41;
const counters = { commissioned: 0, packed: 0, cases: 0, pallets: 0, rejected: 0, last_read_at: null };
const view: LineTaskView = {
  task_id: TASK,
  status: 'running',
  line: { id: 1, name: 'Line 1' },
  order: {
    id: 1,
    order_no: 'PO1',
    status: 'running',
    lot_no: 'L1',
    planned_qty: 100,
    produced_on: '2026-01-01',
    expires_on: null,
  },
  product: { id: 1, name: 'Water', gtin: null },
  items_per_case: 2,
  cases_per_pallet: 2,
  accepting: true,
  counters,
};

/** The server's judgement of a read: each code of the level its position asks for, else wrong_level. */
function outcomeOf(read: LineRead): ReadOutcome {
  const children = 'children' in read ? read.children : [];
  const childType = read.type === 'case' ? 'item' : 'case';
  const wrong =
    read.type !== 'exception' && (levelOf(read.code) !== WANTS[read.type] || children.some((child) => levelOf(child) !== WANTS[childType]));
  return {
    op_id: read.op_id,
    type: read.type,
    code: read.code,
    status: wrong ? 'rejected' : 'accepted',
    kind: wrong ? 'wrong_level' : null,
    message: '',
    replayed: false,
  };
}

const envelope = (data: unknown) =>
  new Response(JSON.stringify({ status_code: 200, message: 'ok', data }), { headers: { 'content-type': 'application/json' } });

describe('the line station with labels of the wrong level', () => {
  beforeAll(() => changeLanguage('en'));
  const sent: LineRead[] = [];
  /** Answers wait for `answer()` when `hold` is on, so scans can come while a label is being checked. */
  let hold = false;
  let waiting: Array<() => void> = [];
  const answer = () => {
    const due = waiting;
    waiting = [];
    for (const release of due) release();
  };

  beforeEach(() => {
    sent.length = 0;
    sounds.length = 0;
    hold = false;
    waiting = [];
    window.localStorage.clear();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (String(url).endsWith('/station')) return envelope(view);
        const reads = (JSON.parse(String(init?.body)) as { reads: LineRead[] }).reads;
        sent.push(...reads);
        if (hold) await new Promise<void>((resolve) => waiting.push(resolve));
        return envelope({ outcomes: reads.map(outcomeOf), counters });
      }),
    );
  });

  async function station() {
    const hook = renderHook(() => useStation(TASK));
    await waitFor(() => expect(hook.result.current.view).not.toBeNull());
    const scan = async (code: string) => {
      act(() => hook.result.current.onScan(code));
      await waitFor(() => expect(hook.result.current.sync.backlog).toBe(0));
    };
    return { hook, scan, now: () => hook.result.current };
  }

  it('refuses a wrong label at once in each position, says why and sounds it; the right one opens', async () => {
    const { scan, now } = await station();
    expect(now().prompt).toBe('pallet');
    for (const wrong of ['ITEM00000001', 'CASE00000001']) {
      await scan(wrong);
      expect(now().feedback).toMatchObject({
        tone: 'bad',
        key: 'production.stationLabelRefused_pallet',
        code: wrong,
        reasonKey: 'production.exception_wrong_level',
      });
      expect(sounds.at(-1)).toBe('rejected');
      expect(now().flow.pallet).toBeNull();
      expect(now().prompt).toBe('pallet');
    }
    await scan('PALT00000001');
    expect(now().flow.pallet).toBe('PALT00000001');
    expect(now().feedback).toMatchObject({ tone: 'info', key: 'production.station_palletOpened' });
    for (const wrong of ['ITEM00000002', 'PALT00000002']) {
      await scan(wrong);
      expect(now().feedback).toMatchObject({ tone: 'bad', key: 'production.stationLabelRefused_case', code: wrong });
      expect(now().prompt).toBe('case');
    }
    await scan('CASE00000002');
    expect(now().prompt).toBe('item');
    // A label read as an item is refused as a wrong level, and does not fill the case.
    for (const wrong of ['CASE00000003', 'PALT00000003']) {
      await scan(wrong);
      expect(now().feedback).toMatchObject({ tone: 'bad', key: 'production.exception_wrong_level', code: wrong });
      expect(now().flow.items).toEqual([]);
    }
    await scan('ITEM00000004');
    await scan('ITEM00000005');
    expect(now().flow).toMatchObject({ case: null, items: [], cases: ['CASE00000002'], pallet: 'PALT00000001' });
    // Every label went to the server as it was scanned, and every pack names a label of its level.
    const packs = sent.filter((read) => read.type !== 'item' && read.type !== 'exception' && read.children.length > 0);
    expect(packs.map((read) => [read.type, read.code])).toEqual([['case', 'CASE00000002']]);
    expect(sent.filter((read) => read.type === 'pallet').map((read) => read.code)).toEqual([
      'ITEM00000001',
      'CASE00000001',
      'PALT00000001',
    ]);
  });

  it('holds the scans that come while a label is checked, so none goes into a refused label', async () => {
    const { hook, now } = await station();
    await act(async () => {
      hold = true;
      hook.result.current.onScan('ITEM00000010');
    });
    await waitFor(() => expect(waiting).toHaveLength(1));
    expect(now().feedback).toMatchObject({ tone: 'wait', key: 'production.stationChecking_palletOpened' });
    // Scanned before the answer: an intended pallet label, then a case label and an item.
    act(() => {
      hook.result.current.onScan('PALT00000010');
      hook.result.current.onScan('CASE00000010');
      hook.result.current.onScan('ITEM00000011');
    });
    expect(sent.map((read) => read.code)).toEqual(['ITEM00000010']);
    hold = false;
    act(() => answer());
    await waitFor(() => expect(now().sync.backlog).toBe(0));
    await waitFor(() => expect(now().flow).toMatchObject({ pallet: 'PALT00000010', case: 'CASE00000010', items: ['ITEM00000011'] }));
    expect(sent.map((read) => [read.type, read.code])).toEqual([
      ['pallet', 'ITEM00000010'],
      ['pallet', 'PALT00000010'],
      ['case', 'CASE00000010'],
      ['item', 'ITEM00000011'],
    ]);
  });
});
