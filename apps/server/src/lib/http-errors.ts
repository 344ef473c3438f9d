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
