import { type Envelope, RELOGIN_CODES, STATUS, TOKEN_HEADER } from '@trace/contract/api';
import type { FormProps } from 'antd';
import { currentLanguage, i18next } from '../i18n.ts';
import { useUserStore } from '../stores/user-store.ts';
import { confirmRelogin, toastError } from './feedback.ts';
import type { paths } from './paths.gen.ts';

/**
 * The one HTTP client, in two flavours: the sign-in client for a person's own actions (5 s, asks before sending
 * the user to sign in again) and the data client (15 s, resets the session and reloads).
 */
export type Client = 'auth' | 'data';
const TIMEOUT_MS: Record<Client, number> = { auth: 5_000, data: 15_000 };

export class ApiError extends Error {
  constructor(
    message: string,
    /** The envelope's status_code; 0 when no answer arrived. */
    readonly statusCode: number,
    /** The envelope's data, when a refusal carries details (e.g. an import's row errors). */
    readonly data: unknown = null,
  ) {
    super(message);
  }
  /** Set by the form that showed this refusal on its fields, so it is not toasted as well. */
  shownOnFields = false;
}

/** How a call is sent and how its refusals are shown; the same for every path. */
export type SendOptions = {
  client?: Client;
  /** The caller handles a lost session itself (the route guard does). */
  ownSessionHandling?: boolean;
  /** Extra headers, e.g. an Idempotency-Key. */
  headers?: Record<string, string>;
  /**
   * Refusals (envelope status codes) the caller shows in place and that are not toasted: a
   * search's 404 as its empty state, an operation's 409 as the list of codes that stopped it.
   */
  shownInPage?: readonly number[];
  /** No answer (network down, time-out) is the caller's to show: the line station keeps working offline. */
  quietOffline?: boolean;
  /** Longer than the client's time-out, for a call known to take long (a partner's document of thousands of events). */
  timeoutMs?: number;
};

type QueryValue = string | number | boolean | undefined;
export type RequestOptions = SendOptions & {
  method?: Method;
  body?: unknown;
  query?: Record<string, QueryValue>;
  /** Values of the path's `{name}` parts. */
  params?: Record<string, string | number>;
};

/**
 * The values of an antd form, sent as a body: the form's fields are named in its markup, not
 * typed, so the server's schema checks them and its refusals are shown on the fields.
 */
export type FormValues = Parameters<NonNullable<FormProps['onFinish']>>[0];

/*
 * The calls are typed by the server's OpenAPI document (`paths.gen.ts`, generated and kept
 * current by the server's OpenAPI test): a path the server does not have, a method it does not
 * answer, a body or query field it does not read and an answer field it does not send fail the
 * type check.
 */
export type Method = 'GET' | 'POST';
/** Every path the server documents. */
export type ApiPath = keyof paths;
/** The operation a path answers for a method, or never. */
type Operation<P extends ApiPath, M extends Method> = paths[P] extends Record<Lowercase<M>, infer O> ? O : never;
/** The paths that answer a method. */
export type PathOf<M extends Method> = { [P in ApiPath]: [Operation<P, M>] extends [never] ? never : P }[ApiPath];
/** The envelope's data of the success answer. */
export type Answer<P extends ApiPath, M extends Method = 'GET'> =
  Operation<P, M> extends { responses: { 200: { content: { 'application/json': { data: infer D } } } } } ? D : never;
/**
 * The JSON of a success answer outside the envelope (GS1's EPCIS binding under `/epcis`): 200, or
 * 202 for a capture.
 */
export type PlainAnswer<P extends ApiPath, M extends Method = 'GET'> =
  Operation<P, M> extends { responses: infer R }
    ? R[keyof R & (200 | 202)] extends { content: { 'application/json': infer D } }
      ? D
      : never
    : never;
/** The JSON body (or, for an upload, the form) a path reads. */
export type Body<P extends ApiPath, M extends Method = 'POST'> =
  Operation<P, M> extends { requestBody?: { content: infer C } } ? ContentBody<C> : never;
type ContentBody<C> = C extends { 'application/json': infer B } ? B : C extends { 'multipart/form-data': unknown } ? FormData : never;
/** The query a path reads. */
export type Query<P extends ApiPath, M extends Method = 'GET'> =
  Operation<P, M> extends { parameters: { query?: infer Q } } ? Exclude<Q, undefined> : never;

/** The body option: required when the server requires one, absent when it reads none. */
type BodyOption<O> = O extends { requestBody: { content: infer C } }
  ? { body: ContentBody<C> }
  : O extends { requestBody?: { content: infer C } }
    ? { body?: ContentBody<C> }
    : { body?: never };
type QueryOption<O> = O extends { parameters: { query: infer Q } }
  ? { query: Q }
  : O extends { parameters: { query?: infer Q } }
    ? { query?: Q }
    : { query?: never };
type ParamsOption<O> = O extends { parameters: { path: infer PP } } ? { params: PP } : { params?: never };
export type CallOptions<P extends ApiPath, M extends Method> = SendOptions & { method?: M } & BodyOption<Operation<P, M>> &
  QueryOption<Operation<P, M>> &
  ParamsOption<Operation<P, M>>;
/** The options argument, optional when nothing in it is required. */
type CallArgs<P extends ApiPath, M extends Method> = [Operation<P, M>] extends [never]
  ? [options: { method: never }]
  : Record<string, never> extends CallOptions<P, M>
    ? [options?: CallOptions<P, M>]
    : [options: CallOptions<P, M>];

/** The path with its `{name}` parts filled in. */
function withParams(path: string, params: RequestOptions['params']): string {
  return params ? path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(params[name]))) : path;
}

function withQuery(path: string, query: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

function signInAgain(): void {
  useUserStore.getState().resetSession();
  window.location.reload();
}

/** Sends with the Token and language headers and the client's time-out; network failures are toasted. */
async function send(path: string, options: RequestOptions): Promise<Response> {
  const client = options.client ?? 'data';
  const t = i18next.t;
  const headers: Record<string, string> = { ...options.headers, 'Accept-Language': currentLanguage() };
  const token = useUserStore.getState().token;
  if (token) headers[TOKEN_HEADER] = token;
  const isForm = options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  try {
    return await fetch(withQuery(withParams(path, options.params), options.query), {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : isForm ? (options.body as FormData) : JSON.stringify(options.body),
      signal: AbortSignal.timeout(options.timeoutMs ?? TIMEOUT_MS[client]),
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    const text = timedOut ? t('common.requestTimeout') : t('common.networkError', { message: (error as Error).message });
    if (!options.quietOffline) toastError(text);
    throw new ApiError(text, 0);
  }
}

/** Calls the server: `GET` unless `options.method` says otherwise, answering the envelope's data. */
export function request<P extends ApiPath, M extends Method = 'GET'>(path: P, ...[options]: CallArgs<P, M>): Promise<Answer<P, M>> {
  return requestBuilt(path, options as RequestOptions | undefined);
}

/** A person's write: a POST on the sign-in client (decision 16), so a lost session asks before the form is left. */
export function write<P extends PathOf<'POST'>>(path: P, body: Body<P>, options: SendOptions = {}): Promise<Answer<P, 'POST'>> {
  return requestBuilt(path, { client: 'auth', ...options, method: 'POST', body });
}

/**
 * The same call for a helper that builds its paths at run time (the resource calls), whose own
 * signature is typed by the document instead.
 */
export async function requestBuilt<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return unwrap<T>(await send(path, options), options);
}

/**
 * A call of GS1's EPCIS binding (`/epcis/…`), whose answers carry no envelope: the success
 * answer's JSON is the data; a refusal, RFC 7807 problem details, becomes the same toast and
 * ApiError as an envelope's, its `detail` the message and the problem its data.
 */
export function requestPlain<P extends ApiPath, M extends Method = 'GET'>(
  path: P,
  ...[options]: CallArgs<P, M>
): Promise<PlainAnswer<P, M>> {
  const sent = (options ?? {}) as RequestOptions;
  return send(path, sent).then((response) => unwrapPlain(response, sent));
}

/** The answer's JSON, or a toast and an ApiError when it has none (a proxy's error page). */
async function jsonOf<T>(response: Response, options: RequestOptions): Promise<T> {
  try {
    return (await response.json()) as T;
  } catch {
    const text = i18next.t('common.networkError', { message: `${response.status} ${response.statusText}` });
    if (!options.quietOffline) toastError(text);
    throw new ApiError(text, response.status);
  }
}

/**
 * Shows a refusal as every call does and throws it: toasted unless the page shows it, and a lost
 * session sends the person to sign in again.
 */
function refuse(error: ApiError, options: RequestOptions): never {
  // A form that shows the refused fields claims the error in its own handler, which runs after
  // this promise settles: the toast waits one task and is dropped if a form took it.
  if (error.statusCode === STATUS.VALIDATION) setTimeout(() => error.shownOnFields || toastError(error.message), 0);
  else if (!options.shownInPage?.includes(error.statusCode)) toastError(error.message);
  if (RELOGIN_CODES.includes(error.statusCode) && !options.ownSessionHandling) {
    if ((options.client ?? 'data') === 'auth') confirmRelogin(signInAgain);
    else signInAgain();
  }
  throw error;
}

/** Turns an envelope into its data, or into a toast and an ApiError, so no caller has to show errors itself. */
async function unwrap<T>(response: Response, options: RequestOptions): Promise<T> {
  const envelope = await jsonOf<Envelope<T>>(response, options);
  if (envelope.status_code === STATUS.OK) return envelope.data;
  return refuse(new ApiError(envelope.message || i18next.t('common.error'), envelope.status_code, envelope.data), options);
}

/**
 * Problem details by the envelope's codes, so pages and the session handling read one set: the
 * binding answers a lost session with HTTP 401 and a missing grant with 403.
 */
const PROBLEM_STATUS: Record<number, number> = { 401: STATUS.TOKEN_INVALID, 403: STATUS.NO_PERMISSION };

async function unwrapPlain<T>(response: Response, options: RequestOptions): Promise<T> {
  const body = await jsonOf<T & { detail?: string; title?: string }>(response, options);
  if (response.ok) return body;
  const text = body.detail || body.title || i18next.t('common.error');
  return refuse(new ApiError(text, PROBLEM_STATUS[response.status] ?? response.status, body), options);
}

/** A file answer (an image, an export); an envelope answer is an error, shown like any other. */
async function fileResponse(path: string, query: RequestOptions['query']): Promise<Response> {
  const options: RequestOptions = { query, client: 'data' };
  const response = await send(path, options);
  if (response.headers.get('content-type')?.includes('application/json')) await unwrap(response, options);
  return response;
}

/** A file answer as a Blob, e.g. an image that needs the session to be fetched. */
export async function requestBlob(path: string, query: RequestOptions['query']): Promise<Blob> {
  return (await fileResponse(path, query)).blob();
}

/**
 * Downloads a file answer (exports) and hands it to the browser under the server's file name;
 * an envelope answer is an error, shown like any other.
 */
export async function download(path: string, query: RequestOptions['query']): Promise<void> {
  const response = await fileResponse(path, query);
  const disposition = response.headers.get('content-disposition') ?? '';
  const name = /filename\*=UTF-8''([^;]+)/.exec(disposition)?.[1] ?? /filename="([^"]+)"/.exec(disposition)?.[1];
  saveFile(await response.blob(), name ? decodeURIComponent(name) : 'export');
}

/** Hands a file made in the browser (or answered by the server) to the browser's downloads. */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}
