/**
 * What the console's offline queues share (the line station's reads, the field inspections): how a
 * failed send is told apart, the wait before trying again, and a queue of single operations kept
 * in the browser until the server acknowledges each one.
 */

/** Why a send failed: no answer (offline, server down), or the server refused it. */
export class SendFailure extends Error {
  constructor(
    message: string,
    readonly offline: boolean,
  ) {
    super(message);
  }
}

const FIRST_RETRY_MS = 1_000;
const LAST_RETRY_MS = 30_000;

export type Timers = {
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
};

/**
 * The next try after a send without answer: `later()` runs it after 1 s, doubling to 30 s, back
 * to 1 s after `reset()` (an answer); `cancel()` drops a try waiting (one made now instead).
 */
export class Retry {
  private ms = FIRST_RETRY_MS;
  private timer: unknown = null;
  private readonly setTimer: NonNullable<Timers['setTimer']>;
  private readonly clearTimer: NonNullable<Timers['clearTimer']>;

  constructor(
    private readonly run: () => void,
    timers: Timers = {},
  ) {
    this.setTimer = timers.setTimer ?? ((run, ms) => setTimeout(run, ms));
    this.clearTimer = timers.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  }

  later(): void {
    this.cancel();
    const wait = this.ms;
    this.ms = Math.min(this.ms * 2, LAST_RETRY_MS);
    this.timer = this.setTimer(() => {
      this.timer = null;
      this.run();
    }, wait);
  }

  cancel(): void {
    if (this.timer !== null) this.clearTimer(this.timer);
    this.timer = null;
  }

  reset(): void {
    this.ms = FIRST_RETRY_MS;
  }
}

/**
 * One queued operation: its id (the server records an id once, so sending it again is safe), when
 * it was queued, what it sends, and why the server refused it (kept until someone removes it).
 */
export type OutboxEntry<T> = { op_id: string; queued_at: string; payload: T; refusal: string | null };

/** Where the entries live between page loads; tests give it a map. */
export interface OutboxStore<T> {
  all(): Promise<OutboxEntry<T>[]>;
  put(entry: OutboxEntry<T>): Promise<void>;
  remove(opId: string): Promise<void>;
}

export class MemoryOutboxStore<T> implements OutboxStore<T> {
  readonly entries = new Map<string, OutboxEntry<T>>();
  all = async () => [...this.entries.values()];
  put = async (entry: OutboxEntry<T>) => void this.entries.set(entry.op_id, structuredClone(entry));
  remove = async (opId: string) => void this.entries.delete(opId);
}

export type OutboxState<T> = {
  /** Entries not yet acknowledged nor refused, oldest first. */
  waiting: OutboxEntry<T>[];
  refused: OutboxEntry<T>[];
  offline: boolean;
  sending: boolean;
};

type Options<T, R> = {
  store: OutboxStore<T>;
  /** Sends one entry; throws a SendFailure. It may `save` the entry's progress (an uploaded photo) on the way. */
  send: (entry: OutboxEntry<T>, save: (payload: T) => Promise<void>) => Promise<R>;
  onSent?: (entry: OutboxEntry<T>, answer: R) => void;
  onState?: (state: OutboxState<T>) => void;
  /** Whether the browser says it has a network; nothing is tried while it says not. */
  online?: () => boolean;
} & Timers;

/**
 * A queue of operations sent one at a time in the order they were made. An entry is stored before
 * it is sent and removed only after the server's answer, so a dropped network or a reload loses
 * nothing; sent again, its op_id makes it count once. No answer: the drain stops and tries again
 * later (or at once on `kick`, e.g. the browser back online). A refusal marks that entry with the
 * reason and the drain goes on with the next: a refused entry waits for a person to remove it.
 */
export class Outbox<T, R> {
  private entries: OutboxEntry<T>[] = [];
  private running = false;
  private draining: Promise<void> | null = null;
  private offline = false;
  private stopped = false;
  private readonly retry: Retry;

  constructor(private readonly options: Options<T, R>) {
    this.retry = new Retry(() => void this.drain(), options);
  }

  /** Reads what an earlier page left and sends it. */
  async load(): Promise<void> {
    const stored = await this.options.store.all();
    const known = new Set(this.entries.map((entry) => entry.op_id));
    this.entries = [...this.entries, ...stored.filter((entry) => !known.has(entry.op_id))].sort(byQueuedAt);
    this.report();
    await this.kick();
  }

  /**
   * Stores the operation and starts sending it (after those before it): resolved once it is
   * stored, so the page can let go of it; `kick()` waits for the sending.
   */
  async push(opId: string, payload: T, queuedAt = new Date().toISOString()): Promise<void> {
    const entry: OutboxEntry<T> = { op_id: opId, queued_at: queuedAt, payload, refusal: null };
    await this.options.store.put(entry);
    this.entries = [...this.entries, entry];
    this.report();
    void this.kick();
  }

  /** Takes an entry off the queue without sending it (a refused one the person gave up on). */
  async remove(opId: string): Promise<void> {
    await this.options.store.remove(opId);
    this.entries = this.entries.filter((entry) => entry.op_id !== opId);
    this.report();
  }

  /**
   * Drains now: a retry waiting is brought forward. Resolves when the drain stops (all sent, or no
   * answer); a drain already running takes new entries as it goes, and its end is awaited.
   */
  kick(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    this.retry.cancel();
    return this.drain();
  }

  stop(): void {
    this.stopped = true;
    this.retry.cancel();
  }

  state(): OutboxState<T> {
    return {
      waiting: this.entries.filter((entry) => entry.refusal === null),
      refused: this.entries.filter((entry) => entry.refusal !== null),
      offline: this.offline,
      sending: this.running,
    };
  }

  private report(): void {
    this.options.onState?.(this.state());
  }

  private drain(): Promise<void> {
    if (this.draining) return this.draining;
    this.draining = this.drainNow().finally(() => {
      this.draining = null;
    });
    return this.draining;
  }

  private async drainNow(): Promise<void> {
    if (this.options.online && !this.options.online()) {
      // The browser's online event kicks again; trying now would only wait for a time-out.
      this.offline = true;
      this.report();
      return;
    }
    this.running = true;
    this.report();
    try {
      for (let entry = this.next(); entry && !this.stopped; entry = this.next()) {
        const current = entry;
        const save = async (payload: T) => {
          current.payload = payload;
          await this.options.store.put(current);
        };
        let answer: R;
        try {
          answer = await this.options.send(current, save);
        } catch (error) {
          const failure = error instanceof SendFailure ? error : new SendFailure(String(error), true);
          if (failure.offline) {
            this.offline = true;
            if (!this.stopped) this.retry.later();
            return;
          }
          current.refusal = failure.message;
          await this.options.store.put(current);
          this.offline = false;
          this.report();
          continue;
        }
        await this.options.store.remove(current.op_id);
        this.entries = this.entries.filter((other) => other.op_id !== current.op_id);
        this.offline = false;
        this.retry.reset();
        this.options.onSent?.(current, answer);
        this.report();
      }
    } finally {
      this.running = false;
      this.report();
    }
  }

  private next(): OutboxEntry<T> | undefined {
    return this.entries.find((entry) => entry.refusal === null);
  }
}

const byQueuedAt = <T>(a: OutboxEntry<T>, b: OutboxEntry<T>) => a.queued_at.localeCompare(b.queued_at);

/**
 * The entries in the browser's IndexedDB, which keeps Blobs (photos) as they are; one object store
 * per queue, keyed by op_id.
 */
export class IndexedDbOutboxStore<T> implements OutboxStore<T> {
  private db: Promise<IDBDatabase> | null = null;
  constructor(
    private readonly database: string,
    private readonly storeName: string,
  ) {}

  private open(): Promise<IDBDatabase> {
    this.db ??= new Promise((resolve, reject) => {
      const request = indexedDB.open(this.database, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(this.storeName, { keyPath: 'op_id' });
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    return this.db;
  }

  private async run<V>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<V>): Promise<V> {
    const db = await this.open();
    return new Promise((resolve, reject) => {
      const transaction = db.transaction(this.storeName, mode);
      const request = work(transaction.objectStore(this.storeName));
      // Resolved when the transaction is committed, so an acknowledged write is on disk.
      transaction.oncomplete = () => resolve(request.result);
      transaction.onerror = () => reject(transaction.error);
      transaction.onabort = () => reject(transaction.error);
    });
  }

  all = () => this.run('readonly', (store) => store.getAll() as IDBRequest<OutboxEntry<T>[]>);
  put = async (entry: OutboxEntry<T>) => void (await this.run('readwrite', (store) => store.put(entry)));
  remove = async (opId: string) => void (await this.run('readwrite', (store) => store.delete(opId)));
}
