import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { createRouter } from './app/router';
import { AppUpdate } from './components/app-update';
import { preloadCompanyLogo } from './components/company-logo-preload';
import { OfflineBanner } from './components/offline-banner';
import { Toaster } from './components/toaster';
import { setUnauthorizedHandler } from './lib/api-client';
import { queryClient } from './lib/query';
import { showStaleCredentials } from './state/save-failure';
import './app/app.css';

// A token the server no longer accepts: tell the user, and offer the reset that leads to a new sign-in.
setUnauthorizedHandler(showStaleCredentials);

preloadCompanyLogo();
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

// The service worker (the app shell for use without a connection) is registered after the first screen,
// so its code is no part of what the first screen waits for.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () => void import('./lib/service-worker').then((m) => m.registerServiceWorker());
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
