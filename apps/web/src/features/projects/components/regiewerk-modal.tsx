import { formatDate, LIMITS, RegiewerkCreateSchema, todayInAmsterdam } from '@bouwwerk/domain';
import { useId, useState, type FormEvent } from 'react';
import { Modal } from '../../../components/modal';
import { UnsavedChangesModal } from '../../../components/unsaved-changes-modal';
import { nl } from '../../../i18n/nl';
import { checkRequest } from '../../../lib/form-validation';
import { showSaveFailure } from '../../../state/save-failure';
import { useUnsavedWork } from '../../../state/unsaved-work';
import { showToast } from '../../../state/toasts';
import { saveWrite } from '../../../api/outbox';
import { regiewerkWrite } from '../../../api/projects';
import { usePassport } from '../../../state/passport';

interface RegiewerkModalProps {
  projectId: number;
  onClose: () => void;
  /** With the new work's id, once created. */
  onCreated: (workId: number) => void;
}

/** 'Regiewerk aanmaken': a description, Opslaan and Sluiten; creates a cost-plus work (soortId 1, statusId 0). */
export function RegiewerkModal({ projectId, onClose, onCreated }: RegiewerkModalProps) {
  const id = useId();
  const [description, setDescription] = useState('');
  const passport = usePassport();
  const [create, setCreate] = useState({ isPending: false, isSuccess: false });
  const [askClose, setAskClose] = useState(false);
  // Until created, a typed description is unsaved input: closing the popup or leaving the page asks first, and
  // the app update and an account switch wait for, or ask about, it.
  const typed = description.trim() !== '' && !create.isSuccess;
  const unsaved = useUnsavedWork(typed);
  const close = () => (typed ? setAskClose(true) : onClose());

  // Checked as POST /v1/projecten/{id}/regiewerk checks it: not empty, at most 500 characters of one line.
  const checked = checkRequest(
    RegiewerkCreateSchema,
    { omschrijving: description, created: formatDate(todayInAmsterdam(), 'api'), soortId: 1, statusId: 0, projectId },
    { omschrijving: nl.regiewerk.descriptionInvalid(LIMITS.descriptionMax) },
  );
  // Empty is simply not ready yet; anything else the schema refuses is said under the field.
  const descriptionError = description.trim() !== '' ? checked.errors.omschrijving : undefined;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (create.isPending || !checked.ok || !passport) return;
    setCreate({ isPending: true, isSuccess: false });
    const data = checked.data;
    // Going on to the new work once created is not leaving unsaved input.
    unsaved
      .saving(() =>
        saveWrite<{ id: number }>(passport, regiewerkWrite(data, data.omschrijving), nl.outboxSend.createdLater),
      )
      .then((saved) => {
        setCreate({ isPending: false, isSuccess: true });
        if (saved.status === 'queued') return onClose(); // no id yet: the project stays, the work follows
        showToast({ type: 'success', message: nl.regiewerk.created });
        onCreated(saved.data.id);
      })
      .catch((error: unknown) => {
        setCreate({ isPending: false, isSuccess: false });
        showSaveFailure(error, nl.regiewerk.failed);
      });
  }

  return (
    <Modal title={nl.regiewerk.title} onClose={close} closeLabel={nl.regiewerk.close}>
      <form className="projects-form" onSubmit={submit}>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-description`}>
            {nl.regiewerk.description}
          </label>
          <input
            id={`${id}-description`}
            className="field__input"
            autoComplete="off"
            maxLength={LIMITS.descriptionMax}
            value={description}
            aria-invalid={descriptionError ? true : undefined}
            aria-describedby={descriptionError ? `${id}-description-error` : undefined}
            onChange={(event) => setDescription(event.target.value)}
          />
          {descriptionError ? (
            <p id={`${id}-description-error`} className="field__error">
              {descriptionError}
            </p>
          ) : null}
        </div>
        <div className="projects-actions">
          <button type="button" className="button button--secondary" onClick={close}>
            {nl.regiewerk.close}
          </button>
          <button
            type="submit"
            className="button button--primary"
            disabled={create.isPending || !checked.ok}
            aria-busy={create.isPending}
          >
            {create.isPending ? nl.regiewerk.saving : nl.regiewerk.save}
          </button>
        </div>
      </form>
      {askClose ? (
        <UnsavedChangesModal message={nl.unsavedChanges.notes} onBack={() => setAskClose(false)} onContinue={onClose} />
      ) : null}
    </Modal>
  );
}
