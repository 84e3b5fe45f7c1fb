import { GENUINE_VERDICTS, HELD_VERDICTS } from '@trace/contract/scan';
import { LANGUAGES } from '@trace/i18n/languages';
import type { PublicContext } from '../../platform/context.ts';
import { previewOfScan, readScan } from '../scan/scan.public.ts';
import { scanViewOf } from './consumer.view.ts';

/** GS1's web vocabulary: the link types a Digital Link resolver names. */
export const GS1_VOC = 'https://gs1.org/voc/';
/** The link types this resolver answers besides `all`; `gs1:pip` (the scan page) is the default. */
export type LinkType = 'gs1:pip' | 'gs1:defaultLink' | 'gs1:certificationInfo' | 'gs1:recallStatus' | 'gs1:epcis';

type LinkTarget = { href: string; title: string; type?: string; hreflang?: readonly string[] };
/** One item's links by type, as a linkset's context object names them (`https://gs1.org/voc/pip` …). */
export type ItemLinks = { anchor: string; itemDescription: string; links: Partial<Record<LinkType, LinkTarget[]>>; recall: RecallStatus };
export type RecallStatus = { anchor: string; recalled: boolean; onHold: boolean; notice: string };

const MEDIA_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
};
/** A certificate file's media type by its extension, when it has a known one (a link's `type` is one type, never a range). */
function mediaTypeOf(href: string): { type?: string } {
  const type = MEDIA_TYPES[/\.([a-z0-9]+)$/i.exec(href)?.[1]?.toLowerCase() ?? ''];
  return type ? { type } : {};
}

/** An address on the page's host as an absolute URL (a certificate's image is kept as a path). */
const absolute = (origin: string, href: string) =>
  /^https?:\/\//i.test(href) ? href : `${origin}${href.startsWith('/') ? '' : '/'}${href}`;

/**
 * The links of the item a Digital Link names (`path` on the page's `origin`), without recording a
 * scan: its product page (the scan page, the default), its product's certificates valid today, its
 * recall status and its EPCIS events; undefined for a code no enterprise has issued on this label.
 */
export async function itemLinksOf(
  ctx: PublicContext,
  input: { path: string; origin: string; language: string; titles: { pip: string; recall: string; events: string } },
): Promise<ItemLinks | undefined> {
  const { path, origin, language, titles } = input;
  const { answer } = await previewOfScan(ctx, { code: path, manual: false });
  // Only a code a consumer may buy (genuine, or held or recalled) has links; any other answers as unknown.
  const verdicts: readonly string[] = [...GENUINE_VERDICTS, ...HELD_VERDICTS, 'over_limit'];
  if (!verdicts.includes(answer.verdict)) return undefined;
  const { view } = await scanViewOf(ctx, { scanned: path, value: readScan(path, false).value, answer, language, origin });
  const anchor = `${origin}${path}`;
  const name = view.product?.name ?? answer.product?.name ?? '';
  const pip = [{ href: anchor, title: name || titles.pip, type: 'text/html', hreflang: LANGUAGES }];
  const certificates = (view.product?.certificates ?? [])
    .filter((certificate) => certificate.image !== '')
    .map((certificate) => ({
      href: absolute(origin, certificate.image),
      title: [certificate.name, certificate.number].filter(Boolean).join(' '),
      ...mediaTypeOf(certificate.image),
    }));
  const links: ItemLinks['links'] = {
    'gs1:defaultLink': pip,
    'gs1:pip': pip,
    'gs1:recallStatus': [{ href: `${anchor}?linkType=gs1:recallStatus`, title: titles.recall, type: 'application/json' }],
    'gs1:epcis': [{ href: `${origin}/epcis/epcs/${encodeURIComponent(anchor)}/events`, title: titles.events, type: 'application/ld+json' }],
  };
  if (certificates.length > 0) links['gs1:certificationInfo'] = certificates;
  return {
    anchor,
    itemDescription: name,
    links,
    recall: { anchor, recalled: answer.verdict === 'recalled', onHold: answer.verdict === 'on_hold', notice: answer.recall_notice },
  };
}

/** The item's links as an RFC 9264 linkset (`application/linkset+json`), each type by its full GS1 URI. */
export function linksetOf(item: ItemLinks): { linkset: Array<Record<string, unknown>> } {
  const context: Record<string, unknown> = { anchor: item.anchor };
  if (item.itemDescription) context.itemDescription = item.itemDescription;
  for (const [type, targets] of Object.entries(item.links)) context[`${GS1_VOC}${type.slice('gs1:'.length)}`] = targets;
  return { linkset: [context] };
}

/** What `/.well-known/gs1resolver` says of this resolver (GS1's resolver description file). */
export function resolverDescriptionOf(input: { origin: string; name: string }) {
  return {
    name: input.name,
    resolverRoot: input.origin,
    supportedLinkType: [{ namespace: GS1_VOC, prefix: 'gs1:' }],
    supportedPrimaryKeys: ['01', '00'],
    linkTypeDefaultCanBeAll: false,
    supportsSemanticInterpretation: false,
    validatesAIcombinations: false,
    supportsLanguageVariants: true,
  };
}
