import { hourPresets, LIMITS } from '@bouwwerk/domain';
import { useId, useState, type ReactNode } from 'react';
import { nl } from '../../i18n/nl';
import { checkRequest, type Checked, type FieldErrors, type RequestSchema } from '../../lib/form-validation';
import { AmountField } from './amount-field';
import { TimePicker } from './time-picker';
import './hours-form.css';

export interface HourTypeOption {
  id: number;
  omschrijving: string;
}

export interface HourEntryValues {
  /** yyyy-MM-dd */
  date: string;
  typeId: number | null;
  /** Decimal hours. */
  hours: number;
  remark: string;
}

export interface HourEntryFieldsProps {
  values: HourEntryValues;
  onChange: (values: HourEntryValues) => void;
  /** The Soort list; omitted for other project costs, which have no hour type. */
  types?: readonly HourTypeOption[];
  /** The empty first choice of Soort ('Selecteer uursoort'); without it a type must already be chosen. */
  typePlaceholder?: string;
  disabled?: boolean;
  /** Fields between Datum and Soort, such as the work and part of a project booking. */
  children?: ReactNode;
  /** What the request schema refuses (checkHourEntry); a field shows its message once the user changed it. */
  errors?: HourEntryErrors;
  /** The day's remaining hours, when known: offered as a one-tap preset beside 04:00 and 08:00. */
  remaining?: number;
  /** Other project costs: the hours field takes an amount in this unit instead of a time. */
  amountUnit?: string;
}

type HourEntryField = keyof HourEntryValues;
export type HourEntryErrors = FieldErrors<HourEntryField>;

/** What a route's body calls each entry field. */
export type HourBodyFields = Record<HourEntryField, string>;
/** POST /v1/invoer, hours and other project costs. */
export const BOOKING_FIELDS: HourBodyFields = {
  date: 'datum',
  typeId: 'uursoortId',
  hours: 'aantal',
  remark: 'opmerking',
};
/** POST /v1/invoer, indirect hours: the type is the indirect work type. */
export const INDIRECT_FIELDS: HourBodyFields = {
  date: 'datum',
  typeId: 'indirectId',
  hours: 'aantal',
  remark: 'opmerking',
};
/** PATCH /v1/registrations/hours. */
export const UPDATE_FIELDS: HourBodyFields = {
  date: 'date',
  typeId: 'uursoortId',
  hours: 'quantity',
  remark: 'remark',
};

/**
 * The body an hour entry makes, checked by the route's own schema: a date within the business range, more than
 * 0 and at most 24 hours, a remark within its length, an hour type where the route needs one. The errors come
 * back under the entry's field names, in Dutch. See docs/decisions/003-typed-answers-zod-for-requests-and-forms.md.
 */
export function checkHourEntry<T>(
  schema: RequestSchema<T>,
  body: unknown,
  fields: HourBodyFields,
  /** Other project costs are an amount, not a time: their own message for the hours field. */
  hoursMessage: string = nl.hoursForm.hoursInvalid,
): Checked<T, HourEntryField> {
  const messages: Record<HourEntryField, string> = {
    date: nl.hoursForm.dateInvalid,
    typeId: nl.hoursForm.typeMissing,
    hours: hoursMessage,
    remark: nl.hoursForm.remarkInvalid(LIMITS.remarkMax),
  };
  const checked = checkRequest(
    schema,
    body,
    Object.fromEntries(Object.entries(fields).map(([field, name]) => [name, messages[field as HourEntryField]])),
  );
  if (checked.ok) return { ok: true, data: checked.data, errors: {} };
  const errors: HourEntryErrors = { form: checked.errors.form };
  for (const [field, name] of Object.entries(fields) as Array<[HourEntryField, string]>)
    errors[field] = checked.errors[name];
  return { ok: false, errors };
}

/**
 * Datum, Soort, Uren and Opmerking: the fields of every hour entry (the new-booking HoursForm, the edit-hours
 * popup, the leave form), controlled by the caller.
 */
export function HourEntryFields({
  values,
  onChange,
  types,
  typePlaceholder,
  disabled,
  children,
  errors = {},
  remaining,
  amountUnit,
}: HourEntryFieldsProps) {
  const id = useId();
  // A field the user has not touched yet does not complain (a form may open on a day with 00:00 left).
  const [touched, setTouched] = useState<ReadonlySet<HourEntryField>>(() => new Set());
  const set = (patch: Partial<HourEntryValues>) => {
    setTouched((current) => new Set([...current, ...(Object.keys(patch) as HourEntryField[])]));
    onChange({ ...values, ...patch });
  };
  const shown = (field: HourEntryField) => (touched.has(field) ? errors[field] : undefined);
  const error = (field: HourEntryField) =>
    shown(field) ? (
      <p id={`${id}-${field}-error`} className="field__error">
        {shown(field)}
      </p>
    ) : null;
  const invalid = (field: HourEntryField) =>
    shown(field) ? { 'aria-invalid': true, 'aria-describedby': `${id}-${field}-error` } : {};
  const knownType = types?.some((t) => t.id === values.typeId) ?? false;

  return (
    <>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-date`}>
          {nl.hoursForm.date}
        </label>
        <input
          id={`${id}-date`}
          className="field__input"
          type="date"
          required
          value={values.date}
          disabled={disabled}
          {...invalid('date')}
          onChange={(event) => set({ date: event.target.value })}
        />
        {error('date')}
      </div>
      {children}
      {types ? (
        <div className="field">
          <label className="field__label" htmlFor={`${id}-type`}>
            {nl.hoursForm.hourType}
          </label>
          <select
            id={`${id}-type`}
            className="field__input"
            value={knownType ? String(values.typeId) : ''}
            disabled={disabled}
            {...invalid('typeId')}
            onChange={(event) => set({ typeId: event.target.value ? Number(event.target.value) : null })}
          >
            {typePlaceholder || !knownType ? <option value="">{typePlaceholder ?? ''}</option> : null}
            {types.map((type) => (
              <option key={type.id} value={type.id}>
                {type.omschrijving}
              </option>
            ))}
          </select>
          {error('typeId')}
        </div>
      ) : null}
      {amountUnit !== undefined ? (
        <AmountField
          id={`${id}-hours`}
          label={nl.hoursForm.amount}
          unit={amountUnit}
          value={values.hours}
          disabled={disabled}
          invalid={invalid('hours')}
          onChange={(hours) => set({ hours })}
        />
      ) : (
        <TimePicker
          id={`${id}-hours`}
          label={nl.hoursForm.hours}
          value={values.hours}
          disabled={disabled}
          presets={hourPresets(remaining)}
          remaining={remaining}
          onChange={(hours) => set({ hours })}
        />
      )}
      {error('hours')}
      <div className="field">
        <label className="field__label" htmlFor={`${id}-remark`}>
          {nl.hoursForm.remark}
        </label>
        <textarea
          id={`${id}-remark`}
          className="field__input hours-form__remark"
          rows={3}
          maxLength={LIMITS.remarkMax}
          value={values.remark}
          disabled={disabled}
          {...invalid('remark')}
          onChange={(event) => set({ remark: event.target.value })}
        />
        {error('remark')}
      </div>
    </>
  );
}
