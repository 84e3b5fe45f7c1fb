import { type ListParams, listPage } from './base.ts';
import { request, write } from './http.ts';

/** Calls of the production queries: line exceptions, the material query (recall) and duplicate codes. */
export const PRODUCTION_QUERY_KEY = ['plant', 'queries'] as const;
export const EXCEPTIONS_KEY = [...PRODUCTION_QUERY_KEY, 'exceptions'] as const;

export const exceptionApi = {
  /** The task page's list (any filter), or one order's on the order details page. */
  page: (query: ListParams, scope: 'task' | 'order') =>
    scope === 'order' ? listPage('/api/plant/exceptions/order/pagelist', query) : listPage('/api/plant/exceptions/pagelist', query),
  exportPath: (scope: 'task' | 'order') => (scope === 'order' ? '/api/plant/exceptions/order/export' : '/api/plant/exceptions/export'),
  review: (id: number, note: string) => write('/api/plant/exceptions/review', { id, note }),
};

export const materialQueryApi = {
  order: (order_no: string) => request('/api/plant/material-query/order', { query: { order_no } }),
  orders: (query: ListParams) => listPage('/api/plant/material-query/orders', query),
  codes: (query: ListParams) => listPage('/api/plant/material-query/codes', query),
  ordersExportPath: '/api/plant/material-query/orders/export',
  codesExportPath: '/api/plant/material-query/codes/export',
};

export const duplicateApi = {
  page: (query: ListParams) => listPage('/api/plant/duplicates/pagelist', query),
  reads: (code: string) => request('/api/plant/duplicates/reads', { query: { code } }),
  exportPath: '/api/plant/duplicates/export',
};
