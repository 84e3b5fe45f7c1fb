import { envelope, errorEnvelope } from '@trace/contract/api';
import { OPTIONS_LIMIT, option, optionQuery } from '@trace/contract/base';
import { idBody, pageOf } from '@trace/contract/list';
import { exportFormat, IMPORT_MAX_ROWS, importResult, templateQuery } from '@trace/contract/transfer';
import { and, asc, desc, eq, gt, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Orm } from '../db/client.ts';
import { writeAudit } from './audit.ts';
import { requireAuth } from './auth.ts';
import { isUniqueViolation } from './db-errors.ts';
import { ok } from './envelope.ts';
import { badRequest, conflict, notFound } from './errors.ts';
import { type ExportColumn, inPages, sendExport } from './export.ts';
import { readImportFile } from './import-file.ts';
import { button, menu, type Permission, SIGNED_IN } from './permission.ts';
import { errorResponses, routesOf } from './routes.ts';
import { readUploadedFile } from './upload.ts';

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

export type Context = { orm: Orm; request: FastifyRequest; enterpriseId: number; accountId: number; t: FastifyRequest['t'] };
type Row = Record<string, unknown> & { id: number };
// biome-ignore lint/suspicious/noExplicitAny: the schemas of each resource differ; each is checked where it is declared.
type AnySchema = z.ZodObject<any>;

/** What a write becomes in the database, plus work on its child rows once the id is known. */
export type Prepared = { values: Record<string, unknown>; children?: (orm: Orm, id: number) => Promise<void> };

export type ImportSpec = {
  columns: readonly string[];
  example: Record<string, string>;
  /** Turns the file's rows into inputs of `add` (references by code resolved), or row errors. */
  toInputs: (ctx: Context, rows: Array<Record<string, string>>) => Promise<{ inputs: ImportInput[]; errors: RowError[] }>;
};
export type RowError = { row: number; field: string; message: string };
/** One row's input; `late` fills what only exists once earlier rows are written (a parent in the same file). */
export type ImportInput = { row: number; input: unknown; late?: (ctx: Context) => Promise<Record<string, unknown>> };

export type ResourceRoute = 'pagelist' | 'detail' | 'options' | 'add' | 'update' | 'delete' | 'export';
const ALL_ROUTES: ResourceRoute[] = ['pagelist', 'detail', 'options', 'add', 'update', 'delete', 'export'];

export type ResourceSpec = {
  /** `/api/<area>/<path>/…`; the area defaults to `base`. */
  path: string;
  area?: string;
  /** The calls to register (all by default); read-only lists leave out the writes. */
  routes?: ResourceRoute[];
  /** The catalogue page whose grants guard it. */
  menuKey: string;
  /** The audit trail's object type. */
  objectType: string;
  table: OwnedTable;
  /** Columns of the reference picker (`options`); none for records nothing picks. */
  pick?: { code: PgColumn; name: PgColumn | ((ctx: Context) => SQL) };
  /**
   * Columns of a row. Correlated subqueries name the outer table in plain SQL (`products.id`):
   * Drizzle leaves columns unqualified in a single-table select, which would bind them inside.
   */
  select: Record<string, PgColumn | SQL.Aliased | SQL>;
  row: z.ZodType;
  /** The body of `add` (and of `update`, with `id`); omitted for read-only lists. */
  input?: AnySchema;
  query: AnySchema;
  sorts: Record<string, PgColumn | SQL>;
  /** Filters of the list beyond tenant and the free-text keyword. */
  where: (query: Record<string, unknown>, ctx: Context) => Promise<Array<SQL | undefined>> | Array<SQL | undefined>;
  /** Columns the keyword filter searches. */
  keywordColumns: PgColumn[];
  /** Fields unique within the enterprise (also a unique index), checked before writing. */
  unique?: Array<{ field: string; column: PgColumn }>;
  /** Checks references of an input and returns the values to write; `id` is set on update. */
  prepare?: (ctx: Context, input: Record<string, unknown>, id: number | null) => Promise<Prepared>;
  /** Adds what a row shows beyond its columns (child rows, localised names). */
  decorate?: (ctx: Context, rows: Row[]) => Promise<Row[]>;
  /** What refers to a row: deleting it answers 409 naming these. */
  references?: Array<{ labelKey: string; count: (orm: Orm, id: number) => Promise<number> }>;
  /** Refuses an update or delete the data forbids (e.g. a hierarchy production used). */
  guardChange?: (ctx: Context, row: Row, action: 'update' | 'delete') => void;
  exportColumns: (t: FastifyRequest['t']) => Array<ExportColumn<Row>>;
  import?: ImportSpec;
  /** The catalogue's actions on the page: export and import buttons when it has them. */
  actions: readonly string[];
};

/** Writes of a resource without `prepare` store the validated input as it is. */
const asIs = async (_ctx: Context, input: Record<string, unknown>): Promise<Prepared> => ({ values: input });

const EXPORT_PAGE = 1000;

export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Dates leave as ISO strings, numeric counts as numbers. */
function plain(row: Record<string, unknown>): Row {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) out[key] = value instanceof Date ? value.toISOString() : value;
  return out as Row;
}

export function contextOf(app: FastifyInstance, request: FastifyRequest, orm: Orm = app.db.orm): Context {
  const auth = requireAuth(request);
  return { orm, request, enterpriseId: auth.enterpriseId, accountId: auth.accountId, t: request.t };
}

/** The generic operations of one master-data resource, tenant-scoped in every statement. */
export function resourceService(spec: ResourceSpec) {
  const { table } = spec;
  const unique = spec.unique ?? [];
  const prepare = spec.prepare ?? asIs;
  const mine = (ctx: Context) => eq(table.enterprise_id, ctx.enterpriseId);

  async function filterOf(ctx: Context, query: Record<string, unknown>) {
    const keyword = typeof query.keyword === 'string' && query.keyword ? `%${escapeLike(query.keyword)}%` : null;
    return and(
      mine(ctx),
      keyword ? or(...spec.keywordColumns.map((c) => ilike(c, keyword))) : undefined,
      ...(await spec.where(query, ctx)),
    );
  }

  async function decorate(ctx: Context, rows: Array<Record<string, unknown>>) {
    const plainRows = rows.map(plain);
    return spec.decorate ? spec.decorate(ctx, plainRows) : plainRows;
  }

  async function find(ctx: Context, id: number): Promise<Row> {
    const rows = await ctx.orm
      .select(spec.select)
      .from(table)
      .where(and(mine(ctx), eq(table.id, id)))
      .limit(1);
    if (rows.length === 0) throw notFound();
    return (await decorate(ctx, rows))[0] as Row;
  }

  async function checkUnique(ctx: Context, input: Record<string, unknown>, id: number | null) {
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

  async function page(ctx: Context, query: Record<string, unknown> & { page: number; page_size: number; sort: string }) {
    const where = await filterOf(ctx, query);
    const descending = query.sort.startsWith('-');
    const column = spec.sorts[query.sort.replace(/^-/, '')] ?? table.id;
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

  async function insert(ctx: Context, input: Record<string, unknown>): Promise<number> {
    await checkUnique(ctx, input, null);
    const prepared = await prepare(ctx, input, null);
    const [created] = (await ctx.orm
      .insert(table)
      .values({ ...prepared.values, enterprise_id: ctx.enterpriseId, created_by: ctx.accountId, updated_by: ctx.accountId } as never)
      .returning({ id: table.id })) as Array<{ id: number }>;
    const id = created?.id as number;
    await prepared.children?.(ctx.orm, id);
    return id;
  }

  async function add(ctx: Context, input: Record<string, unknown>) {
    return ctx.orm.transaction(async (tx) => {
      const inner = { ...ctx, orm: tx };
      const id = await insert(inner, input);
      const after = await find(inner, id);
      await writeAudit(tx, ctx.request, { action: `${spec.objectType}.add`, objectType: spec.objectType, objectId: id, after });
      return after;
    });
  }

  async function update(ctx: Context, id: number, input: Record<string, unknown>) {
    return ctx.orm.transaction(async (tx) => {
      const inner = { ...ctx, orm: tx };
      const before = await find(inner, id);
      spec.guardChange?.(inner, before, 'update');
      await checkUnique(inner, input, id);
      const prepared = await prepare(inner, input, id);
      await tx
        .update(table)
        .set({ ...prepared.values, updated_by: ctx.accountId, updated_at: new Date() } as never)
        .where(and(mine(ctx), eq(table.id, id)));
      await prepared.children?.(tx, id);
      const after = await find(inner, id);
      await writeAudit(tx, ctx.request, { action: `${spec.objectType}.update`, objectType: spec.objectType, objectId: id, before, after });
      return after;
    });
  }

  async function remove(ctx: Context, id: number) {
    await ctx.orm.transaction(async (tx) => {
      const inner = { ...ctx, orm: tx };
      const before = await find(inner, id);
      spec.guardChange?.(inner, before, 'delete');
      const uses: string[] = [];
      for (const reference of spec.references ?? []) {
        const count = await reference.count(tx, id);
        if (count > 0) uses.push(ctx.t(reference.labelKey, { count }));
      }
      if (uses.length > 0) throw conflict('errors.stillReferenced', { uses: uses.join(ctx.t('common.listSeparator')) });
      await tx.delete(table).where(and(mine(ctx), eq(table.id, id)));
      await writeAudit(tx, ctx.request, { action: `${spec.objectType}.delete`, objectType: spec.objectType, objectId: id, before });
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
          ids.length > 0 ? inArray(table.id, ids) : eq(table.status, 1),
          keyword ? or(ilike(codeColumn, keyword), ilike(name, keyword)) : undefined,
        ),
      )
      .orderBy(asc(codeColumn))
      .limit(OPTIONS_LIMIT);
  }

  async function exportRows(ctx: Context, reply: FastifyReply, query: Record<string, unknown> & { format: 'xlsx' | 'csv' }) {
    const where = await filterOf(ctx, query);
    await writeAudit(ctx.orm, ctx.request, { action: `${spec.objectType}.export`, objectType: spec.objectType, after: query });
    return sendExport(reply, {
      format: query.format,
      baseName: spec.path,
      columns: spec.exportColumns(ctx.t),
      rows: inPages(async (after) => {
        const rows = await ctx.orm
          .select(spec.select)
          .from(table)
          .where(and(where, gt(table.id, after)))
          .orderBy(asc(table.id))
          .limit(EXPORT_PAGE);
        return decorate(ctx, rows);
      }),
    });
  }

  /** All or nothing: every row is checked, and written only when no row has a problem. */
  async function importFile(ctx: Context, file: Buffer) {
    const importSpec = spec.import;
    if (!importSpec) throw notFound();
    const table = await readImportFile(file, IMPORT_MAX_ROWS);
    const missing = importSpec.columns.filter((c) => !table.headers.includes(c));
    if (missing.length > 0) throw badRequest('errors.importColumnsMissing', { columns: missing.join(', ') });
    const { inputs, errors } = await importSpec.toInputs(ctx, table.rows);
    const seen = new Map<string, number>();
    const parsed: Array<{ row: number; input: Record<string, unknown>; late?: ImportInput['late'] }> = [];
    for (const { row, input, late } of inputs) {
      const result = (spec.input as AnySchema).safeParse(input);
      if (!result.success) {
        for (const issue of result.error.issues)
          errors.push({ row, field: String(issue.path[0] ?? ''), message: issueMessage(ctx, issue) });
        continue;
      }
      for (const { field } of unique) {
        const value = result.data[field];
        if (value === null || value === undefined || value === '') continue;
        const key = `${field}\u0000${String(value)}`;
        if (seen.has(key)) errors.push({ row, field, message: ctx.t('errors.importDuplicate', { name: String(value) }) });
        seen.set(key, row);
      }
      parsed.push({ row, input: result.data, late });
    }
    if (errors.length > 0) return { imported: 0, errors: sortErrors(errors) };
    const ids: number[] = [];
    try {
      await ctx.orm.transaction(async (tx) => {
        const inner = { ...ctx, orm: tx };
        for (const { row, input, late } of parsed) {
          try {
            ids.push(await insert(inner, late ? { ...input, ...(await late(inner)) } : input));
          } catch (error) {
            // A concurrent write took one of the row's unique values; PostgreSQL has aborted the
            // transaction, so the file is refused here, naming the row.
            if (isUniqueViolation(error)) {
              errors.push({ row, field: '', message: ctx.t('errors.duplicate') });
              throw new ImportRejected();
            }
            errors.push({ row, field: fieldOf(error), message: messageOf(ctx, error) });
          }
        }
        if (errors.length > 0) throw new ImportRejected();
        await writeAudit(tx, ctx.request, { action: `${spec.objectType}.import`, objectType: spec.objectType, after: { ids } });
      });
    } catch (error) {
      if (!(error instanceof ImportRejected)) throw error;
      return { imported: 0, errors: sortErrors(errors) };
    }
    return { imported: ids.length, errors: [] };
  }

  return { find, page, add, update, remove, options, exportRows, importFile };
}

class ImportRejected extends Error {}

function sortErrors(errors: RowError[]) {
  return errors.sort((a, b) => a.row - b.row);
}

function issueMessage(ctx: Context, issue: z.core.$ZodIssue): string {
  if (issue.message.startsWith('validation.')) return ctx.t(issue.message);
  if (issue.code === 'too_big') return ctx.t('validation.tooLong', { max: String(issue.maximum) });
  if (issue.code === 'too_small') return ctx.t('validation.required');
  return ctx.t('validation.invalidValue');
}

function fieldOf(error: unknown): string {
  const candidate = error as { field?: string; vars?: { field?: string } };
  return candidate.field ?? candidate.vars?.field ?? '';
}

function messageOf(ctx: Context, error: unknown): string {
  const candidate = error as {
    reasonKey?: string;
    reasonVars?: Record<string, string>;
    messageKey?: string;
    vars?: Record<string, string>;
  };
  if (candidate.reasonKey) return ctx.t(candidate.reasonKey, candidate.reasonVars);
  if (candidate.messageKey) return ctx.t(candidate.messageKey, candidate.vars);
  throw error;
}

/** Registers the resource's calls with their permissions, schemas and OpenAPI descriptions. */
export function registerResource(app: FastifyInstance, spec: ResourceSpec, service = resourceService(spec)) {
  const r = routesOf(app);
  const area = spec.area ?? 'base';
  const base = `/api/${area}/${spec.path}`;
  const tags = [`${area}: ${spec.path}`];
  const routes = new Set(spec.routes ?? ALL_ROUTES);
  const grant = (action: string): Permission => (spec.actions.includes(action) ? button(`${spec.menuKey}:${action}`) : menu(spec.menuKey));
  const writes = { ...errorResponses, 404: errorEnvelope, 409: errorEnvelope };
  const input = spec.input ?? z.object({});
  const updateBody = input.extend({ id: idBody.shape.id });
  const ctx = (request: FastifyRequest) => contextOf(app, request);

  if (routes.has('pagelist'))
    r.get(
      `${base}/pagelist`,
      {
        config: { permission: menu(spec.menuKey) },
        schema: {
          tags,
          summary: `A page of ${spec.path}, filtered and sorted`,
          querystring: spec.query,
          response: { 200: envelope(pageOf(spec.row)), ...errorResponses },
        },
      },
      async (request) => ok(await service.page(ctx(request), request.query as never)),
    );
  if (routes.has('detail'))
    r.get(
      `${base}/detail`,
      {
        config: { permission: menu(spec.menuKey) },
        schema: { tags, summary: 'One record', querystring: idBody, response: { 200: envelope(spec.row), ...writes } },
      },
      async (request) => ok(await service.find(ctx(request), request.query.id)),
    );
  if (spec.pick)
    r.get(
      `${base}/options`,
      {
        config: { permission: SIGNED_IN },
        schema: {
          tags,
          summary: 'Up to 50 enabled records (id, code, name) for reference pickers; `ids` fetches given ones',
          querystring: optionQuery,
          response: { 200: envelope(z.array(option)), ...errorResponses },
        },
      },
      async (request) => ok(await service.options(ctx(request), request.query)),
    );
  if (routes.has('add'))
    r.post(
      `${base}/add`,
      {
        config: { permission: button(`${spec.menuKey}:add`) },
        schema: { tags, summary: 'Add a record', body: input, response: { 200: envelope(spec.row), ...writes } },
      },
      async (request) => ok(await service.add(ctx(request), request.body as Record<string, unknown>)),
    );
  if (routes.has('update'))
    r.post(
      `${base}/update`,
      {
        config: { permission: button(`${spec.menuKey}:update`) },
        schema: {
          tags,
          summary: 'Change a record (disabling is always possible)',
          body: updateBody,
          response: { 200: envelope(spec.row), ...writes },
        },
      },
      async (request) => {
        const { id, ...input } = request.body as Record<string, unknown> & { id: number };
        return ok(await service.update(ctx(request), id, input));
      },
    );
  if (routes.has('delete'))
    r.post(
      `${base}/delete`,
      {
        config: { permission: button(`${spec.menuKey}:delete`) },
        schema: {
          tags,
          summary: 'Delete a record; 409 names what still refers to it',
          body: idBody,
          response: { 200: envelope(z.null()), ...writes },
        },
      },
      async (request) => {
        await service.remove(ctx(request), request.body.id);
        return ok(null);
      },
    );
  if (routes.has('export'))
    r.get(
      `${base}/export`,
      {
        config: { permission: grant('export') },
        schema: {
          tags,
          summary: 'Every record of the filter as xlsx or CSV (streamed; CSV is UTF-8 with BOM, formulas escaped)',
          querystring: spec.query.omit({ page: true, page_size: true, sort: true }).extend({ format: exportFormat }),
        },
      },
      (request, reply) => service.exportRows(ctx(request), reply, request.query as never),
    );
  if (!spec.import) return;
  const importSpec = spec.import;
  r.get(
    `${base}/import-template`,
    {
      config: { permission: button(`${spec.menuKey}:import`) },
      schema: { tags, summary: 'An import file with the expected columns and one example row', querystring: templateQuery },
    },
    (request, reply) =>
      sendExport(reply, {
        format: request.query.format,
        baseName: `${spec.path}-import-template`,
        columns: importSpec.columns.map((key) => ({ header: key, value: (row: Record<string, string>) => row[key] ?? '' })),
        rows: (async function* () {
          yield [importSpec.example];
        })(),
      }),
  );
  r.post(
    `${base}/import`,
    {
      config: { permission: button(`${spec.menuKey}:import`) },
      schema: {
        tags,
        summary: `Import ${spec.path} from xlsx or CSV (multipart field "file"): all rows or none; 422 lists each bad row`,
        consumes: ['multipart/form-data'],
        response: { ...errorResponses, 200: envelope(importResult), 422: envelope(importResult), 413: errorEnvelope },
      },
    },
    async (request, reply) => {
      const result = await service.importFile(ctx(request), await readUploadedFile(request, 'errors.importEmpty'));
      if (result.errors.length > 0) {
        return reply
          .code(422)
          .send({ status_code: 422, message: request.t('errors.importHasErrors', { count: result.errors.length }), data: result });
      }
      return ok(result);
    },
  );
}
