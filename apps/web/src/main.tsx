// First: before any module makes a zod schema.
import './lib/zod-csp';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { createRouter } from './app/router';
import { AppUpdate } from './components/app-update';
import { OfflineBanner } from './components/offline-banner';
import { Toaster } from './components/toaster';
import { afterFirstScreen } from './lib/after-first-screen';
import { setUnauthorizedHandler } from './lib/api-client';
import { getPassport, isAuthenticated } from './state/passport';
import { expireSession } from './state/session-expired';
import { followContrastSetting } from './state/theme';
import './app/app.css';

// A token the server no longer accepts, met anywhere: 'Session expired' and the login page (state/session-expired.ts).
setUnauthorizedHandler((_error, refusedToken) => expireSession(refusedToken));

function render() {
  // Created only now: its loaders ask for the first screen's data, which the kept reads may already hold.
  const router = createRouter();
  void routed(router).then(registerServiceWorkerLater);
  // The query cache is the signed-in screens' own (app/signed-in.tsx): the login screen does without it.
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <OfflineBanner />
      <RouterProvider router={router} />
      <Toaster />
      <AppUpdate />
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
  const signedIn = isAuthenticated(getPassport());
  void (signedIn ? import('./app/signed-in').then((m) => m.queryClient) : Promise.resolve(null))
    .then(afterFirstScreen)
    .then(() => import('./lib/service-worker'))
    .then((m) => m.registerServiceWorker());
}

followContrastSetting();
// Signed in, the first screen reads through the query cache: its code comes first (index.html asked for it
// with the entry), and the account's kept reads are restored into it before the screen's loaders ask.
if (isAuthenticated(getPassport())) void import('./app/signed-in').then((m) => m.keptReadsRestored()).then(render);
else render();
