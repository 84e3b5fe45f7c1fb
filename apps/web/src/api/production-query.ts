import type { Page } from '@trace/contract/list';
import type {
  DuplicateCode,
  DuplicateRead,
  LineException,
  OrderWithMaterials,
  RecallCode,
  RecallOrder,
} from '@trace/contract/production-query';
import type { ListParams } from './base.ts';
import { request } from './http.ts';

/** Calls of the production queries: line exceptions, the material query (recall) and duplicate codes. */
export const PRODUCTION_QUERY_KEY = ['plant', 'queries'] as const;
export const EXCEPTIONS_KEY = [...PRODUCTION_QUERY_KEY, 'exceptions'] as const;

export const exceptionApi = {
  /** The task page's list (any filter), or one order's on the order details page. */
  page: (query: ListParams, scope: 'task' | 'order') =>
    request<Page<LineException>>(scope === 'order' ? '/api/plant/exceptions/order/pagelist' : '/api/plant/exceptions/pagelist', { query }),
  exportPath: (scope: 'task' | 'order') => (scope === 'order' ? '/api/plant/exceptions/order/export' : '/api/plant/exceptions/export'),
  review: (id: number, note: string) =>
    request<LineException>('/api/plant/exceptions/review', { method: 'POST', body: { id, note }, client: 'auth' }),
};

export const materialQueryApi = {
  order: (order_no: string) => request<OrderWithMaterials>('/api/plant/material-query/order', { query: { order_no } }),
  orders: (query: ListParams) => request<Page<RecallOrder>>('/api/plant/material-query/orders', { query }),
  codes: (query: ListParams) => request<Page<RecallCode>>('/api/plant/material-query/codes', { query }),
  ordersExportPath: '/api/plant/material-query/orders/export',
  codesExportPath: '/api/plant/material-query/codes/export',
};

export const duplicateApi = {
  page: (query: ListParams) => request<Page<DuplicateCode>>('/api/plant/duplicates/pagelist', { query }),
  reads: (code: string) => request<DuplicateRead[]>('/api/plant/duplicates/reads', { query: { code } }),
  exportPath: '/api/plant/duplicates/export',
};
