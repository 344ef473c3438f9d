import { canSaveHours, decimalToHhmm, exceedsRemainingHours, parseDate } from '@bouwwerk/domain';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { nl } from '../../i18n/nl';
import { setBookingDate } from '../../state/booking-date';
import { OvertimeModal } from './overtime-modal';
import { TimePicker } from './time-picker';
import './hours-form.css';
import { useUnsavedWork } from '../../state/unsaved-work';

/*
 * Shared by the project hours and OP forms, the work order hours tab, the leave form and the edit-hours popup
 * (its texts are the nl.hoursForm section of i18n/nl.ts).
 */

export interface HourTypeOption {
  id: number;
  omschrijving: string;
}

export interface HoursFormValues {
  /** yyyy-MM-dd */
  date: string;
  hourTypeId: number | null;
  /** Decimal hours. */
  hours: number;
  remark: string;
}

export interface HoursFormProps {
  /** The Soort list, first preselected. Omitted for OP, which needs no hour type. */
  hourTypes?: readonly HourTypeOption[];
  /** yyyy-MM-dd */
  initialDate: string;
  /** 8 (08:00) on a work order; the day's remaining hours on a project. Followed until the user picks hours. */
  defaultHours: number;
  /** When given, hours beyond it first ask '{hours} buiten werktijd registreren.'; confirming saves. */
  remainingHours?: number;
  /** The rest of the Hour save rule (e.g. a budget id is set); default true. */
  targetReady?: boolean;
  disabled?: boolean;
  /** Resolves when saved; a rejection keeps everything entered (the caller shows the failure toast). */
  onSubmit: (values: HoursFormValues) => Promise<void>;
  /** Extra fields above Opslaan, e.g. the OP choice. */
  children?: ReactNode;
  /** Told when the user picks another day (yyyy-MM-dd), e.g. to fetch that day's remaining hours. */
  onDateChange?: (date: string) => void;
}

/**
 * The one way hours are entered: Datum, Soort (unless OP), Uren as a time picker, Opmerking and Opslaan,
 * enabled by the Hour save rule. Hours beyond the day's remaining hours are confirmed first. After a save the
 * chosen date is kept for the next booking.
 */
export function HoursForm({
  hourTypes,
  initialDate,
  defaultHours,
  remainingHours,
  targetReady = true,
  disabled = false,
  onSubmit,
  children,
  onDateChange,
}: HoursFormProps) {
  const id = useId();
  const [date, setDate] = useState(initialDate);
  const [chosenTypeId, setChosenTypeId] = useState<number | null>(null);
  const [hours, setHours] = useState(defaultHours);
  const [hoursPicked, setHoursPicked] = useState(false);
  const [seenDefault, setSeenDefault] = useState(defaultHours);
  const [remark, setRemark] = useState('');
  const [saving, setSaving] = useState(false);
  const [confirmOvertime, setConfirmOvertime] = useState(false);
  // An app update waits for what was entered here (state/unsaved-work.ts).
  useUnsavedWork(remark.trim() !== '' || hoursPicked);

  // The default (the day's remaining hours) may arrive or change after the form is shown: follow it until
  // the user picks hours themselves.
  if (seenDefault !== defaultHours) {
    setSeenDefault(defaultHours);
    if (!hoursPicked) setHours(defaultHours);
  }

  const isOtherCosts = hourTypes === undefined;
  // The first hour type is preselected, also when the list arrives after the form.
  const hourTypeId = isOtherCosts
    ? null
    : (hourTypes.find((type) => type.id === chosenTypeId)?.id ?? hourTypes[0]?.id ?? null);
  const dateValid = parseDate(date, 'api') !== null;
  const canSave =
    !disabled &&
    !saving &&
    dateValid &&
    canSaveHours({ hours: decimalToHhmm(hours), hourTypeId, isOtherCosts, partChosen: targetReady });

  async function save() {
    setConfirmOvertime(false);
    setSaving(true);
    const values: HoursFormValues = { date, hourTypeId, hours, remark: remark.trim() };
    try {
      await onSubmit(values);
      setBookingDate(values.date);
    } catch {
      // The caller shows why; everything entered stays to try again.
    } finally {
      setSaving(false);
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canSave) return;
    if (remainingHours !== undefined && exceedsRemainingHours(decimalToHhmm(hours), remainingHours)) {
      setConfirmOvertime(true);
      return;
    }
    void save();
  }

  return (
    <form className="hours-form" onSubmit={submit} noValidate>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-date`}>
          {nl.hoursForm.date}
        </label>
        <input
          id={`${id}-date`}
          className="field__input"
          type="date"
          required
          value={date}
          disabled={disabled}
          aria-invalid={!dateValid || undefined}
          onChange={(event) => {
            setDate(event.target.value);
            if (parseDate(event.target.value, 'api')) onDateChange?.(event.target.value);
          }}
        />
      </div>

      {isOtherCosts ? null : (
        <div className="field">
          <label className="field__label" htmlFor={`${id}-type`}>
            {nl.hoursForm.hourType}
          </label>
          <select
            id={`${id}-type`}
            className="field__input"
            value={hourTypeId ?? ''}
            disabled={disabled}
            onChange={(event) => setChosenTypeId(Number(event.target.value))}
          >
            {hourTypes.length === 0 ? <option value="">{nl.hoursForm.noHourTypes}</option> : null}
            {hourTypes.map((type) => (
              <option key={type.id} value={type.id}>
                {type.omschrijving}
              </option>
            ))}
          </select>
        </div>
      )}

      <TimePicker
        id={`${id}-hours`}
        label={nl.hoursForm.hours}
        value={hours}
        disabled={disabled}
        onChange={(value) => {
          setHours(value);
          setHoursPicked(true);
        }}
      />

      <div className="field">
        <label className="field__label" htmlFor={`${id}-remark`}>
          {nl.hoursForm.remark}
        </label>
        <textarea
          id={`${id}-remark`}
          className="field__input hours-form__remark"
          rows={3}
          maxLength={2000}
          value={remark}
          disabled={disabled}
          onChange={(event) => setRemark(event.target.value)}
        />
      </div>

      {children}

      <button type="submit" className="button button--primary button--block" disabled={!canSave} aria-busy={saving}>
        {saving ? nl.hoursForm.saving : nl.hoursForm.save}
      </button>

      {confirmOvertime ? (
        <OvertimeModal hours={hours} onConfirm={() => void save()} onCancel={() => setConfirmOvertime(false)} />
      ) : null}
    </form>
  );
}
