import { z } from 'zod';
import { codeValue } from './codes.ts';
import { isoDate, keyword } from './fields.ts';
import { pageQuery, sortOf } from './list.ts';

/**
 * Capture of a partner's EPCIS 2.0 document (`POST /epcis/capture`, GS1's REST binding): checked
 * against GS1's schema and the CBV, stored all or nothing, idempotent by event id. Each capture is
 * a capture job (`/epcis/capture/{captureID}`), finished when the request is answered.
 */
/** Events in one document at most (`GS1-EPCIS-Capture-Limit`). */
export const CAPTURE_LIMIT = 10_000;
/** Bytes of one document at most (`GS1-EPCIS-Capture-File-Size-Limit`). */
export const CAPTURE_FILE_LIMIT = 32 * 1024 * 1024;

/** A reason a capture stored nothing: RFC 7807 problem details, `instance` the JSON pointer into the document. */
export const captureProblem = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number(),
  detail: z.string(),
  instance: z.string().optional(),
});
export type CaptureProblemDetails = z.infer<typeof captureProblem>;

/** A capture job as the binding describes it, with what the repository counted. */
export const captureJob = z.object({
  captureID: z.string(),
  createdAt: z.string(),
  finishedAt: z.string(),
  running: z.boolean(),
  success: z.boolean(),
  captureErrorBehaviour: z.literal('rollback'),
  errors: z.array(captureProblem),
  /** Events in the document; stored by this capture; already held (the same id and content). */
  eventCount: z.number(),
  storedCount: z.number(),
  presentCount: z.number(),
  capturedBy: z.string(),
});
export type CaptureJob = z.infer<typeof captureJob>;

/** The document a console person uploads, as it is sent on. */
export const captureBody = z.record(z.string(), z.unknown());

/** The console's list of capture jobs (`/api/inspect/epcis-captures/pagelist`). */
export const captureQuery = pageQuery.extend({
  keyword,
  success: z.enum(['true', 'false']).optional(),
  sort: z.enum(['created_at', '-created_at']).default('-created_at'),
});
export const captureRow = z.object({
  id: z.number(),
  captured_by: z.string(),
  created_at: z.string(),
  success: z.boolean(),
  event_count: z.number(),
  stored_count: z.number(),
  present_count: z.number(),
  error_count: z.number(),
});
export type CaptureRow = z.infer<typeof captureRow>;

/** A partner's events naming one of the enterprise's codes (`/api/inspect/partner-events/pagelist`). */
export const partnerEventQuery = pageQuery.extend({
  code: codeValue,
  sort: z.enum(['event_time', '-event_time']).default('-event_time'),
});
export const partnerEvent = z.object({
  id: z.number(),
  event_id: z.string(),
  event_type: z.string(),
  action: z.string().nullable(),
  biz_step: z.string().nullable(),
  disposition: z.string().nullable(),
  read_point: z.string().nullable(),
  biz_location: z.string().nullable(),
  event_time: z.string(),
  record_time: z.string(),
  capture_id: z.number(),
  captured_by: z.string(),
});
export type PartnerEvent = z.infer<typeof partnerEvent>;

/**
 * Integration tokens: a partner system's credentials for `/epcis` (`Authorization: Bearer …`),
 * limited to their enterprise and to what their grants name. Shown once, when issued or rotated;
 * only a SHA-256 of each is kept. Managed on the information inquiry page (`informationinquiry:integration`).
 */
export const INTEGRATION_GRANTS = ['epcis:read', 'epcis:capture'] as const;
export type IntegrationGrant = (typeof INTEGRATION_GRANTS)[number];
/** Tokens: `it_` and 43 base64url characters (32 random bytes). */
export const INTEGRATION_TOKEN = /^it_[A-Za-z0-9_-]{43}$/;
/** How many characters of a token the list shows, to tell tokens apart (`it_` and 6 of the secret). */
export const INTEGRATION_TOKEN_HINT = 9;
export const INTEGRATION_TOKEN_STATES = ['live', 'expired', 'revoked'] as const;

export const integrationTokenInput = z.object({
  name: z.string().trim().min(1).max(64),
  grants: z
    .array(z.enum(INTEGRATION_GRANTS))
    .min(1)
    .max(INTEGRATION_GRANTS.length)
    .refine((grants) => new Set(grants).size === grants.length, { message: 'validation.grantTwice' }),
  /** The last day the token works, in the enterprise's time zone; none: until revoked. */
  expires_on: isoDate.nullable().default(null),
});
export const integrationTokenQuery = pageQuery.extend({
  keyword,
  state: z.enum(INTEGRATION_TOKEN_STATES).optional(),
  sort: sortOf(['name', 'created_at', 'last_used_at'], '-created_at'),
});
export const integrationToken = z.object({
  id: z.number(),
  name: z.string(),
  grants: z.array(z.enum(INTEGRATION_GRANTS)),
  hint: z.string(),
  state: z.enum(INTEGRATION_TOKEN_STATES),
  expires_on: z.string().nullable(),
  last_used_at: z.string().nullable(),
  rotated_at: z.string(),
  revoked_at: z.string().nullable(),
  created_by_name: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type IntegrationToken = z.infer<typeof integrationToken>;
/** A token with its secret: the only answer that carries it (issue and rotate). */
export const integrationTokenWithSecret = integrationToken.extend({ token: z.string() });
export type IntegrationTokenWithSecret = z.infer<typeof integrationTokenWithSecret>;
