import { resourceApi } from './base.ts';
import { request, write } from './http.ts';

/** Outbound orders (`/api/physical/shipments/…`): the resource calls, scanning and the state buttons. */
export const shipments = resourceApi('shipments', 'physical');

export const shipmentsApi = {
  /** The scanning page shows every answer in its feedback area: no toast, also when the network is gone. */
  scan: (id: number, codes: string[]) =>
    write('/api/physical/shipments/scan', { id, codes }, { quietOffline: true, shownInPage: [404, 409, 422] }),
  unscan: (id: number, codes: string[]) => write('/api/physical/shipments/unscan', { id, codes }),
  confirm: (id: number, opId: string) => write('/api/physical/shipments/confirm', { id, op_id: opId }),
  receive: (id: number, opId: string) => write('/api/physical/shipments/receive', { id, op_id: opId }),
  close: (id: number, reason: string) => write('/api/physical/shipments/close', { id, reason }),
  cancel: (id: number, reason: string) => write('/api/physical/shipments/cancel', { id, reason }),
  codes: (id: number, page: number, page_size: number) => request('/api/physical/shipments/codes', { query: { id, page, page_size } }),
};
