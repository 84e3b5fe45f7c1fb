import { resourceApi } from './base.ts';
import { request, write } from './http.ts';

/** Consumer query records (`customerquery`): every scan of the enterprise's codes. */
export const scanRecords = resourceApi('scans', 'querymanage');

/** Unlocks a code's anti-code locked after repeated wrong tries (`customerquery:unlock`). */
export const unlockAntiCode = (code: string) => write('/api/querymanage/anticode/unlock', { code });

/** The records' scans counted by province, or by the cities of the province `parent`. */
export const scanRegionsOf = (query: Record<string, string | undefined>) => request('/api/querymanage/scans/regions', { query });
