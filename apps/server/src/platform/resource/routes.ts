import { envelope, errorEnvelope } from '@trace/contract/api';
import { option, optionQuery } from '@trace/contract/base';
import { declaredButton } from '@trace/contract/catalogue';
import { idBody, pageOf } from '@trace/contract/list';
import { exportFormat } from '@trace/contract/transfer';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type Context, contextOf } from '../context.ts';
import { ok } from '../envelope.ts';
import { importRoutes } from '../import-routes.ts';
import { button, menu, type Permission, SIGNED_IN } from '../permission.ts';
import { errorResponses, routesOf } from '../routes.ts';
import { importFile } from './import.ts';
import { resourceService } from './service.ts';
import { ALL_ROUTES, type AnyObjectSchema, type ResourceRow, type ResourceSpec } from './spec.ts';

/**
 * Registers a resource's calls with their permissions, schemas and OpenAPI descriptions. Reads
 * need the page's menu grant, writes and imports their catalogue button (a missing one stops the
 * start), exports their button where the page has one.
 */
export function registerResource<R extends ResourceRow, Q extends AnyObjectSchema, I extends AnyObjectSchema>(
  app: FastifyInstance,
  spec: ResourceSpec<R, Q, I>,
  service = resourceService(spec),
) {
  const r = routesOf(app);
  const area = spec.area ?? 'base';
  const base = `/api/${area}/${spec.path}`;
  const tags = [`${area}: ${spec.path}`];
  const routes = new Set(spec.routes ?? ALL_ROUTES);
  const write = (action: 'add' | 'update' | 'delete' | 'import'): Permission => {
    const code = declaredButton(spec.menuKey, action);
    if (!code) throw new Error(`Unknown button code in a route declaration: ${spec.menuKey}:${action}`);
    return button(code);
  };
  // Decision 25: a page whose catalogue entry has no export button exports with its menu grant.
  const exportCode = declaredButton(spec.menuKey, 'export');
  const exportGrant = exportCode ? button(exportCode) : menu(spec.menuKey);
  const writes = { ...errorResponses, 404: errorEnvelope, 409: errorEnvelope };
  const input = spec.input ?? z.object({});
  const updateBody = input.extend({ id: idBody.shape.id });
  type Query = z.output<Q>;
  type Input = z.output<I>;

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
      async (request) =>
        ok(await service.page(contextOf(request), request.query as Query & { page: number; page_size: number; sort: string })),
    );
  if (routes.has('detail'))
    r.get(
      `${base}/detail`,
      {
        config: { permission: menu(spec.menuKey) },
        schema: { tags, summary: 'One record', querystring: idBody, response: { 200: envelope(spec.row), ...writes } },
      },
      async (request) => ok(await service.find(contextOf(request), request.query.id)),
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
      async (request) => ok(await service.options(contextOf(request), request.query)),
    );
  if (routes.has('add'))
    r.post(
      `${base}/add`,
      {
        config: { permission: write('add') },
        schema: { tags, summary: 'Add a record', body: input, response: { 200: envelope(spec.row), ...writes } },
      },
      async (request) => ok(await service.add(contextOf(request), request.body as Input)),
    );
  if (routes.has('update'))
    r.post(
      `${base}/update`,
      {
        config: { permission: write('update') },
        schema: {
          tags,
          summary: 'Change a record (disabling is always possible)',
          body: updateBody,
          response: { 200: envelope(spec.row), ...writes },
        },
      },
      async (request) => {
        const { id, ...values } = request.body as Input & { id: number };
        return ok(await service.update(contextOf(request), id, values as Input));
      },
    );
  if (routes.has('delete'))
    r.post(
      `${base}/delete`,
      {
        config: { permission: write('delete') },
        schema: {
          tags,
          summary: 'Delete a record; 409 names what still refers to it',
          body: idBody,
          response: { 200: envelope(z.null()), ...writes },
        },
      },
      async (request) => {
        await service.remove(contextOf(request), request.body.id);
        return ok(null);
      },
    );
  if (routes.has('export'))
    r.get(
      `${base}/export`,
      {
        config: { permission: exportGrant },
        schema: {
          tags,
          summary: 'Every record of the filter as xlsx or CSV (streamed; CSV is UTF-8 with BOM, formulas escaped)',
          querystring: spec.query.omit({ page: true, page_size: true, sort: true }).extend({ format: exportFormat }),
        },
      },
      (request, reply) => service.exportRows(contextOf(request), reply, request.query as Query & { format: 'xlsx' | 'csv' }),
    );
  const importSpec = spec.import;
  if (!importSpec) return;
  importRoutes(app, {
    base,
    permission: write('import'),
    tags,
    what: spec.path,
    templateName: `${spec.path}-import-template`,
    columns: importSpec.columns,
    example: importSpec.example,
    run: (ctx: Context, file: Buffer) => importFile(service, ctx, file),
  });
}
