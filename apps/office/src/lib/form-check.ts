import { checkFormRequest, type Checked, type FieldErrors, type RequestSchema } from '@bouwwerk/domain';
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

/**
 * A save's refusal at the form: a conflict the form explains at a field (`conflicts`, by the server's code), a
 * 400 at the field the server's message names ('body.startDate: …') when the form has it, a record the package
 * manages, or else the general sentence of refusalText.
 */
export function saveRefusal<F extends string>(
  error: unknown,
  messages: Record<F, string>,
  conflicts: Record<string, FieldErrors<F>> = {},
): FieldErrors<F> {
  const whole = (message: string): FieldErrors<F> => ({ form: message }) as FieldErrors<F>;
  if (error instanceof ApiError) {
    const conflict = error.status === 409 ? conflicts[error.code] : undefined;
    if (conflict) return conflict;
    if (error.status === 409 && error.code === 'MANAGED_BY_INTEGRATION') return whole(nl.managed.refused);
    const field = error.status === 400 ? /^body\.(\w+)/.exec(error.message)?.[1] : undefined;
    if (field !== undefined && Object.hasOwn(messages, field)) {
      const named = field as F;
      return { [named]: messages[named] } as FieldErrors<F>;
    }
  }
  return whole(refusalText(error));
}
