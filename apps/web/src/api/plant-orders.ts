import type { HoldKind } from '@trace/contract/codes';
import type { LineTree, Order, OrderCodesPage, OrderEvent, OrderFacts, OrderHolds, OrderSummary } from '@trace/contract/production-order';
import { resourceApi } from './base.ts';
import { request } from './http.ts';

const write = <T>(path: string, body: unknown) => request<T>(path, { method: 'POST', body, client: 'auth' });

/** Production orders (`/api/plant/orders/…`): the resource calls, the state buttons and the details' reads. */
export const orders = resourceApi<Order>('orders', 'plant');

export const ordersApi = {
  release: (id: number) => write<Order>('/api/plant/orders/release', { id }),
  cancel: (id: number, reason: string) => write<Order>('/api/plant/orders/cancel', { id, reason }),
  close: (id: number) => write<Order>('/api/plant/orders/close', { id }),
  complete: (id: number) => write<Order>('/api/plant/orders/complete', { id }),
  /** One operation id per dialog: a second press of the same dialog replays the first. */
  hold: (body: { id: number; kind: HoldKind; reason: string; notice: string }, opId: string) =>
    write<Order>('/api/plant/orders/hold', { op_id: opId, ...body }),
  unhold: (body: { id: number; note: string }, opId: string) => write<Order>('/api/plant/orders/unhold', { op_id: opId, ...body }),
  holds: (id: number) => request<OrderHolds>('/api/plant/orders/holds', { query: { id } }),
  facts: (query: { product_id?: number; material_ids?: string }) => request<OrderFacts>('/api/plant/orders/facts', { query }),
  lines: () => request<LineTree>('/api/plant/orders/lines'),
  summary: (id: number) => request<OrderSummary>('/api/plant/orders/summary', { query: { id } }),
  codes: (query: { id: number; level: string; after?: number; page_size?: number }) =>
    request<OrderCodesPage>('/api/plant/orders/codes', { query }),
  events: (query: { id: number; after?: number; page_size?: number }) =>
    request<{ list: OrderEvent[]; next: number | null }>('/api/plant/orders/events', { query }),
};
