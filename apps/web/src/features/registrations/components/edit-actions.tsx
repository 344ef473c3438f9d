import { nl } from '../../../i18n/nl';

/** Verwijder and Opslaan at the foot of both edit popups; Opslaan submits the popup's form. */
export function EditActions({ onDelete, canSave }: { onDelete: () => void; canSave: boolean }) {
  return (
    <div className="registration-edit__actions">
      <button type="button" className="button button--secondary" onClick={onDelete}>
        {nl.registrations.remove}
      </button>
      <button type="submit" className="button button--primary" disabled={!canSave}>
        {nl.registrations.save}
      </button>
    </div>
  );
}
