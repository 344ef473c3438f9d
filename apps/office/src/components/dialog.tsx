import { useModalDialog } from '@bouwwerk/ui/use-modal-dialog';
import { useId, type ReactNode } from 'react';
import { nl } from '../i18n/nl';
import './dialog.css';

interface DialogProps {
  title: ReactNode;
  /** Called by the close button, Escape and a click on the backdrop; the parent then stops rendering the dialog. */
  onClose: () => void;
  children: ReactNode;
  /** The buttons at the foot; without them, one 'Sluiten'. */
  actions?: ReactNode;
  /** 'alertdialog' for a question that must be answered (a confirmation). */
  role?: 'dialog' | 'alertdialog';
}

/** The console's modal dialog (packages/ui use-modal-dialog): rendering it opens it, with its title and buttons. */
export function Dialog({ title, onClose, children, actions, role = 'dialog' }: DialogProps) {
  const dialog = useModalDialog(onClose);
  const titleId = useId();

  return (
    <dialog
      {...dialog}
      className="dialog"
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-labelledby={titleId}
    >
      <div className="dialog__panel">
        <h2 id={titleId} className="dialog__title">
          {title}
        </h2>
        <div className="dialog__body">{children}</div>
        <div className="dialog__actions">
          {actions ?? (
            <button type="button" className="button" onClick={onClose}>
              {nl.app.close}
            </button>
          )}
        </div>
      </div>
    </dialog>
  );
}
