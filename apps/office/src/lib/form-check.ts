import { checkFormRequest, type Checked, type RequestSchema } from '@bouwwerk/domain';
import { nl } from '../i18n/nl';
import { ApiError } from './api-client';

export type { FieldErrors } from '@bouwwerk/domain';

/**
 * The body a form will send, checked by the schema the server checks it with; each refused field gets the
 * Dutch message the form gives it, anything else the console's general one.
 */
export function checkRequest<T, F extends string>(
  schema: RequestSchema<T>,
  body: unknown,
  messages: Record<F, string>,
): Checked<T, F> {
  return checkFormRequest(schema, body, messages, nl.errors.form);
}

/**
 * The Dutch sentence for a refusal no form field explains: the role may not (403), the page is stale (a CSRF
 * refusal), the record is gone (404), no connection; else the general message. The server's own message is
 * English and meant for its log.
 */
export function refusalText(error: unknown): string {
  if (error instanceof TypeError) return nl.errors.offline;
  if (!(error instanceof ApiError)) return nl.errors.form;
  if (error.status === 403) return error.code.startsWith('CSRF') ? nl.errors.csrf : nl.errors.forbidden;
  if (error.status === 404) return nl.errors.notFound;
  return nl.errors.form;
}
