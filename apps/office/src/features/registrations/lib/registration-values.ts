import type { RegistrationValidationResult, ReviewedRegistration, ReviewGroup } from '@bouwwerk/domain';
import { nl } from '../../../i18n/nl';
import { ApiError } from '../../../lib/api-client';
import { trimmed } from '../../../lib/field-messages';
import { formatHours } from '../../../features/planning';

const text = nl.registrations;

/** A registration's key in the grid and in a selection: the kinds count their ids apart. */
export const rowKey = (row: Pick<ReviewedRegistration, 'kind' | 'id'>) => `${row.kind}.${row.id}`;

/** "31-10-2026": a closed period's day as the office writes it. */
export const formatDayNumbers = (date: string) => date.split('-').reverse().join('-');

const quantity = new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 4 });

/** Hours as H:MM as the rest of the console; a material line as its quantity with its unit. */
export const formatAmount = (row: Pick<ReviewedRegistration, 'kind' | 'amount' | 'unit'>) =>
  row.kind === 'hours' ? formatHours(row.amount) : [quantity.format(row.amount), row.unit].filter(Boolean).join(' ');

/** The sum of the hours among the rows (material counts no hours). */
export const hoursTotal = (rows: readonly Pick<ReviewedRegistration, 'kind' | 'amount'>[]) =>
  rows.reduce((sum, row) => (row.kind === 'hours' ? sum + row.amount : sum), 0);

/** Why a row cannot be corrected, as the office says it; null when it can. */
export const lockLabel = (lockReason: string | null) =>
  lockReason === null ? null : (text.locks[lockReason] ?? lockReason);

/** '12 gevalideerd, 2 overgeslagen: gefactureerd': what a bulk (un)validation did, and why some stayed. */
export function validationSummary(result: RegistrationValidationResult, validated: boolean): string {
  const reasons = [...new Set(result.skipped.map((skip) => lockLabel(skip.reason)!.toLowerCase()))].join(', ');
  return (validated ? text.validated : text.unvalidated)(result.changed, result.skipped.length, reasons);
}

/** The correction form's values, as its fields hold them. */
export interface CorrectionValues {
  date: string;
  amount: string;
  hourTypeId: string;
  partId: string;
  remark: string;
  reason: string;
}

const decimal = (value: number) => String(value).replace('.', ',');

export const correctionValues = (row: ReviewedRegistration): CorrectionValues => ({
  date: row.date,
  amount: row.kind === 'hours' ? formatHours(row.amount) : decimal(row.amount),
  hourTypeId: row.hourTypeId === null ? '' : String(row.hourTypeId),
  partId: row.part === null ? '' : String(row.part.id),
  remark: row.remark,
  reason: '',
});

/** "7:30" or "7,5" as a number of hours; text that is neither is sent as it is, for the schema to refuse. */
export function parseHours(value: string): number | string {
  const clock = /^(\d{1,2}):([0-5]\d)$/.exec(value);
  if (clock) return Number(clock[1]) + Number(clock[2]) / 60;
  return parseDecimal(value);
}

/** "2,5" or "2.5" as a number; anything else as it is. */
export function parseDecimal(value: string): number | string {
  const number = Number(value.replace(',', '.'));
  return value === '' || Number.isNaN(number) ? value : number;
}

const idOrNull = (value: string) => (value === '' ? null : Number(value));

/** The PATCH body of an hour registration's correction. */
export function hourCorrectionBody(values: CorrectionValues) {
  const { date, amount, hourTypeId, partId, remark, reason } = trimmed(values);
  return {
    date,
    hours: parseHours(amount),
    hourTypeId: idOrNull(hourTypeId),
    partId: idOrNull(partId),
    remark,
    reason,
  };
}

/** The PATCH body of a material line's correction. */
export function materialCorrectionBody(values: CorrectionValues) {
  const { date, amount, remark, reason } = trimmed(values);
  return { date, quantity: parseDecimal(amount), remark, reason };
}

/**
 * A correction the server refused because the registration is final, said as why: a lock found when it was
 * read (REGISTRATION_LOCKED names it last in its message), or the database's own rule for a closed period or
 * an approved week met by the new date. Null for any other refusal.
 */
export function lockRefusal(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const reason =
    error.code === 'PERIOD_CLOSED'
      ? 'period-closed'
      : error.code === 'WEEK_APPROVED'
        ? 'week-approved'
        : error.code === 'REGISTRATION_LOCKED'
          ? /: ([a-z-]+)$/.exec(error.message)?.[1]
          : undefined;
  return reason === undefined ? null : (text.refusals[reason] ?? text.refusals['period-closed']!);
}

/** "Jan Jansen, week 42" or "Project P26-009 Nieuwbouw school": a group as the page names it. */
export function groupLabel(group: ReviewGroup): string {
  if (group.weekNumber !== null)
    return text.groups.employeeWeek(group.employee?.name ?? text.groups.noEmployee, group.weekNumber);
  return group.target ? `${text.targetKinds[group.target.kind]} ${group.target.label}` : text.groups.noTarget;
}
