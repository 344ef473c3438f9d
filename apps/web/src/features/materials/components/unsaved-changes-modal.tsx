import { Modal } from '../../../components/modal';
import { nl } from '../../../i18n/nl';

interface UnsavedChangesModalProps {
  message: string;
  /** Doorgaan: go on without what is incomplete or not yet booked. */
  onContinue: () => void;
  /** Terug: back to the form to finish it. */
  onBack: () => void;
}

/** 'Onopgeslagen wijzigingen' with Doorgaan and Terug (specification: Unsaved-changes modals). */
export function UnsavedChangesModal({ message, onContinue, onBack }: UnsavedChangesModalProps) {
  return (
    <Modal title={nl.materials.unsavedTitle} onClose={onBack} closeLabel={nl.materials.back}>
      <p className="unsaved-modal__message">{message}</p>
      <div className="unsaved-modal__actions">
        <button type="button" className="button button--secondary" onClick={onBack}>
          {nl.materials.back}
        </button>
        <button type="button" className="button button--primary" onClick={onContinue}>
          {nl.materials.continue}
        </button>
      </div>
    </Modal>
  );
}
