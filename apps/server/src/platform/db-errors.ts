/** SQLSTATE of a unique constraint refusing a row. */
const UNIQUE_VIOLATION = '23505';

/**
 * Whether the database refused a row because its unique value is taken, as the driver or
 * Drizzle's wrapper (which keeps the driver's error as `cause`) reports it. Two writers that
 * both checked the value was free reach the constraint: the loser is a conflict, not a fault.
 */
export function isUniqueViolation(error: unknown): boolean {
  return sqlStateOf(error) === UNIQUE_VIOLATION;
}

/** SQLSTATE of a foreign key refusing a delete (or a row) because another row still refers to it. */
const FOREIGN_KEY_VIOLATION = '23503';

/**
 * Whether the database refused a change because another row still refers to the record: a delete
 * whose module does not know every area that uses the record (an order naming a warehouse).
 */
export function isForeignKeyViolation(error: unknown): boolean {
  return sqlStateOf(error) === FOREIGN_KEY_VIOLATION;
}

/** SQLSTATEs of a transaction the database gave up on to let a concurrent one through. */
const TRANSIENT = new Set(['40001', '40P01']);

/** A serialization failure or deadlock: the same transaction, run again, may well succeed. */
export function isTransientConflict(error: unknown): boolean {
  return TRANSIENT.has(sqlStateOf(error) ?? '');
}

function sqlStateOf(error: unknown): string | undefined {
  for (let at = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; at && depth < 5; at = at.cause as typeof at, depth++) {
    if (typeof at.code === 'string' && /^[0-9A-Z]{5}$/.test(at.code)) return at.code;
  }
  return undefined;
}
