import { z } from 'zod';
import { pageCertificate, upload } from './base.ts';
import { id, int4, isoDateTime, keyword } from './fields.ts';
import { pageQuery } from './list.ts';
import { plainText } from './validation.ts';

/**
 * Templates of the consumer scan page (`scancode`, `/api/querymanage/templates/…`) and their
 * carousel images (`yyscancode`, `/api/querymanage/carousel/…`). A template is an ordered list of
 * blocks; the one a scan shows is chosen by product → brand → enterprise default.
 */

/** The blocks a scan page is made of, in the order the editor offers them. */
export const SCAN_BLOCK_TYPES = [
  'verdict',
  'product',
  'timeline',
  'certificates',
  'carousel',
  'brand_story',
  'anti_code',
  'inquiry_form',
] as const;
export type ScanBlockType = (typeof SCAN_BLOCK_TYPES)[number];
/** Blocks of one page: each kind at most once. */
export const LAYOUT_MAX = SCAN_BLOCK_TYPES.length;

export const scanBlock = z.discriminatedUnion('type', [
  /** The brand story block carries its own text (empty: the brand's story from base info). */
  z.object({ type: z.literal('brand_story'), text: plainText(2000, 0).default('') }),
  z.object({ type: z.enum(SCAN_BLOCK_TYPES.filter((t) => t !== 'brand_story') as [Exclude<ScanBlockType, 'brand_story'>]) }),
]);
export type ScanBlock = z.infer<typeof scanBlock>;

export const scanLayout = z
  .array(scanBlock)
  .min(1)
  .max(LAYOUT_MAX)
  .superRefine((blocks, issue) => {
    const seen = new Set<string>();
    for (const [i, block] of blocks.entries()) {
      if (seen.has(block.type)) issue.addIssue({ code: 'custom', message: 'validation.blockTwice', path: [i, 'type'] });
      seen.add(block.type);
    }
    if (!seen.has('verdict')) issue.addIssue({ code: 'custom', message: 'validation.verdictRequired' });
  });

export const TEMPLATE_SCOPES = ['default', 'brand', 'product'] as const;
export type TemplateScope = (typeof TEMPLATE_SCOPES)[number];
export const TEMPLATE_STATUSES = ['draft', 'published', 'archived'] as const;
export type TemplateStatus = (typeof TEMPLATE_STATUSES)[number];

/** A new template: its scope names the brand or product it serves (none for the enterprise default). */
export const templateInput = z
  .object({
    name: plainText(64, 1),
    scope: z.enum(TEMPLATE_SCOPES),
    brand_id: id.nullable().default(null),
    product_id: id.nullable().default(null),
    layout: scanLayout,
  })
  .superRefine((input, issue) => {
    if (input.scope === 'brand' && input.brand_id === null)
      issue.addIssue({ code: 'custom', message: 'validation.required', path: ['brand_id'] });
    if (input.scope === 'product' && input.product_id === null)
      issue.addIssue({ code: 'custom', message: 'validation.required', path: ['product_id'] });
  });
export type TemplateInput = z.infer<typeof templateInput>;

/** A draft's change: its name and blocks (the scope stays that of the versions before it). */
export const templateUpdate = z.object({ id, name: plainText(64, 1), layout: scanLayout });
export type TemplateUpdate = z.infer<typeof templateUpdate>;

const TEMPLATE_SORTS = ['name', 'version', 'updated_at'] as const;
export const templateQuery = pageQuery.extend({
  /** Template name. */
  keyword,
  scope: z.enum(TEMPLATE_SCOPES).optional(),
  status: z.enum(TEMPLATE_STATUSES).optional(),
  sort: z.enum(TEMPLATE_SORTS.flatMap((c) => [c, `-${c}`]) as [string, ...string[]]).default('-updated_at'),
});

export const template = z.object({
  id: z.number(),
  name: z.string(),
  scope: z.enum(TEMPLATE_SCOPES),
  brand_id: z.number().nullable(),
  brand_name: z.string(),
  product_id: z.number().nullable(),
  product_name: z.string(),
  version: z.number(),
  status: z.enum(TEMPLATE_STATUSES),
  layout: z.array(scanBlock),
  published_at: z.string().nullable(),
  carousel_count: z.number(),
  updated_at: z.string(),
});
export type Template = z.infer<typeof template>;

/** What the preview shows of a product: the same data a scan page shows. */
export const previewProductQuery = z.object({ product_id: id });
export const previewProduct = z.object({
  id: z.number(),
  name: z.string(),
  specification: z.string(),
  description: z.string(),
  images: z.array(z.string()),
  attributes: z.array(z.object({ key: z.string(), value: z.string() })),
  brand_name: z.string(),
  brand_logo: z.string(),
  brand_story: z.string(),
  /** Certificates valid today. */
  certificates: z.array(pageCertificate),
  /** Packaging levels, item first, with their units' names in the reader's language. */
  packaging: z.array(z.object({ quantity: z.number(), unit_name: z.string() })),
});
export type PreviewProduct = z.infer<typeof previewProduct>;

// Carousel images of a template.

export const CAROUSEL_PERIODS = ['active', 'expired', 'upcoming'] as const;
export type CarouselPeriod = (typeof CAROUSEL_PERIODS)[number];

export const carouselInput = z
  .object({
    template_id: id,
    image_url: upload,
    link_url: z.union([z.url({ protocol: /^https?$/ }).max(500), z.literal('')]).default(''),
    sort: int4(0, 9999).default(0),
    active_from: isoDateTime,
    active_to: isoDateTime,
  })
  .refine((input) => Date.parse(input.active_to) >= Date.parse(input.active_from), {
    message: 'validation.periodOrder',
    path: ['active_to'],
  });
export type CarouselInput = z.infer<typeof carouselInput>;

export const carouselQuery = pageQuery.extend({
  /** Template name. */
  keyword,
  template_id: id.optional(),
  period: z.enum(CAROUSEL_PERIODS).optional(),
  sort: z.enum(['sort', '-sort', 'active_from', '-active_from']).default('sort'),
});

export const carouselImage = z.object({
  id: z.number(),
  template_id: z.number(),
  template_name: z.string(),
  template_version: z.number(),
  /** An archived version keeps its images as they were. */
  template_status: z.enum(TEMPLATE_STATUSES),
  image_url: z.string(),
  link_url: z.string(),
  sort: z.number(),
  active_from: z.string(),
  active_to: z.string(),
  period: z.enum(CAROUSEL_PERIODS),
});
export type CarouselImage = z.infer<typeof carouselImage>;
