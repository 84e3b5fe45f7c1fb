import { type Answer, HANG_MS, isEnvelope, isGs1Answer } from './http.ts';

/**
 * What no request may ever get: no answer in time, a cut connection, a 5xx, or JSON outside
 * the envelope (or, under `/epcis`, GS1's shapes). Returns the problem, or undefined when the answer is acceptable.
 */
export function unacceptable(answer: Answer): string | undefined {
  if (answer.timedOut) return `no answer within ${HANG_MS} ms`;
  if (answer.error) return `connection failed (${answer.error})`;
  if (answer.status >= 500) return `HTTP ${answer.status} ${answer.text.slice(0, 160)}`;
  if (answer.contentType.includes('json') && !isEnvelope(answer.json) && !isGs1Answer(answer))
    return `JSON outside the envelope: ${answer.text.slice(0, 160)}`;
  return undefined;
}

/** A request as a failure report shows it: method, URL and body, cut to a readable length. */
export function describeCall(call: { method: string; url: string; body?: string | Buffer }): string {
  const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max)}…(${text.length} chars)` : text);
  const body = call.body === undefined ? '' : ` body ${cut(JSON.stringify(call.body.toString()), 200)}`;
  return `${call.method} ${cut(call.url, 200)}${body}`;
}
