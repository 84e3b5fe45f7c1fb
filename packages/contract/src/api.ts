import { z } from 'zod';

/** `status_code` values of the envelope (spec §8, DESIGN §4). */
export const STATUS = {
  OK: 200,
  BAD_REQUEST: 400,
  /** Missing, expired or revoked token: the console's re-login cue (sent with HTTP 401). */
  TOKEN_INVALID: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  VALIDATION: 422,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
  /** Signed in but lacking the grant (sent with HTTP 403): the console stays signed in. */
  NO_PERMISSION: 40301,
} as const;

/** status_code values after which the console offers to sign in again (spec §8). */
export const RELOGIN_CODES: readonly number[] = [STATUS.TOKEN_INVALID, 50012, 50014];

export const TOKEN_HEADER = 'Token';
export const REQUEST_ID_HEADER = 'X-Request-Id';

export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ status_code: z.number().int(), message: z.string(), data });
}

// The schemas here are marked pure (and read no object property) so that a bundle needing only
// this file's constants, the console's first chunk, leaves zod out. Schemas the console's pages
// use live elsewhere (refusal.ts): one used from here would bring zod into that chunk.
export const errorEnvelope = /* @__PURE__ */ envelope(/* @__PURE__ */ z.null());

export type Envelope<T> = { status_code: number; message: string; data: T };

const ENTERPRISE = 1;
const EMPLOYEE = 2;
export const ACCOUNT_TYPE = { ENTERPRISE, EMPLOYEE } as const;
export const accountTypeSchema = /* @__PURE__ */ z.union([/* @__PURE__ */ z.literal(ENTERPRISE), /* @__PURE__ */ z.literal(EMPLOYEE)]);
export type AccountType = z.infer<typeof accountTypeSchema>;

/** The role every enterprise account holds; it passes every check (spec §6). */
export const ADMIN_ROLE = 'admin';
