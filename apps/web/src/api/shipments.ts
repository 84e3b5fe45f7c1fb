import type { Page } from '@trace/contract/list';
import type { ScanResult, Shipment, ShipmentCode } from '@trace/contract/shipment';
import { resourceApi } from './base.ts';
import { request } from './http.ts';

const write = <T>(path: string, body: unknown) => request<T>(path, { method: 'POST', body, client: 'auth' });
const PATH = '/api/physical/shipments';

/** Outbound orders (`/api/physical/shipments/…`): the resource calls, scanning and the state buttons. */
export const shipments = resourceApi<Shipment>('shipments', 'physical');

export const shipmentsApi = {
  /** The scanning page shows every answer in its feedback area: no toast, also when the network is gone. */
  scan: (id: number, codes: string[]) =>
    request<ScanResult>(`${PATH}/scan`, {
      method: 'POST',
      body: { id, codes },
      client: 'auth',
      quietOffline: true,
      shownInPage: [404, 409, 422],
    }),
  unscan: (id: number, codes: string[]) => write<{ removed: number; shipment: Shipment }>(`${PATH}/unscan`, { id, codes }),
  confirm: (id: number, opId: string) => write<Shipment>(`${PATH}/confirm`, { id, op_id: opId }),
  receive: (id: number, opId: string) => write<Shipment>(`${PATH}/receive`, { id, op_id: opId }),
  close: (id: number, reason: string) => write<Shipment>(`${PATH}/close`, { id, reason }),
  cancel: (id: number, reason: string) => write<Shipment>(`${PATH}/cancel`, { id, reason }),
  codes: (id: number, page: number, page_size: number) => request<Page<ShipmentCode>>(`${PATH}/codes`, { query: { id, page, page_size } }),
};
