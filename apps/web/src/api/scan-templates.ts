import { resourceApi } from './base.ts';
import { request, write } from './http.ts';

/** Calls of scan templates and their carousel (`/api/querymanage/…`); writes use the sign-in client like the other forms. */
const templates = resourceApi('templates', 'querymanage');
export const templateApi = {
  ...templates,
  newVersion: (id: number) => write('/api/querymanage/templates/new-version', { id }),
  publish: (id: number) => write('/api/querymanage/templates/publish', { id }),
  previewProduct: (product_id: number) => request('/api/querymanage/templates/preview-product', { query: { product_id } }),
};

export const carouselApi = resourceApi('carousel', 'querymanage');
