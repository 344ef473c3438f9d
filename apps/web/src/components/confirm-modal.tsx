import { Modal } from './modal';
import './confirm-modal.css';

interface ConfirmModalProps {
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  /** The cancel button, Escape, the close button and the backdrop. */
  onCancel: () => void;
  busy?: boolean;
}

/** A question with two answers: the safe one (cancel) left, the one that acts right. */
export function ConfirmModal({
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  busy,
}: ConfirmModalProps) {
  return (
    <Modal title={title} onClose={onCancel} closeLabel={cancelLabel}>
      <p className="confirm-modal__message">{message}</p>
      <div className="confirm-modal__actions">
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {cancelLabel}
        </button>
        <button type="button" className="button button--primary" onClick={onConfirm} disabled={busy} aria-busy={busy}>
          {confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
