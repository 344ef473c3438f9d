import { createStore, useStore } from '../lib/store';

/**
 * Whether the server can be reached, as far as the device knows: the browser's online flag, and whether
 * the last API call got an answer at all (a phone can be "online" on a building site's dead network, and
 * "offline" by the flag while a request still gets through: an answer or a failed request decides).
 */
const browserOnline = createStore(typeof navigator === 'undefined' ? true : navigator.onLine);
const serverUnreachable = createStore(false);

const restoredListeners = new Set<() => void>();
const connectionRestored = () => restoredListeners.forEach((listener) => listener());

window.addEventListener('online', () => {
  browserOnline.set(true);
  connectionRestored();
});
window.addEventListener('offline', () => browserOnline.set(false));

/** Called by the API client after every call: answered (any status) or not (a network error, a timeout). */
export function reportServerReached(reached: boolean): void {
  const wasUnreachable = serverUnreachable.get();
  serverUnreachable.set(!reached);
  // Any call answered after one that was not: whatever waited for the connection (the outbox) goes now.
  if (reached && wasUnreachable) connectionRestored();
}

/** Calls `listener` when the connection returns: the browser's online event, or an answer after none. */
export function onConnectionRestored(listener: () => void): () => void {
  restoredListeners.add(listener);
  return () => void restoredListeners.delete(listener);
}

export function useIsOffline(): boolean {
  const online = useStore(browserOnline);
  const unreachable = useStore(serverUnreachable);
  return !online || unreachable;
}
