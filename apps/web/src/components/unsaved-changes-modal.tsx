import { Modal } from './modal';
import { nl } from '../i18n/nl';
import './unsaved-changes-modal.css';

interface UnsavedChangesModalProps {
  message: string;
  /** Doorgaan: go on without what is incomplete or not yet booked. */
  onContinue: () => void;
  /** Terug: back to the form to finish it. */
  onBack: () => void;
}

/**
 * 'Onopgeslagen wijzigingen' with Doorgaan and Terug (specification: Unsaved-changes modals), shared by every
 * form that can be left with something not yet saved.
 */
export function UnsavedChangesModal({ message, onContinue, onBack }: UnsavedChangesModalProps) {
  return (
    <Modal title={nl.unsavedChanges.title} onClose={onBack} closeLabel={nl.unsavedChanges.back}>
      <p className="unsaved-modal__message">{message}</p>
      <div className="unsaved-modal__actions">
        <button type="button" className="button button--secondary" onClick={onBack}>
          {nl.unsavedChanges.back}
        </button>
        <button type="button" className="button button--primary" onClick={onContinue}>
          {nl.unsavedChanges.continue}
        </button>
      </div>
    </Modal>
  );
}
