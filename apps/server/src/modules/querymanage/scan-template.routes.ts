import { envelope, errorEnvelope } from '@trace/contract/api';
import { idBody } from '@trace/contract/list';
import { previewProduct, previewProductQuery, template, templateInput, templateUpdate } from '@trace/contract/scan-template';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { contextOf } from '../../platform/context.ts';
import { ok } from '../../platform/envelope.ts';
import { button, menu } from '../../platform/permission.ts';
import { registerResource } from '../../platform/resource/routes.ts';
import { errorResponses, routesOf } from '../../platform/routes.ts';
import { carouselResource, templateResource } from './scan-template.resource.ts';
import {
  addTemplate,
  carouselService,
  newTemplateVersion,
  previewProductOf,
  publishTemplate,
  removeTemplate,
  templateService,
  updateTemplate,
} from './scan-template.service.ts';

const tags = ['querymanage: templates'];
const writes = { ...errorResponses, 404: errorEnvelope, 409: errorEnvelope };

/**
 * Scan templates (`/api/querymanage/templates/…`, menu `scancode`: add, update, delete, publish)
 * and their carousel images (`/api/querymanage/carousel/…`, menu `yyscancode`).
 */
export async function scanTemplateRoutes(app: FastifyInstance) {
  registerResource(app, templateResource, templateService);
  registerResource(app, carouselResource, carouselService);
  const r = routesOf(app);
  r.post(
    '/api/querymanage/templates/add',
    {
      config: { permission: button('scancode:add') },
      schema: {
        tags,
        summary: 'A new template as a draft: the next version of its scope target (enterprise default, a brand or a product)',
        body: templateInput,
        response: { 200: envelope(template), ...writes },
      },
    },
    async (request) => ok(await addTemplate(contextOf(request), request.body)),
  );
  r.post(
    '/api/querymanage/templates/update',
    {
      config: { permission: button('scancode:update') },
      schema: {
        tags,
        summary: "A draft's name and blocks; 409 for a published or archived version (make the next version instead)",
        body: templateUpdate,
        response: { 200: envelope(template), ...writes },
      },
    },
    async (request) => ok(await updateTemplate(contextOf(request), request.body)),
  );
  r.post(
    '/api/querymanage/templates/new-version',
    {
      config: { permission: button('scancode:update') },
      schema: {
        tags,
        summary: "The next version of a template's scope target as a draft, copying its blocks and carousel; 409 when a draft exists",
        body: idBody,
        response: { 200: envelope(template), ...writes },
      },
    },
    async (request) => ok(await newTemplateVersion(contextOf(request), request.body.id)),
  );
  r.post(
    '/api/querymanage/templates/publish',
    {
      config: { permission: button('scancode:publish') },
      schema: {
        tags,
        summary: 'Publish a draft; the version published before for the same scope target is archived',
        body: idBody,
        response: { 200: envelope(template), ...writes },
      },
    },
    async (request) => ok(await publishTemplate(contextOf(request), request.body.id)),
  );
  r.post(
    '/api/querymanage/templates/delete',
    {
      config: { permission: button('scancode:delete') },
      schema: {
        tags,
        summary: 'Delete a draft with its carousel images; 409 for a published or archived version',
        body: idBody,
        response: { 200: envelope(z.null()), ...writes },
      },
    },
    async (request) => {
      await removeTemplate(contextOf(request), request.body.id);
      return ok(null);
    },
  );
  r.get(
    '/api/querymanage/templates/preview-product',
    {
      config: { permission: menu('scancode') },
      schema: {
        tags,
        summary: 'A product as the scan page shows it (name, images, attributes, brand story), for the preview',
        querystring: previewProductQuery,
        response: { 200: envelope(previewProduct), ...errorResponses, 404: errorEnvelope },
      },
    },
    async (request) => ok(await previewProductOf(contextOf(request), request.query.product_id)),
  );
}
