import { STATUS } from '@trace/contract/api';
import type { OperationRefusal } from '@trace/contract/codes';
import type { CodeWorkPage } from '@trace/contract/packing';
import { listPage } from './base.ts';
import { type Answer, ApiError, type Body, request, requestBuilt } from './http.ts';

/** Calls of the code life cycle: the information inquiry (`/api/inspect/inquiry…`) and the operations (`/api/codes/<transition>`). */
export const INQUIRY_KEY = ['inspect', 'inquiry'] as const;

export const inquiryApi = {
  /** A code's whole life; a 404 (no such code here) is the caller's empty state, not a toast. */
  life: (code: string) => request('/api/inspect/inquiry', { query: { code }, shownInPage: [STATUS.NOT_FOUND] }),
  children: (code: string, page: number, page_size: number) =>
    request('/api/inspect/inquiry/children', { query: { code, page, page_size } }),
  range: (query: { order_no: string; seq_from: string; seq_to: string; page: string; page_size: string }) =>
    listPage('/api/inspect/inquiry/range', query),
  exportPath: '/api/inspect/inquiry/export',
};

/**
 * A new operation id, once per confirmation: sent again (a retry after a lost answer) it changes
 * nothing. `crypto.randomUUID` exists only in secure contexts; a console opened over plain HTTP on
 * the plant's network builds the same version-4 UUID from `getRandomValues`.
 */
export function newOperationId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const childrenFor = (page: CodeWorkPage) => (code: string, pageNo: number, page_size: number) =>
  request(`/api/codes/${page}/children`, { query: { code, page: pageNo, page_size } });

/** A code and what a page of production's code work reads of it, under that page's own grant. */
export const codeWorkApi = {
  /** A 404 (no such code here) is the page's per-read feedback, not a toast. */
  code: (page: CodeWorkPage, code: string) => request(`/api/codes/${page}/code`, { query: { code }, shownInPage: [STATUS.NOT_FOUND] }),
  /** One loader per page, made once, so a contents tree keeps it between renders. */
  children: {
    relevance: childrenFor('relevance'),
    unrelevance1: childrenFor('unrelevance1'),
    replace: childrenFor('replace'),
  } satisfies Record<CodeWorkPage, ReturnType<typeof childrenFor>>,
};
export const PACK_IMPORT_PATH = '/api/codes/pack/import';

type Operation = 'pack' | 'unpack' | 'void' | 'replace';
/** An operation's body as a page fills it; the operation id is added when it is sent. */
type OperationBody<K extends Operation> = Omit<Body<`/api/codes/${K}`>, 'op_id'>;
export type PackBody = OperationBody<'pack'>;
export type UnpackBody = OperationBody<'unpack'>;
export type VoidBody = OperationBody<'void'>;
export type ReplaceBody = OperationBody<'replace'>;

/**
 * An operation of the life cycle, with a fresh id unless the caller resends one (a retry after an
 * answer that never came: a replay changes nothing). Its 409 is shown by the caller (which codes
 * stopped it and why, see `refusalOf`), so the client does not toast it; writes use the sign-in
 * client, so a lost session asks before the dialog is left.
 */
function operation<K extends Operation>(kind: K) {
  return (body: OperationBody<K>, opId: string = newOperationId()) =>
    requestBuilt<Answer<`/api/codes/${K}`, 'POST'>>(`/api/codes/${kind}`, {
      method: 'POST',
      body: { op_id: opId, ...body },
      client: 'auth',
      shownInPage: [STATUS.CONFLICT],
    });
}

export const codeOperations = {
  pack: operation('pack'),
  unpack: operation('unpack'),
  void: operation('void'),
  replace: operation('replace'),
};

/** The codes that stopped an operation (its 409), or null for any other failure. */
export function refusalOf(error: unknown): OperationRefusal | null {
  if (!(error instanceof ApiError) || error.statusCode !== STATUS.CONFLICT) return null;
  const data = error.data as Partial<OperationRefusal> | null;
  if (!data || !Array.isArray(data.refused)) return null;
  return { refused: data.refused, total: typeof data.total === 'number' ? data.total : data.refused.length };
}
