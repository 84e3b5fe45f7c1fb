import { resourceApi } from './base.ts';
import { type Body, write } from './http.ts';

/** Delivery exceptions (`/api/physical/deliveryexceptions/…`): the list, the scanning page's report, resolve and dismiss. */
export const deliveryExceptions = resourceApi('deliveryexceptions', 'physical');

export const deliveryExceptionsApi = {
  report: (body: Body<'/api/physical/deliveryexceptions/report'>) => write('/api/physical/deliveryexceptions/report', body),
  close: (id: number, outcome: 'resolve' | 'dismiss', note: string) => write(`/api/physical/deliveryexceptions/${outcome}`, { id, note }),
};
