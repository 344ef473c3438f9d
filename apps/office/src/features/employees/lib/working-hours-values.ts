import { hhmmToDecimal, OfficeWorkingHoursInputSchema, type RequestSchema } from '@bouwwerk/domain';

/** The seven inputs, Monday to Sunday. */
export const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Day = (typeof DAYS)[number];
export type WorkingHoursValues = { followsCompany: boolean } & Record<Day, string>;

/** What the inputs start with when he stops following the company: a full-time week. */
const FULL_WEEK = ['8', '8', '8', '8', '8', '0', '0'];

/** 7.5 as the office reads it: '7,5'. */
const shown = (hours: number) => String(hours).replace('.', ',');

export const workingHoursValuesOf = (hours: readonly number[] | null): WorkingHoursValues => ({
  followsCompany: hours === null,
  ...(Object.fromEntries(
    DAYS.map((day, index) => [day, hours ? shown(hours[index] ?? 0) : FULL_WEEK[index]]),
  ) as Record<Day, string>),
});

/**
 * Hours as typed: '8', '7,5', '7.5' or '7:45'. Anything else is not a number, which the schema refuses at the
 * day; an empty day is a day off.
 */
export function hoursOf(text: string): number {
  const typed = text.trim();
  if (typed === '') return 0;
  if (typed.includes(':')) return hhmmToDecimal(typed) ?? Number.NaN;
  return /^\d+([.,]\d+)?$/.test(typed) ? Number(typed.replace(',', '.')) : Number.NaN;
}

export const workingHoursBody = (values: WorkingHoursValues) => ({
  workingHours: values.followsCompany ? null : DAYS.map((day) => hoursOf(values[day])),
});

/**
 * The server's schema, with a day's refusal placed at its input: the schema names the day by its place in the
 * list (workingHours.4), the form by its name (friday).
 */
export const workingHoursFormSchema: RequestSchema<ReturnType<typeof OfficeWorkingHoursInputSchema.parse>> = {
  safeParse(body) {
    const result = OfficeWorkingHoursInputSchema.safeParse(body);
    if (result.success) return result;
    const issues = result.error.issues.map((issue) => {
      const [field, index] = issue.path;
      return { path: field === 'workingHours' && typeof index === 'number' ? [DAYS[index]!] : issue.path };
    });
    return { success: false, error: { issues } };
  },
};
