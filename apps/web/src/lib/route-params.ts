/** Route and query parameters that name records, shared by the screens that read them. */

/** A parameter that names a record: a positive whole number, else null. */
export function idParam(value: string | null | undefined): number | null {
  return value != null && /^\d+$/.test(value) && Number(value) > 0 ? Number(value) : null;
}

/** A part parameter: 0 means "no part" (a work without budgets, or cost-plus work). */
export function partParam(value: string | null | undefined): number | null {
  return value === '0' ? 0 : idParam(value);
}
