import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { templateFor } from '../src/modules/querymanage/querymanage.public.ts';
import { employeeWith } from './support/employee.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

type Template = { id: number; version: number; status: string; scope: string; layout: Array<{ type: string }>; carousel_count: number };

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGMQrqkCAAGvAQqejej7AAAAAElFTkSuQmCC', 'base64');
const LAYOUT = [{ type: 'verdict' }, { type: 'product' }, { type: 'brand_story', text: 'Since 1998: 始于 1998 年！' }];
const day = 86_400_000;

describe('scan templates and their carousel', () => {
  let t: TestApp;
  let admin: string;
  let other: string;
  let enterpriseId = 0;
  const ids = { brand: 0, product: 0, plain: 0 };
  const post = (url: string, payload: object, token = admin) => t.request({ method: 'POST', url, token, payload });
  const get = (url: string, token = admin) => t.request({ method: 'GET', url, token });
  const data = async <T = Template>(pending: Promise<{ status: number; body: { data: unknown } }>): Promise<T> => {
    const response = await pending;
    if (response.status !== 200) throw new Error(JSON.stringify(response.body));
    return response.body.data as T;
  };
  const add = (body: object, token = admin) => post('/api/querymanage/templates/add', { name: 'Page', layout: LAYOUT, ...body }, token);
  const chosen = async (productId: number) => (await templateFor({ orm: t.db.orm, enterpriseId }, productId))?.id ?? null;
  const upload = async () => {
    const boundary = 'x-boundary';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="b.png"\r\nContent-Type: image/png\r\n\r\n`),
      PNG,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const response = await t.request({
      method: 'POST',
      url: '/api/base/uploads/image',
      token: admin,
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    return response.body.data.path as string;
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.tokenFor('admin');
    other = (await t.secondEnterprise()).token;
    const brand = await data<{ id: number }>(post('/api/base/brands/add', { name: 'Template brand', story: 'Brand story' }));
    ids.brand = brand.id;
    ids.product = (await data<{ id: number }>(post('/api/base/products/add', { code: 'TPL-1', name: 'Templated', brand_id: brand.id }))).id;
    ids.plain = (await data<{ id: number }>(post('/api/base/products/add', { code: 'TPL-2', name: 'Plain' }))).id;
    const [row] = await t.db.query<{ enterprise_id: number }>(`SELECT enterprise_id FROM products WHERE id = $1`, [ids.product]);
    enterpriseId = Number(row?.enterprise_id);
  });
  afterAll(() => t.close());

  it('loads the demo templates: a published default, a published product page and its next version as a draft', async () => {
    const page = await data<{ list: Template[] }>(get('/api/querymanage/templates/pagelist?page_size=50&sort=version'));
    const byStatus = page.list.map((row) => `${row.scope}:${row.version}:${row.status}`).sort();
    expect(byStatus).toEqual(['default:1:published', 'product:1:published', 'product:2:draft']);
    const carousel = await data<{ total: number }>(get('/api/querymanage/carousel/pagelist'));
    expect(carousel.total).toBe(2);
  });

  it('requires the verdict block, each block once, and the scope target', async () => {
    const noVerdict = await add({ scope: 'brand', brand_id: ids.brand, layout: [{ type: 'product' }] });
    expect(noVerdict.status).toBe(422);
    const twice = await add({ scope: 'brand', brand_id: ids.brand, layout: [{ type: 'verdict' }, { type: 'verdict' }] });
    expect(twice.status).toBe(422);
    const noBrand = await add({ scope: 'brand' });
    expect(noBrand.status).toBe(422);
    expect(noBrand.body.data.fields?.[0]?.field ?? JSON.stringify(noBrand.body)).toContain('brand_id');
  });

  it('publishes a draft, refuses to change it, offers the next version and archives the old one on publishing', async () => {
    const draft = await data(add({ scope: 'brand', brand_id: ids.brand }));
    expect(draft).toMatchObject({ version: 1, status: 'draft' });
    const renamed = await data(post('/api/querymanage/templates/update', { id: draft.id, name: 'Brand page', layout: LAYOUT }));
    expect(renamed.layout.map((b) => b.type)).toEqual(['verdict', 'product', 'brand_story']);
    await data(post('/api/querymanage/templates/publish', { id: draft.id }));
    const refused = await post('/api/querymanage/templates/update', { id: draft.id, name: 'Changed', layout: LAYOUT });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/version 1.*new version/i);
    expect((await post('/api/querymanage/templates/delete', { id: draft.id })).status).toBe(409);
    const next = await data(post('/api/querymanage/templates/new-version', { id: draft.id }));
    expect(next).toMatchObject({ version: 2, status: 'draft', scope: 'brand' });
    expect((await post('/api/querymanage/templates/new-version', { id: draft.id })).status).toBe(409);
    await data(post('/api/querymanage/templates/publish', { id: next.id }));
    const old = await data(get(`/api/querymanage/templates/detail?id=${draft.id}`));
    expect(old.status).toBe('archived');
    const published = await data<{ total: number }>(get(`/api/querymanage/templates/pagelist?scope=brand&status=published`));
    expect(published.total).toBe(1);
  });

  it('keeps one published template per scope target in the database too', async () => {
    const [row] = await t.db.query<{ id: number }>(
      `SELECT id FROM scan_page_templates WHERE scope = 'brand' AND status = 'archived' AND brand_id = $1`,
      [ids.brand],
    );
    await expect(t.db.query(`UPDATE scan_page_templates SET status = 'published' WHERE id = $1`, [row?.id])).rejects.toThrow();
  });

  it('chooses the product’s template, else its brand’s, else the enterprise default', async () => {
    const defaults = await data<{ list: Template[] }>(get('/api/querymanage/templates/pagelist?scope=default&status=published'));
    const defaultId = defaults.list[0]?.id;
    const brandPublished = await data<{ list: Template[] }>(get('/api/querymanage/templates/pagelist?scope=brand&status=published'));
    expect(await chosen(ids.plain)).toBe(defaultId);
    expect(await chosen(ids.product)).toBe(brandPublished.list[0]?.id);
    const own = await data(add({ scope: 'product', product_id: ids.product }));
    expect(await chosen(ids.product)).toBe(brandPublished.list[0]?.id);
    await data(post('/api/querymanage/templates/publish', { id: own.id }));
    expect(await chosen(ids.product)).toBe(own.id);
    expect(await chosen(ids.plain)).toBe(defaultId);
    // Another enterprise's products never reach these templates, nor a product of no enterprise.
    expect(await templateFor({ orm: t.db.orm, enterpriseId: enterpriseId + 1 }, ids.product)).toBeNull();
  });

  it('deletes drafts only, with their carousel images', async () => {
    const draft = await data(add({ scope: 'product', product_id: ids.plain }));
    const image = await upload();
    const from = new Date(Date.now() - day).toISOString();
    const to = new Date(Date.now() + day).toISOString();
    await data(
      post('/api/querymanage/carousel/add', { template_id: draft.id, image_url: image, sort: 1, active_from: from, active_to: to }),
    );
    await data(post('/api/querymanage/templates/delete', { id: draft.id }));
    expect((await get(`/api/querymanage/templates/detail?id=${draft.id}`)).status).toBe(404);
    const left = await data<{ total: number }>(get(`/api/querymanage/carousel/pagelist?template_id=${draft.id}`));
    expect(left.total).toBe(0);
  });

  it('keeps carousel images with http(s) links and ordered periods, filtered by period, copied into the next version', async () => {
    const draft = await data(add({ scope: 'product', product_id: ids.plain, name: 'Carousel page' }));
    const image = await upload();
    const at = (days: number) => new Date(Date.now() + days * day).toISOString();
    const base = { template_id: draft.id, image_url: image };
    expect(
      (await post('/api/querymanage/carousel/add', { ...base, link_url: 'javascript:alert(1)', active_from: at(-1), active_to: at(1) }))
        .status,
    ).toBe(422);
    expect((await post('/api/querymanage/carousel/add', { ...base, active_from: at(1), active_to: at(-1) })).status).toBe(422);
    expect(
      (
        await post('/api/querymanage/carousel/add', {
          ...base,
          image_url: 'https://evil.example/x.png',
          active_from: at(-1),
          active_to: at(1),
        })
      ).status,
    ).toBe(422);
    const now = await data<{ id: number; period: string }>(
      post('/api/querymanage/carousel/add', { ...base, link_url: 'https://example.com/a', sort: 2, active_from: at(-1), active_to: at(1) }),
    );
    expect(now.period).toBe('active');
    await data(post('/api/querymanage/carousel/add', { ...base, sort: 1, active_from: at(-3), active_to: at(-2) }));
    await data(post('/api/querymanage/carousel/add', { ...base, sort: 3, active_from: at(2), active_to: at(3) }));
    const periods = async (period: string) =>
      (
        await data<{ list: Array<{ period: string }> }>(get(`/api/querymanage/carousel/pagelist?template_id=${draft.id}&period=${period}`))
      ).list.map((row) => row.period);
    expect(await periods('active')).toEqual(['active']);
    expect(await periods('expired')).toEqual(['expired']);
    expect(await periods('upcoming')).toEqual(['upcoming']);
    await data(post('/api/querymanage/templates/publish', { id: draft.id }));
    const chosenTemplate = await templateFor({ orm: t.db.orm, enterpriseId }, ids.plain);
    expect(chosenTemplate?.carousel).toEqual([{ image_url: image, link_url: 'https://example.com/a' }]);
    const next = await data(post('/api/querymanage/templates/new-version', { id: draft.id }));
    expect(next.carousel_count).toBe(3);
    const changed = await data<{ sort: number }>(
      post('/api/querymanage/carousel/update', { ...base, id: now.id, sort: 5, active_from: at(-1), active_to: at(1) }),
    );
    expect(changed.sort).toBe(5);
    expect((await post('/api/querymanage/carousel/delete', { id: now.id })).status).toBe(200);

    // Once its version is archived, an image stays as it was: not changed, not moved to another version, not deleted.
    await data(post('/api/querymanage/templates/publish', { id: next.id }));
    const archived = await data<{ list: Array<{ id: number; template_status: string }> }>(
      get(`/api/querymanage/carousel/pagelist?template_id=${draft.id}`),
    );
    expect(archived.list.length).toBe(2);
    const kept = archived.list[0] as { id: number; template_status: string };
    expect(kept.template_status).toBe('archived');
    for (const change of [
      post('/api/querymanage/carousel/update', { ...base, id: kept.id, sort: 9, active_from: at(-1), active_to: at(1) }),
      post('/api/querymanage/carousel/update', { ...base, template_id: next.id, id: kept.id, active_from: at(-1), active_to: at(1) }),
      post('/api/querymanage/carousel/delete', { id: kept.id }),
    ]) {
      const refused = await change;
      expect(refused.status).toBe(409);
      expect(refused.body.message).toContain('which is archived and keeps its images as they were');
    }
    expect((await data<{ total: number }>(get(`/api/querymanage/carousel/pagelist?template_id=${draft.id}`))).total).toBe(2);
  });

  it('previews a product with its attributes and brand story', async () => {
    await data(post('/api/base/products/attributes', { product_id: ids.product, attributes: [{ key: 'Origin', value: 'Yunnan' }] }));
    const product = await data<{ name: string; brand_story: string; attributes: unknown[] }>(
      get(`/api/querymanage/templates/preview-product?product_id=${ids.product}`),
    );
    expect(product).toMatchObject({ name: 'Templated', brand_story: 'Brand story', attributes: [{ key: 'Origin', value: 'Yunnan' }] });
  });

  it('shows another enterprise none of these and lets it change none', async () => {
    const list = await data<{ total: number }>(get('/api/querymanage/templates/pagelist', other));
    expect(list.total).toBe(0);
    const mine = await data<{ list: Template[] }>(get('/api/querymanage/templates/pagelist?status=draft'));
    const draftId = mine.list[0]?.id as number;
    expect((await get(`/api/querymanage/templates/detail?id=${draftId}`, other)).status).toBe(404);
    expect((await post('/api/querymanage/templates/publish', { id: draftId }, other)).status).toBe(404);
    expect((await post('/api/querymanage/templates/delete', { id: draftId }, other)).status).toBe(404);
    expect((await add({ scope: 'product', product_id: ids.product }, other)).status).toBe(422);
    expect((await get(`/api/querymanage/templates/preview-product?product_id=${ids.product}`, other)).status).toBe(404);
    const image = await upload();
    const at = new Date().toISOString();
    const refused = await post(
      '/api/querymanage/carousel/add',
      { template_id: draftId, image_url: image, active_from: at, active_to: at },
      other,
    );
    expect(refused.status).toBe(422);
  });

  it('needs the publish button to publish', async () => {
    const editor = await employeeWith(t, admin, 'tpl-editor', { menus: ['scancode'], buttons: ['scancode:add', 'scancode:update'] });
    const draft = await data(add({ scope: 'product', product_id: ids.product, name: 'By editor' }, editor));
    const refused = await post('/api/querymanage/templates/publish', { id: draft.id }, editor);
    expect(refused.status).toBe(403);
    expect(refused.body.status_code).toBe(40301);
  });
});
