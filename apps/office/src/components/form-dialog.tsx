import { useId, type FormEvent, type ReactNode } from 'react';
import { nl } from '../i18n/nl';
import { Dialog } from './dialog';

interface FormDialogProps {
  title: string;
  onClose: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  saving: boolean;
  submitLabel: string;
  /** The form's fields and its error. */
  children: ReactNode;
}

/**
 * A small form in a dialog (a work, a part): its buttons at the dialog's foot submit the form by its id, so
 * Enter in a field saves as the button does, and Escape or 'Annuleren' leaves everything as it was.
 */
export function FormDialog({ title, onClose, onSubmit, saving, submitLabel, children }: FormDialogProps) {
  const formId = useId();
  return (
    <Dialog
      title={title}
      onClose={onClose}
      actions={
        <>
          <button type="button" className="button" onClick={onClose}>
            {nl.app.cancel}
          </button>
          <button type="submit" form={formId} className="button button--primary" aria-busy={saving}>
            {saving ? nl.app.saving : submitLabel}
          </button>
        </>
      }
    >
      <form id={formId} className="form" noValidate onSubmit={onSubmit}>
        {children}
      </form>
    </Dialog>
  );
}
