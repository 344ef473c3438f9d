import { useEffect, type CSSProperties } from 'react';
import { nl } from '../i18n/nl';
import { dismissToast, startToastTimer, useCurrentToast } from '../state/toasts';
import { CloseIcon } from './icons';
import './toaster.css';

/** Shows the toast at the head of the queue, with a bar that runs out in the toast's duration. */
export function Toaster() {
  const toast = useCurrentToast();
  useEffect(() => {
    if (toast) startToastTimer(toast.id);
  }, [toast]);
  if (!toast) return null;
  const failure = toast.type === 'failure';
  return (
    <div className="toaster">
      <div
        key={toast.id}
        className={`toast toast--${toast.type}`}
        role={failure ? 'alert' : 'status'}
        style={{ '--toast-duration': `${toast.durationMs}ms` } as CSSProperties}
        data-testid="toast"
      >
        <p className="toast__message">{toast.message}</p>
        {toast.onReset ? (
          <button type="button" className="button button--inverse toast__reset" onClick={toast.onReset}>
            {nl.toast.reset}
          </button>
        ) : null}
        <button
          type="button"
          className="toast__close"
          aria-label={nl.toast.close}
          onClick={() => dismissToast(toast.id)}
        >
          <CloseIcon />
        </button>
        <div className="toast__progress" aria-hidden="true" />
      </div>
    </div>
  );
}
