/** The longest any answer may take: a slower one counts as a hang. */
export const HANG_MS = 5_000;

export type Answer = {
  /** The path asked (GS1's shapes are allowed under `/epcis` only). */
  path?: string;
  status: number;
  contentType: string;
  text: string;
  /** The parsed body when the answer says it is JSON (undefined when it does not parse). */
  json: unknown;
  ms: number;
  /** No answer within the time limit. */
  timedOut: boolean;
  /** The connection failed or was cut (the answer is incomplete or missing). */
  error?: string;
};

export type Call = {
  method: string;
  /** Path with its query string already encoded. */
  url: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  token?: string;
  timeoutMs?: number;
};

/**
 * Percent-encodes text as a careless or hostile client would send it: UTF-8, except that a lone
 * surrogate is sent as its own three bytes (WTF-8), which encodeURIComponent refuses to do.
 */
export function percentEncode(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0) as number;
    if (code >= 0xd800 && code <= 0xdfff) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    } else out += encodeURIComponent(char);
  }
  return out;
}

export function queryString(query: Array<[string, string]>): string {
  return query.length === 0 ? '' : `?${query.map(([k, v]) => `${percentEncode(k)}=${percentEncode(v)}`).join('&')}`;
}

/** One request over HTTP, timed; never throws. */
export async function send(base: string, call: Call): Promise<Answer> {
  const started = performance.now();
  const headers: Record<string, string> = { ...call.headers };
  if (call.token) headers.token = call.token;
  const timeoutMs = call.timeoutMs ?? HANG_MS;
  try {
    const response = await fetch(`${base}${call.url}`, {
      method: call.method,
      headers,
      body: call.body,
      signal: AbortSignal.timeout(timeoutMs),
    });
    const bytes = Buffer.from(await response.arrayBuffer());
    const contentType = response.headers.get('content-type') ?? '';
    const text = contentType.includes('json') || contentType.startsWith('text/') ? bytes.toString('utf8') : bytes.toString('latin1');
    let json: unknown;
    if (contentType.includes('json')) {
      try {
        json = JSON.parse(text);
      } catch {
        json = undefined;
      }
    }
    return {
      path: call.url.split('?')[0],
      status: response.status,
      contentType,
      text,
      json,
      ms: performance.now() - started,
      timedOut: false,
    };
  } catch (error) {
    const timedOut = (error as Error).name === 'TimeoutError';
    return {
      status: 0,
      contentType: '',
      text: '',
      json: undefined,
      ms: performance.now() - started,
      timedOut,
      error: String((error as Error).cause ?? error),
    };
  }
}

/** `{status_code, message, data}` and nothing else: the one shape of every JSON answer. */
export function isEnvelope(json: unknown): boolean {
  if (json === null || typeof json !== 'object' || Array.isArray(json)) return false;
  const keys = Object.keys(json).sort();
  const { status_code, message } = json as Record<string, unknown>;
  return keys.join(',') === 'data,message,status_code' && Number.isInteger(status_code) && typeof message === 'string';
}

/**
 * The other shape a JSON answer may take: GS1's. Under `/epcis` (the EPCIS REST binding): an
 * EPCIS document or collection, a capture job or their list, or RFC 7807 problem details whose status is the answer's; the
 * resolver's description at `/.well-known/gs1resolver`; a Digital Link's linkset, recall status or
 * problem details.
 */
export function isGs1Answer(answer: { path?: string | undefined; status: number; contentType: string; json?: unknown }): boolean {
  // A capture job, or the list of them (`/epcis/capture…`): plain JSON of GS1's `CaptureJob`.
  const isJob = (job: unknown) =>
    job !== null &&
    typeof job === 'object' &&
    typeof (job as { captureID?: unknown }).captureID === 'string' &&
    typeof (job as { success?: unknown }).success === 'boolean';
  if (
    /^\/epcis\/capture(\/|$)/.test(answer.path ?? '') &&
    (answer.status === 200 || answer.status === 202) &&
    answer.contentType.includes('application/json')
  )
    return Array.isArray(answer.json) ? answer.json.every(isJob) : isJob(answer.json);
  const json = answer.json as Record<string, unknown> | undefined;
  if (json === null || typeof json !== 'object' || Array.isArray(json)) return false;
  if (answer.path === '/.well-known/gs1resolver') return answer.status === 200 && typeof json.resolverRoot === 'string';
  if (/^\/0[01]\//.test(answer.path ?? '')) {
    if (answer.contentType.includes('application/problem+json')) return json.status === answer.status && typeof json.detail === 'string';
    return answer.status === 200 && (Array.isArray(json.linkset) || typeof json.recalled === 'boolean');
  }
  if (!answer.path?.startsWith('/epcis/')) return false;
  if (answer.contentType.includes('application/problem+json'))
    return String(json.type).startsWith('epcisException:') && json.status === answer.status && typeof json.detail === 'string';
  return (
    answer.contentType.includes('application/ld+json') &&
    answer.status === 200 &&
    ['EPCISQueryDocument', 'Collection'].includes(String(json.type))
  );
}

export async function jsonCall(base: string, method: string, url: string, token?: string, body?: unknown): Promise<Answer> {
  return send(base, {
    method,
    url,
    token,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    timeoutMs: 30_000,
  });
}
