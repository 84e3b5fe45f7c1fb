/** The server's notion of now; tests move it to cross expiry and throttling windows without sleeping. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/**
 * The system's time moved ahead by what a test advances. It runs, so the server's stamps keep step
 * with the database's own now() (column defaults) and operations one after another keep their order.
 */
export class MovableClock implements Clock {
  #ahead = 0;
  now(): Date {
    return new Date(Date.now() + this.#ahead);
  }
  advance(ms: number): void {
    this.#ahead += ms;
  }
}
