import type { AntiCodeUnlockAnswer } from '@trace/contract/anti-code';
import type { ScanRecord, ScanRegions } from '@trace/contract/scan';
import { resourceApi } from './base.ts';
import { request } from './http.ts';

/** Consumer query records (`customerquery`): every scan of the enterprise's codes. */
export const scanRecords = resourceApi<ScanRecord>('scans', 'querymanage');

/** Unlocks a code's anti-code locked after repeated wrong tries (`customerquery:unlock`). */
export const unlockAntiCode = (code: string) =>
  request<AntiCodeUnlockAnswer>('/api/querymanage/anticode/unlock', { method: 'POST', body: { code }, client: 'auth' });

/** The records' scans counted by province, or by the cities of the province `parent`. */
export const scanRegionsOf = (query: Record<string, string | undefined>) => request<ScanRegions>(`${scanRecords.path}/regions`, { query });
