import type { WmsException, WmsUpload, WmsUploadReceipt } from '@trace/contract/wms';
import { resourceApi } from './base.ts';
import { request } from './http.ts';

const write = <T>(path: string, body: unknown) => request<T>(path, { method: 'POST', body, client: 'auth' });

/** WMS uploads (`xiazai`) and the WMS exception log (`loglist`). */
export const wmsUploads = resourceApi<WmsUpload>('wmsuploads', 'physical');
export const wmsExceptions = resourceApi<WmsException>('wmsexceptions', 'physical');
export const WMS_DOWNLOAD_PATH = '/api/physical/wms/download';

export const wmsApi = {
  /** A file of records: stored at once and applied by a job (the uploads list shows its progress). */
  upload: (file: File) => {
    const form = new FormData();
    form.append('file', file);
    return request<WmsUploadReceipt>('/api/physical/wms/upload', { method: 'POST', body: form });
  },
  /** A failed record corrected where it was wrong (order number, code, scan time) and applied again. */
  retry: (correction: { id: number; shipment_no: string; code: string; scanned_at?: string }) =>
    write<WmsException>(`${wmsExceptions.path}/retry`, correction),
  dismiss: (id: number, note: string) => write<WmsException>(`${wmsExceptions.path}/dismiss`, { id, note }),
};
