import { createStore, useStore } from '../lib/store';
import { readString, writeString } from '../lib/storage';

const VERSION_KEY = 'version';

/**
 * Every API answer names the server's version (X-App-Version). The first one seen is stored; a later one
 * that differs starts the update flow of the specification (components/app-update-overlay.tsx), once: the
 * version-check flag (`pendingVersion`) holds the new version until the flow reloads the page.
 */
const pendingVersion = createStore<string | null>(null);

export function checkAppVersion(version: string): void {
  const stored = readString(VERSION_KEY);
  if (stored === null) writeString(VERSION_KEY, version);
  else if (stored !== version && pendingVersion.get() === null) pendingVersion.set(version);
}

/** The version the server moved to, while the update flow runs; null otherwise. */
export const usePendingAppVersion = () => useStore(pendingVersion);

/** The end of the update flow, just before the reload: the new version is the stored one, the flag is cleared. */
export function completeAppVersionChange(version: string): void {
  writeString(VERSION_KEY, version);
  pendingVersion.set(null);
}

/** The version this app runs at, as the server last named it; null before the first answer. */
export function getAppVersion(): string | null {
  return readString(VERSION_KEY);
}
