import type { DeliveryException, DeliveryExceptionKind, DeliveryExceptionReported } from '@trace/contract/delivery-exception';
import { resourceApi } from './base.ts';
import { request } from './http.ts';

const PATH = '/api/physical/deliveryexceptions';
const write = <T>(path: string, body: unknown) => request<T>(path, { method: 'POST', body, client: 'auth' });

/** Delivery exceptions (`/api/physical/deliveryexceptions/…`): the list, the scanning page's report, resolve and dismiss. */
export const deliveryExceptions = resourceApi<DeliveryException>('deliveryexceptions', 'physical');

export const deliveryExceptionsApi = {
  report: (body: { shipment_id: number; raw: string; kind: DeliveryExceptionKind; found_count: number | null; note: string }) =>
    write<DeliveryExceptionReported>(`${PATH}/report`, body),
  close: (id: number, outcome: 'resolve' | 'dismiss', note: string) => write<DeliveryException>(`${PATH}/${outcome}`, { id, note }),
};
