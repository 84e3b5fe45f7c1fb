import { STATUS } from '@trace/contract/api';
import { SendFailure } from '../utils/outbox.ts';
import { ApiError } from './http.ts';

/** Answers that mean "try again later" for an offline queue rather than a refusal. */
export const LATER: readonly number[] = [STATUS.INTERNAL, STATUS.UNAVAILABLE, STATUS.TOO_MANY_REQUESTS];

/**
 * A queue's call: no answer or a server error becomes an offline SendFailure (the queue tries
 * again), any other refusal a SendFailure carrying the server's message (shown on the page).
 */
export async function queuedSend<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const offline = error.statusCode === 0 || LATER.includes(error.statusCode) || error.statusCode >= 500;
    // A refusal is shown beside what the queue holds, not toasted as a form's would be.
    if (!offline) error.shownOnFields = true;
    throw new SendFailure(refusalText(error), offline);
  }
}

/** A refusal's sentence: a refused field's own message (what to change) rather than "check the fields". */
function refusalText(error: ApiError): string {
  const fields = (error.data as { fields?: Array<{ message?: string }> } | null)?.fields;
  const messages = Array.isArray(fields) ? fields.map((field) => field.message).filter(Boolean) : [];
  return messages.length > 0 ? messages.join(' · ') : error.message;
}
