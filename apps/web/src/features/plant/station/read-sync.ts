import type { LineRead, ReadOutcome, ReadsResult } from '@trace/contract/line';
import { Backoff, SendFailure } from '../../../utils/outbox.ts';
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
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
};

/**
 * Sends the queue to the server in order, one batch at a time, and removes each read only after
 * the answer names it. When a send fails it tries again later (1 s, doubling to 30 s) or at once
 * when `kick` is called (new reads, the browser back online). One drain at a time, so reads never
 * overtake each other.
 */
export class ReadSync {
  private running = false;
  private timer: unknown = null;
  private readonly backoff = new Backoff();
  private offline = false;
  private refusal: string | null = null;
  private stopped = false;
  private readonly setTimer: NonNullable<Options['setTimer']>;
  private readonly clearTimer: NonNullable<Options['clearTimer']>;

  constructor(private readonly options: Options) {
    this.setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
    this.clearTimer = options.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  }

  /** Drains now (a retry waiting is brought forward). */
  kick(): void {
    if (this.stopped) return;
    if (this.timer !== null) {
      this.clearTimer(this.timer);
      this.timer = null;
    }
    void this.drain();
  }

  stop(): void {
    this.stopped = true;
    if (this.timer !== null) this.clearTimer(this.timer);
    this.timer = null;
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
        this.backoff.reset();
        this.options.onOutcomes(result.outcomes, result);
        this.report();
      }
    } finally {
      this.running = false;
      this.report();
    }
  }

  private retryLater(): void {
    if (this.stopped) return;
    this.timer = this.setTimer(() => {
      this.timer = null;
      void this.drain();
    }, this.backoff.next());
  }
}
