import { codeValue } from '@trace/contract/codes';
import type { LineRead, LineTaskView, ReadOutcome } from '@trace/contract/line';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { beep, type Sound } from '../../../components/beeps.ts';
import {
  type Flow,
  labelRefused,
  opensLabel,
  promptOf,
  type Ratio,
  relabel,
  type ScanEvent,
  scan,
  sendWaitingPallet,
  withoutItem,
} from './box-flow.ts';
import { LabelGate } from './label-gate.ts';
import { ReadQueue } from './read-queue.ts';
import { ReadSync, type SyncState } from './read-sync.ts';
import { stationApi } from './station-api.ts';
import { isMuted, type RecentRead, StationStore, setMuted } from './station-store.ts';

/**
 * The big panel: what the last scan did. `reasonKey` is the line's reason for a refusal, put into
 * the sentence as `reason`.
 */
export type Feedback = {
  tone: 'ok' | 'bad' | 'wait' | 'info';
  key: string;
  code: string;
  vars?: Record<string, unknown>;
  reasonKey?: string;
};

/** The browser's storage: the queue and the station's state outlive the page. */
const storage = () => window.localStorage;
const stamp = () => ({ op_id: crypto.randomUUID(), occurred_at: new Date().toISOString() });
const reasonOf = (outcome: ReadOutcome) => `production.exception_${outcome.kind}`;
type Container = 'case' | 'pallet';
const ratioOf = (shown: LineTaskView): Ratio => ({ itemsPerCase: shown.items_per_case, casesPerPallet: shown.cases_per_pallet });

/**
 * The station's state and actions: the task (from the server, or as last seen when it is down),
 * the case-label flow, the offline queue and its sync, the last reads and the feedback. A label
 * is checked by the server as it is scanned; while its answer is awaited, further scans wait
 * (`LabelGate`), so nothing is put into a label the line refuses.
 */
export function useStation(taskId: number) {
  const store = useMemo(() => new StationStore(storage(), taskId), [taskId]);
  const queue = useMemo(() => new ReadQueue(storage(), taskId), [taskId]);
  const gate = useMemo(() => new LabelGate(), []);
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
  const viewRef = useRef(view);
  viewRef.current = view;
  /** The scan handler as last rendered: held scans are replayed through it. */
  const onScanRef = useRef<(text: string) => void>(() => undefined);

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

  /** Reads go to the queue and the list of last reads, newest first, then to the server. */
  const enqueue = useCallback(
    (reads: LineRead[]) => {
      if (reads.length === 0) return;
      queue.push(...reads);
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
            ...(opensLabel(read) ? { label: true } : {}),
          }))
          .reverse(),
        ...recentRef.current,
      ]);
    },
    [queue, setRecent],
  );

  /** The held scans, in order, now that the label they waited for is answered (or cannot be now). */
  const releaseHeld = useCallback(() => {
    for (const text of gate.open()) onScanRef.current(text);
  }, [gate]);

  /** A label's answer: refused, it leaves the flow and says why; opened, the station goes on. */
  const onLabel = useCallback(
    (outcome: ReadOutcome, type: Container, awaited: boolean): LineRead[] => {
      if (outcome.status === 'rejected') {
        setFlow(labelRefused(flowRef.current, type, outcome.code));
        setFeedback({ tone: 'bad', key: `production.stationLabelRefused_${type}`, code: outcome.code, reasonKey: reasonOf(outcome) });
        play('rejected');
        return [];
      }
      if (awaited) {
        setFeedback({ tone: 'info', key: `production.station_${type}Opened`, code: outcome.code });
        play('queued');
      }
      const shown = viewRef.current;
      if (type !== 'pallet' || !shown) return [];
      const waiting = sendWaitingPallet(flowRef.current, ratioOf(shown), stamp);
      if (waiting.reads.length > 0) setFlow(waiting.flow);
      return waiting.reads;
    },
    [play, setFlow],
  );

  const onOutcomes = useCallback(
    (outcomes: ReadOutcome[], counters: LineTaskView['counters']) => {
      const byOp = new Map(outcomes.map((outcome) => [outcome.op_id, outcome]));
      const labels = new Set(recentRef.current.filter((read) => read.label && byOp.has(read.op_id)).map((read) => read.op_id));
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
      const followUps: LineRead[] = [];
      let released = false;
      for (const outcome of outcomes) {
        if (outcome.type === 'item' || outcome.type === 'exception') continue;
        if (labels.has(outcome.op_id)) {
          const awaited = gate.awaits(outcome.op_id);
          followUps.push(...onLabel(outcome, outcome.type, awaited));
          released ||= awaited;
        } else if (outcome.status === 'rejected') {
          setFeedback({
            tone: 'bad',
            key: `production.stationPackRefused_${outcome.type}`,
            code: outcome.code,
            reasonKey: reasonOf(outcome),
          });
          play('rejected');
        }
      }
      const last = lastOpRef.current ? byOp.get(lastOpRef.current) : undefined;
      if (last) {
        lastOpRef.current = null;
        if (last.status === 'rejected') {
          setFeedback({ tone: 'bad', key: reasonOf(last), code: last.code });
          play('rejected');
        } else {
          setFeedback((shown) =>
            shown?.tone === 'info' || shown?.tone === 'bad' ? shown : { tone: 'ok', key: 'production.stationAccepted', code: last.code },
          );
          play('accepted');
        }
      }
      setView((shown) => {
        if (!shown) return shown;
        const updated = { ...shown, counters };
        store.saveView(updated);
        return updated;
      });
      enqueue(followUps);
      if (released) releaseHeld();
    },
    [play, setFlow, setRecent, store, gate, onLabel, enqueue, releaseHeld],
  );

  /** Without the server (offline, or the call refused whole) a label cannot be checked now: it is taken on trust. */
  const onSyncState = useCallback(
    (state: SyncState) => {
      setSync(state);
      if (!gate.closed || !(state.offline || state.refusal)) return;
      setFeedback({ tone: 'wait', key: 'production.stationLabelUnchecked', code: flowRef.current.case ?? flowRef.current.pallet ?? '' });
      releaseHeld();
    },
    [gate, releaseHeld],
  );

  const syncer = useMemo(
    () =>
      new ReadSync({
        queue,
        send: (reads) => stationApi.send(taskId, reads),
        onOutcomes: (outcomes, result) => onOutcomes(outcomes, result.counters),
        onState: onSyncState,
      }),
    [queue, taskId, onOutcomes, onSyncState],
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

  /** A label scanned: sent at once; the scans after it wait for its answer while the server answers. */
  const openLabel = useCallback(
    (read: LineRead, event: ScanEvent, code: string, offline: boolean) => {
      if (offline) {
        setFeedback({ tone: 'wait', key: 'production.stationLabelUnchecked', code });
        play('queued');
        return;
      }
      gate.wait(read.op_id);
      setFeedback({ tone: 'wait', key: `production.stationChecking_${event}`, code });
    },
    [gate, play],
  );

  const onScan = useCallback(
    (text: string) => {
      if (!view) return;
      const offline = syncer.state().offline;
      if (gate.closed) {
        gate.hold(text);
        return;
      }
      const parsed = codeValue.safeParse(text);
      const current = flowRef.current;
      let reads: LineRead[];
      let event: ScanEvent | 'invalid';
      if (!parsed.success) {
        // Not a code: the server logs it as unknown; it never becomes a label.
        reads = [{ type: 'item', code: text.trim().slice(0, 256), ...stamp() }];
        event = 'invalid';
      } else {
        const result = scan(current, ratioOf(view), parsed.data, seenRef.current, stamp);
        reads = result.reads;
        event = result.event;
        setFlow(result.flow);
        if (event === 'item') seenRef.current.add(parsed.data);
        store.saveSeen(seenRef.current);
      }
      const code = parsed.success ? parsed.data : text.trim();
      enqueue(reads);
      lastOpRef.current = reads.find((read) => read.type === 'item')?.op_id ?? null;
      const label = reads.find(opensLabel);
      if (label && (event === 'palletOpened' || event === 'caseOpened')) openLabel(label, event, code, offline);
      else if (event === 'caseFull' || event === 'palletFull') {
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
    [view, syncer, gate, setFlow, store, enqueue, openLabel, play],
  );
  onScanRef.current = onScan;

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
