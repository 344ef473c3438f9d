import { nl } from '../i18n/nl';
import { ConfirmModal } from './confirm-modal';

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
    <ConfirmModal
      title={nl.unsavedChanges.title}
      message={message}
      cancelLabel={nl.unsavedChanges.back}
      confirmLabel={nl.unsavedChanges.continue}
      onCancel={onBack}
      onConfirm={onContinue}
    />
  );
}
