import type { LineRead, ReadOutcome, ReadsResult } from '@trace/contract/line';
import { Retry, SendFailure, type Timers } from '../../../utils/outbox.ts';
import type { ReadQueue } from './read-queue.ts';

/** Reads per call when the queue drains: 5,000 queued reads are 50 calls. */
export const SYNC_BATCH = 100;

export type SyncState = { backlog: number; offline: boolean; sending: boolean; refusal: string | null };

type Options = {
  queue: ReadQueue;
  send: (reads: LineRead[]) => Promise<ReadsResult>;
  onOutcomes: (outcomes: ReadOutcome[], result: ReadsResult) => void;
  onState: (state: SyncState) => void;
  batch?: number;
} & Timers;

/**
 * Sends the queue to the server in order, one batch at a time, and removes each read only after
 * the answer names it. When a send fails it tries again later (1 s, doubling to 30 s) or at once
 * when `kick` is called (new reads, the browser back online). One drain at a time, so reads never
 * overtake each other.
 */
export class ReadSync {
  private running = false;
  private offline = false;
  private refusal: string | null = null;
  private stopped = false;
  private readonly retry: Retry;

  constructor(private readonly options: Options) {
    this.retry = new Retry(() => void this.drain(), options);
  }

  /** Drains now (a retry waiting is brought forward). */
  kick(): void {
    if (this.stopped) return;
    this.retry.cancel();
    void this.drain();
  }

  stop(): void {
    this.stopped = true;
    this.retry.cancel();
  }

  state(): SyncState {
    return { backlog: this.options.queue.size, offline: this.offline, sending: this.running, refusal: this.refusal };
  }

  private report(): void {
    this.options.onState(this.state());
  }

  private async drain(): Promise<void> {
    if (this.running) return;
    this.running = true;
    this.report();
    const { queue } = this.options;
    try {
      while (!this.stopped && queue.size > 0) {
        const batch = queue.head(this.options.batch ?? SYNC_BATCH);
        let result: ReadsResult;
        try {
          result = await this.options.send(batch);
        } catch (error) {
          const failure = error instanceof SendFailure ? error : new SendFailure(String(error), true);
          this.offline = failure.offline;
          this.refusal = failure.offline ? null : failure.message;
          this.retryLater();
          return;
        }
        queue.acknowledge(result.outcomes.map((outcome) => outcome.op_id));
        this.offline = false;
        this.refusal = null;
        this.retry.reset();
        this.options.onOutcomes(result.outcomes, result);
        this.report();
      }
    } finally {
      this.running = false;
      this.report();
    }
  }

  private retryLater(): void {
    if (!this.stopped) this.retry.later();
  }
}
