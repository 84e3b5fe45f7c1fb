import { codeValue } from '@trace/contract/codes';
import type { LineRead, LineTaskView, ReadOutcome } from '@trace/contract/line';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { beep, type Sound } from '../../../components/beeps.ts';
import { type Flow, promptOf, type Ratio, relabel, type ScanEvent, scan, withoutItem } from './box-flow.ts';
import { ReadQueue } from './read-queue.ts';
import { ReadSync, type SyncState } from './read-sync.ts';
import { stationApi } from './station-api.ts';
import { isMuted, type RecentRead, StationStore, setMuted } from './station-store.ts';

/** The big panel: what the last scan did. */
export type Feedback = { tone: 'ok' | 'bad' | 'wait' | 'info'; key: string; code: string; vars?: Record<string, unknown> };

/** The browser's storage: the queue and the station's state outlive the page. */
const storage = () => window.localStorage;
const stamp = () => ({ op_id: crypto.randomUUID(), occurred_at: new Date().toISOString() });

/**
 * The line station's state and actions: the task (from the server, or as last seen when it is
 * down), the case-label flow, the offline queue and its sync, the last reads and the feedback.
 */
export function useStation(taskId: number) {
  const store = useMemo(() => new StationStore(storage(), taskId), [taskId]);
  const queue = useMemo(() => new ReadQueue(storage(), taskId), [taskId]);
  const [view, setView] = useState<LineTaskView | null>(() => store.view());
  const [loadFailed, setLoadFailed] = useState(false);
  const [flow, setFlowState] = useState<Flow>(() => store.flow());
  const [recent, setRecentState] = useState<RecentRead[]>(() => store.recent());
  const [sync, setSync] = useState<SyncState>({ backlog: queue.size, offline: false, sending: false, refusal: null });
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [muted, setMutedState] = useState(() => isMuted(storage()));
  const flowRef = useRef(flow);
  const seenRef = useRef(store.seen());
  const recentRef = useRef(recent);
  const lastOpRef = useRef<string | null>(null);
  const mutedRef = useRef(muted);
  mutedRef.current = muted;

  const play = useCallback((sound: Sound) => {
    if (!mutedRef.current) beep(sound);
  }, []);
  const setFlow = useCallback(
    (next: Flow) => {
      flowRef.current = next;
      store.saveFlow(next);
      setFlowState(next);
    },
    [store],
  );
  const setRecent = useCallback(
    (next: RecentRead[]) => {
      recentRef.current = next;
      store.saveRecent(next);
      setRecentState(next);
    },
    [store],
  );

  const onOutcomes = useCallback(
    (outcomes: ReadOutcome[], counters: LineTaskView['counters']) => {
      const byOp = new Map(outcomes.map((outcome) => [outcome.op_id, outcome]));
      setRecent(
        recentRef.current.map((read) => {
          const outcome = byOp.get(read.op_id);
          return outcome ? { ...read, status: outcome.status, kind: outcome.kind } : read;
        }),
      );
      let next = flowRef.current;
      for (const outcome of outcomes) {
        if (outcome.type !== 'item' || outcome.status !== 'rejected') continue;
        next = withoutItem(next, outcome.code);
        if (outcome.kind !== 'duplicate') seenRef.current.delete(outcome.code);
      }
      store.saveSeen(seenRef.current);
      if (next !== flowRef.current) setFlow(next);
      const last = lastOpRef.current ? byOp.get(lastOpRef.current) : undefined;
      if (last) {
        lastOpRef.current = null;
        if (last.status === 'rejected') {
          setFeedback({ tone: 'bad', key: `production.exception_${last.kind}`, code: last.code });
          play('rejected');
        } else {
          setFeedback((shown) => (shown?.tone === 'info' ? shown : { tone: 'ok', key: 'production.stationAccepted', code: last.code }));
          play('accepted');
        }
      }
      setView((shown) => {
        if (!shown) return shown;
        const updated = { ...shown, counters };
        store.saveView(updated);
        return updated;
      });
    },
    [play, setFlow, setRecent, store],
  );

  const syncer = useMemo(
    () =>
      new ReadSync({
        queue,
        send: (reads) => stationApi.send(taskId, reads),
        onOutcomes: (outcomes, result) => onOutcomes(outcomes, result.counters),
        onState: setSync,
      }),
    [queue, taskId, onOutcomes],
  );

  useEffect(() => {
    syncer.kick();
    const online = () => syncer.kick();
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('online', online);
      syncer.stop();
    };
  }, [syncer]);

  useEffect(() => {
    let alive = true;
    stationApi.task(taskId).then(
      (loaded) => {
        if (!alive) return;
        store.saveView(loaded);
        setView(loaded);
        setLoadFailed(false);
      },
      () => alive && setLoadFailed(true),
    );
    return () => {
      alive = false;
    };
  }, [store, taskId]);

  const ratio: Ratio = { itemsPerCase: view?.items_per_case ?? null, casesPerPallet: view?.cases_per_pallet ?? null };

  const onScan = useCallback(
    (text: string) => {
      if (!view) return;
      const parsed = codeValue.safeParse(text);
      const current = flowRef.current;
      const ratioNow: Ratio = { itemsPerCase: view.items_per_case, casesPerPallet: view.cases_per_pallet };
      let reads: LineRead[];
      let event: ScanEvent | 'invalid';
      if (!parsed.success) {
        // Not a code: the server logs it as unknown; it never becomes a label.
        reads = [{ type: 'item', code: text.trim().slice(0, 256), ...stamp() }];
        event = 'invalid';
      } else {
        const result = scan(current, ratioNow, parsed.data, seenRef.current, stamp);
        reads = result.reads;
        event = result.event;
        setFlow(result.flow);
        if (event === 'item') seenRef.current.add(parsed.data);
        store.saveSeen(seenRef.current);
      }
      const code = parsed.success ? parsed.data : text.trim();
      if (reads.length > 0) {
        queue.push(...reads);
        const item = reads.find((read) => read.type === 'item');
        lastOpRef.current = item?.op_id ?? null;
        setRecent([
          ...reads
            .filter((read): read is Exclude<LineRead, { type: 'exception' }> => read.type !== 'exception')
            .map((read) => ({
              op_id: read.op_id,
              type: read.type,
              code: read.code,
              at: read.occurred_at,
              status: 'waiting' as const,
              kind: null,
            }))
            .reverse(),
          ...recentRef.current,
        ]);
      }
      const offline = syncer.state().offline;
      if (event === 'palletOpened' || event === 'caseOpened') {
        setFeedback({ tone: 'info', key: `production.station_${event}`, code });
        play('queued');
      } else if (event === 'caseFull' || event === 'palletFull') {
        setFeedback({
          tone: 'info',
          key: `production.station_${event}`,
          code: event === 'caseFull' ? (current.case ?? '') : (current.pallet ?? ''),
        });
        play('full');
      } else if (event === 'duplicate' || event === 'invalid') {
        setFeedback({ tone: 'bad', key: event === 'duplicate' ? 'production.exception_duplicate' : 'production.exception_unknown', code });
        play('rejected');
        lastOpRef.current = null;
      } else if (offline) {
        setFeedback({ tone: 'wait', key: 'production.stationQueued', code });
        play('queued');
        lastOpRef.current = null;
      } else setFeedback({ tone: 'wait', key: 'production.stationSending', code });
      if (reads.length > 0) syncer.kick();
    },
    [view, queue, syncer, setFlow, setRecent, store, play],
  );

  const toggleMute = useCallback(() => {
    setMutedState((was) => {
      setMuted(storage(), !was);
      return !was;
    });
  }, []);

  return {
    view,
    loadFailed,
    flow,
    ratio,
    prompt: view ? promptOf(flow, ratio) : null,
    recent,
    sync,
    feedback,
    muted,
    onScan,
    toggleMute,
    relabel: () => setFlow(relabel(flowRef.current)),
  };
}
