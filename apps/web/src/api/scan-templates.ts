import type { CarouselImage, PreviewProduct, Template } from '@trace/contract/scan-template';
import { resourceApi } from './base.ts';
import { request } from './http.ts';

/** Calls of scan templates and their carousel (`/api/querymanage/…`); writes use the sign-in client like the other forms. */
const write = <T>(path: string, body: unknown) => request<T>(path, { method: 'POST', body, client: 'auth' });

const templates = resourceApi<Template>('templates', 'querymanage');
export const templateApi = {
  ...templates,
  newVersion: (id: number) => write<Template>(`${templates.path}/new-version`, { id }),
  publish: (id: number) => write<Template>(`${templates.path}/publish`, { id }),
  previewProduct: (product_id: number) => request<PreviewProduct>(`${templates.path}/preview-product`, { query: { product_id } }),
};

export const carouselApi = resourceApi<CarouselImage>('carousel', 'querymanage');
