import { REQUEST_ID_HEADER } from '@trace/contract/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AccessCache } from './access/access-cache.ts';
import { AddressWindow } from './address-window.ts';
import { authenticate, authenticateIntegration, authorize, bearerCredentials, noteIntegrationUse } from './auth.ts';
import { AppError, noPermission } from './errors.ts';
import { languageOf, translator } from './i18n.ts';
import type { Permission } from './permission.ts';

/** Every registered route with what it declared: the authorization matrix of the API. */
export type DeclaredRoute = { method: string; url: string; permission: Permission | undefined };

const DOCS_PREFIX = '/api/docs';

/** The EPCIS repository: the only routes an integration token reaches. */
function isEpcisUrl(url: string): boolean {
  return url === '/epcis' || url.startsWith('/epcis/') || url.startsWith('/epcis?');
}

/** API and EPCIS routes must declare a permission; the docs UI and the console's files are public by nature. */
export function isGuardedUrl(url: string): boolean {
  return (url.startsWith('/api/') && !url.startsWith(DOCS_PREFIX)) || isEpcisUrl(url);
}

/**
 * Runs before body parsing on every request: language, request id, shutdown refusal, then the
 * permission check the route declared. Undeclared API routes are refused (deny by default).
 */
export function installGuard(app: FastifyInstance) {
  const declared: DeclaredRoute[] = [];
  const accessCache = new AccessCache(app.db);
  const integrationWindow = new AddressWindow(app.config.integrationRequestsPerMinute, 60_000, () => app.clock.now().getTime());
  app.decorate('declaredRoutes', declared);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) declared.push({ method, url: route.url, permission: route.config?.permission });
  });
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.decorateRequest('lang', 'en');
  app.decorateRequest('t', null as never);
  app.decorateRequest('auth', null);

  app.addHook('onRequest', async (request: FastifyRequest, reply) => {
    request.lang = languageOf(request.headers['accept-language']);
    request.t = translator(request.lang);
    request.auth = null;
    reply.header(REQUEST_ID_HEADER, request.id);
    if (closing) {
      throw new AppError(503, 503, 'errors.shuttingDown', {}, { 'retry-after': '5' });
    }
    // The route's own pattern, as the router matched it: a percent-encoded or absolute-form target
    // names the same route, so the guard is never skipped by spelling (404s have none).
    const route = request.routeOptions.url;
    if (request.is404 || route === undefined || !isGuardedUrl(route)) return;
    const permission = request.routeOptions.config.permission;
    if (!permission) throw noPermission();
    // A device-key route's own plugin authenticates the key (the platform does not know lines).
    if (permission.kind === 'public' || permission.kind === 'device-key') return;
    // A partner system's integration token, on the EPCIS routes only; a person's session goes first.
    const integration = isEpcisUrl(route) && !request.headers.token ? bearerCredentials(request.headers.authorization) : undefined;
    request.auth =
      integration === undefined
        ? await authenticate(app, request, accessCache)
        : await authenticateIntegration(app, integration, accessCache, integrationWindow);
    await authorize(request.auth, permission);
    await noteIntegrationUse(app, request.auth);
  });

  app.addHook('onSend', async (request, reply) => {
    // Answers finished during shutdown close their connection, so no idle keep-alive holds it up.
    if (closing) reply.header('connection', 'close');
    const path = request.routeOptions.url ?? request.url;
    if (path.startsWith('/api/') && !path.startsWith(DOCS_PREFIX)) reply.header('cache-control', 'no-store');
  });
}
