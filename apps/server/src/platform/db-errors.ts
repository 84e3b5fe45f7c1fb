/** SQLSTATE of a unique constraint refusing a row. */
const UNIQUE_VIOLATION = '23505';

/**
 * Whether the database refused a row because its unique value is taken, as the driver or
 * Drizzle's wrapper (which keeps the driver's error as `cause`) reports it. Two writers that
 * both checked the value was free reach the constraint: the loser is a conflict, not a fault.
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let at = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; at && depth < 5; at = at.cause as typeof at, depth++) {
    if (at.code === UNIQUE_VIOLATION) return true;
  }
  return false;
}
