import { carouselImage, carouselInput, carouselQuery, template, templateQuery } from '@trace/contract/scan-template';
import { and, eq, sql } from 'drizzle-orm';
import { conflict, FieldError } from '../../platform/errors.ts';
import { defineResource, escapeLike } from '../../platform/resource/spec.ts';
import { brandNameOf, productNameOf } from '../base/base.public.ts';
import { scanPageTemplates, templateCarousel } from './scan-template.table.ts';

const s = scanPageTemplates;
const c = templateCarousel;

/**
 * Scan templates (`scancode`) on the resource engine: list and detail. Writes have their own rules
 * (a draft changes, a published version is copied into the next one) in scan-template.service.ts.
 */
export const templateResource = defineResource({
  path: 'templates',
  area: 'querymanage',
  routes: ['pagelist', 'detail'],
  menuKey: 'scancode',
  objectType: 'scan_template',
  table: scanPageTemplates,
  select: {
    id: s.id,
    name: s.name,
    scope: s.scope,
    brand_id: s.brand_id,
    brand_name: brandNameOf(sql`scan_page_templates.brand_id`),
    product_id: s.product_id,
    product_name: productNameOf(sql`scan_page_templates.product_id`),
    version: s.version,
    status: s.status,
    layout: s.layout,
    published_at: s.published_at,
    carousel_count: sql<number>`(SELECT count(*) FROM template_carousel c WHERE c.template_id = scan_page_templates.id)::int`,
    updated_at: s.updated_at,
  },
  row: template,
  query: templateQuery,
  sorts: { name: s.name, version: s.version, updated_at: s.updated_at },
  keywordColumns: [s.name],
  where: (q) => [q.scope ? eq(s.scope, q.scope) : undefined, q.status ? eq(s.status, q.status) : undefined],
  exportColumns: () => [],
});

/** Whether an image shows now, has stopped or is still to come, by the database's clock. */
const period = sql<'active' | 'expired' | 'upcoming'>`CASE WHEN template_carousel.active_to < now() THEN 'expired'
  WHEN template_carousel.active_from > now() THEN 'upcoming' ELSE 'active' END`;

/** Carousel images of templates (`yyscancode`): the engine's list, detail, add, update and delete. */
export const carouselResource = defineResource({
  path: 'carousel',
  area: 'querymanage',
  routes: ['pagelist', 'detail', 'add', 'update', 'delete'],
  menuKey: 'yyscancode',
  objectType: 'template_carousel',
  table: templateCarousel,
  select: {
    id: c.id,
    template_id: c.template_id,
    template_name: sql<string>`coalesce((SELECT t.name FROM scan_page_templates t WHERE t.id = template_carousel.template_id), '')`,
    template_version: sql<number>`coalesce((SELECT t.version FROM scan_page_templates t WHERE t.id = template_carousel.template_id), 0)`,
    template_status: sql<string>`(SELECT t.status FROM scan_page_templates t WHERE t.id = template_carousel.template_id)`,
    image_url: c.image_url,
    link_url: c.link_url,
    sort: c.sort,
    active_from: c.active_from,
    active_to: c.active_to,
    period,
  },
  row: carouselImage,
  input: carouselInput,
  query: carouselQuery,
  sorts: { sort: c.sort, active_from: c.active_from },
  keywordColumns: [],
  where: (q) => [
    q.keyword
      ? sql`EXISTS (SELECT 1 FROM scan_page_templates t WHERE t.id = template_carousel.template_id AND t.name ILIKE ${`%${escapeLike(q.keyword)}%`})`
      : undefined,
    q.template_id === undefined ? undefined : eq(c.template_id, q.template_id),
    q.period === 'active' ? and(sql`${c.active_from} <= now()`, sql`${c.active_to} >= now()`) : undefined,
    q.period === 'expired' ? sql`${c.active_to} < now()` : undefined,
    q.period === 'upcoming' ? sql`${c.active_from} > now()` : undefined,
  ],
  // An archived version is history: its images stay as they were when it was replaced.
  guardChange: (_ctx, row) => {
    if (row.template_status === 'archived')
      throw conflict('errors.carouselArchived', { name: row.template_name, version: row.template_version });
  },
  prepare: async (ctx, input) => {
    const [owner] = await ctx.orm
      .select({ status: s.status })
      .from(s)
      .where(and(eq(s.enterprise_id, ctx.enterpriseId), eq(s.id, input.template_id)));
    if (!owner) throw new FieldError('template_id', 'errors.unknownReference', { field: 'template_id' });
    if (owner.status === 'archived') throw conflict('errors.templateArchived');
    return {
      values: { ...input, active_from: new Date(input.active_from), active_to: new Date(input.active_to) },
    };
  },
  exportColumns: () => [],
});
