import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { createRouter } from './app/router';
import { Toaster } from './components/toaster';
import { setUnauthorizedHandler } from './lib/api-client';
import { queryClient } from './lib/query';
import { showStaleCredentials } from './state/save-failure';
import './app/app.css';

// A token the server no longer accepts: tell the user, and offer the reset that leads to a new sign-in.
setUnauthorizedHandler(showStaleCredentials);

const router = createRouter();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>
  </StrictMode>,
);
