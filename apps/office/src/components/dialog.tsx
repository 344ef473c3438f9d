import { useEffect, useId, useRef, type MouseEvent, type ReactNode, type SyntheticEvent } from 'react';
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

/**
 * A modal dialog on the native <dialog>: shown with showModal(), so the page behind it is inert, focus moves
 * into it and stays there, and Escape closes it. Rendering it opens it; the focus goes back to what had it
 * before (the button that opened it) when it goes.
 */
export function Dialog({ title, onClose, children, actions, role = 'dialog' }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    return () => {
      dialog.close();
      opener?.focus();
    };
  }, []);

  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    // Escape: the parent decides, so the dialog never closes without React knowing.
    event.preventDefault();
    onClose();
  };
  const onBackdropClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) onClose();
  };

  return (
    <dialog
      ref={ref}
      className="dialog"
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-labelledby={titleId}
      onCancel={onCancel}
      onClick={onBackdropClick}
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
