import { z } from 'zod';
import { id, int4 } from './fields.ts';

/** Page parameters of every offset-paged list (DESIGN §4): page from 1, at most 200 rows. */
export const pageQuery = z.object({
  page: int4(1).default(1),
  page_size: int4(1, 200).default(20),
});

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ list: z.array(item), total: z.number().int(), page: z.number().int(), page_size: z.number().int() });
}

/** Sort parameter of a list: a column or `-column`. */
export function sortOf<const T extends readonly [string, ...string[]]>(columns: T, fallback: string) {
  const values = columns.flatMap((c) => [c, `-${c}`]) as [string, ...string[]];
  return z.enum(values).default(fallback);
}

export type Page<T> = { list: T[]; total: number; page: number; page_size: number };

/** Body of actions on one record (`delete`, `detail`). */
export const idBody = z.object({ id });
