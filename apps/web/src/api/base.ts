import type { Option } from '@trace/contract/base';
import type { Page } from '@trace/contract/list';
import { type Answer, type ApiPath, type Body, type FormValues, type PathOf, type Query, request, requestBuilt, write } from './http.ts';

/** Calls of the master-data area (`/api/base/<resource>/<action>`). */
/** A list's filters as the address bar holds them: text the server's query schema reads. */
export type ListParams = Record<string, string | number | undefined>;
/** The filters of one list: names the server reads, values as text from the address bar (the server's schema reads them). */
export type ListQuery<P extends ApiPath> = Partial<Record<keyof Query<P>, string | number>>;

/** A page of a list by its filters. */
export const listPage = <P extends PathOf<'GET'>>(path: P, query: ListQuery<P>) => requestBuilt<Answer<P>>(path, { query });

/** `/api/<area>/<resource>` of every resource with a list page (`…/pagelist`). */
type ResourcePath<P = PathOf<'GET'>> = P extends `${infer B}/pagelist` ? B : never;
type AreaIn<B> = B extends `/api/${infer A}/${string}` ? A : never;
type NameIn<B, A extends string> = B extends `/api/${A}/${infer R}` ? R : never;
/** The areas (`base`, `physical` …) and, per area, the resources the server lists. */
export type Area = AreaIn<ResourcePath>;
export type ResourceOf<A extends Area> = NameIn<ResourcePath, A>;
/** A resource named by a component's props: `resource` of the area `area` (`base` when absent). */
export type ResourceProps =
  | { resource: ResourceOf<'base'>; area?: 'base' }
  | { [A in Exclude<Area, 'base'>]: { resource: ResourceOf<A>; area: A } }[Exclude<Area, 'base'>];

/** A call of a resource, present only where the server has its path. */
type At<B extends string, Action extends string, M extends 'GET' | 'POST', F> = `${B}/${Action}` extends PathOf<M> ? F : never;
type Get<B extends string, Action extends string> = Answer<`${B}/${Action}` & PathOf<'GET'>>;
type Post<B extends string, Action extends string> = Answer<`${B}/${Action}` & PathOf<'POST'>, 'POST'>;
type PostBody<B extends string, Action extends string> = Body<`${B}/${Action}` & PathOf<'POST'>>;

/** The generic calls of one resource, typed by the server's document for its path `B`. */
export type ResourceApi<B extends string> = {
  key: readonly [string, string];
  path: B;
  /** The list's filters (names the server reads; values as text from the address bar). */
  page: (query: ListQuery<`${B}/pagelist` & ApiPath>) => Promise<Get<B, 'pagelist'>>;
  detail: At<B, 'detail', 'GET', (id: number) => Promise<Get<B, 'detail'>>>;
  add: At<B, 'add', 'POST', (body: PostBody<B, 'add'>) => Promise<Post<B, 'add'>>>;
  update: At<B, 'update', 'POST', (body: PostBody<B, 'update'>) => Promise<Post<B, 'update'>>>;
  remove: At<B, 'delete', 'POST', (id: number) => Promise<Post<B, 'delete'>>>;
  options: At<B, 'options', 'GET', (query: { keyword?: string; ids?: string }) => Promise<Get<B, 'options'>>>;
};

/** The generic calls every master-data resource answers. */
export function resourceApi<R extends ResourceOf<'base'>>(resource: R): ResourceApi<`/api/base/${R}`>;
export function resourceApi<A extends Area, R extends ResourceOf<A>>(resource: R, area: A): ResourceApi<`/api/${A}/${R}`>;
export function resourceApi(resource: string, area = 'base'): ResourceApi<string> {
  const base = `/api/${area}/${resource}`;
  const post = (action: string, body: unknown) => requestBuilt(`${base}/${action}`, { method: 'POST', body, client: 'auth' });
  return {
    key: [area, resource] as const,
    path: base,
    page: (query) => requestBuilt(`${base}/pagelist`, { query }),
    detail: (id: number) => requestBuilt(`${base}/detail`, { query: { id } }),
    add: (body: unknown) => post('add', body),
    update: (body: unknown) => post('update', body),
    remove: (id: number) => post('delete', { id }),
    options: (query: { keyword?: string; ids?: string }) => requestBuilt(`${base}/options`, { query }),
  } as ResourceApi<string>;
}

/** The calls of a resource a generic component is given (a list page, a picker), for rows of the type it declares. */
export type ResourceCalls<T> = {
  key: readonly [string, string];
  path: string;
  page: (query: ListParams) => Promise<Page<T>>;
  add: (body: FormValues) => Promise<T>;
  update: (body: FormValues) => Promise<T>;
  remove: (id: number) => Promise<null>;
  options: (query: { keyword?: string; ids?: string }) => Promise<Option[]>;
};

/**
 * A resource chosen by a generic component's props: the name is checked against the server's
 * lists, the rows are the type the component's page declares (its columns and form).
 */
export function resourceCalls<T>({ resource, area }: ResourceProps): ResourceCalls<T> {
  return (resourceApi as (resource: string, area?: string) => unknown)(resource, area) as ResourceCalls<T>;
}

export type Attribute = { key: string; value: string };

export const productContentApi = {
  attributes: (product_id: number) => request('/api/base/products/attributes', { query: { product_id } }),
  saveAttributes: (product_id: number, attributes: Attribute[]) => write('/api/base/products/attributes', { product_id, attributes }),
  page: (product_id: number) => request('/api/base/products/page', { query: { product_id } }),
  savePage: (body: Body<'/api/base/products/page'>) => write('/api/base/products/page', body),
};

export const enterpriseApi = {
  detail: () => request('/api/base/enterprise/detail'),
  update: (body: Body<'/api/base/enterprise/update'>) => write('/api/base/enterprise/update', body),
};

export function uploadImage(file: File) {
  const form = new FormData();
  form.append('file', file);
  return request('/api/base/uploads/image', { method: 'POST', body: form });
}
