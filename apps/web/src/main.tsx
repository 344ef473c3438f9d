// First: before any module makes a zod schema.
import './lib/zod-csp';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { createRouter } from './app/router';
import { AppUpdate } from './components/app-update';
import { OfflineBanner } from './components/offline-banner';
import { Toaster } from './components/toaster';
import { afterFirstScreen } from './lib/after-first-screen';
import { setUnauthorizedHandler } from './lib/api-client';
import { queryClient } from './lib/query';
import { expireSession } from './state/session-expired';
import './app/app.css';

// A token the server no longer accepts, met anywhere: 'Session expired' and the login page (state/session-expired.ts).
setUnauthorizedHandler((_error, refusedToken) => expireSession(refusedToken));

const router = createRouter();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <OfflineBanner />
      <RouterProvider router={router} />
      <Toaster />
      <AppUpdate />
    </QueryClientProvider>
  </StrictMode>,
);

// The service worker (the app shell for use without a connection) is registered once the first screen has
// its data: its code, and the precaching it starts, would otherwise compete with that screen for the main
// thread and the connection.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  void afterFirstScreen(queryClient)
    .then(() => import('./lib/service-worker'))
    .then((m) => m.registerServiceWorker());
}
