/**
 * How big a run is. `RELIABILITY=short` is what CI runs on each engine (a few minutes);
 * anything else is the full run of `npm run test:reliability`, which also rewrites
 * docs/reliability.md. `RELIABILITY_SEED` replays a run; scripts/reliability.mjs draws a fresh
 * one, and without one the seed is 11, so CI runs the same requests every time.
 */
export const VARIANT: 'short' | 'full' = process.env.RELIABILITY === 'short' ? 'short' : 'full';
export const SEED = Number(process.env.RELIABILITY_SEED ?? 11);
export const ENGINE: 'pglite' | 'postgres' = process.env.DATABASE_URL ? 'postgres' : 'pglite';

const short = VARIANT === 'short';
export const SETTINGS = {
  /** Generated requests per operation and per caller (admin, no token). */
  fuzzCasesPerOperation: short ? 8 : 40,
  /** Kill-and-restart rounds. */
  killRounds: short ? 2 : 10,
  /** Writes in flight during each round, per write kind. */
  writersPerKind: short ? 2 : 3,
  /** Heavy requests in the burst (at least one of each), and how many are in flight at once. */
  heavyBurst: short ? 34 : 68,
  heavyConcurrency: short ? 6 : 8,
};

/** Replay hint printed with every failure. */
export function replayHint(): string {
  return `replay with RELIABILITY_SEED=${SEED} RELIABILITY=${VARIANT}${ENGINE === 'postgres' ? ' DATABASE_URL=…' : ''}`;
}

/** A number for each name, so each operation draws its own cases from the one seed. */
export function seedFor(name: string): number {
  let hash = SEED | 0;
  for (const char of name) hash = (Math.imul(hash, 31) + (char.codePointAt(0) as number)) | 0;
  return hash;
}
