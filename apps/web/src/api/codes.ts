import { STATUS } from '@trace/contract/api';
import type { CodeLife, CodeState, OperationRefusal, OperationResult } from '@trace/contract/codes';
import type { Page } from '@trace/contract/list';
import type { CodeWorkPage, PackingCode } from '@trace/contract/packing';
import { ApiError, request } from './http.ts';

/** Calls of the code life cycle: the information inquiry (`/api/inspect/inquiry…`) and the operations (`/api/codes/<transition>`). */
export const INQUIRY_KEY = ['inspect', 'inquiry'] as const;
const INQUIRY = '/api/inspect/inquiry';

export const inquiryApi = {
  /** A code's whole life; a 404 (no such code here) is the caller's empty state, not a toast. */
  life: (code: string) => request<CodeLife>(INQUIRY, { query: { code }, shownInPage: [STATUS.NOT_FOUND] }),
  children: (code: string, page: number, page_size: number) =>
    request<Page<CodeState>>(`${INQUIRY}/children`, { query: { code, page, page_size } }),
  range: (query: { order_no: string; seq_from: string; seq_to: string; page: string; page_size: string }) =>
    request<Page<CodeState>>(`${INQUIRY}/range`, { query }),
  exportPath: `${INQUIRY}/export`,
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
  request<Page<CodeState>>(`/api/codes/${page}/children`, { query: { code, page: pageNo, page_size } });

/** A code and what a page of production's code work reads of it, under that page's own grant. */
export const codeWorkApi = {
  /** A 404 (no such code here) is the page's per-read feedback, not a toast. */
  code: (page: CodeWorkPage, code: string) =>
    request<PackingCode>(`/api/codes/${page}/code`, { query: { code }, shownInPage: [STATUS.NOT_FOUND] }),
  /** One loader per page, made once, so a contents tree keeps it between renders. */
  children: {
    relevance: childrenFor('relevance'),
    unrelevance1: childrenFor('unrelevance1'),
    replace: childrenFor('replace'),
  } satisfies Record<CodeWorkPage, ReturnType<typeof childrenFor>>,
};
export const PACK_IMPORT_PATH = '/api/codes/pack/import';

export type PackBody = { packs: Array<{ parent: string; children: string[] }>; force?: boolean; commission_parents?: boolean };
export type UnpackBody = { codes: string[]; contents?: boolean };
export type VoidBody = { codes: string[]; reason: string; with_contents?: boolean };
export type ReplaceBody = { pairs: Array<{ old: string; new: string }>; reason: string };

/**
 * An operation of the life cycle, with a fresh id unless the caller resends one (a retry after an
 * answer that never came: a replay changes nothing). Its 409 is shown by the caller (which codes
 * stopped it and why, see `refusalOf`), so the client does not toast it; writes use the sign-in
 * client, so a lost session asks before the dialog is left.
 */
function operation<B>(kind: 'pack' | 'unpack' | 'void' | 'replace') {
  return (body: B, opId: string = newOperationId()) =>
    request<OperationResult>(`/api/codes/${kind}`, {
      method: 'POST',
      body: { op_id: opId, ...body },
      client: 'auth',
      shownInPage: [STATUS.CONFLICT],
    });
}

export const codeOperations = {
  pack: operation<PackBody>('pack'),
  unpack: operation<UnpackBody>('unpack'),
  void: operation<VoidBody>('void'),
  replace: operation<ReplaceBody>('replace'),
};

/** The codes that stopped an operation (its 409), or null for any other failure. */
export function refusalOf(error: unknown): OperationRefusal | null {
  if (!(error instanceof ApiError) || error.statusCode !== STATUS.CONFLICT) return null;
  const data = error.data as Partial<OperationRefusal> | null;
  if (!data || !Array.isArray(data.refused)) return null;
  return { refused: data.refused, total: typeof data.total === 'number' ? data.total : data.refused.length };
}
