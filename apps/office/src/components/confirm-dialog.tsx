import type { ReactNode } from 'react';
import { nl } from '../i18n/nl';
import { Dialog } from './dialog';

interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  /** The button that does it, named after what it does ('Afmelden'), never a bare 'OK'. */
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
}

/** Asks before an action that cannot be undone; Escape and 'Annuleren' leave everything as it was. */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  onConfirm,
  onCancel,
  busy = false,
}: ConfirmDialogProps) {
  return (
    <Dialog
      title={title}
      onClose={onCancel}
      role="alertdialog"
      actions={
        <>
          <button type="button" className="button" onClick={onCancel} autoFocus>
            {nl.app.cancel}
          </button>
          <button type="button" className="button button--danger" onClick={onConfirm} disabled={busy}>
            {confirmLabel}
          </button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
