import { sql } from 'drizzle-orm';

/** A CHECK's list of allowed values, from the contract's constants (fixed words, never input). */
export const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));
