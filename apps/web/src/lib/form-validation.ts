import { checkFormRequest, type Checked, type RequestSchema } from '@bouwwerk/domain';
import { nl } from '../i18n/nl';

export type { Checked, FieldErrors, RequestSchema } from '@bouwwerk/domain';

/**
 * The body a form will send, checked by the schema the server checks it with (checkFormRequest of the shared
 * rules); an issue on a field the form does not name gets the field app's general message.
 */
export function checkRequest<T, F extends string>(
  schema: RequestSchema<T>,
  body: unknown,
  messages: Record<F, string>,
): Checked<T, F> {
  return checkFormRequest(schema, body, messages, nl.api.inputFailed);
}
