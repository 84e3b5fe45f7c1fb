import type { Page } from '@trace/contract/list';
import type {
  Dissociation,
  DissociationKind,
  DissociationResult,
  ReturnCode,
  ReturnOrder,
  ReturnScanResult,
} from '@trace/contract/returns';
import { resourceApi } from './base.ts';
import { request } from './http.ts';

const write = <T>(path: string, body: unknown) => request<T>(path, { method: 'POST', body, client: 'auth' });
const PATH = '/api/physical/returns';

/** Return orders (`/api/physical/returns/…`): the resource calls, scanning and the decision buttons. */
export const returnOrders = resourceApi<ReturnOrder>('returns', 'physical');

export const returnsApi = {
  /** The scanning page shows every answer in its feedback area: no toast, also when the network is gone. */
  scan: (id: number, codes: string[]) =>
    request<ReturnScanResult>(`${PATH}/scan`, {
      method: 'POST',
      body: { id, codes },
      client: 'auth',
      quietOffline: true,
      shownInPage: [404, 409, 422],
    }),
  unscan: (id: number, codes: string[]) => write<{ removed: number; return: ReturnOrder }>(`${PATH}/unscan`, { id, codes }),
  confirm: (id: number, opId: string) => write<ReturnOrder>(`${PATH}/confirm`, { id, op_id: opId }),
  restock: (id: number) => write<ReturnOrder>(`${PATH}/restock`, { id }),
  void: (id: number, opId: string, reason: string) => write<ReturnOrder>(`${PATH}/void`, { id, op_id: opId, reason }),
  cancel: (id: number, reason: string) => write<ReturnOrder>(`${PATH}/cancel`, { id, reason }),
  codes: (id: number, page: number, page_size: number) => request<Page<ReturnCode>>(`${PATH}/codes`, { query: { id, page, page_size } }),
};

/** The dissociation logs of RDC and return dissociation, and the one call that empties cases. */
export const dissociationLogs: Record<DissociationKind, ReturnType<typeof resourceApi<Dissociation>>> = {
  rdc: resourceApi<Dissociation>('rdcdissociations', 'physical'),
  return: resourceApi<Dissociation>('returndissociations', 'physical'),
};
export const dissociate = (kind: DissociationKind, body: { op_id: string; codes: string[]; void_emptied: boolean; reason: string }) =>
  write<DissociationResult>(`${dissociationLogs[kind].path}/add`, body);
