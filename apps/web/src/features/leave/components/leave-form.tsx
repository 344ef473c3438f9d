import { useRef, useState, type FormEvent } from 'react';
import { useBlocker } from 'react-router';
import { canSaveHourEntry, HourEntryFields, type HourEntryValues } from '../../../components/hours-form/hour-entry-fields';
import { UnsavedChangesModal } from '../../../components/unsaved-changes-modal';
import { nl } from '../../../i18n/nl';
import { useUnsavedWork } from '../../../state/unsaved-work';
import { useIndirectWorkTypes } from '../../../api/choices';
import './leave-form.css';

interface LeaveFormProps {
  initial: HourEntryValues;
  /** A registration that is not validated while the company validates first: shown, not changed. */
  locked: boolean;
  /** Resolves when saved; a rejection keeps what was entered (the caller shows why). */
  onSubmit: (values: HourEntryValues) => Promise<void>;
}

/** Indirect hours: date, Soort ('Selecteer uursoort'), hours and remark; Opslaan. */
export function LeaveForm({ initial, locked, onSubmit }: LeaveFormProps) {
  const types = useIndirectWorkTypes();
  const [values, setValues] = useState(initial);
  const [saving, setSaving] = useState(false);
  // Set once saved, so going on to the next screen is not held up as leaving an unsaved note.
  const saved = useRef(false);
  const canSave = !locked && !saving && canSaveHourEntry(values, { needsType: true, partChosen: true });

  // A changed remark (a note) that was not saved asks before the page is left.
  const noteChanged = values.remark.trim() !== initial.remark.trim();
  const changed =
    noteChanged || values.date !== initial.date || values.typeId !== initial.typeId || values.hours !== initial.hours;
  // An app update waits for it (state/unsaved-work.ts).
  useUnsavedWork(changed);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => noteChanged && !saved.current && currentLocation.pathname !== nextLocation.pathname,
  );

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canSave) return;
    setSaving(true);
    try {
      const entered = { ...values, remark: values.remark.trim() };
      saved.current = true;
      await onSubmit(entered);
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
