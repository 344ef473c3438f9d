// First: before any module makes a zod schema.
import './lib/zod-config';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { endSession } from './api/session';
import { createRouter } from './app/router';
import { setUnauthorizedHandler } from './lib/api-client';
import { paths, withinBasename } from './lib/paths';
import { queryClient } from './lib/query';
import './app/app.css';

const router = createRouter();

/**
 * A 401 from any call means the session ended (expired, 'Overal afmelden' elsewhere, ended by a beheerder):
 * the login page, which brings the user back to where he was. The screen goes first and the memory after, so
 * that no screen still showing asks again for what it had.
 */
setUnauthorizedHandler(() => {
  const { pathname, search } = router.state.location;
  const returnTo = withinBasename(pathname, search);
  if (returnTo.split('?')[0] === paths.login.path) return;
  void router
    .navigate(paths.login.getHref(returnTo), { replace: true, state: { sessionEnded: true } })
    .then(() => endSession(queryClient));
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
