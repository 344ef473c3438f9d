import { useState, type FormEvent } from 'react';
import {
  checkHourEntry,
  HourEntryFields,
  type HourBodyFields,
  type HourEntryValues,
} from '../../../components/hours-form/hour-entry-fields';
import { nl } from '../../../i18n/nl';
import type { RequestSchema } from '../../../lib/form-validation';
import { useUnsavedWork } from '../../../state/unsaved-work';
import { useIndirectWorkTypes } from '../../../api/choices';
import type { LeaveLock } from '../lib/leave-lock';
import './leave-form.css';

interface LeaveFormProps<B> {
  initial: HourEntryValues;
  /** The request the values become (a new booking or a change), checked by the route's schema before it is sent. */
  request: { schema: RequestSchema<B>; body: (values: HourEntryValues) => unknown; fields: HourBodyFields };
  /**
   * A registration that may not be changed, shown with every field disabled: why (not validated while the
   * company validates first, no rights), or 'unknown' while the rights load.
   */
  lock: LeaveLock | 'unknown' | null;
  /** With the parsed body and the values; resolves when saved, a rejection keeps what was entered (the caller shows why). */
  onSubmit: (body: B, values: HourEntryValues) => Promise<void>;
}

/** Indirect hours: date, Soort ('Selecteer uursoort'), hours and remark; Opslaan. */
export function LeaveForm<B>({ initial, request, lock, onSubmit }: LeaveFormProps<B>) {
  const locked = lock !== null;
  const types = useIndirectWorkTypes();
  const [values, setValues] = useState(initial);
  const [saving, setSaving] = useState(false);
  const entered: HourEntryValues = { ...values, remark: values.remark.trim() };
  const checked = checkHourEntry(request.schema, request.body(entered), request.fields);
  // A change without a type would keep the old one (PATCH), but the form asks for one ('Selecteer uursoort').
  const canSave = !locked && !saving && values.typeId !== null && checked.ok;

  const changed =
    values.remark.trim() !== initial.remark.trim() ||
    values.date !== initial.date ||
    values.typeId !== initial.typeId ||
    values.hours !== initial.hours;
  // Leaving with a change not saved asks first, and an app update waits for it (state/unsaved-work.ts).
  const unsaved = useUnsavedWork(changed);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canSave || !checked.ok) return;
    setSaving(true);
    try {
      // Going on to the next screen once saved is not leaving unsaved input.
      await unsaved.saving(() => onSubmit(checked.data, entered));
    } catch {
      // The caller shows why; everything entered stays to try again.
    } finally {
      setSaving(false);
    }
  }

  return (
    <form className="leave-form" onSubmit={(event) => void submit(event)} noValidate>
      {lock !== null && lock !== 'unknown' ? (
        <p className="leave-form__notice" role="note">
          {nl.leave.locks[lock]}
        </p>
      ) : null}
      {types.isError ? (
        <p className="leave-form__notice" role="alert">
          {nl.leave.typesFailed}
        </p>
      ) : null}
      <HourEntryFields
        values={values}
        onChange={setValues}
        types={types.data ?? []}
        typePlaceholder={nl.leave.chooseType}
        disabled={locked}
        errors={checked.errors}
      />
      <button type="submit" className="button button--primary button--block" disabled={!canSave} aria-busy={saving}>
        {saving ? nl.leave.saving : nl.leave.save}
      </button>
    </form>
  );
}
