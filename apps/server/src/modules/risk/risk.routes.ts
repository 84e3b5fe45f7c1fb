import { envelope, errorEnvelope } from '@trace/contract/api';
import { option, optionQuery } from '@trace/contract/base';
import { idBody } from '@trace/contract/list';
import {
  enterpriseRiskInput,
  myWarnings as myWarningsAnswer,
  productRiskInput,
  productRiskRemove,
  riskParams,
  warning,
  warningAssign,
  warningConfirm,
  warningDetail as warningDetailAnswer,
  warningDismiss,
  warningMap as warningMapAnswer,
  warningMapQuery,
  warningResolve,
} from '@trace/contract/risk';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { employeeOptions } from '../../platform/access/employees.ts';
import { contextOf } from '../../platform/context.ts';
import { ok } from '../../platform/envelope.ts';
import { button, menu, SIGNED_IN } from '../../platform/permission.ts';
import { registerResource } from '../../platform/resource/routes.ts';
import { errorResponses, routesOf } from '../../platform/routes.ts';
import { inspectionRoutes } from './inspection.routes.ts';
import { removeProductRisk, riskParamsOf, saveEnterpriseRisk, saveProductRisk } from './risk-params.service.ts';
import { warningResource } from './warning.resource.ts';
import {
  assignWarning,
  confirmWarning,
  dismissWarning,
  myWarnings,
  resolveWarning,
  warningDetail,
  warningMap,
  warningService,
} from './warning.service.ts';
import { webhookRoutes } from './webhook.routes.ts';

const writes = { ...errorResponses, 404: errorEnvelope, 409: errorEnvelope };
const PARAMS = '/api/inspect/riskparams';
const WARNINGS = '/api/inspect/warnings';
/** The warning parameters' one button guards the risk rules as it guards the counting. */
const PARAMS_UPDATE = button('warningparam:update');
const WARNING_UPDATE = button('queryconsumerwarning:update');

/** The risk rules (`/api/inspect/riskparams/…`, menu `warningparam`). */
async function riskParamsRoutes(app: FastifyInstance) {
  const r = routesOf(app);
  const tags = ['inspect: risk rules'];
  r.get(
    PARAMS,
    {
      config: { permission: menu('warningparam') },
      schema: {
        tags,
        summary: "The risk rules in force (the enterprise's, each product's override) and the versions saved, newest first (at most 50)",
        response: { 200: envelope(riskParams), ...errorResponses },
      },
    },
    async (request) => ok(await riskParamsOf(contextOf(request))),
  );
  r.post(
    `${PARAMS}/default/save`,
    {
      config: { permission: PARAMS_UPDATE },
      schema: {
        tags,
        summary:
          "Save the enterprise's risk rules as a new version, in force from now (scans made before are judged by the version they were made under): diversion level, devices and window, GPS only, exempt dealers; clone speed and burst; leak grace",
        body: enterpriseRiskInput,
        response: { 200: envelope(riskParams), ...writes },
      },
    },
    async (request) => ok(await saveEnterpriseRisk(contextOf(request), request.body)),
  );
  r.post(
    `${PARAMS}/product/save`,
    {
      config: { permission: PARAMS_UPDATE },
      schema: {
        tags,
        summary: "Save a product's own risk rules as a new version, in force from now for its codes",
        body: productRiskInput,
        response: { 200: envelope(riskParams), ...writes },
      },
    },
    async (request) => ok(await saveProductRisk(contextOf(request), request.body)),
  );
  r.post(
    `${PARAMS}/product/remove`,
    {
      config: { permission: PARAMS_UPDATE },
      schema: {
        tags,
        summary: "End a product's override (a new version): its codes are judged by the enterprise's rules from now on",
        body: productRiskRemove,
        response: { 200: envelope(riskParams), ...writes },
      },
    },
    async (request) => ok(await removeProductRisk(contextOf(request), request.body)),
  );
}

/** Warnings (`/api/inspect/warnings/…`, menu `queryconsumerwarning`). */
async function warningRoutes(app: FastifyInstance) {
  registerResource(app, warningResource, warningService);
  const r = routesOf(app);
  const tags = ['inspect: warnings'];
  r.post(
    `${WARNINGS}/detail`,
    {
      config: { permission: menu('queryconsumerwarning') },
      schema: {
        tags,
        summary:
          'A warning with its evidence: the scans with their map points, the dealer chain and document, the print trail of a leak, its changes',
        body: idBody,
        response: { 200: envelope(warningDetailAnswer), ...writes },
      },
    },
    async (request) => ok(await warningDetail(contextOf(request), request.body.id)),
  );
  r.get(
    `${WARNINGS}/map`,
    {
      config: { permission: menu('queryconsumerwarning') },
      schema: {
        tags,
        summary: "Live warnings by the province they were observed in, or a province's cities",
        querystring: warningMapQuery,
        response: { 200: envelope(warningMapAnswer), ...errorResponses },
      },
    },
    async (request) => ok(await warningMap(contextOf(request), request.query)),
  );
  r.get(
    `${WARNINGS}/assignees`,
    {
      config: { permission: WARNING_UPDATE },
      schema: {
        tags,
        summary: 'Up to 50 enabled employees (id, account, name) a warning may be assigned to; `ids` fetches given ones',
        querystring: optionQuery,
        response: { 200: envelope(z.array(option)), ...errorResponses },
      },
    },
    async (request) => ok(await employeeOptions(contextOf(request), request.query)),
  );
  r.get(
    `${WARNINGS}/mine`,
    {
      config: { permission: SIGNED_IN },
      schema: {
        tags,
        summary: 'How many live warnings are assigned to the signed-in person',
        response: { 200: envelope(myWarningsAnswer), ...errorResponses },
      },
    },
    async (request) => ok(await myWarnings(contextOf(request))),
  );
  r.post(
    `${WARNINGS}/assign`,
    {
      config: { permission: WARNING_UPDATE },
      schema: {
        tags,
        summary: 'Assign an open or assigned warning to an employee; 409 when it was confirmed, dismissed or resolved meanwhile',
        body: warningAssign,
        response: { 200: envelope(warning), ...writes },
      },
    },
    async (request) => ok(await assignWarning(contextOf(request), request.body)),
  );
  r.post(
    `${WARNINGS}/confirm`,
    {
      config: { permission: WARNING_UPDATE },
      schema: {
        tags,
        summary: 'Confirm an open or assigned warning (with a note); 409 when it was handled meanwhile',
        body: warningConfirm,
        response: { 200: envelope(warning), ...writes },
      },
    },
    async (request) => ok(await confirmWarning(contextOf(request), request.body)),
  );
  r.post(
    `${WARNINGS}/dismiss`,
    {
      config: { permission: WARNING_UPDATE },
      schema: {
        tags,
        summary:
          'Dismiss an open or assigned warning with a reason: its key stays quiet until new scans cross the threshold again; 409 when handled meanwhile',
        body: warningDismiss,
        response: { 200: envelope(warning), ...writes },
      },
    },
    async (request) => ok(await dismissWarning(contextOf(request), request.body)),
  );
  r.post(
    `${WARNINGS}/resolve`,
    {
      config: { permission: WARNING_UPDATE },
      schema: {
        tags,
        summary: 'Resolve a confirmed warning with the action taken (a penalty note, an amount, a follow-up); 409 unless confirmed',
        body: warningResolve,
        response: { 200: envelope(warning), ...writes },
      },
    },
    async (request) => ok(await resolveWarning(contextOf(request), request.body)),
  );
}

export async function riskRoutes(app: FastifyInstance) {
  await app.register(riskParamsRoutes);
  await app.register(warningRoutes);
  await app.register(inspectionRoutes);
  await app.register(webhookRoutes);
}
