import { decimalToHhmm, LIMITS, parseDate } from '@bouwwerk/domain';
import { canSaveHours } from '../../lib/booking';
import { useId, type ReactNode } from 'react';
import { nl } from '../../i18n/nl';
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
}

/**
 * Datum, Soort, Uren and Opmerking: the fields of every hour entry (the new-booking HoursForm, the edit-hours
 * popup, the leave form), controlled by the caller.
 */
export function HourEntryFields({ values, onChange, types, typePlaceholder, disabled, children }: HourEntryFieldsProps) {
  const id = useId();
  const set = (patch: Partial<HourEntryValues>) => onChange({ ...values, ...patch });
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
          aria-invalid={parseDate(values.date, 'api') === null || undefined}
          onChange={(event) => set({ date: event.target.value })}
        />
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
            onChange={(event) => set({ typeId: event.target.value ? Number(event.target.value) : null })}
          >
            {typePlaceholder || !knownType ? <option value="">{typePlaceholder ?? ''}</option> : null}
            {types.map((type) => (
              <option key={type.id} value={type.id}>
                {type.omschrijving}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <TimePicker id={`${id}-hours`} label={nl.hoursForm.hours} value={values.hours} disabled={disabled} onChange={(hours) => set({ hours })} />
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
          onChange={(event) => set({ remark: event.target.value })}
        />
      </div>
    </>
  );
}

/** The Hour save rule (States → Hour save) on these fields, plus a real date. */
export function canSaveHourEntry(values: HourEntryValues, target: { needsType: boolean; partChosen: boolean }): boolean {
  return (
    parseDate(values.date, 'api') !== null &&
    canSaveHours({
      hours: decimalToHhmm(values.hours),
      hourTypeId: values.typeId,
      isOtherCosts: !target.needsType,
      partChosen: target.partChosen,
    })
  );
}
