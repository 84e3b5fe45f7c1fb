import { resourceApi } from './base.ts';
import { type Body, request, write } from './http.ts';

/** WMS uploads (`xiazai`) and the WMS exception log (`loglist`). */
export const wmsUploads = resourceApi('wmsuploads', 'physical');
export const wmsExceptions = resourceApi('wmsexceptions', 'physical');
export const WMS_DOWNLOAD_PATH = '/api/physical/wms/download';

export const wmsApi = {
  /** A file of records: stored at once and applied by a job (the uploads list shows its progress). */
  upload: (file: File) => {
    const form = new FormData();
    form.append('file', file);
    return request('/api/physical/wms/upload', { method: 'POST', body: form });
  },
  /** A failed record corrected where it was wrong (order number, code, scan time) and applied again. */
  retry: (correction: Body<'/api/physical/wmsexceptions/retry'>) => write('/api/physical/wmsexceptions/retry', correction),
  dismiss: (id: number, note: string) => write('/api/physical/wmsexceptions/dismiss', { id, note }),
};
