import { useEffect } from 'react';
import { nl } from '../i18n/nl';
import './toast.css';

export interface ToastMessage {
  text: string;
  tone: 'done' | 'error';
}

/** How long a toast stays before it goes by itself: long enough to read a sentence twice. */
const SHOWN_MS = 8_000;

/**
 * The outcome of an action that changed more than the screen shows at once ('4 weken goedgekeurd.'), floating
 * over the page for a while. The live region is always there, so a screen reader hears each new message.
 */
export function Toast({ message, onClose }: { message: ToastMessage | null; onClose: () => void }) {
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(onClose, SHOWN_MS);
    return () => clearTimeout(timer);
  }, [message, onClose]);
  return (
    <div className={`toast toast--${message?.tone ?? 'done'}`} role="status" data-testid="toast">
      {message ? (
        <>
          <span>{message.text}</span>
          <button type="button" className="button button--small" onClick={onClose}>
            {nl.app.close}
          </button>
        </>
      ) : null}
    </div>
  );
}
