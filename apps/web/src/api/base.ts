import type { EnterpriseProfile, Option, ProductPage } from '@trace/contract/base';
import type { Page } from '@trace/contract/list';
import { request } from './http.ts';

/** Calls of the master-data area (`/api/base/<resource>/<action>`); writes use the sign-in client, so a lost session asks before the unsaved form is left. */
const write = <T>(path: string, body: unknown) => request<T>(path, { method: 'POST', body, client: 'auth' });

export type ListParams = Record<string, string | number | undefined>;

/** The generic calls every master-data resource answers. */
export function resourceApi<T>(resource: string, area = 'base') {
  const base = `/api/${area}/${resource}`;
  return {
    key: [area, resource] as const,
    path: base,
    page: (query: ListParams) => request<Page<T>>(`${base}/pagelist`, { query }),
    detail: (id: number) => request<T>(`${base}/detail`, { query: { id } }),
    add: (body: unknown) => write<T>(`${base}/add`, body),
    update: (body: unknown) => write<T>(`${base}/update`, body),
    remove: (id: number) => write<null>(`${base}/delete`, { id }),
    options: (query: { keyword?: string; ids?: string }) => request<Option[]>(`${base}/options`, { query }),
  };
}

export type Attribute = { key: string; value: string };

export const productContentApi = {
  attributes: (product_id: number) => request<Attribute[]>('/api/base/products/attributes', { query: { product_id } }),
  saveAttributes: (product_id: number, attributes: Attribute[]) =>
    write<Attribute[]>('/api/base/products/attributes', { product_id, attributes }),
  page: (product_id: number) => request<ProductPage>('/api/base/products/page', { query: { product_id } }),
  savePage: (body: ProductPage) => write<ProductPage>('/api/base/products/page', body),
};

export const enterpriseApi = {
  detail: () => request<EnterpriseProfile>('/api/base/enterprise/detail'),
  update: (body: unknown) => write<EnterpriseProfile>('/api/base/enterprise/update', body),
};

export function uploadImage(file: File) {
  const form = new FormData();
  form.append('file', file);
  return request<{ path: string; size: number; type: string }>('/api/base/uploads/image', { method: 'POST', body: form });
}
