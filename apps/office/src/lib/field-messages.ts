import { nl } from '../i18n/nl';

/** The Dutch messages and value clean-ups the record forms share. */

/** The message of a field of one line and at most `max` characters. */
export const lineMessage = (max: number) => nl.form.lineInvalid(max);

/** The end date's message: before the start, or no date at all. */
export const endDateMessage = ({ startDate, endDate }: { startDate: string; endDate: string }) =>
  startDate !== '' && endDate !== '' && endDate < startDate ? nl.form.endBeforeStart : nl.form.dateInvalid;

/** Every text value trimmed: a description of spaces is none. */
export const trimmed = <V extends object>(values: V): V =>
  Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value]),
  ) as V;

/** A date field's value as the API takes it: empty is none. */
export const optionalDate = (value: string) => (value.trim() === '' ? null : value.trim());
