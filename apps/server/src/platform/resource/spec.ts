import type { MenuKey } from '@trace/contract/catalogue';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Orm } from '../../db/client.ts';
import type { Context } from '../context.ts';
import { FieldError } from '../errors.ts';
import type { ExportColumn } from '../export.ts';

/** Columns every master-data table has (base.table.ts `owned`). */
type OwnedColumns = {
  id: PgColumn;
  enterprise_id: PgColumn;
  status: PgColumn;
  created_at: PgColumn;
  updated_at: PgColumn;
  created_by: PgColumn;
  updated_by: PgColumn;
};
export type OwnedTable = PgTable & OwnedColumns;
/** What the engine needs of a table: its id and tenant; `status` (1 = enabled) for pickers. */
export type ResourceTable = PgTable & { id: PgColumn; enterprise_id: PgColumn; status?: PgColumn };

/** A row as the API answers it; the resource's `row` schema says the rest. */
export type ResourceRow = { id: number };
/** A row as the select gave it (dates as ISO strings), before `decorate`. */
export type SelectedRow = ResourceRow & Record<string, unknown>;
// biome-ignore lint/suspicious/noExplicitAny: a resource's own schemas are checked where it is declared.
export type AnyObjectSchema = z.ZodObject<any>;

/** What a write becomes in the database, plus work on its child rows once the id is known. */
export type Prepared = { values: Record<string, unknown>; children?: (orm: Orm, id: number) => Promise<void> };

export type RowError = { row: number; field: string; message: string };
/** One row's input; `late` fills what only exists once earlier rows are written (a parent in the same file). */
export type ImportInput = { row: number; input: unknown; late?: (ctx: Context) => Promise<Record<string, unknown>> };
export type ImportSpec = {
  columns: readonly string[];
  example: Record<string, string>;
  /** Turns the file's rows into inputs of `add` (references by code resolved), or row errors; `lines[i]` is row i's line in the file. */
  toInputs: (
    ctx: Context,
    rows: Array<Record<string, string>>,
    lines: readonly number[],
  ) => Promise<{ inputs: ImportInput[]; errors: RowError[] }>;
};

export type ResourceRoute = 'pagelist' | 'detail' | 'options' | 'add' | 'update' | 'delete' | 'export';
export const ALL_ROUTES: readonly ResourceRoute[] = ['pagelist', 'detail', 'options', 'add', 'update', 'delete', 'export'];

/**
 * One master-data resource: its table, row, filters, checks and file formats. The engine gives
 * every resource the same calls (service.ts), import pipeline (import.ts) and routes (routes.ts).
 * Generic over the row and the query and input schemas, so a spec's callbacks are typed by them.
 */
export type ResourceSpec<
  R extends ResourceRow = ResourceRow,
  Q extends AnyObjectSchema = AnyObjectSchema,
  I extends AnyObjectSchema = AnyObjectSchema,
> = {
  /** `/api/<area>/<path>/…`; the area defaults to `base`. */
  path: string;
  area?: string;
  /** The calls to register (all by default); read-only lists leave out the writes. */
  routes?: readonly ResourceRoute[];
  /** The catalogue page whose grants guard it; its catalogue actions decide the button grants. */
  menuKey: MenuKey;
  /** The audit trail's object type. */
  objectType: string;
  table: ResourceTable;
  /** Columns of the reference picker (`options`); none for records nothing picks. */
  pick?: { code: PgColumn; name: PgColumn | ((ctx: Context) => SQL) };
  /**
   * Columns of a row. Correlated subqueries name the outer table in plain SQL (`products.id`):
   * Drizzle leaves columns unqualified in a single-table select, which would bind them inside.
   */
  select: Record<string, PgColumn | SQL.Aliased | SQL>;
  row: z.ZodType<R>;
  /** The body of `add` (and of `update`, with `id`); omitted for read-only lists. */
  input?: I;
  query: Q;
  sorts: Record<string, PgColumn | SQL>;
  /** Filters of the list beyond tenant and the free-text keyword. */
  where: (query: z.output<Q>, ctx: Context) => Promise<Array<SQL | undefined>> | Array<SQL | undefined>;
  /** Columns the keyword filter searches. */
  keywordColumns: PgColumn[];
  /** Fields unique within the enterprise (also a unique index), checked before writing. */
  unique?: Array<{ field: keyof z.output<I> & string; column: PgColumn }>;
  /** Checks references of an input and returns the values to write; `id` is set on update. */
  prepare?: (ctx: Context, input: z.output<I>, id: number | null) => Promise<Prepared>;
  /** Adds what a row shows beyond its columns (child rows, localised names, derived fields). */
  decorate?: (ctx: Context, rows: SelectedRow[]) => Promise<SelectedRow[]>;
  /** What refers to a row: deleting it answers 409 naming these. */
  references?: Array<{ labelKey: string; count: (orm: Orm, id: number) => Promise<number> }>;
  /** Refuses an update or delete the data forbids (e.g. a hierarchy production used). */
  guardChange?: (ctx: Context, row: NoInfer<R>, action: 'update' | 'delete') => void;
  exportColumns: (t: FastifyRequest['t']) => Array<ExportColumn<NoInfer<R>>>;
  import?: ImportSpec;
};

/** Declares a resource with its types inferred from its schemas. */
export function defineResource<R extends ResourceRow, Q extends AnyObjectSchema, I extends AnyObjectSchema = AnyObjectSchema>(
  spec: ResourceSpec<R, Q, I>,
): ResourceSpec<R, Q, I> {
  return spec;
}

export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * A list's filter of a time column by day, `from` to `to` inclusive, as the server's days; a `to`
 * before `from` is refused on the field `toField`.
 */
export function dayRange(column: SQLWrapper, from: string | undefined, to: string | undefined, toField: string): Array<SQL | undefined> {
  if (from && to && to < from) throw new FieldError(toField, 'validation.rangeOrder');
  return [from ? sql`${column} >= ${from}::date` : undefined, to ? sql`${column} < ${to}::date + 1` : undefined];
}
