import type { ApiError as ApiErrorBody } from '@bouwwerk/domain';

/**
 * The one fetch wrapper of the office console: every call of /office/v1 goes through `api`.
 *
 * The session is an HttpOnly cookie the browser sends by itself; what the console holds is the session's CSRF
 * token, in this module's memory only (never in storage, where any script of the origin could read it), and
 * sends with every write. Answers are typed with the contracts of @bouwwerk/domain, not parsed again: the
 * server serializes each through the same zod schema.
 */

/** An answer outside 2xx, with the `{ code, message }` body the server sends (its message is English, for logs). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  /** Seconds the server asks to wait before trying again (Retry-After of a 429); null when it says nothing. */
  readonly retryAfterSeconds: number | null;
  /** The whole answer, for a refusal that carries more than its code (a 409 with the record as it is now). */
  readonly body: unknown;

  constructor(
    status: number,
    code: string,
    message: string,
    retryAfterSeconds: number | null = null,
    body: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.retryAfterSeconds = retryAfterSeconds;
    this.body = body;
  }
}

export const isApiError = (error: unknown, status?: number, code?: string): error is ApiError =>
  error instanceof ApiError &&
  (status === undefined || error.status === status) &&
  (code === undefined || error.code === code);

let csrfToken: string | null = null;

/** The token of the session just started or read; null once it ended. */
export function setCsrfToken(token: string | null): void {
  csrfToken = token;
}

let unauthorizedHandler: (() => void) | null = null;

/** Called on a 401 of any call made within a session: it ended (expired, signed out elsewhere, ended by a beheerder). */
export function setUnauthorizedHandler(handler: (() => void) | null): void {
  unauthorizedHandler = handler;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON; a Blob (a file) is sent as it is, with its own type. */
  body?: unknown;
  /**
   * false where a 401 is an answer the caller expects and handles: signing in, accepting an invitation, and
   * asking whether there is a session at all.
   */
  reportUnauthorized?: boolean;
  signal?: AbortSignal;
}

/** Sends a request to the API; a refusal is thrown as an ApiError, an answer returned to be read. */
async function request(
  path: string,
  accept: string,
  { method = 'GET', body, reportUnauthorized = true, signal }: RequestOptions,
): Promise<Response> {
  const headers = new Headers({ Accept: accept });
  if (method !== 'GET' && csrfToken) headers.set('X-CSRF-Token', csrfToken);
  const file = body instanceof Blob ? body : null;
  if (body !== undefined) headers.set('Content-Type', file ? file.type : 'application/json');

  const response = await fetch(path, {
    method,
    headers,
    body: file ?? (body === undefined ? undefined : JSON.stringify(body)),
    credentials: 'same-origin',
    signal,
  });
  if (!response.ok) {
    const error = await toApiError(response);
    if (error.status === 401 && reportUnauthorized) unauthorizedHandler?.();
    throw error;
  }
  return response;
}

/** Calls the API; resolves with the JSON answer (undefined for an empty one, such as 204). */
export async function api<T = void>(path: string, options: RequestOptions = {}): Promise<T> {
  const text = await (await request(path, 'application/json', options)).text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** Calls the API for a file it makes (a ZIP of PDFs): the answer's bytes, or an ApiError as api() throws. */
export async function apiFile(path: string, options: RequestOptions = {}): Promise<Blob> {
  return (await request(path, '*/*', options)).blob();
}

function isApiErrorBody(value: unknown): value is ApiErrorBody {
  const body = value as Partial<ApiErrorBody> | null;
  return typeof body?.code === 'string' && typeof body.message === 'string';
}

function retryAfter(response: Response): number | null {
  const seconds = Number(response.headers.get('retry-after') ?? NaN);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : null;
}

async function toApiError(response: Response): Promise<ApiError> {
  let payload: unknown = null;
  try {
    payload = await response.json();
  } catch {
    // Not JSON (a proxy's page, an empty body): the status alone tells what happened.
  }
  const [code, message] = isApiErrorBody(payload)
    ? [payload.code, payload.message]
    : [`HTTP_${response.status}`, response.statusText || `HTTP ${response.status}`];
  return new ApiError(response.status, code, message, retryAfter(response), payload);
}
