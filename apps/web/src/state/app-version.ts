import { readString, writeString } from '../lib/storage';

const VERSION_KEY = 'version';

/**
 * Every API answer names the server's version (X-App-Version). The first one seen is stored; comparing
 * later ones with it drives the update flow of the specification.
 */
export function recordAppVersion(version: string): void {
  if (readString(VERSION_KEY) === null) writeString(VERSION_KEY, version);
}
