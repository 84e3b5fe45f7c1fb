import { STATUS } from '@trace/contract/api';
import type { ForensicsCheckInput, InspectionInput } from '@trace/contract/inspection';
import { resourceApi } from './base.ts';
import { request, requestBlob } from './http.ts';
import { LATER, queuedSend } from './queued-send.ts';

/** Inspection records (`/api/inspect/inspections/…`): the list and its export. */
export const inspections = resourceApi('inspections', 'inspect');

/** Refusals the field inspection page shows on itself (beside the queued inspection they stopped). */
const IN_PAGE = [...LATER, STATUS.VALIDATION, STATUS.NOT_FOUND, STATUS.CONFLICT, STATUS.PAYLOAD_TOO_LARGE, STATUS.BAD_REQUEST];

/** Field inspection (`/api/inspect/forensics/…`): the check, and the queue's photo upload and record. */
export const forensicsApi = {
  /** The check where the inspector stands; no answer is said on the page (it works offline). */
  check: (body: ForensicsCheckInput) =>
    request('/api/inspect/forensics/check', { method: 'POST', body, quietOffline: true, shownInPage: [...LATER, STATUS.BAD_REQUEST] }),
  /** One photo of a queued inspection; the server answers the name the record refers to. */
  uploadPhoto: (photo: Blob) =>
    queuedSend(() => {
      const form = new FormData();
      form.append('file', photo, 'photo.jpg');
      return request('/api/inspect/forensics/photos', { method: 'POST', body: form, quietOffline: true, shownInPage: IN_PAGE });
    }),
  /** Records a queued inspection: the same op_id sent again answers the first record. */
  add: (body: InspectionInput) =>
    queuedSend(() => request('/api/inspect/forensics/add', { method: 'POST', body, quietOffline: true, shownInPage: IN_PAGE })),
  /** Employees to filter the records by inspector; `ids` fetches given ones. */
  inspectors: (query: { keyword?: string; ids?: string }) => request('/api/inspect/inspections/inspectors', { query }),
  /** A stored photo: fetched with the session (an <img src> cannot send the token). */
  photo: (name: string) => requestBlob(`/api/inspect/inspections/photos/${encodeURIComponent(name)}`, undefined),
};
