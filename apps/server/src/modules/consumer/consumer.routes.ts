import { randomBytes } from 'node:crypto';
import { SCAN_TEXT_MAX } from '@trace/contract/scan';
import { LANGUAGES, type Language, pickLanguage } from '@trace/i18n/languages';
import { entryDocument, type LanguageLink, scanDocument } from '@trace/scan-page/document.tsx';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import { enterpriseName } from '../../platform/access/enterprises.ts';
import { AddressWindow } from '../../platform/address-window.ts';
import { compressHtml } from '../../platform/compress-html.ts';
import { publicContextOf } from '../../platform/context.ts';
import { AppError, FieldError } from '../../platform/errors.ts';
import { translator } from '../../platform/i18n.ts';
import { PUBLIC } from '../../platform/permission.ts';
import { positionReferenceOf, previewOfScan, readScan, resolveScan } from '../scan/scan.public.ts';
import { enterpriseOfScanHost } from '../tagging/tagging.public.ts';
import { pageAssetsOf } from './consumer.assets.ts';
import { scanViewOf } from './consumer.view.ts';
import { itemLinksOf, type LinkType, linksetOf, resolverDescriptionOf } from './resolver.ts';

/** The browser's random id, so a reload is not a second query (kept a year; the server stores only its hash). */
const DEVICE_COOKIE = 'sd';
const DEVICE_MAX_AGE = 365 * 24 * 3600;
const LANGUAGE_NAMES: Record<Language, string> = { zh: '中文', en: 'English', es: 'Español', ja: '日本語' };

type PageQuery = { lang?: string; c?: string; m?: string };

/** The page's language: the one chosen on the page (`?lang=`), else the browser's. */
function pageLanguage(request: FastifyRequest): Language {
  const chosen = (request.query as PageQuery).lang;
  return (LANGUAGES as readonly string[]).includes(chosen ?? '') ? (chosen as Language) : pickLanguage(request.headers['accept-language']);
}

/** Links to the same page in each language. */
function languageLinks(request: FastifyRequest): LanguageLink[] {
  const url = new URL(request.url, 'http://page.invalid');
  return LANGUAGES.map((code) => {
    url.searchParams.set('lang', code);
    return { code, label: LANGUAGE_NAMES[code], href: `${url.pathname}${url.search}` };
  });
}

/** The page's origin as a scan host is kept (scheme and host, a default port left out); '' for a Host header no URL takes. */
function pageOrigin(request: FastifyRequest): string {
  try {
    return new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    return '';
  }
}

function deviceOf(request: FastifyRequest, reply: FastifyReply): string {
  const cookie = /(?:^|;\s*)sd=([A-Za-z0-9_-]{16,64})/.exec(request.headers.cookie ?? '')?.[1];
  if (cookie) return cookie;
  const device = randomBytes(16).toString('base64url');
  const secure = request.protocol === 'https' ? '; Secure' : '';
  reply.header('set-cookie', `${DEVICE_COOKIE}=${device}; Path=/; Max-Age=${DEVICE_MAX_AGE}; SameSite=Lax; HttpOnly${secure}`);
  return device;
}

/**
 * The consumer's scan page, rendered on the server so the verdict shows before any script runs:
 * `/m/q/<code>` (the printed short URL), `/c?c=<code>` (and `/c` alone: a form to type a code), the
 * GS1 Digital Link `/01/<gtin>/…/21/<serial>` and a pallet's `/00/<sscc>` on the same host. Every
 * page of a code is a scan, recorded and counted as the resolve API does; a HEAD (a link preview,
 * a checker) is answered as the GET would be, and records and counts nothing. Pages go compressed
 * as the request accepts.
 */
export async function consumerRoutes(app: FastifyInstance) {
  const assets = pageAssetsOf(app.config.webDist);
  // Pages one address may open a minute: PUBLIC_SCANS_PER_MINUTE, as for the resolve API (counted apart).
  const window = new AddressWindow(app.config.publicScansPerMinute, 60_000, () => app.clock.now().getTime());

  /** The page's language (also for the request's messages), its language links and its assets. */
  function partsOf(request: FastifyRequest) {
    const language = pageLanguage(request);
    request.lang = language;
    request.t = translator(language);
    return { language, languages: languageLinks(request), t: request.t, ...assets };
  }

  async function answer(request: FastifyRequest, reply: FastifyReply, scanned: string, manual: boolean) {
    const parts = partsOf(request);
    const t = parts.t;
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    const text = scanned.trim().slice(0, SCAN_TEXT_MAX);
    if (!text) return entryDocument(parts);
    const wait = window.hit(request.ip);
    if (wait > 0) {
      reply.code(429).header('retry-after', String(wait));
      return entryDocument(parts, t('errors.scanThrottled', { count: wait }));
    }
    const ctx = publicContextOf(request);
    const resolve = request.method === 'HEAD' ? previewOfScan : resolveScan;
    const { answer, scan } = await resolve(ctx, { code: text, manual, device: deviceOf(request, reply) });
    const { view, blocks } = await scanViewOf(ctx, {
      scanned: text,
      value: readScan(text, manual).value,
      answer,
      language: parts.language,
      origin: pageOrigin(request),
    });
    // A scan of an enterprise's code may take the visitor's position afterwards, if the visitor shares it.
    view.positionReference = scan ? await positionReferenceOf(ctx, scan) : null;
    return scanDocument(parts, view, blocks);
  }

  /**
   * A page address the route refuses before the page is made (a NUL in the code or the query)
   * still answers a page for the phone, the entry form with the reason, not the API's envelope.
   * Addresses the router cannot read at all (not UTF-8) never reach a route: `answerRouterError`.
   */
  const errorHandler = (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const status = error instanceof FieldError ? 422 : error instanceof AppError ? error.httpStatus : (error.statusCode ?? 500);
    if (status >= 500 || status === 429) return app.errorHandler(error, request, reply);
    const parts = partsOf(request);
    return reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(entryDocument(parts, parts.t('errors.scanUnreadable')));
  };
  const page = {
    method: ['GET', 'HEAD'] as HTTPMethods[],
    config: { permission: PUBLIC },
    exposeHeadRoute: false,
    schema: { hide: true },
    errorHandler,
    onSend: compressHtml,
  };
  const codePage = (request: FastifyRequest, reply: FastifyReply) => answer(request, reply, request.url.split('?')[0] ?? '', false);
  app.route({ ...page, url: '/m/q/:code', handler: codePage });
  app.route({
    ...page,
    url: '/c',
    handler: (request, reply) => {
      const query = request.query as PageQuery;
      return answer(request, reply, typeof query.c === 'string' ? query.c : '', query.m === '1');
    },
  });
  /**
   * A Digital Link is also a GS1 resolver entry: `?linkType=all` (or `Accept:
   * application/linkset+json`) answers the item's linkset, another link type redirects to its
   * target, the product page (the default) is this page. Neither a linkset nor a redirect is a scan.
   */
  const digitalLink = async (request: FastifyRequest, reply: FastifyReply) => {
    const path = (request.url.split('?')[0] ?? '').slice(0, SCAN_TEXT_MAX);
    const linkType = (request.query as { linkType?: unknown }).linkType;
    const wantsLinkset = linkType === 'all' || linkType === 'linkset' || (linkType === undefined && acceptsLinkset(request));
    // The same address answers a page or a linkset by what is asked: caches must keep them apart.
    reply.header('vary', 'Accept');
    if (!wantsLinkset && (linkType === undefined || linkType === 'gs1:pip' || linkType === 'gs1:defaultLink'))
      return linkedPage(request, reply, path);
    const parts = partsOf(request);
    reply.header('cache-control', 'no-store').header('access-control-allow-origin', '*');
    // As many answers an address may have a minute as scan pages: the links tell which codes exist.
    const wait = window.hit(request.ip);
    if (wait > 0)
      return reply
        .code(429)
        .header('retry-after', String(wait))
        .type('application/problem+json')
        .send(problemOf(429, parts.t('errors.tooManyRequests', { seconds: wait }), parts.t('errors.scanThrottled', { count: wait })));
    const item = await itemLinksOf(publicContextOf(request), {
      path,
      origin: pageOrigin(request),
      language: parts.language,
      titles: {
        pip: parts.t('consumer.linkProductInfo'),
        recall: parts.t('consumer.linkRecallStatus'),
        events: parts.t('consumer.linkEvents'),
      },
    });
    if (!item)
      return reply
        .code(404)
        .type('application/problem+json')
        .send(problemOf(404, parts.t('errors.notFound'), parts.t('errors.resolverUnknownItem')));
    reply.header('link', `<${path}?linkType=all>; rel="linkset"; type="${LINKSET_TYPE}"`);
    if (wantsLinkset) return reply.type(LINKSET_TYPE).send(linksetOf(item));
    if (linkType === 'gs1:recallStatus') return reply.type('application/json').send(item.recall);
    const target = typeof linkType === 'string' ? item.links[linkType as LinkType]?.[0] : undefined;
    // A link type the item has not: the default link, as GS1's resolver standard asks.
    return reply.redirect(target?.href ?? item.anchor, 307);
  };
  /** The page, with a `Link` header to the item's linkset. */
  const linkedPage = (request: FastifyRequest, reply: FastifyReply, path: string) => {
    reply.header('link', `<${path}?linkType=all>; rel="linkset"; type="${LINKSET_TYPE}"`);
    return answer(request, reply, path, false);
  };
  app.route({ ...page, url: '/01/*', handler: digitalLink });
  // A pallet's label prints its SSCC in this form (tagging's `sscc` URL).
  app.route({ ...page, url: '/00/*', handler: digitalLink });
  app.route({
    method: 'GET',
    url: '/.well-known/gs1resolver',
    config: { permission: PUBLIC },
    exposeHeadRoute: false,
    schema: { tags: ['gs1'], summary: "GS1's resolver description of this host: its root, link types and primary keys" },
    handler: async (request, reply) => {
      const t = partsOf(request).t;
      const origin = pageOrigin(request);
      const enterpriseId = await enterpriseOfScanHost(publicContextOf(request), origin);
      const name = (enterpriseId === null ? '' : await enterpriseName(app.db.orm, enterpriseId)) || t('consumer.resolverName');
      return reply.header('access-control-allow-origin', '*').type('application/json').send(resolverDescriptionOf({ origin, name }));
    },
  });
}

const LINKSET_TYPE = 'application/linkset+json';
/** Whether the Accept header names a linkset with a weight above zero. */
function acceptsLinkset(request: FastifyRequest): boolean {
  return String(request.headers.accept ?? '')
    .split(',')
    .some((range) => {
      const [type, ...params] = range.split(';').map((part) => part.trim().toLowerCase());
      const q = params.find((param) => param.startsWith('q='));
      return type === LINKSET_TYPE && (q === undefined || Number(q.slice(2)) > 0);
    });
}
/** RFC 7807 problem details, as the resolver answers an item it does not know. */
const problemOf = (status: number, title: string, detail: string) => ({ type: 'about:blank', title, status, detail });
