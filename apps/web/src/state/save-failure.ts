import { nl } from '../i18n/nl';
import { ApiError } from '../lib/api-client';
import { resetApp } from './reset';
import { showToast, TOAST_LONG_DURATION_MS } from './toasts';

/**
 * The error catalogue's rule for a failed save: a 400 means the input was refused, shown for 10 s with
 * 'Resetten'; anything else shows the screen's own message ('Boeking mislukt.', 'Opslaan van boeking
 * mislukt.', …). The form keeps what was entered either way.
 */
export function showSaveFailure(error: unknown, otherwise: string): void {
  showToast(
    error instanceof ApiError && error.status === 400
      ? { type: 'failure', message: nl.api.inputFailed, durationMs: TOAST_LONG_DURATION_MS, onReset: resetApp }
      : { type: 'failure', message: otherwise },
  );
}
