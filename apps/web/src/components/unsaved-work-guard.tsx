import { lazy, Suspense, useEffect } from 'react';
import { useBlocker } from 'react-router';
import { nl } from '../i18n/nl';
import { unloadLosesWork, unsavedWorkToAskAbout } from '../state/unsaved-work';

// Loaded when first asked: the guard sits in the shell of the first screens.
const UnsavedChangesModal = lazy(() =>
  import('./unsaved-changes-modal').then((m) => ({ default: m.UnsavedChangesModal })),
);

/**
 * The app's one navigation blocker (React Router keeps only one): leaving a page while a form holds unsaved
 * input (state/unsaved-work.ts) asks 'Onopgeslagen wijzigingen' with that form's message; Terug stays,
 * Doorgaan leaves without it. Staying on the page (another tab of it, a query) asks nothing. Closing or
 * reloading the tab asks the browser's own question.
 */
export function UnsavedWorkGuard() {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      currentLocation.pathname !== nextLocation.pathname && unsavedWorkToAskAbout() !== null,
  );

  useEffect(() => {
    function beforeUnload(event: BeforeUnloadEvent) {
      if (!unloadLosesWork()) return;
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    }
    window.addEventListener('beforeunload', beforeUnload);
    return () => window.removeEventListener('beforeunload', beforeUnload);
  }, []);

  if (blocker.state !== 'blocked') return null;
  return (
    <Suspense fallback={null}>
      <UnsavedChangesModal
        message={unsavedWorkToAskAbout()?.message ?? nl.unsavedChanges.notes}
        onBack={() => blocker.reset()}
        onContinue={() => blocker.proceed()}
      />
    </Suspense>
  );
}
