import type { ForensicsCheck, Inspection } from '@trace/contract/inspection';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../api/http.ts';
import { forensicsApi } from '../../api/inspections.ts';
import { useUserStore } from '../../stores/user-store.ts';
import { type InspectionOutbox, type InspectionQueueState, inspectionOutbox, type QueuedInspection } from './inspection-queue.ts';

export type Gps = { lat: number; lng: number };
/** Where the phone is: asked when the page opens; refused or unavailable, the check cannot judge the region. */
export type Position = { state: 'asking' } | { state: 'known'; gps: Gps } | { state: 'refused' } | { state: 'unavailable' };

/** The phone's position, asked once on opening and again on `retry`. */
export function usePosition() {
  const [position, setPosition] = useState<Position>({ state: 'asking' });
  const ask = useCallback(() => {
    if (!navigator.geolocation) {
      setPosition({ state: 'unavailable' });
      return;
    }
    setPosition({ state: 'asking' });
    navigator.geolocation.getCurrentPosition(
      (found) => setPosition({ state: 'known', gps: { lat: found.coords.latitude, lng: found.coords.longitude } }),
      (error) => setPosition({ state: error.code === error.PERMISSION_DENIED ? 'refused' : 'unavailable' }),
      { enableHighAccuracy: true, timeout: 20_000, maximumAge: 60_000 },
    );
  }, []);
  useEffect(ask, [ask]);
  return { position, retry: ask };
}

/** The check of the code in hand: its answer, or that it needs the network, or the server's refusal. */
export type Check =
  | { state: 'idle' }
  | { state: 'checking'; code: string }
  | { state: 'done'; code: string; result: ForensicsCheck; withPosition: boolean }
  | { state: 'offline'; code: string }
  | { state: 'refused'; code: string; message: string };

export function useCheck(gps: Gps | null) {
  const [check, setCheck] = useState<Check>({ state: 'idle' });
  const latest = useRef(0);
  const run = useCallback(
    async (code: string) => {
      const call = ++latest.current;
      setCheck({ state: 'checking', code });
      if (!navigator.onLine) {
        setCheck({ state: 'offline', code });
        return;
      }
      try {
        const result = await forensicsApi.check({ code, ...(gps ? { gps } : {}) });
        if (call === latest.current) setCheck({ state: 'done', code, result, withPosition: gps !== null });
      } catch (error) {
        if (call !== latest.current) return;
        if (error instanceof ApiError && error.statusCode !== 0) setCheck({ state: 'refused', code, message: error.message });
        else setCheck({ state: 'offline', code });
      }
    },
    [gps],
  );
  // A check made before the position was known is made again with it: the region needs it.
  useEffect(() => {
    if (gps && check.state === 'done' && !check.withPosition) void run(check.code);
  }, [gps, check, run]);
  const clear = useCallback(() => {
    latest.current++;
    setCheck({ state: 'idle' });
  }, []);
  return { check, run, clear };
}

const EMPTY: InspectionQueueState = { waiting: [], refused: [], offline: false, sending: false };

/**
 * The queue of the signed-in person's inspections: loaded (and sent) when the page opens, sent
 * again when the browser is back online; `sent` is the last answer, for the confirmation.
 */
export function useInspectionQueue() {
  const accountId = useUserStore((s) => s.profile?.account_id ?? 0);
  const [queue, setQueue] = useState<InspectionQueueState>(EMPTY);
  const [sent, setSent] = useState<{ op_id: string; inspection: Inspection } | null>(null);
  const outbox = useRef<InspectionOutbox | null>(null);
  useEffect(() => {
    if (!accountId) return;
    const box = inspectionOutbox(accountId, {
      onSent: (entry, inspection) => setSent({ op_id: entry.op_id, inspection }),
      onState: setQueue,
    });
    outbox.current = box;
    void box.load();
    const online = () => void box.kick();
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('online', online);
      box.stop();
      outbox.current = null;
    };
  }, [accountId]);
  const record = useCallback(async (opId: string, payload: QueuedInspection) => {
    if (!outbox.current) throw new Error('the inspection queue is not open yet');
    await outbox.current.push(opId, payload, payload.inspected_at);
  }, []);
  const remove = useCallback((opId: string) => outbox.current?.remove(opId), []);
  return { queue, sent, record, remove, ready: accountId > 0 };
}
