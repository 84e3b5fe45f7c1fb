import type { LineRead } from '@trace/contract/line';

/** The part of `localStorage` the queue uses, so tests give it a map. */
export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * The station's reads not yet acknowledged by the server, oldest first, in the browser's storage:
 * a read is written here before it is sent and removed only when the server's answer names it,
 * so a dropped network, a stopped server or a page reload loses nothing. Each read keeps the op_id
 * and time it was made with, so replaying it is exactly once on the server.
 */
export class ReadQueue {
  private readonly key: string;
  private reads: LineRead[];

  constructor(
    private readonly store: KeyValueStore,
    taskId: number,
  ) {
    this.key = `trace.station.${taskId}.queue`;
    this.reads = parseList(store.getItem(this.key));
  }

  get size(): number {
    return this.reads.length;
  }

  /** The oldest reads, at most `n`. */
  head(n: number): LineRead[] {
    return this.reads.slice(0, n);
  }

  push(...reads: LineRead[]): void {
    this.reads = [...this.reads, ...reads];
    this.save();
  }

  /** Removes the reads the server answered for; the others stay in their order. */
  acknowledge(opIds: readonly string[]): void {
    const done = new Set(opIds);
    this.reads = this.reads.filter((read) => !done.has(read.op_id));
    this.save();
  }

  private save(): void {
    if (this.reads.length === 0) this.store.removeItem(this.key);
    else this.store.setItem(this.key, JSON.stringify(this.reads));
  }
}

function parseList(text: string | null): LineRead[] {
  if (!text) return [];
  try {
    const value = JSON.parse(text) as unknown;
    return Array.isArray(value) ? (value as LineRead[]) : [];
  } catch {
    return [];
  }
}
