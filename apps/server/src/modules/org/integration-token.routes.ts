import { envelope, errorEnvelope } from '@trace/contract/api';
import { integrationToken, integrationTokenInput, integrationTokenQuery, integrationTokenWithSecret } from '@trace/contract/epcis';
import { isoDate } from '@trace/contract/fields';
import { idBody, pageOf } from '@trace/contract/list';
import type { FastifyInstance } from 'fastify';
import { contextOf } from '../../platform/context.ts';
import { ok } from '../../platform/envelope.ts';
import { button } from '../../platform/permission.ts';
import { errorResponses, routesOf } from '../../platform/routes.ts';
import {
  integrationTokenService,
  issueIntegrationToken,
  revokeIntegrationToken,
  rotateIntegrationToken,
  updateIntegrationToken,
} from './integration-token.service.ts';

const writes = { ...errorResponses, 404: errorEnvelope, 409: errorEnvelope };
const base = '/api/org/integration-tokens';

/**
 * The console's management of integration tokens (the inquiry's integration tab): every call under
 * the `informationinquiry:integration` button, since a token acts for the whole enterprise.
 */
export async function integrationTokenRoutes(app: FastifyInstance) {
  const r = routesOf(app);
  const config = { permission: button('informationinquiry:integration') };
  const tags = ['org: integration tokens'];

  r.get(
    `${base}/pagelist`,
    {
      config,
      schema: {
        tags,
        summary: "A page of the enterprise's integration tokens (never their secrets), filtered by name or hint and state",
        querystring: integrationTokenQuery,
        response: { 200: envelope(pageOf(integrationToken)), ...errorResponses },
      },
    },
    async (request) => ok(await integrationTokenService.page(contextOf(request), request.query)),
  );
  r.post(
    `${base}/add`,
    {
      config,
      schema: {
        tags,
        summary:
          'Issue a token with epcis:read and/or epcis:capture (each only by who may do it: the inquiry menu, the capture button); an optional last day not before today; the answer carries the token, shown this once (only its SHA-256 is kept)',
        body: integrationTokenInput,
        response: { 200: envelope(integrationTokenWithSecret), ...writes },
      },
    },
    async (request) => ok(await issueIntegrationToken(contextOf(request), request.body)),
  );
  r.post(
    `${base}/update`,
    {
      config,
      schema: {
        tags,
        summary:
          "Change a live token's name, grants and last day (null: none; sent every time, so a rename never drops it); its secret stays. 409 once it is revoked",
        body: integrationTokenInput.extend({ id: idBody.shape.id, expires_on: isoDate.nullable() }),
        response: { 200: envelope(integrationToken), ...writes },
      },
    },
    async (request) => ok(await updateIntegrationToken(contextOf(request), request.body)),
  );
  r.post(
    `${base}/rotate`,
    {
      config,
      schema: {
        tags,
        summary:
          "Replace a live token's secret (only by who holds its grants): the old one stops working at once; the new one is shown this once. 409 once it is revoked or past its last day",
        body: idBody,
        response: { 200: envelope(integrationTokenWithSecret), ...writes },
      },
    },
    async (request) => ok(await rotateIntegrationToken(contextOf(request), request.body.id)),
  );
  r.post(
    `${base}/revoke`,
    {
      config,
      schema: {
        tags,
        summary: 'Revoke a token for good: it stops working at once and stays listed. 409 when it already is',
        body: idBody,
        response: { 200: envelope(integrationToken), ...writes },
      },
    },
    async (request) => ok(await revokeIntegrationToken(contextOf(request), request.body.id)),
  );
}
