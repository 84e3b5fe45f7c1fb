/** Wrong keys an address may send in a window before it is held off for the rest of the window. */
const FAILURES_MAX = 30;
const WINDOW_MS = 60_000;
/** Addresses remembered at most (a flood from many addresses cannot grow the map without bound). */
const ADDRESSES_MAX = 10_000;

/**
 * Tells an address that keeps sending wrong device keys to back off. A key has 256 bits, so this
 * is not about guessing: a misconfigured device gets a Retry-After instead of a stream of 401s.
 * In memory, per server: a restart forgets, which only lets a device try again sooner.
 */
export class FailedKeyThrottle {
  private readonly windows = new Map<string, { start: number; failures: number }>();

  constructor(private readonly now: () => number) {}

  /** Counts a wrong key from the address; answers the seconds it should wait (0 while under the limit). */
  failed(address: string): number {
    const now = this.now();
    const window = this.windows.get(address);
    if (!window || now - window.start >= WINDOW_MS) {
      if (this.windows.size >= ADDRESSES_MAX) this.windows.clear();
      this.windows.set(address, { start: now, failures: 1 });
      return 0;
    }
    window.failures++;
    return window.failures > FAILURES_MAX ? Math.ceil((window.start + WINDOW_MS - now) / 1000) : 0;
  }
}
