import { ApiErrorSchema } from '@bouwwerk/domain';

/** An error with an HTTP status and a stable code; the error handler turns it into `{ code, message }`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, code = 'BAD_REQUEST') => new HttpError(400, code, message);
export const unauthorized = (message: string, code = 'UNAUTHORIZED') => new HttpError(401, code, message);
export const forbidden = (message: string, code = 'FORBIDDEN') => new HttpError(403, code, message);
/** Also for what belongs to another company: its existence is not revealed. */
export const notFound = (message: string, code = 'NOT_FOUND') => new HttpError(404, code, message);
export const conflict = (message: string, code = 'CONFLICT') => new HttpError(409, code, message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, 'TOO_MANY_ATTEMPTS', message, { 'retry-after': String(retryAfterSeconds) });

/** The statuses a route may answer with `{ code, message }`. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429;

/**
 * The error answers a route documents, for its response schema and the OpenAPI document:
 * `response: { 200: ..., ...errorResponses(400, 401, 404) }`.
 */
export function errorResponses<const S extends ErrorStatus>(...statuses: S[]): Record<S, typeof ApiErrorSchema> {
  return Object.fromEntries(statuses.map((status) => [status, ApiErrorSchema])) as Record<S, typeof ApiErrorSchema>;
}
