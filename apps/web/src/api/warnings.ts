import type { WarningKind, WarningMove } from '@trace/contract/risk';
import { resourceApi } from './base.ts';
import { type Body, request, write } from './http.ts';

/** Warnings the risk engine raised (`/api/inspect/warnings/…`): the list and its export. */
export const warnings = resourceApi('warnings', 'inspect');

/** The body of each workflow move, as the server reads it. */
export type MoveBody = {
  assign: Body<'/api/inspect/warnings/assign'>;
  confirm: Body<'/api/inspect/warnings/confirm'>;
  dismiss: Body<'/api/inspect/warnings/dismiss'>;
  resolve: Body<'/api/inspect/warnings/resolve'>;
};

const MOVE_PATHS = {
  assign: '/api/inspect/warnings/assign',
  confirm: '/api/inspect/warnings/confirm',
  dismiss: '/api/inspect/warnings/dismiss',
  resolve: '/api/inspect/warnings/resolve',
} as const satisfies Record<WarningMove, string>;

export const warningsApi = {
  detail: (id: number) => write('/api/inspect/warnings/detail', { id }),
  /** Moves a warning along its workflow; 409 (shown as the server's message) when it was handled meanwhile. */
  move: <M extends WarningMove>(move: M, body: MoveBody[M]) => write(MOVE_PATHS[move], body as never),
  /** Live warnings by province, or by the cities of the province `parent`; a dealer's with its territory. */
  map: (query: { parent?: string; kind?: WarningKind; dealer_id?: number | undefined }) => request('/api/inspect/warnings/map', { query }),
  /** How many live warnings are assigned to the signed-in person. */
  mine: () => request('/api/inspect/warnings/mine'),
  /** Enabled employees a warning may be assigned to; `ids` fetches given ones. */
  assignees: (query: { keyword?: string; ids?: string }) => request('/api/inspect/warnings/assignees', { query }),
};

/** The risk rules (`/api/inspect/riskparams/…`): the enterprise's, each product's override, the versions. */
export const RISK_PARAMS_KEY = ['inspect', 'riskparams'] as const;
export const riskParamsApi = {
  get: () => request('/api/inspect/riskparams'),
  saveDefaults: (body: Body<'/api/inspect/riskparams/default/save'>) => write('/api/inspect/riskparams/default/save', body),
  saveProduct: (body: Body<'/api/inspect/riskparams/product/save'>) => write('/api/inspect/riskparams/product/save', body),
  removeProduct: (product_id: number) => write('/api/inspect/riskparams/product/remove', { product_id }),
};
