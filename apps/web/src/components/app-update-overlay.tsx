import { useEffect, useRef, useState } from 'react';
import { nl } from '../i18n/nl';
import { queryClient } from '../lib/query';
import { completeAppVersionChange } from '../state/app-version';
import { refreshCurrentUser } from '../state/sessions';
import { useHasUnsavedWork } from '../state/unsaved-work';
import './app-update-overlay.css';
import './notice-bar.css';

/** Specification section 9: the forced reload follows 5 s after the update notice. */
export const UPDATE_RELOAD_DELAY_MS = 5_000;

/**
 * The app update of the specification (section 4): when an answer of the server names another version,
 * the current user is refreshed and 'Bouwwerk wordt bijgewerkt' covers the app; 5 s later the caches and
 * the version-check flag are cleared, the new version is stored and the page reloads.
 *
 * Nothing entered is lost: while a form holds unsaved work (state/unsaved-work.ts) the countdown does not
 * run. The notice says to save first and steps aside for a bar, so the form can be saved; once every form
 * is clean the notice comes back and the 5 s start.
 */
export function AppUpdateOverlay({ version }: { version: string }) {
  const unsaved = useHasUnsavedWork();
  // The user chose to finish their work first: the notice shrinks to a bar above the page.
  const [savingFirst, setSavingFirst] = useState(false);
  const panelRef = useRef<HTMLDivElement>(null);
  const covering = !(unsaved && savingFirst);

  // The notice takes the focus, so a screen reader reads it and a keyboard does not act behind it.
  useEffect(() => {
    if (covering) panelRef.current?.focus();
  }, [covering, unsaved]);

  useEffect(() => {
    // A failure (no connection, a revoked token) leaves the stored user as it was; the update goes on.
    refreshCurrentUser().catch(() => undefined);
  }, [version]);

  useEffect(() => {
    if (unsaved) return;
    const timer = setTimeout(() => void reloadIntoVersion(version), UPDATE_RELOAD_DELAY_MS);
    return () => clearTimeout(timer);
  }, [version, unsaved]);

  if (!covering) {
    return (
      <div className="notice-bar" role="status">
        <p>{nl.appUpdate.waitingForSave}</p>
      </div>
    );
  }

  return (
    <div className="app-update" role="alertdialog" aria-modal="true" aria-labelledby="app-update-title">
      <div className="app-update__panel" ref={panelRef} tabIndex={-1}>
        {unsaved ? null : <div className="app-update__spinner" aria-hidden="true" />}
        <h2 id="app-update-title" className="app-update__title">
          {nl.appUpdate.title}
        </h2>
        {unsaved ? (
          <>
            <p className="app-update__text">{nl.appUpdate.unsavedWork}</p>
            <button type="button" className="button button--primary button--block" onClick={() => setSavingFirst(true)}>
              {nl.appUpdate.saveFirst}
            </button>
          </>
        ) : (
          <p className="app-update__text">{nl.appUpdate.reloading}</p>
        )}
      </div>
    </div>
  );
}

/** The end of the flow: nothing of the old version is served again, then a full page load. */
async function reloadIntoVersion(version: string): Promise<void> {
  queryClient.clear();
  try {
    if ('caches' in window) {
      const names = await caches.keys();
      await Promise.all(names.map((name) => caches.delete(name)));
    }
    // The service worker of the old version would serve the old app shell: the reload fetches the new one
    // from the server, and the new shell registers its own worker.
    if ('serviceWorker' in navigator) {
      const registrations = await navigator.serviceWorker.getRegistrations();
      await Promise.all(registrations.map((registration) => registration.unregister()));
    }
  } catch {
    // A browser that refuses the clean-up still reloads; the worker then updates itself on its own time.
  }
  completeAppVersionChange(version);
  window.location.reload();
}
