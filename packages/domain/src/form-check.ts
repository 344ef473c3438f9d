/**
 * What a form needs of a route's zod schema: safeParse. Written out rather than imported from zod, so this
 * module adds nothing to a screen's bundle; the schema itself comes with the (lazily loaded) form.
 */
export interface RequestSchema<T> {
  safeParse(
    body: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey> }> } };
}

/** A message per refused field, in the app's language; 'form' when the refusal is not about anything the user typed. */
export type FieldErrors<F extends string> = Partial<Record<F | 'form', string>>;

export type Checked<T, F extends string> =
  { ok: true; data: T; errors: FieldErrors<F> } | { ok: false; errors: FieldErrors<F> };

/**
 * The body a form will send, checked by the schema the server checks it with, so a rule lives in one place
 * (docs/decisions/003-typed-answers-zod-for-requests-and-forms.md). Each issue goes to the deepest field of its
 * path that the form names in `messages` and gets that field's message; the first issue of a field wins. An
 * issue on a field the form does not name (an id the app fills in) is the app's fault, not the user's, and gets
 * `formMessage` as the general 'form' message. The browser apps word the messages; this only places them.
 */
export function checkFormRequest<T, F extends string>(
  schema: RequestSchema<T>,
  body: unknown,
  messages: Record<F, string>,
  formMessage: string,
): Checked<T, F> {
  const result = schema.safeParse(body);
  if (result.success) return { ok: true, data: result.data, errors: {} };
  const errors: FieldErrors<F> = {};
  for (const issue of result.error.issues) {
    const field = [...issue.path]
      .reverse()
      .find((key): key is F => typeof key === 'string' && Object.hasOwn(messages, key));
    if (field === undefined) errors.form ??= formMessage;
    else errors[field] ??= messages[field];
  }
  return { ok: false, errors };
}
