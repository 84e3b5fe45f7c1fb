import type { DissociationKind } from '@trace/contract/returns';
import { resourceApi } from './base.ts';
import { type Body, request, write } from './http.ts';

/** Return orders (`/api/physical/returns/…`): the resource calls, scanning and the decision buttons. */
export const returnOrders = resourceApi('returns', 'physical');

export const returnsApi = {
  /** The scanning page shows every answer in its feedback area: no toast, also when the network is gone. */
  scan: (id: number, codes: string[]) =>
    write('/api/physical/returns/scan', { id, codes }, { quietOffline: true, shownInPage: [404, 409, 422] }),
  unscan: (id: number, codes: string[]) => write('/api/physical/returns/unscan', { id, codes }),
  confirm: (id: number, opId: string) => write('/api/physical/returns/confirm', { id, op_id: opId }),
  restock: (id: number) => write('/api/physical/returns/restock', { id }),
  void: (id: number, opId: string, reason: string) => write('/api/physical/returns/void', { id, op_id: opId, reason }),
  cancel: (id: number, reason: string) => write('/api/physical/returns/cancel', { id, reason }),
  codes: (id: number, page: number, page_size: number) => request('/api/physical/returns/codes', { query: { id, page, page_size } }),
};

/** The dissociation logs of RDC and return dissociation, and the one call that empties cases. */
export const dissociationLogs = {
  rdc: resourceApi('rdcdissociations', 'physical'),
  return: resourceApi('returndissociations', 'physical'),
} satisfies Record<DissociationKind, unknown>;
const DISSOCIATE = { rdc: '/api/physical/rdcdissociations/add', return: '/api/physical/returndissociations/add' } as const;
export const dissociate = (kind: DissociationKind, body: Body<(typeof DISSOCIATE)[DissociationKind]>) => write(DISSOCIATE[kind], body);
