import type { QueryClient } from '@tanstack/react-query';
import { whenIdle } from './when-idle';

/**
 * A bound on the wait: queries that keep failing (a dead connection with retries) must not keep back what
 * waits for the first screen for ever.
 */
const MAX_WAIT_MS = 10_000;

const pageLoaded = () =>
  new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });

const noQueryFetching = (queryClient: QueryClient) =>
  new Promise<void>((resolve) => {
    if (queryClient.isFetching() === 0) return resolve();
    const unsubscribe = queryClient.getQueryCache().subscribe(() => {
      if (queryClient.isFetching() > 0) return;
      unsubscribe();
      resolve();
    });
  });

const idle = () => new Promise<void>((resolve) => whenIdle(resolve));

/**
 * Resolves once the page has loaded, the first screen's data has come in (no query is fetching) and the
 * browser has had the chance to paint it: for work the first screen does not need, which would otherwise
 * take the main thread and the connection from it on a slow phone.
 */
export async function afterFirstScreen(queryClient: QueryClient): Promise<void> {
  await pageLoaded();
  await Promise.race([noQueryFetching(queryClient), new Promise((resolve) => setTimeout(resolve, MAX_WAIT_MS))]);
  await idle();
}
