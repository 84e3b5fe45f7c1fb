import { STATUS } from '@trace/contract/api';

/**
 * An error with a known meaning: HTTP status, envelope status_code and a translated message
 * (`messageKey` is an i18n key such as `errors.loginFailed`).
 */
export class AppError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly statusCode: number,
    readonly messageKey: string,
    readonly vars: Record<string, string | number> = {},
    readonly headers: Record<string, string> = {},
    /** What the envelope's `data` carries besides the message (e.g. each refused item and why). */
    readonly data: unknown = null,
  ) {
    super(messageKey);
  }
}

export const tokenInvalid = () => new AppError(401, STATUS.TOKEN_INVALID, 'errors.tokenInvalid');
export const noPermission = () => new AppError(403, STATUS.NO_PERMISSION, 'errors.noPermission');
export const notFound = () => new AppError(404, STATUS.NOT_FOUND, 'errors.notFound');
export const badRequest = (messageKey = 'errors.badRequest', vars: Record<string, string | number> = {}) =>
  new AppError(400, STATUS.BAD_REQUEST, messageKey, vars);
export const conflict = (messageKey: string, vars: Record<string, string | number> = {}) =>
  new AppError(409, STATUS.CONFLICT, messageKey, vars);
export const tooManyRequests = (messageKey: string, retryAfterSeconds: number, vars: Record<string, string | number> = {}) =>
  new AppError(429, STATUS.TOO_MANY_REQUESTS, messageKey, vars, { 'retry-after': String(retryAfterSeconds) });

/** A 422 about one field, found by a rule that a schema cannot express; the reason is an i18n key. */
export class FieldError extends AppError {
  constructor(
    readonly field: string,
    readonly reasonKey: string,
    readonly reasonVars: Record<string, string | number> = {},
  ) {
    super(422, STATUS.VALIDATION, 'errors.validation');
  }
}
