import { decimalToHhmm, parseDate, preselectedHourType } from '@bouwwerk/domain';
import { exceedsRemainingHours } from '../../lib/booking';
import { useState, type FormEvent, type ReactNode } from 'react';
import { nl } from '../../i18n/nl';
import { setBookingDate } from '../../state/booking-date';
import type { RequestSchema } from '../../lib/form-validation';
import {
  checkHourEntry,
  HourEntryFields,
  type HourBodyFields,
  type HourEntryValues,
  type HourTypeOption,
} from './hour-entry-fields';
import { OvertimeModal } from './overtime-modal';
import './hours-form.css';
import { useUnsavedWork } from '../../state/unsaved-work';

/*
 * Shared by the project hours and OP forms, the work order hours tab, the leave form and the edit-hours popup
 * (its texts are the nl.hoursForm section of i18n/nl.ts). The fields themselves are HourEntryFields.
 */

export interface HoursFormValues {
  /** yyyy-MM-dd */
  date: string;
  hourTypeId: number | null;
  /** Decimal hours. */
  hours: number;
  remark: string;
}

/** The request the form's values become: it is checked by the route's own schema before it is sent. */
export interface HoursRequest<B> {
  schema: RequestSchema<B>;
  /** The body as the caller will send it. */
  body: (values: HoursFormValues) => unknown;
  /** What the body calls the entry fields (BOOKING_FIELDS, ...). */
  fields: HourBodyFields;
}

export interface HoursFormProps<B> {
  /** The Soort list as GET /v1/uursoorten orders it, the company's default first (preselected). Omitted for OP. */
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
  request: HoursRequest<B>;
  /**
   * With the body as the schema parsed it, and the values it came from. Resolves when saved; a rejection keeps
   * everything entered (the caller shows the failure toast).
   */
  onSubmit: (body: B, values: HoursFormValues) => Promise<void>;
  /** Extra fields after Datum, e.g. the OP choice. */
  children?: ReactNode;
  /** Told when the user picks another day (yyyy-MM-dd), e.g. to fetch that day's remaining hours. */
  onDateChange?: (date: string) => void;
  /** Hours to start with (a prefill link's), in place of following defaultHours. */
  initialHours?: number;
  /** The hour type to start with, when it is in the list; else the company's default is preselected. */
  initialHourTypeId?: number | null;
  /** Other project costs: the hours are an amount in this unit, typed as a number (no time picker, no overtime). */
  amountUnit?: string;
}

/**
 * The one way hours are entered: Datum, Soort (unless OP), Uren as a time picker, Opmerking and Opslaan,
 * enabled by the Hour save rule: what the route's schema takes, on a target that is ready. Hours beyond the day's remaining hours are confirmed first. After a save the
 * chosen date is kept for the next booking.
 */
export function HoursForm<B>({
  hourTypes,
  initialDate,
  defaultHours,
  remainingHours,
  targetReady = true,
  disabled = false,
  request,
  onSubmit,
  children,
  onDateChange,
  initialHours,
  initialHourTypeId = null,
  amountUnit,
}: HoursFormProps<B>) {
  const [entry, setEntry] = useState<HourEntryValues>({
    date: initialDate,
    typeId: initialHourTypeId,
    hours: initialHours ?? defaultHours,
    remark: '',
  });
  // Prefilled hours were chosen (by the link that opened the form): the day's default does not replace them.
  const [hoursPicked, setHoursPicked] = useState(initialHours !== undefined);
  // Only what the user changed here is unsaved input: an untouched prefilled form is left without a question.
  const [hoursChanged, setHoursChanged] = useState(false);
  const [seenDefault, setSeenDefault] = useState(defaultHours);
  const [saving, setSaving] = useState(false);
  const [confirmOvertime, setConfirmOvertime] = useState(false);
  // Leaving the page asks first, and an app update waits for what was entered here (state/unsaved-work.ts).
  const unsaved = useUnsavedWork(entry.remark.trim() !== '' || hoursChanged);

  // The default (the day's remaining hours) may arrive or change after the form is shown: follow it until
  // the user picks hours themselves.
  if (!Object.is(seenDefault, defaultHours)) {
    setSeenDefault(defaultHours);
    if (!hoursPicked) setEntry({ ...entry, hours: defaultHours });
  }

  const isOtherCosts = hourTypes === undefined;
  // The company's default hour type is preselected, also when the list arrives after the form: the server lists
  // it first (the domain's hourTypeChoiceOrder), and preselectedHourType is the one rule that reads that order.
  const hourTypeId = isOtherCosts
    ? null
    : (hourTypes.find((type) => type.id === entry.typeId)?.id ?? preselectedHourType(hourTypes)?.id ?? null);
  const shown: HourEntryValues = { ...entry, typeId: hourTypeId };
  const values: HoursFormValues = { date: shown.date, hourTypeId, hours: shown.hours, remark: shown.remark.trim() };
  const checked = checkHourEntry(
    request.schema,
    request.body(values),
    request.fields,
    amountUnit !== undefined ? nl.hoursForm.amountInvalid : undefined,
  );
  const canSave = !disabled && !saving && targetReady && checked.ok;

  function change(next: HourEntryValues) {
    if (next.hours !== entry.hours) {
      setHoursPicked(true);
      setHoursChanged(true);
    }
    if (next.date !== entry.date && parseDate(next.date, 'api')) onDateChange?.(next.date);
    setEntry(next);
  }

  async function save() {
    if (!checked.ok) return;
    setConfirmOvertime(false);
    setSaving(true);
    try {
      // Saving navigates on: that is not leaving unsaved input.
      await unsaved.saving(() => onSubmit(checked.data, values));
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
    if (
      amountUnit === undefined &&
      remainingHours !== undefined &&
      exceedsRemainingHours(decimalToHhmm(shown.hours), remainingHours)
    ) {
      setConfirmOvertime(true);
      return;
    }
    void save();
  }

  return (
    <form className="hours-form" onSubmit={submit} noValidate>
      <HourEntryFields
        values={shown}
        onChange={change}
        types={hourTypes}
        typePlaceholder={hourTypes?.length === 0 ? nl.hoursForm.noHourTypes : undefined}
        disabled={disabled}
        errors={checked.errors}
        remaining={amountUnit === undefined ? remainingHours : undefined}
        amountUnit={amountUnit}
      >
        {children}
      </HourEntryFields>

      <div className="hours-form__actions sticky-actions">
        <button type="submit" className="button button--primary button--block" disabled={!canSave} aria-busy={saving}>
          {saving ? nl.hoursForm.saving : nl.hoursForm.save}
        </button>
      </div>

      {confirmOvertime ? (
        <OvertimeModal hours={shown.hours} onConfirm={() => void save()} onCancel={() => setConfirmOvertime(false)} />
      ) : null}
    </form>
  );
}
