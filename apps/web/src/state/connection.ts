import { createStore, useStore } from '../lib/store';

/**
 * Whether the server can be reached, as far as the device knows: the browser's online flag, and whether
 * the last API call got an answer at all (a phone can be "online" on a building site's dead network).
 */
const browserOnline = createStore(typeof navigator === 'undefined' ? true : navigator.onLine);
const serverUnreachable = createStore(false);

window.addEventListener('online', () => browserOnline.set(true));
window.addEventListener('offline', () => browserOnline.set(false));

/** Called by the API client after every call: answered (any status) or not (a network error). */
export function reportServerReached(reached: boolean): void {
  serverUnreachable.set(!reached);
}

export function useIsOffline(): boolean {
  const online = useStore(browserOnline);
  const unreachable = useStore(serverUnreachable);
  return !online || unreachable;
}
