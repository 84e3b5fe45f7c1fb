import { type Envelope, RELOGIN_CODES, STATUS, TOKEN_HEADER } from '@trace/contract/api';
import { currentLanguage, i18next } from '../i18n.ts';
import { useUserStore } from '../stores/user-store.ts';
import { confirmRelogin, toastError } from './feedback.ts';

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

export type RequestOptions = {
  method?: 'GET' | 'POST';
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
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
};

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
    return await fetch(withQuery(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : isForm ? (options.body as FormData) : JSON.stringify(options.body),
      signal: AbortSignal.timeout(TIMEOUT_MS[client]),
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    const text = timedOut ? t('common.requestTimeout') : t('common.networkError', { message: (error as Error).message });
    if (!options.quietOffline) toastError(text);
    throw new ApiError(text, 0);
  }
}

export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return unwrap<T>(await send(path, options), options);
}

/** Turns an envelope into its data, or into a toast and an ApiError, so no caller has to show errors itself. */
async function unwrap<T>(response: Response, options: RequestOptions): Promise<T> {
  const client = options.client ?? 'data';
  const t = i18next.t;
  let envelope: Envelope<T>;
  try {
    envelope = (await response.json()) as Envelope<T>;
  } catch {
    const text = t('common.networkError', { message: `${response.status} ${response.statusText}` });
    if (!options.quietOffline) toastError(text);
    throw new ApiError(text, response.status);
  }
  if (envelope.status_code === STATUS.OK) return envelope.data;

  const text = envelope.message || t('common.error');
  const error = new ApiError(text, envelope.status_code, envelope.data);
  // A form that shows the refused fields claims the error in its own handler, which runs after
  // this promise settles: the toast waits one task and is dropped if a form took it.
  if (envelope.status_code === STATUS.VALIDATION) setTimeout(() => error.shownOnFields || toastError(text), 0);
  else if (!options.shownInPage?.includes(envelope.status_code)) toastError(text);
  if (RELOGIN_CODES.includes(envelope.status_code) && !options.ownSessionHandling) {
    if (client === 'auth') confirmRelogin(signInAgain);
    else signInAgain();
  }
  throw error;
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
