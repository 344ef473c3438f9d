import { useModalDialog } from '@bouwwerk/ui/use-modal-dialog';
import { useId, type ReactNode } from 'react';
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

/** The field app's modal (packages/ui use-modal-dialog): rendering it opens it, with a close button at its head. */
export function Modal({ title, onClose, children, closeLabel = nl.modal.close, className }: ModalProps) {
  const dialog = useModalDialog(onClose);
  const titleId = useId();

  return (
    <dialog {...dialog} className={className ? `modal ${className}` : 'modal'} aria-labelledby={titleId}>
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
