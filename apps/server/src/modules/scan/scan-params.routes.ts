import { envelope, errorEnvelope } from '@trace/contract/api';
import { idBody } from '@trace/contract/list';
import {
  enterpriseScanParams,
  enterpriseScanParamsInput,
  productScanParams,
  productScanParamsInput,
  productScanParamsUpdate,
} from '@trace/contract/scan-params';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { contextOf } from '../../platform/context.ts';
import { ok } from '../../platform/envelope.ts';
import { button, menu } from '../../platform/permission.ts';
import { registerResource } from '../../platform/resource/routes.ts';
import { errorResponses, routesOf } from '../../platform/routes.ts';
import { productParamsResource } from './scan-params.resource.ts';
import {
  addProductParams,
  enterpriseParamsOf,
  productParamsService,
  removeProductParams,
  saveEnterpriseParams,
  updateProductParams,
} from './scan-params.service.ts';

const base = '/api/inspect/warningparams';
const tags = ['inspect: warningparams'];
const writes = { ...errorResponses, 404: errorEnvelope, 409: errorEnvelope };
/** The page's one button (`warningparam:update`) guards every change, defaults and overrides alike. */
const UPDATE = button('warningparam:update');

/**
 * Warning parameters, their scan part (menu `warningparam`, `/api/inspect/warningparams/…`): the
 * enterprise's defaults and per-product overrides of the counting.
 */
export async function scanParamsRoutes(app: FastifyInstance) {
  registerResource(app, productParamsResource, productParamsService);
  const r = routesOf(app);
  r.get(
    `${base}/default`,
    {
      config: { permission: menu('warningparam') },
      schema: {
        tags,
        summary: "The enterprise's scan parameters: counting and its internal address ranges (the built-in ones until it saves its own)",
        response: { 200: envelope(enterpriseScanParams), ...errorResponses },
      },
    },
    async (request) => ok(await enterpriseParamsOf(contextOf(request))),
  );
  r.post(
    `${base}/default/save`,
    {
      config: { permission: UPDATE },
      schema: {
        tags,
        summary:
          'Save the enterprise scan parameters: max queries (1–1000), repeat notice from (1 to max queries), dedupe window (0–1440 minutes), up to 50 internal address ranges (CIDR, IPv4 or IPv6)',
        body: enterpriseScanParamsInput,
        response: { 200: envelope(enterpriseScanParams), ...writes },
      },
    },
    async (request) => ok(await saveEnterpriseParams(contextOf(request), request.body)),
  );
  r.post(
    `${base}/add`,
    {
      config: { permission: UPDATE },
      schema: {
        tags,
        summary: "A product's own counting, overriding the enterprise's for its codes; 409 when the product has one",
        body: productScanParamsInput,
        response: { 200: envelope(productScanParams), ...writes },
      },
    },
    async (request) => ok(await addProductParams(contextOf(request), request.body)),
  );
  r.post(
    `${base}/update`,
    {
      config: { permission: UPDATE },
      schema: {
        tags,
        summary: "Change a product override's counting",
        body: productScanParamsUpdate,
        response: { 200: envelope(productScanParams), ...writes },
      },
    },
    async (request) => ok(await updateProductParams(contextOf(request), request.body)),
  );
  r.post(
    `${base}/delete`,
    {
      config: { permission: UPDATE },
      schema: {
        tags,
        summary: "Delete a product override: the product's codes count by the enterprise's parameters again",
        body: idBody,
        response: { 200: envelope(z.null()), ...writes },
      },
    },
    async (request) => {
      await removeProductParams(contextOf(request), request.body.id);
      return ok(null);
    },
  );
}
