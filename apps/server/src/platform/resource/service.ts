import { OPTIONS_LIMIT } from '@trace/contract/base';
import { and, asc, desc, eq, gt, ilike, inArray, ne, or, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { withStatistics } from '../../db/statistics.ts';
import { writeAudit } from '../audit.ts';
import { type Context, inTransaction } from '../context.ts';
import { conflict, notFound } from '../errors.ts';
import { inPages, sendExport } from '../export.ts';
import { type AnyObjectSchema, escapeLike, type Prepared, type ResourceRow, type ResourceSpec, type SelectedRow } from './spec.ts';

type PageQuery = { page: number; page_size: number; sort: string };

/** Dates leave as ISO strings, in the row the query just made (an export makes many: no copy). */
function plain(row: Record<string, unknown>): Record<string, unknown> {
  for (const key in row) {
    const value = row[key];
    if (value instanceof Date) row[key] = value.toISOString();
  }
  return row;
}

/** The generic operations of one master-data resource, tenant-scoped in every statement. */
export function resourceService<R extends ResourceRow, Q extends AnyObjectSchema, I extends AnyObjectSchema>(spec: ResourceSpec<R, Q, I>) {
  type Input = z.output<I>;
  const { table } = spec;
  const unique = spec.unique ?? [];
  const prepare =
    spec.prepare ?? (async (_ctx: Context, input: Input): Promise<Prepared> => ({ values: input as Record<string, unknown> }));
  const mine = (ctx: Context) => eq(table.enterprise_id, ctx.enterpriseId);

  /** A list query's filter (tenant, keyword, the resource's own), also for figures over the same rows. */
  async function filterOf(ctx: Context, query: z.output<Q>) {
    const keyword = typeof query.keyword === 'string' && query.keyword ? `%${escapeLike(query.keyword)}%` : null;
    return and(
      mine(ctx),
      keyword ? or(...spec.keywordColumns.map((c) => ilike(c, keyword))) : undefined,
      ...(await spec.where(query, ctx)),
    );
  }

  /** The selected (and decorated) columns are the row's fields; the response schema checks them. */
  async function decorate(ctx: Context, rows: Array<Record<string, unknown>>): Promise<R[]> {
    const plainRows = rows.map(plain) as SelectedRow[];
    return (spec.decorate ? await spec.decorate(ctx, plainRows) : plainRows) as unknown as R[];
  }

  /** The row by id. */
  async function find(ctx: Context, id: number): Promise<R> {
    const rows = await ctx.orm
      .select(spec.select)
      .from(table)
      .where(and(mine(ctx), eq(table.id, id)))
      .limit(1);
    if (rows.length === 0) throw notFound();
    return (await decorate(ctx, rows))[0] as R;
  }

  /**
   * The row as it stands once no other writer holds it, locked for the rest of the transaction: a
   * change judged by its state (`guardChange`) cannot act on a state changed meanwhile.
   */
  async function findLocked(ctx: Context, id: number): Promise<R> {
    await ctx.orm
      .select({ id: table.id })
      .from(table)
      .where(and(mine(ctx), eq(table.id, id)))
      .for('update');
    return find(ctx, id);
  }

  async function checkUnique(ctx: Context, input: Input, id: number | null) {
    for (const { field, column } of unique) {
      const value = input[field];
      if (value === null || value === undefined || value === '') continue;
      const taken = await ctx.orm
        .select({ id: table.id })
        .from(table)
        .where(and(mine(ctx), eq(column, value), id === null ? undefined : ne(table.id, id)))
        .limit(1);
      if (taken.length > 0) throw conflict('errors.duplicateValue', { field, value: String(value) });
    }
  }

  async function page(ctx: Context, query: z.output<Q> & PageQuery) {
    const where = await filterOf(ctx, query);
    const descending = query.sort.startsWith('-');
    const key = query.sort.replace(/^-/, '');
    const sorted = spec.sorts[key] ?? table.id;
    // A Chinese reader's list by name is in pinyin order (migration 0009), not by code point.
    const column = key === 'name' && ctx.request.lang === 'zh' ? sql`${sorted} COLLATE "pinyin"` : sorted;
    const [rows, total] = await Promise.all([
      ctx.orm
        .select(spec.select)
        .from(table)
        .where(where)
        .orderBy(descending ? desc(column) : asc(column), asc(table.id))
        .limit(query.page_size)
        .offset((query.page - 1) * query.page_size),
      ctx.orm.select({ n: sql<number>`count(*)::int` }).from(table).where(where),
    ]);
    return { list: await decorate(ctx, rows), total: Number(total[0]?.n ?? 0), page: query.page, page_size: query.page_size };
  }

  /** Checks a new row against the enterprise's data and turns it into what is written. */
  async function prepareNew(ctx: Context, input: Input): Promise<Prepared> {
    await checkUnique(ctx, input, null);
    return prepare(ctx, input, null);
  }

  /**
   * Writes prepared new rows (and their children) in the caller's transaction, in one statement;
   * answers their ids in order. A unique value taken meanwhile fails the statement.
   */
  async function insertPrepared(ctx: Context, rows: Prepared[]): Promise<number[]> {
    if (rows.length === 0) return [];
    const owner = { enterprise_id: ctx.enterpriseId, created_by: ctx.accountId, updated_by: ctx.accountId };
    const created = await ctx.orm
      .insert(table)
      .values(rows.map((row) => ({ ...row.values, ...owner }) as typeof table.$inferInsert))
      .returning({ id: table.id });
    // One INSERT … VALUES inserts and returns its rows in turn, so the ids come in the order given.
    const ids = created.map((row) => row.id as number);
    for (const [i, row] of rows.entries()) await row.children?.(ctx.orm, ids[i] as number);
    return ids;
  }

  /** Writes one new row (and its children) in the caller's transaction; answers its id. */
  async function insert(ctx: Context, input: Input): Promise<number> {
    const [id] = await insertPrepared(ctx, [await prepareNew(ctx, input)]);
    return id as number;
  }

  function add(ctx: Context, input: Input) {
    return inTransaction(ctx, async (tx) => {
      const id = await insert(tx, input);
      const after = await find(tx, id);
      await writeAudit(tx, { action: `${spec.objectType}.add`, objectType: spec.objectType, objectId: id, after });
      return after;
    });
  }

  function update(ctx: Context, id: number, input: Input) {
    return inTransaction(ctx, async (tx) => {
      const before = await findLocked(tx, id);
      spec.guardChange?.(tx, before, 'update');
      await checkUnique(tx, input, id);
      const prepared = await prepare(tx, input, id);
      await tx.orm
        .update(table)
        .set({ ...prepared.values, updated_by: ctx.accountId, updated_at: ctx.app.clock.now() } as Partial<typeof table.$inferInsert>)
        .where(and(mine(ctx), eq(table.id, id)));
      await prepared.children?.(tx.orm, id);
      const after = await find(tx, id);
      await writeAudit(tx, {
        action: `${spec.objectType}.update`,
        objectType: spec.objectType,
        objectId: id,
        before,
        after,
      });
      return after;
    });
  }

  function remove(ctx: Context, id: number) {
    return inTransaction(ctx, async (tx) => {
      const before = await findLocked(tx, id);
      spec.guardChange?.(tx, before, 'delete');
      const uses: string[] = [];
      for (const reference of spec.references ?? []) {
        const count = await reference.count(tx.orm, id);
        if (count > 0) uses.push(ctx.t(reference.labelKey, { count }));
      }
      if (uses.length > 0) throw conflict('errors.stillReferenced', { uses: uses.join(ctx.t('common.listSeparator')) });
      await tx.orm.delete(table).where(and(mine(ctx), eq(table.id, id)));
      await writeAudit(tx, { action: `${spec.objectType}.delete`, objectType: spec.objectType, objectId: id, before });
    });
  }

  async function options(ctx: Context, query: { keyword?: string | undefined; ids?: number[] | undefined }) {
    const ids = query.ids ?? [];
    const keyword = query.keyword ? `%${escapeLike(query.keyword)}%` : null;
    if (!spec.pick) throw notFound();
    const codeColumn = spec.pick.code;
    const name = typeof spec.pick.name === 'function' ? spec.pick.name(ctx) : spec.pick.name;
    return ctx.orm
      .select({ id: sql<number>`${table.id}`, code: sql<string>`${codeColumn}`, name: sql<string>`${name}` })
      .from(table)
      .where(
        and(
          mine(ctx),
          ids.length > 0 ? inArray(table.id, ids) : table.status ? eq(table.status, 1) : undefined,
          keyword ? or(ilike(codeColumn, keyword), ilike(name, keyword)) : undefined,
        ),
      )
      .orderBy(asc(codeColumn))
      .limit(OPTIONS_LIMIT);
  }

  async function exportRows(ctx: Context, reply: FastifyReply, query: z.output<Q> & { format: 'xlsx' | 'csv' }) {
    const where = await filterOf(ctx, query);
    await writeAudit(ctx, { action: `${spec.objectType}.export`, objectType: spec.objectType, after: query });
    await withStatistics(ctx.orm, table);
    return sendExport(reply, {
      format: query.format,
      baseName: spec.path,
      columns: spec.exportColumns(ctx.t),
      rows: inPages(async (after, limit) => {
        const rows = await ctx.orm
          .select(spec.select)
          .from(table)
          .where(and(where, gt(table.id, after)))
          .orderBy(asc(table.id))
          .limit(limit);
        return decorate(ctx, rows);
      }),
    });
  }

  return { spec, filterOf, find, findLocked, page, prepareNew, insertPrepared, insert, add, update, remove, options, exportRows };
}

export type ResourceService<R extends ResourceRow, Q extends AnyObjectSchema, I extends AnyObjectSchema> = ReturnType<
  typeof resourceService<R, Q, I>
>;
