import { masterDataAfter, storeImageIn } from '../base/base.public.ts';
import { carouselService, createTemplate, draftNextVersion, publishDraft, type Writer } from './scan-template.service.ts';

/** Two 1×1 PNGs (teal and amber), stretched into banner-shaped colour blocks by the carousel. */
const BANNERS = [
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGMQrqkCAAGvAQqejej7AAAAAElFTkSuQmCC',
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGO42ScDAAPHAYSS3O64AAAAAElFTkSuQmCC',
];

/**
 * Demo scan templates, made by the console's service functions: the enterprise default and the
 * first demo product's own page, both published, the product's next version waiting as a draft,
 * and two carousel images on the default (one showing now, one from next month).
 */
export async function loadDemoScanTemplates(w: Writer, dataDir: string): Promise<void> {
  const [product] = await masterDataAfter(w, { kind: 'products', afterId: 0, limit: 1 });
  if (!product) throw new Error('no demo product for the demo scan templates');
  const productId = Number(product.id);
  const defaultId = await createTemplate(w, {
    name: 'Standard scan page',
    scope: 'default',
    brand_id: null,
    product_id: null,
    layout: [{ type: 'verdict' }, { type: 'product' }, { type: 'carousel' }, { type: 'timeline' }, { type: 'inquiry_form' }],
  });
  await publishDraft(w, defaultId);
  const productTemplateId = await createTemplate(w, {
    name: 'Flagship product page',
    scope: 'product',
    brand_id: null,
    product_id: productId,
    layout: [{ type: 'verdict' }, { type: 'anti_code' }, { type: 'product' }, { type: 'brand_story', text: '' }, { type: 'certificates' }],
  });
  await publishDraft(w, productTemplateId);
  await draftNextVersion(w, productTemplateId);
  const day = 86_400_000;
  const now = w.app.clock.now().getTime();
  // The engine's insert checks the template like the console's add does.
  const ctx = w as Parameters<typeof carouselService.insert>[0];
  for (const [sort, from, to, link] of [
    [1, now - 7 * day, now + 60 * day, 'https://example.com/spring'],
    [2, now + 30 * day, now + 90 * day, ''],
  ] as const) {
    const image = await storeImageIn(dataDir, Buffer.from(BANNERS[sort - 1] as string, 'base64'));
    await carouselService.insert(ctx, {
      template_id: defaultId,
      image_url: image.path,
      link_url: link,
      sort,
      active_from: new Date(from).toISOString(),
      active_to: new Date(to).toISOString(),
    });
  }
}
