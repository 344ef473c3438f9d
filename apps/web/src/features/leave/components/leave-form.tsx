import { useRef, useState, type FormEvent } from 'react';
import { useBlocker } from 'react-router';
import {
  checkHourEntry,
  HourEntryFields,
  type HourBodyFields,
  type HourEntryValues,
} from '../../../components/hours-form/hour-entry-fields';
import { UnsavedChangesModal } from '../../../components/unsaved-changes-modal';
import { nl } from '../../../i18n/nl';
import type { RequestSchema } from '../../../lib/form-validation';
import { useUnsavedWork } from '../../../state/unsaved-work';
import { useIndirectWorkTypes } from '../../../api/choices';
import './leave-form.css';

interface LeaveFormProps<B> {
  initial: HourEntryValues;
  /** The request the values become (a new booking or a change), checked by the route's schema before it is sent. */
  request: { schema: RequestSchema<B>; body: (values: HourEntryValues) => unknown; fields: HourBodyFields };
  /** A registration that is not validated while the company validates first: shown, not changed. */
  locked: boolean;
  /** With the parsed body and the values; resolves when saved, a rejection keeps what was entered (the caller shows why). */
  onSubmit: (body: B, values: HourEntryValues) => Promise<void>;
}

/** Indirect hours: date, Soort ('Selecteer uursoort'), hours and remark; Opslaan. */
export function LeaveForm<B>({ initial, request, locked, onSubmit }: LeaveFormProps<B>) {
  const types = useIndirectWorkTypes();
  const [values, setValues] = useState(initial);
  const [saving, setSaving] = useState(false);
  // Set once saved, so going on to the next screen is not held up as leaving an unsaved note.
  const saved = useRef(false);
  const entered: HourEntryValues = { ...values, remark: values.remark.trim() };
  const checked = checkHourEntry(request.schema, request.body(entered), request.fields);
  // A change without a type would keep the old one (PATCH), but the form asks for one ('Selecteer uursoort').
  const canSave = !locked && !saving && values.typeId !== null && checked.ok;

  // A changed remark (a note) that was not saved asks before the page is left.
  const noteChanged = values.remark.trim() !== initial.remark.trim();
  const changed =
    noteChanged || values.date !== initial.date || values.typeId !== initial.typeId || values.hours !== initial.hours;
  // An app update waits for it (state/unsaved-work.ts).
  useUnsavedWork(changed);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      noteChanged && !saved.current && currentLocation.pathname !== nextLocation.pathname,
  );

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canSave || !checked.ok) return;
    setSaving(true);
    try {
      saved.current = true;
      await onSubmit(checked.data, entered);
    } catch {
      saved.current = false;
    } finally {
      setSaving(false);
    }
  }

  return (
    <form className="leave-form" onSubmit={(event) => void submit(event)} noValidate>
      {locked ? (
        <p className="leave-form__notice" role="note">
          {nl.leave.notValidated}
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
      {blocker.state === 'blocked' ? (
        <UnsavedChangesModal
          message={nl.registrations.unsavedNotes}
          onBack={() => blocker.reset()}
          onContinue={() => blocker.proceed()}
        />
      ) : null}
    </form>
  );
}
