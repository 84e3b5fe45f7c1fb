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

export const errorEnvelope = envelope(z.null());
/** A refused field: where it is in the request (`gtin`, `levels.0.quantity`) and the sentence saying what is wrong. */
export const fieldProblem = z.object({ field: z.string(), message: z.string() });
export type FieldProblem = z.infer<typeof fieldProblem>;
/** A 422 names every refused field, so a form can show each message on its field. */
export const validationDetails = z.object({ fields: z.array(fieldProblem).min(1) });
export const validationEnvelope = envelope(validationDetails);

export type Envelope<T> = { status_code: number; message: string; data: T };

export const ACCOUNT_TYPE = { ENTERPRISE: 1, EMPLOYEE: 2 } as const;
export const accountTypeSchema = z.union([z.literal(ACCOUNT_TYPE.ENTERPRISE), z.literal(ACCOUNT_TYPE.EMPLOYEE)]);
export type AccountType = z.infer<typeof accountTypeSchema>;

/** The role every enterprise account holds; it passes every check (spec §6). */
export const ADMIN_ROLE = 'admin';
