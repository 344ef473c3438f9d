import { lazy, Suspense } from 'react';
import { usePendingAppVersion } from '../state/app-version';

// Needed once per update: its code loads only then.
const AppUpdateOverlay = lazy(() => import('./app-update-overlay').then((m) => ({ default: m.AppUpdateOverlay })));

/** Starts the update flow (the overlay) when an answer of the server named another version. */
export function AppUpdate() {
  const version = usePendingAppVersion();
  if (version === null) return null;
  return (
    <Suspense fallback={null}>
      <AppUpdateOverlay version={version} />
    </Suspense>
  );
}
