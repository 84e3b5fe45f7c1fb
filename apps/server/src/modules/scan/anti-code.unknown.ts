import { ANTI_CODE_MAX_FAILURES } from '@trace/contract/anti-code';

/** Texts remembered at most (a flood of made-up codes cannot grow the map without bound). */
const TEXTS_MAX = 10_000;

/**
 * Wrong anti-codes sent for texts that name no code, counted as a code's would be, so their answers
 * run down and lock like a real code's and do not tell a guesser which codes exist. In memory, per
 * server: nothing is stored for a made-up code (the scan itself already answers "not found").
 */
export class UnknownCodeFailures {
  private readonly failures = new Map<string, number>();

  /** Counts a wrong anti-code for the text; answers the failures so far, or null when it was already "locked". */
  fail(text: string): number | null {
    const before = this.failures.get(text) ?? 0;
    if (before >= ANTI_CODE_MAX_FAILURES) return null;
    if (before === 0 && this.failures.size >= TEXTS_MAX) this.failures.clear();
    this.failures.set(text, before + 1);
    return before + 1;
  }
}
