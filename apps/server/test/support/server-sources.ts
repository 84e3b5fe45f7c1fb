import path from 'node:path';
import { type Source, serverSources } from '../../tools/table-owners.ts';

/** The server's sources as the lint checks read them (tools/table-owners.ts, tools/service-shape.ts). */
export const today = serverSources(path.resolve(import.meta.dirname, '../../src'));

/** Today's sources with `text` added at the end of `file` (a new file when there is none). */
export function withAdded(file: string, text: string): Source[] {
  const known = today.some((source) => source.file === file);
  return known
    ? today.map((source) => (source.file === file ? { file, text: `${source.text}\n${text}\n` } : source))
    : [...today, { file, text }];
}
