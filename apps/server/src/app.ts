import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransformObject, serializerCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { baseModule } from './modules/base/base.public.ts';
import { codesModule } from './modules/codes/codes.public.ts';
import { consumerModule } from './modules/consumer/consumer.public.ts';
import { dashboardModule } from './modules/dashboard/dashboard.public.ts';
import { epcisModule } from './modules/epcis/epcis.public.ts';
import { inspectModule } from './modules/inspect/inspect.public.ts';
import { orgModule } from './modules/org/org.public.ts';
import { physicalModule } from './modules/physical/physical.public.ts';
import { plantModule } from './modules/plant/plant.public.ts';
import { querymanageModule } from './modules/querymanage/querymanage.public.ts';
import { reportModule } from './modules/report/report.public.ts';
import { riskModule } from './modules/risk/risk.public.ts';
import { scanModule } from './modules/scan/scan.public.ts';
import { ssoModule } from './modules/sso/sso.public.ts';
import { taggingModule } from './modules/tagging/tagging.public.ts';
import { installBulkBodies } from './platform/bulk-body.ts';
import { answerClientError, answerRouterError } from './platform/client-error.ts';
import { type Clock, systemClock } from './platform/clock.ts';
import { installErrorHandling, installNotFound } from './platform/error-handler.ts';
import './platform/fastify-types.ts';
import { IMPORT_MAX_BYTES } from '@trace/contract/transfer';
import { installGuard } from './platform/guard.ts';
import { healthRoutes } from './platform/health.routes.ts';
import { startImportWorker, stopImportWorkers } from './platform/import-file.ts';
import { jobsPlatform } from './platform/jobs/jobs.plugin.ts';
import { describeRoute } from './platform/openapi.ts';
import { installSecurityHeaders } from './platform/security-headers.ts';
import { installStorableTextRule } from './platform/storable-text.ts';
import { VERSION } from './platform/version.ts';
import { serveWebConsole } from './platform/web-console.ts';

export type AppOptions = { config: Config; db: Database; clock?: Clock; logger?: boolean };

/** The business modules, each entered through its public surface. */
const modules = [
  ssoModule,
  orgModule,
  baseModule,
  codesModule,
  taggingModule,
  inspectModule,
  plantModule,
  physicalModule,
  scanModule,
  querymanageModule,
  consumerModule,
  riskModule,
  reportModule,
  epcisModule,
  dashboardModule,
];

/** The logged form of a URL: the query string of the original console may carry a token. */
function redactUrl(url: string): string {
  return url.replace(/([?&]token=)[^&]*/gi, '$1[redacted]');
}

/** Builds the whole server without listening, so tests drive it with inject(). */
export async function buildApp({ config, db, clock = systemClock, logger = true }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger && {
      level: config.logLevel,
      serializers: {
        req: (req: { method: string; url: string; ip?: string }) => ({ method: req.method, url: redactUrl(req.url), ip: req.ip }),
      },
    },
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    return503OnClosing: false,
    requestTimeout: 120_000,
    // A path may carry a whole EPC (a Digital Link in `/epcis/epcs/{epc}/events`), past the router's 100 characters.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 2048 },
    clientErrorHandler: answerClientError,
    frameworkErrors: answerRouterError,
  });
  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('clock', clock);
  installBulkBodies(app);
  app.setSerializerCompiler(serializerCompiler);
  // Writes accept JSON only, so no cross-site "simple request" (text/plain form post) can reach them.
  app.removeContentTypeParser('text/plain');
  installGuard(app);
  installStorableTextRule(app);
  installErrorHandling(app);
  app.addHook('onListen', async () => startImportWorker());
  app.addHook('onClose', stopImportWorkers);

  installSecurityHeaders(app);
  await app.register(multipart, { limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6 } });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Product traceability console API', version: VERSION },
      components: {
        securitySchemes: {
          Token: { type: 'apiKey', in: 'header', name: 'Token' },
          IntegrationToken: {
            type: 'http',
            scheme: 'bearer',
            description: 'An integration token (it_…) issued on the information inquiry page; /epcis only',
          },
        },
      },
      security: [{ Token: [] }],
    },
    // Each operation also states its permission (x-permission) and, for uploads, its file field.
    transform: describeRoute,
    // Schemas with an id (the recursive trees) become named components that operations refer to.
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  app.get('/api/openapi.json', { config: { permission: { kind: 'public' } }, schema: { hide: true } }, () => app.swagger());

  await app.register(healthRoutes);
  await app.register(jobsPlatform);
  for (const module of modules) await app.register(module);
  installNotFound(app, await serveWebConsole(app));
  return app;
}
