import type { HoldKind } from '@trace/contract/codes';
import { resourceApi } from './base.ts';
import { type ApiPath, type Query, request, write } from './http.ts';

type Keyset<P extends ApiPath> = Omit<Query<P>, 'after'> & { after?: number };

/** Production orders (`/api/plant/orders/…`): the resource calls, the state buttons and the details' reads. */
export const orders = resourceApi('orders', 'plant');

export const ordersApi = {
  release: (id: number) => write('/api/plant/orders/release', { id }),
  cancel: (id: number, reason: string) => write('/api/plant/orders/cancel', { id, reason }),
  close: (id: number) => write('/api/plant/orders/close', { id }),
  complete: (id: number) => write('/api/plant/orders/complete', { id }),
  /** One operation id per dialog: a second press of the same dialog replays the first. */
  hold: (body: { id: number; kind: HoldKind; reason: string; notice: string }, opId: string) =>
    write('/api/plant/orders/hold', { op_id: opId, ...body }),
  unhold: (body: { id: number; note: string }, opId: string) => write('/api/plant/orders/unhold', { op_id: opId, ...body }),
  holds: (id: number) => request('/api/plant/orders/holds', { query: { id } }),
  facts: (query: { product_id?: number; material_ids?: string }) => request('/api/plant/orders/facts', { query }),
  lines: () => request('/api/plant/orders/lines'),
  summary: (id: number) => request('/api/plant/orders/summary', { query: { id } }),
  /** `after` is the last id of the previous page, a number the server reads as a big integer's text. */
  codes: (query: Keyset<'/api/plant/orders/codes'>) =>
    request('/api/plant/orders/codes', { query: { ...query, after: query.after?.toString() } }),
  events: (query: Keyset<'/api/plant/orders/events'>) =>
    request('/api/plant/orders/events', { query: { ...query, after: query.after?.toString() } }),
};
