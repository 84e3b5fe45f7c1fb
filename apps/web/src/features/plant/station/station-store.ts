import type { LineTaskView } from '@trace/contract/line';
import type { LineExceptionKind } from '@trace/contract/production';
import { EMPTY_FLOW, type Flow } from './box-flow.ts';
import type { KeyValueStore } from './read-queue.ts';

/** A read in the station's list: sent or waiting, then the server's outcome. */
export type RecentRead = {
  op_id: string;
  type: 'item' | 'case' | 'pallet';
  code: string;
  at: string;
  status: 'waiting' | 'accepted' | 'rejected';
  kind: LineExceptionKind | null;
  /** A case or pallet label as it was scanned (checked and opened), not the pack of what it holds. */
  label?: boolean;
};
export const RECENT_MAX = 50;

/**
 * What the station keeps in the browser beside its queue, per task, so a reload (or a page opened
 * while the server is down) carries on with the same case: the open case and pallet, the item codes
 * already read (to catch a duplicate without the server), the last reads and the task as last seen.
 */
export class StationStore {
  constructor(
    private readonly store: KeyValueStore,
    private readonly taskId: number,
  ) {}

  private load<T>(name: string, fallback: T): T {
    try {
      const text = this.store.getItem(`trace.station.${this.taskId}.${name}`);
      return text ? (JSON.parse(text) as T) : fallback;
    } catch {
      return fallback;
    }
  }

  private save(name: string, value: unknown): void {
    this.store.setItem(`trace.station.${this.taskId}.${name}`, JSON.stringify(value));
  }

  flow = (): Flow => this.load('flow', EMPTY_FLOW);
  saveFlow = (flow: Flow) => this.save('flow', flow);
  seen = (): Set<string> => new Set(this.load<string[]>('seen', []));
  saveSeen = (seen: ReadonlySet<string>) => this.save('seen', [...seen]);
  recent = (): RecentRead[] => this.load('recent', []);
  saveRecent = (recent: RecentRead[]) => this.save('recent', recent.slice(0, RECENT_MAX));
  view = (): LineTaskView | null => this.load('view', null);
  saveView = (view: LineTaskView) => this.save('view', view);
}

/** Whether sounds are off: one setting for the device, not per task. */
const MUTE_KEY = 'trace.station.muted';
export const isMuted = (store: KeyValueStore) => store.getItem(MUTE_KEY) === '1';
export const setMuted = (store: KeyValueStore, muted: boolean) => store.setItem(MUTE_KEY, muted ? '1' : '0');
