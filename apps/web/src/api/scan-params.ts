import { resourceApi } from './base.ts';
import { type Body, request, write } from './http.ts';

/** Scan parameters of the warning parameters (`/api/inspect/warningparams/…`); writes use the sign-in client like the other forms. */
const overrides = resourceApi('warningparams', 'inspect');

export const scanParamsApi = {
  ...overrides,
  defaults: () => request('/api/inspect/warningparams/default'),
  saveDefaults: (body: Body<'/api/inspect/warningparams/default/save'>) => write('/api/inspect/warningparams/default/save', body),
};
