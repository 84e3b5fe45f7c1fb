import { envelope, errorEnvelope } from '@trace/contract/api';
import {
  enterpriseInput,
  enterpriseProfile,
  productAttribute,
  productAttributesBody,
  productPage,
  productPageInput,
  uploadResult,
} from '@trace/contract/base';
import { id } from '@trace/contract/fields';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { contextOf, publicContextOf } from '../../platform/context.ts';
import { ok } from '../../platform/envelope.ts';
import { anyButton, button, menu, PUBLIC } from '../../platform/permission.ts';
import { registerResource } from '../../platform/resource/routes.ts';
import { errorResponses, routesOf } from '../../platform/routes.ts';
import { readUploadedFile } from '../../platform/upload.ts';
import { brandResource } from './brand.resource.ts';
import { certificateResource } from './certificate.resource.ts';
import { dealerResource } from './dealer.resource.ts';
import { enterpriseDetail, updateEnterprise } from './enterprise.service.ts';
import { hierarchyResource } from './hierarchy.resource.ts';
import { materialResource } from './material.resource.ts';
import { outsourcingResource } from './outsourcing.resource.ts';
import { productResource } from './product.resource.ts';
import { productAttributesOf, productPageOf, saveProductAttributes, saveProductPage } from './product-content.service.ts';
import { unitResource } from './unit.resource.ts';
import { readImage, storeImage } from './uploads.ts';
import { warehouseResource } from './warehouse.resource.ts';

const productIdQuery = z.object({ product_id: id });
const withNotFound = { ...errorResponses, 404: errorEnvelope };
/**
 * Who may upload an image (served publicly once stored): whoever may edit something that shows
 * one. Products, their pages, certificates and categories, the enterprise, scan templates and
 * their carousel.
 */
const IMAGE_EDITORS = anyButton(
  'productlist:add',
  'productlist:update',
  'productaddedit:add',
  'productaddedit:update',
  'productpages:add',
  'productpages:update',
  'prodcutextend:update',
  'productsort:add',
  'productsort:update',
  'enterprise:update',
  'scancode:add',
  'scancode:update',
  'yyscancode:add',
  'yyscancode:update',
);

/** Master data: `/api/base/<resource>/<action>` (menu `base`). */
export async function baseRoutes(app: FastifyInstance) {
  registerResource(app, brandResource);
  registerResource(app, unitResource);
  registerResource(app, productResource);
  registerResource(app, certificateResource);
  registerResource(app, hierarchyResource);
  registerResource(app, warehouseResource);
  registerResource(app, dealerResource);
  registerResource(app, materialResource);
  registerResource(app, outsourcingResource);
  const r = routesOf(app);

  r.get(
    '/api/base/products/attributes',
    {
      config: { permission: menu('productlist') },
      schema: {
        tags: ['base: products'],
        summary: "A product's extended attributes in their order",
        querystring: productIdQuery,
        response: { 200: envelope(z.array(productAttribute)), ...withNotFound },
      },
    },
    async (request) => ok(await productAttributesOf(contextOf(request), request.query.product_id)),
  );
  r.post(
    '/api/base/products/attributes',
    {
      config: { permission: button('prodcutextend:update') },
      schema: {
        tags: ['base: products'],
        summary: "Replace a product's extended attributes (ordered key/value pairs shown on the scan page)",
        body: productAttributesBody,
        response: { 200: envelope(z.array(productAttribute)), ...withNotFound },
      },
    },
    async (request) => ok(await saveProductAttributes(contextOf(request), request.body)),
  );
  r.get(
    '/api/base/products/page',
    {
      config: { permission: menu('productlist') },
      schema: {
        tags: ['base: products'],
        summary: "A product's consumer page content",
        querystring: productIdQuery,
        response: { 200: envelope(productPage), ...withNotFound },
      },
    },
    async (request) => ok(await productPageOf(contextOf(request), request.query.product_id)),
  );
  r.post(
    '/api/base/products/page',
    {
      config: { permission: button('productpages:update') },
      schema: {
        tags: ['base: products'],
        summary: "Save a product's consumer page (rich text is sanitised: nothing that runs is kept)",
        body: productPageInput,
        response: { 200: envelope(productPage), ...withNotFound },
      },
    },
    async (request) => ok(await saveProductPage(contextOf(request), request.body)),
  );

  r.get(
    '/api/base/enterprise/detail',
    {
      config: { permission: menu('enterprise') },
      schema: {
        tags: ['base: enterprise'],
        summary: "The enterprise's profile",
        response: { 200: envelope(enterpriseProfile), ...errorResponses },
      },
    },
    async (request) => ok(await enterpriseDetail(contextOf(request))),
  );
  r.post(
    '/api/base/enterprise/update',
    {
      config: { permission: button('enterprise:update') },
      schema: {
        tags: ['base: enterprise'],
        summary: "Save the enterprise's profile (credit code and GS1 prefix checked)",
        body: enterpriseInput,
        response: { 200: envelope(enterpriseProfile), ...errorResponses },
      },
    },
    async (request) => ok(await updateEnterprise(contextOf(request), request.body)),
  );

  r.post(
    '/api/base/uploads/image',
    {
      config: { permission: IMAGE_EDITORS },
      schema: {
        tags: ['base: uploads'],
        summary: 'Upload a PNG, JPEG, GIF or WebP image (multipart field "file", at most 1 MiB); answers its path',
        consumes: ['multipart/form-data'],
        response: { 200: envelope(uploadResult), ...errorResponses, 413: errorEnvelope },
      },
    },
    async (request) => {
      return ok(await storeImage(contextOf(request), await readUploadedFile(request, 'errors.uploadEmpty')));
    },
  );
  r.get(
    '/api/base/uploads/:name',
    {
      // Product images appear on the public scan page.
      config: { permission: PUBLIC },
      schema: { tags: ['base: uploads'], summary: 'An uploaded image', params: z.object({ name: z.string().max(64) }) },
    },
    async (request, reply) => {
      const image = await readImage(publicContextOf(request), request.params.name);
      return reply
        .type(image.type)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('content-disposition', 'inline')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(image.data);
    },
  );
}
