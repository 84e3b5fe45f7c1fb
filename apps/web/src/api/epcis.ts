import { STATUS } from '@trace/contract/api';
import type { CaptureProblemDetails } from '@trace/contract/epcis';
import { resourceApi } from './base.ts';
import { ApiError, requestPlain, write } from './http.ts';

/**
 * Partners' EPCIS documents captured into the enterprise's repository: the capture itself and its
 * job under GS1's binding (`/epcis/capture…`), and the console's lists of the capture jobs and of
 * a code's partner events (`/api/inspect/…`).
 */
export const captureJobs = resourceApi('epcis-captures', 'inspect');
export const partnerEvents = resourceApi('partner-events', 'inspect');

/**
 * Partner systems' credentials for `/epcis` (`/api/org/integration-tokens/…`): issue (`add`) and
 * rotate answer the token, shown this once; a revoked token stays listed.
 */
export const integrationTokens = {
  ...resourceApi('integration-tokens', 'org'),
  rotate: (id: number) => write('/api/org/integration-tokens/rotate', { id }),
  revoke: (id: number) => write('/api/org/integration-tokens/revoke', { id }),
};

/** 10,000 events take seconds to check and store (about 4 s on an idle test server): more than the sign-in client's 5 s. */
const CAPTURE_TIMEOUT_MS = 60_000;

export const captureApi = {
  /**
   * Sends a partner's document; its refusal (400: invalid, 413: too large) is the page's to list.
   * Capture is idempotent by event id, so sending a document again after no answer came is safe.
   */
  capture: (document: Record<string, unknown>) =>
    requestPlain('/epcis/capture', {
      method: 'POST',
      body: document,
      client: 'auth',
      shownInPage: [STATUS.BAD_REQUEST, STATUS.PAYLOAD_TOO_LARGE],
      timeoutMs: CAPTURE_TIMEOUT_MS,
    }),
  job: (captureID: number) => requestPlain('/epcis/capture/{captureID}', { params: { captureID: String(captureID) } }),
};

/** One reason a document was refused: what is wrong and, as a JSON pointer, where in the document. */
export type CaptureReason = Pick<CaptureProblemDetails, 'detail' | 'instance'>;

/**
 * Why the binding refused a document (400: invalid, 413: too large): its problems, or the refusal
 * itself when it lists none; null for any other failure (toasted by the client).
 */
export function captureRefusalOf(error: unknown): CaptureReason[] | null {
  if (!(error instanceof ApiError)) return null;
  if (error.statusCode !== STATUS.BAD_REQUEST && error.statusCode !== STATUS.PAYLOAD_TOO_LARGE) return null;
  const problem = error.data as { errors?: CaptureReason[] } | null;
  return problem?.errors?.length ? problem.errors : [{ detail: error.message }];
}
