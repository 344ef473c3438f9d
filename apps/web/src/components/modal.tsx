import { useEffect, useId, useRef, type MouseEvent, type ReactNode, type SyntheticEvent } from 'react';
import { nl } from '../i18n/nl';
import { CloseIcon } from './icons';
import './modal.css';

interface ModalProps {
  title: ReactNode;
  /** Called by the close button, Escape and a tap on the backdrop; the parent then stops rendering the modal. */
  onClose: () => void;
  children: ReactNode;
  /** The close button's accessible name. */
  closeLabel?: string;
  className?: string;
}

/**
 * A modal dialog on the native <dialog>: shown with showModal(), so the page behind it is inert, focus
 * moves into it and stays there, and Escape closes it. Rendering it opens it; the focus goes back to
 * whatever had it before (the button that opened it) when it goes.
 */
export function Modal({ title, onClose, children, closeLabel = nl.modal.close, className }: ModalProps) {
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
    // The dialog element itself is hit only on its backdrop; its content sits in the inner panel.
    if (event.target === event.currentTarget) onClose();
  };

  return (
    <dialog
      ref={ref}
      className={className ? `modal ${className}` : 'modal'}
      aria-labelledby={titleId}
      onCancel={onCancel}
      onClick={onBackdropClick}
    >
      <div className="modal__panel">
        <header className="modal__header">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          <button type="button" className="icon-button modal__close" aria-label={closeLabel} onClick={onClose}>
            <CloseIcon />
          </button>
        </header>
        <div className="modal__body">{children}</div>
      </div>
    </dialog>
  );
}
