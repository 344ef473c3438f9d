import { formatDate, LIMITS, todayInAmsterdam } from '@bouwwerk/domain';
import { useId, useState, type FormEvent } from 'react';
import { Modal } from '../../../components/modal';
import { nl } from '../../../i18n/nl';
import { showSaveFailure } from '../../../state/save-failure';
import { useUnsavedWork } from '../../../state/unsaved-work';
import { showToast } from '../../../state/toasts';
import { useCreateRegiewerk } from '../../../api/projects';
import { write } from '../../../api/write';

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
  const create = useCreateRegiewerk();
  // Until created: the app update and an account switch wait for, or ask about, the typed description.
  useUnsavedWork(description.trim() !== '' && !create.isSuccess);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (create.isPending || description.trim() === '') return;
    create.mutate(
      write({
        omschrijving: description.trim(),
        created: formatDate(todayInAmsterdam(), 'api'),
        soortId: 1,
        statusId: 0,
        projectId,
      }),
      {
        onSuccess: ({ id: workId }) => {
          showToast({ type: 'success', message: nl.regiewerk.created });
          onCreated(workId);
        },
        onError: (error) => showSaveFailure(error, nl.regiewerk.failed),
      },
    );
  }

  return (
    <Modal title={nl.regiewerk.title} onClose={onClose} closeLabel={nl.regiewerk.close}>
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
            onChange={(event) => setDescription(event.target.value)}
          />
        </div>
        <div className="projects-actions">
          <button type="button" className="button button--secondary" onClick={onClose}>
            {nl.regiewerk.close}
          </button>
          <button
            type="submit"
            className="button button--primary"
            disabled={create.isPending || description.trim() === ''}
            aria-busy={create.isPending}
          >
            {create.isPending ? nl.regiewerk.saving : nl.regiewerk.save}
          </button>
        </div>
      </form>
    </Modal>
  );
}
