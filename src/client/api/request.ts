/**
 * THE request helper: every API call of the client goes through `request` (wire rules of spec
 * section 7, failure rules of section 8). It is pure: credentials come in as an argument and the
 * saga layer (callApi.ts) decides what a failure means for the app.
 */
import { isErrorCode } from '../../shared/errorCodes';
import { ApiError, NETWORK_ERROR_MESSAGE, statusLine, type FieldErrors } from './ApiError';
import { apiRoot } from './apiRoot';
import { camelCaseKey, toCamelCaseKeys, toPascalCaseKeys } from './casing';
import type { ApiCredentials } from './credentials';
import { clearRequestCache, sharedRead } from './requestCache';

export const SOURCE_APPLICATION = 'HaulboardWeb';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
type QueryScalar = string | number | boolean;
export type QueryValue = QueryScalar | readonly QueryScalar[] | null | undefined;
export type ResponseType = 'json' | 'text' | 'blob';

export interface RequestOptions {
  method?: HttpMethod;
  query?: Record<string, QueryValue>;
  /** Sent as JSON; keys are converted to PascalCase unless `bodyKeys` is 'unchanged'. */
  body?: unknown;
  bodyKeys?: 'pascal' | 'unchanged';
  /** Sent form-encoded, keys as given (the token call). */
  form?: Record<string, string>;
  /** Sent as the raw body (an upload); the server judges the bytes, so the type claimed is a neutral one. */
  file?: Blob;
  /** The type the upload claims, when the server wants the image's own (an inspection photo); neutral otherwise. */
  fileType?: string;
  /** Headers a call needs beyond the wire rules' own (an upload's `Idempotency-Key`). */
  headers?: Record<string, string>;
  credentials?: ApiCredentials | null;
  /** Defaults to true: the call needs a session token. */
  authenticated?: boolean;
  responseType?: ResponseType;
  signal?: AbortSignal;
  /** A POST that only reads (a search, a list, a load): shared like a GET by the 1-second request cache. */
  read?: boolean;
}

const ACCEPT: Record<ResponseType, string> = {
  json: 'application/json',
  text: 'text/csv, text/plain',
  blob: 'application/pdf',
};

const isRead = ({ method = 'GET', read = false, form, signal }: RequestOptions) =>
  (method === 'GET' || (method === 'POST' && read)) && !form && !signal;

/** Identical reads share one answer for a second (requestCache.ts); a write starts afresh and clears them. */
export async function request<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  if (isRead(options)) {
    return sharedRead(readKey(path, options), () => receive<T>(path, options), { keepAnswer: options.responseType !== 'blob' });
  }
  clearRequestCache();
  try {
    return await receive<T>(path, options);
  } finally {
    // Reads that started while the write was on its way may hold what it changed.
    clearRequestCache();
  }
}

// Reads started before the app's code had arrived (boot.ts), by read key, until the app adopts them.
const earlyReads = new Map<string, () => Promise<unknown>>();

/**
 * Starts a read before the app runs (a search link's search, from boot.ts). Its answer is the app's only if the
 * app's own first read is the same read: same path, body, paging and token (`adoptEarlyReads`). Boot and app share
 * this module (one webpack runtime), so the read waits here rather than on the page.
 */
export function startEarlyRead(path: string, options: RequestOptions): void {
  const answer = receive(path, options);
  // A failed early read (a 401 included) only loses its head start: the app's read is sent again, as usual.
  answer.catch(() => undefined);
  earlyReads.set(readKey(path, options), () => answer.catch(() => receive(path, options)));
}

/**
 * The app takes over the early reads as reads in flight, so its identical read shares the answer (the 1-second
 * request cache) instead of asking again. Those it does not make within that second are forgotten with the rest:
 * a later read never gets an early answer.
 */
export function adoptEarlyReads(): void {
  for (const [key, answer] of earlyReads) void sharedRead(key, answer).catch(() => undefined);
  earlyReads.clear();
}

/**
 * The read's fingerprint, the key its answer is kept under in the store: the session token and secrets in paths
 * (a registration code) take part in it but cannot be read back out of it, in DevTools or in a replay.
 */
function readKey(path: string, { method = 'GET', query, body, bodyKeys, credentials, authenticated = true, responseType = 'json' }: RequestOptions) {
  const token = authenticated ? credentials?.token?.accessToken ?? null : null;
  return fingerprint(JSON.stringify([method, path, query ?? null, body ?? null, bodyKeys ?? 'pascal', token, responseType]));
}

/** cyrb53: 53 bits, enough that two reads within a second never share a key. */
function fingerprint(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

async function receive<T>(path: string, options: RequestOptions): Promise<T> {
  const { response, url } = await send(path, options);
  const { responseType = 'json' } = options;
  if (responseType === 'text') return (await response.text()) as T;
  if (responseType === 'blob') return (await response.blob()) as T;
  const text = await response.text();
  if (!text) return undefined as T;
  try {
    return toCamelCaseKeys<T>(JSON.parse(text));
  } catch {
    throw new Error(`unexpected data shape: ${url} did not answer JSON`);
  }
}

/** A download: the CSV text or PDF blob with the file name of its Content-Disposition header, when it has one. */
export interface DownloadedFile<T extends string | Blob> {
  content: T;
  fileName: string | null;
}

export async function requestFile<T extends string | Blob>(
  path: string,
  options: RequestOptions & { responseType: 'text' | 'blob' },
): Promise<DownloadedFile<T>> {
  const { response } = await send(path, options);
  const content = (options.responseType === 'text' ? await response.text() : await response.blob()) as T;
  return { content, fileName: fileNameOf(response.headers?.get('Content-Disposition') ?? null) };
}

async function send(path: string, options: RequestOptions): Promise<{ response: Response; url: string }> {
  if (path.startsWith('/')) throw new Error('path should not start with /');
  const { method = 'GET', authenticated = true, responseType = 'json', credentials } = options;
  if (authenticated && !credentials?.token?.accessToken) {
    throw new Error('Attempted to make authenticated request without a token');
  }
  const [pathname, pathQuery = ''] = path.split('?', 2);
  // The config screen's choice (apiRoot.ts), read on every call so a change applies without a reload.
  const url = `${apiRoot()}${pathname}`;
  const query = buildQuery(pathQuery, options.query, authenticated ? credentials : null);
  const headers: Record<string, string> = { ...options.headers, Accept: ACCEPT[responseType] };
  if (authenticated && credentials) headers.Authorization = `Bearer ${credentials.token.accessToken}`;
  let body: string | Blob | undefined;
  if (options.file) {
    headers['Content-Type'] = options.fileType || 'application/octet-stream';
    body = options.file;
  } else if (options.form) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(options.form).toString();
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.bodyKeys === 'unchanged' ? options.body : toPascalCaseKeys(options.body));
  }

  let response: Response;
  try {
    response = await fetch(`${url}?${query}`, { method, headers, body, signal: options.signal });
  } catch (error) {
    if (error instanceof Error && error.name === 'AbortError') throw error;
    throw new ApiError({ status: 0, statusText: '', url, message: NETWORK_ERROR_MESSAGE, code: 'network' });
  }
  if (!response.ok) throw await failureOf(response, url, responseType);
  return { response, url };
}

/** `attachment; filename="x.csv"` or the RFC 5987 form `filename*=UTF-8''x.csv` (which wins when both are sent). */
export function fileNameOf(contentDisposition: string | null): string | null {
  if (!contentDisposition) return null;
  const extended = /filename\*\s*=\s*[^']*'[^']*'([^;]+)/i.exec(contentDisposition);
  if (extended) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // A malformed encoding falls back to the plain name.
    }
  }
  const plain = /filename\s*=\s*("((?:\\.|[^"\\])*)"|[^;]+)/i.exec(contentDisposition);
  if (!plain) return null;
  const name = plain[2] !== undefined ? plain[2].replace(/\\(.)/g, '$1') : plain[1].trim();
  return name || null;
}

function buildQuery(pathQuery: string, query: RequestOptions['query'], credentials?: ApiCredentials | null): string {
  const params = new URLSearchParams(pathQuery);
  params.set('SourceApplication', SOURCE_APPLICATION);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === null || value === undefined) continue;
    if (Array.isArray(value)) value.forEach((item) => params.append(key, String(item)));
    else params.set(key, String(value));
  }
  // Debug ids help the server logs; an explicit parameter of the same name always wins.
  const taken = new Set([...params.keys()].map((key) => key.toLowerCase()));
  if (credentials?.clientId !== undefined && !taken.has('clientid')) params.set('clientId', String(credentials.clientId));
  if (credentials?.userId !== undefined && !taken.has('userid')) params.set('userId', String(credentials.userId));
  return params.toString();
}

async function failureOf(response: Response, url: string, responseType: ResponseType): Promise<ApiError> {
  const { status, statusText } = response;
  const fallback = statusLine(statusText, status);
  // A failed PDF or CSV download has no body worth reading (spec: 'Non-OK PDF or text').
  if (responseType !== 'json') return new ApiError({ status, statusText, url, message: fallback });
  const data = await readFailureBody(response);
  const body = (data !== null && typeof data === 'object' ? data : {}) as Record<string, unknown>;
  const message =
    firstText(body.message, body.error_description, body.errorDescription, body.error) ?? fallback;
  // POST /api/token answers in the OAuth shape: its `error` is the code.
  const code = [body.code, body.error].find(isErrorCode);
  return new ApiError({ status, statusText, url, message, code, fieldErrors: fieldErrorsOf(body.errors), data });
}

async function readFailureBody(response: Response): Promise<unknown> {
  try {
    const text = await response.text();
    return text ? toCamelCaseKeys(JSON.parse(text)) : undefined;
  } catch {
    return undefined;
  }
}

function firstText(...candidates: unknown[]): string | undefined {
  return candidates.find((candidate): candidate is string => typeof candidate === 'string' && candidate !== '');
}

function fieldErrorsOf(errors: unknown): FieldErrors {
  const messages: Record<string, string[]> = {};
  if (!Array.isArray(errors)) return {};
  for (const entry of errors) {
    if (!entry || typeof entry !== 'object') continue;
    const { field, message } = entry as { field?: unknown; message?: unknown };
    if (typeof field !== 'string' || typeof message !== 'string') continue;
    const name = camelCaseKey(field);
    (messages[name] ??= []).push(message);
  }
  return Object.fromEntries(Object.entries(messages).map(([field, list]) => [field, list.join(', ')]));
}
