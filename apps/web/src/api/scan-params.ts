import type { EnterpriseScanParams, ProductScanParams } from '@trace/contract/scan-params';
import { resourceApi } from './base.ts';
import { request } from './http.ts';

/** Scan parameters of the warning parameters (`/api/inspect/warningparams/…`); writes use the sign-in client like the other forms. */
const overrides = resourceApi<ProductScanParams>('warningparams', 'inspect');

export const scanParamsApi = {
  ...overrides,
  defaults: () => request<EnterpriseScanParams>(`${overrides.path}/default`),
  saveDefaults: (body: unknown) =>
    request<EnterpriseScanParams>(`${overrides.path}/default/save`, { method: 'POST', body, client: 'auth' }),
};
