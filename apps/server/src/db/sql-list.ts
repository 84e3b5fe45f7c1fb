import type { Page } from '@trace/contract/list';
import { type SQL, sql } from 'drizzle-orm';
import type { Orm } from './client.ts';
import { countedOf, rowsOf } from './rows.ts';

/**
 * A list written in SQL, read two ways over the same FROM and WHERE: a page in the list's display
 * order with its total (the console's list), and the rows after a key in key order (an export's
 * next page, which neither skips nor repeats a row while others write).
 */
export function sqlList<T, K extends number | string = number>(spec: {
  columns: SQL;
  /** The display order of a page; it ends with a unique column so that pages do not overlap. */
  order: SQL;
  /** The export's key: unique, and compared with `>`. */
  key: SQL;
  row: (raw: Record<string, unknown>) => T;
}) {
  return {
    async page(orm: Orm, from: SQL, where: SQL, page: { page: number; page_size: number }): Promise<Page<T>> {
      const [rows, total] = await Promise.all([
        rowsOf<Record<string, unknown>>(
          orm,
          sql`SELECT ${spec.columns} FROM ${from} WHERE ${where}
            ORDER BY ${spec.order} LIMIT ${page.page_size} OFFSET ${(page.page - 1) * page.page_size}`,
        ),
        countedOf(orm, sql`SELECT count(*)::int AS n FROM ${from} WHERE ${where}`),
      ]);
      return { list: rows.map(spec.row), total, page: page.page, page_size: page.page_size };
    },
    /** The rows after `after` (from the first when null), at most `size`. */
    async after(orm: Orm, from: SQL, where: SQL, after: K | null, size: number): Promise<T[]> {
      const rows = await rowsOf<Record<string, unknown>>(
        orm,
        sql`SELECT ${spec.columns} FROM ${from} WHERE ${where} ${after === null ? sql`` : sql`AND ${spec.key} > ${after}`}
          ORDER BY ${spec.key} LIMIT ${size}`,
      );
      return rows.map(spec.row);
    },
  };
}
