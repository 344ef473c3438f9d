/** Text in Dutch order: case and accents aside, numbers by their value ('2' before '10'). */
export const compareText = new Intl.Collator('nl', { sensitivity: 'base', numeric: true }).compare;

/** Dates as the API writes them (yyyy-mm-dd), which sort as text; a missing one after every date. */
export const compareDates = (a: string | null, b: string | null) =>
  a === b ? 0 : a === null ? 1 : b === null ? -1 : a < b ? -1 : 1;

/** false before true. */
export const compareFlags = (a: boolean, b: boolean) => Number(a) - Number(b);
