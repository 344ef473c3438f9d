/**
 * A registration dated on or before the company's closed day can no longer be written ('Periode afsluiten',
 * docs/decisions/020-period-close.md). Apart from the office's contract (office/registration-period.ts), so
 * the field app's lock rule takes no schema library along.
 */
export const isInClosedPeriod = (date: string, closedThrough: string | null): boolean =>
  closedThrough !== null && date <= closedThrough;
