/** Addresses remembered at most (a flood from many addresses cannot grow the map without bound). */
const ADDRESSES_MAX = 10_000;

/**
 * Counts events per client address in fixed windows and tells an address past `max` in its window
 * how many seconds to wait (for a Retry-After). In memory, per server: a restart forgets, which
 * only lets an address try again sooner. A `max` of 0 holds no one off.
 */
export class AddressWindow {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly now: () => number,
  ) {}

  /** Counts one event from the address; answers the seconds it should wait (0 while within `max`). */
  hit(address: string): number {
    if (this.max === 0) return 0;
    const now = this.now();
    const window = this.windows.get(address);
    if (!window || now - window.start >= this.windowMs) {
      if (this.windows.size >= ADDRESSES_MAX) this.windows.clear();
      this.windows.set(address, { start: now, count: 1 });
      return 0;
    }
    window.count++;
    return window.count > this.max ? Math.ceil((window.start + this.windowMs - now) / 1000) : 0;
  }
}
