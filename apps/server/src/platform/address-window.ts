import { addressParts } from './address-groups.ts';

/** Addresses remembered at most (a flood from many addresses cannot grow the map without bound). */
const ADDRESSES_MAX = 10_000;

/**
 * Who a limit counts: an IPv4 address, or the /64 of an IPv6 one (one subscriber's line gets a
 * whole /64, so counting single IPv6 addresses would let one phone take as many as it likes); a
 * key that is no address (an integration token's) counts as it is.
 */
function clientOf(address: string): string {
  const parts = addressParts(address);
  if (parts === null) return address;
  return 'v4' in parts ? parts.v4.join('.') : `${parts.v6.slice(0, 4).join(':').toLowerCase()}::/64`;
}

/**
 * Counts events per client (an IPv4 address, an IPv6 /64, another key) in fixed windows and tells a client past
 * `max` in its window how many seconds to wait (for a Retry-After). In memory, per server: a
 * restart forgets, which only lets a client try again sooner. A `max` of 0 holds no one off. When
 * the map is full, windows already over are dropped first; only a flood of more live clients than
 * it holds empties it.
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
    const client = clientOf(address);
    const window = this.windows.get(client);
    if (!window || now - window.start >= this.windowMs) {
      if (!window && this.windows.size >= ADDRESSES_MAX) this.forgetEnded(now);
      this.windows.set(client, { start: now, count: 1 });
      return 0;
    }
    window.count++;
    return window.count > this.max ? Math.ceil((window.start + this.windowMs - now) / 1000) : 0;
  }

  private forgetEnded(now: number): void {
    for (const [client, window] of this.windows) if (now - window.start >= this.windowMs) this.windows.delete(client);
    if (this.windows.size >= ADDRESSES_MAX) this.windows.clear();
  }
}
