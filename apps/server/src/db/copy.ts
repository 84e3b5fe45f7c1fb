import { finished } from 'node:stream/promises';
import type { Transaction } from '@electric-sql/pglite';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { Orm } from './client.ts';

/**
 * Writes lines of COPY's text format on a transaction's own connection (Drizzle keeps it as
 * `session.client`): PostgreSQL streams them, PGlite reads them as one blob. `into` is the
 * statement up to FROM (`COPY codes (id, value) FROM`). A plain COPY has no ON CONFLICT: a row a
 * unique key refuses fails the whole COPY.
 */
export async function copyLines(tx: Orm, into: string, lines: readonly string[]): Promise<void> {
  const { client } = (tx as unknown as { session: { client: unknown } }).session;
  if (!(client instanceof pg.Client)) {
    await (client as Transaction).query(`${into} '/dev/blob'`, [], { blob: new Blob(lines as string[]) });
    return;
  }
  const stream = client.query(copyFrom(`${into} STDIN`));
  const done = finished(stream);
  for (const part of lines) stream.write(part);
  stream.end();
  await done;
}

/** A text as one field of COPY's text format: backslashes, tabs and line breaks escaped. */
export function copyField(text: string): string {
  return /[\\\t\n\r]/.test(text) ? text.replace(/[\\\t\n\r]/g, (c) => COPY_ESCAPES[c] as string) : text;
}

const COPY_ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

/** A missing value in COPY's text format. */
export const COPY_NULL = '\\N';
