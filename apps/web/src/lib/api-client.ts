import type { ApiError as ApiErrorBody } from '@bouwwerk/domain';
import { getPassport } from '../state/passport';
import { checkAppVersion } from '../state/app-version';
import { reportServerReached } from '../state/connection';
import { newIdempotencyKey } from './idempotency-key';

/**
 * The one fetch wrapper of the app: every call of the API goes through `api`.
 *
 * Answers are typed with the contracts of @bouwwerk/domain but not parsed again here: the server already
 * serializes every answer through the same zod schema, and zod in the browser would cost the first
 * screens a sixth of their size budget.
 */

const APP_KEY: string = import.meta.env.VITE_APP_KEY ?? 'bouwwerk-web';
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH']);

/** An answer of the API outside 2xx, with the `{ code, message }` body the server sends. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;

  constructor(status: number, code: string, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
  }
}

/** Told the token a 401 answered; undefined when the request should have carried one and had none. */
type UnauthorizedHandler = (error: ApiError, refusedToken: string | undefined) => void;
let unauthorizedHandler: UnauthorizedHandler | null = null;
/** Tokens the server answered 401 to in this visit: revoking them again (sign-out, reset) is pointless. */
const refusedTokens = new Set<string>();

export const wasTokenRefused = (token: string) => refusedTokens.has(token);

/**
 * Called on a 401 of any request made for the signed-in user (a stale, revoked or missing token), a screen's
 * query or a write alike; not for sign-in, nor for a request with another account's token.
 */
export function setUnauthorizedHandler(handler: UnauthorizedHandler | null): void {
  unauthorizedHandler = handler;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** One key per user action: pass the same key when the same action is retried. */
  idempotencyKey?: string;
  /** false for calls that must not carry the signed-in user's token (signing in). */
  authenticated?: boolean;
  /**
   * The token of another account saved on this device, sent instead of the signed-in user's (revoking a
   * removed account). Its 401 concerns that account only: it is no stale sign-in of the user's.
   */
  token?: string;
  /**
   * false when a 401 is an expected answer the caller handles (revoking a token that may be revoked already,
   * on sign-out): it then does not report an expired session.
   */
  reportUnauthorized?: boolean;
  signal?: AbortSignal;
  /** Extra request headers, such as If-None-Match of a conditional GET. */
  headers?: Record<string, string>;
  /** What the answer should be: JSON (the default, parsed), or a file read by apiBlob. */
  accept?: string;
}

/** Calls the API; resolves with the JSON answer (undefined for an empty one, such as 204). */
export async function api<T = void>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await apiResponse<T>(path, options)).data as T;
}

export interface ApiResponse<T> {
  status: number;
  headers: Headers;
  /** The JSON answer; undefined for an empty one (204, or 304 Not Modified of a conditional GET). */
  data: T | undefined;
  /** The unread answer of a call that asked for something other than JSON (apiBlob). */
  response?: Response;
}

/** As `api`, with the answer's status and headers too: for conditional GETs (ETag, 304 Not Modified). */
export async function apiResponse<T>(
  path: string,
  {
    method = 'GET',
    body,
    idempotencyKey,
    authenticated = true,
    token: otherToken,
    reportUnauthorized = true,
    signal,
    headers: extraHeaders,
    accept = 'application/json',
  }: RequestOptions = {},
): Promise<ApiResponse<T>> {
  const headers = new Headers({ ...extraHeaders, Accept: accept, 'X-Application-Key': APP_KEY });
  // The signed-in user's token, unless the call is another account's or must not carry one.
  const ownToken = authenticated && !otherToken ? getPassport()?.accessToken : undefined;
  const sentToken = otherToken ?? ownToken;
  if (sentToken) headers.set('Authorization', `Bearer ${sentToken}`);
  // A DELETE carries the key it is given (the outbox's); the server may keep it, a retry is harmless either way.
  if (idempotencyKey) headers.set('Idempotency-Key', idempotencyKey);
  else if (WRITE_METHODS.has(method)) headers.set('Idempotency-Key', newIdempotencyKey());
  // No Content-Type without a body: the server refuses an empty JSON body. A Blob (a photo) goes as it is.
  const blob = typeof Blob !== 'undefined' && body instanceof Blob ? body : null;
  if (blob) headers.set('Content-Type', blob.type || 'application/octet-stream');
  else if (body !== undefined) headers.set('Content-Type', 'application/json');

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: blob ?? (body === undefined ? undefined : JSON.stringify(body)),
      signal,
    });
  } catch (error) {
    // No answer at all (a TypeError) or none in time (the caller's timeout): the offline notice shows. Any
    // other abort is the app's own doing (a screen left) and says nothing about the connection.
    if (!signal?.aborted || isTimeout(signal.reason)) reportServerReached(false);
    throw error;
  }
  reportServerReached(true);

  const version = response.headers.get('X-App-Version');
  if (version) checkAppVersion(version);

  // 304 is not ok but no failure: the caller's copy (named by its If-None-Match) is still current.
  if (!response.ok && response.status !== 304) {
    const error = await toApiError(response);
    if (error.status === 401 && authenticated && !otherToken) {
      if (ownToken) refusedTokens.add(ownToken);
      if (reportUnauthorized) unauthorizedHandler?.(error, ownToken);
    }
    throw error;
  }
  if (accept !== 'application/json')
    return { status: response.status, headers: response.headers, data: undefined, response };
  const text = await response.text();
  return { status: response.status, headers: response.headers, data: text ? (JSON.parse(text) as T) : undefined };
}

/**
 * A file of the API (a photo, the werkbon PDF) as a Blob: fetched with the token, which an <img src> or a link
 * cannot send. Failures are ApiErrors as for any call.
 */
export async function apiBlob(
  path: string,
  { signal, accept = '*/*' }: { signal?: AbortSignal; accept?: string } = {},
) {
  const { response } = await apiResponse<never>(path, { signal, accept });
  // response is set for every answer that is not JSON.
  return response!.blob();
}

const isTimeout = (reason: unknown) => (reason as { name?: unknown } | undefined)?.name === 'TimeoutError';

function isApiErrorBody(value: unknown): value is ApiErrorBody {
  const body = value as Partial<ApiErrorBody> | null;
  return typeof body?.code === 'string' && typeof body.message === 'string';
}

async function toApiError(response: Response): Promise<ApiError> {
  let payload: unknown = null;
  try {
    payload = await response.json();
  } catch {
    // Not JSON (a proxy's HTML page, an empty body): keep the status alone.
  }
  return isApiErrorBody(payload)
    ? new ApiError(response.status, payload.code, payload.message)
    : new ApiError(response.status, `HTTP_${response.status}`, response.statusText || `HTTP ${response.status}`);
}
