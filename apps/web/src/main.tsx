// First: before any module makes a zod schema.
import './lib/zod-csp';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { followAccountReads, startKeptReads } from './api/persisted-queries-account';
import { KeptReads } from './app/kept-reads';
import { createRouter } from './app/router';
import { AppUpdate } from './components/app-update';
import { BookingOffNotice } from './components/booking-off-notice';
import { OfflineBanner } from './components/offline-banner';
import { Toaster } from './components/toaster';
import { afterFirstScreen } from './lib/after-first-screen';
import { setUnauthorizedHandler } from './lib/api-client';
import { queryClient } from './lib/query';
import { getPassport, isAuthenticated } from './state/passport';
import { expireSession } from './state/session-expired';
import { followContrastSetting } from './state/theme';
import './app/app.css';

// A token the server no longer accepts, met anywhere: 'Session expired' and the login page (state/session-expired.ts).
setUnauthorizedHandler((_error, refusedToken) => expireSession(refusedToken));

/**
 * The longest the first screen waits for the signed-in account's kept reads: they are read from the device
 * in milliseconds, but a browser that hangs on IndexedDB must not keep the app from opening. A restore that
 * comes later still fills the screens (a newer answer in the cache stays).
 */
const RESTORE_WAIT_MS = 500;

function render() {
  // Created only now: its loaders ask for the first screen's data, which the kept reads may already hold.
  const router = createRouter();
  void routed(router).then(registerServiceWorkerLater);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <OfflineBanner />
        <BookingOffNotice />
        <KeptReads />
        <RouterProvider router={router} />
        <Toaster />
        <AppUpdate />
      </QueryClientProvider>
    </StrictMode>,
  );
}

/** Resolves once the router has run the first screen's loaders (and the redirects before it). */
const routed = (router: ReturnType<typeof createRouter>) =>
  new Promise<void>((resolve) => {
    const done = () => router.state.initialized && router.state.navigation.state === 'idle';
    if (done()) return resolve();
    const unsubscribe = router.subscribe(() => {
      if (!done()) return;
      unsubscribe();
      resolve();
    });
  });

/**
 * The service worker (the app shell for use without a connection) is registered once the first screen has
 * its data: its code, and the precaching it starts, would otherwise compete with that screen for the main
 * thread and the connection. Counted from the first screen's loaders, which ask for its reads.
 */
function registerServiceWorkerLater() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  void afterFirstScreen(queryClient)
    .then(() => import('./lib/service-worker'))
    .then((m) => m.registerServiceWorker());
}

followContrastSetting();
startKeptReads(queryClient);
const passport = getPassport();
void Promise.race([
  followAccountReads(queryClient, isAuthenticated(passport) ? passport : null),
  new Promise((resolve) => setTimeout(resolve, RESTORE_WAIT_MS)),
]).then(render);
