import { createHash, randomBytes } from 'node:crypto';

/**
 * An office system's API key: `bwk_live_` and 256 random bits in base64url, shown once when it is made. Only
 * its SHA-256 is stored: with that much entropy nobody can guess back from the hash, so no slow hash (and no
 * slow lookup) is needed. The first characters are kept as its visible prefix, to name it in lists.
 */
const KEY_KIND = 'bwk_live_';
const PREFIX_LENGTH = KEY_KIND.length + 8;

/** The demo company's key (demo data only), so the walk-through in docs/integration.md runs as pasted. */
export const DEMO_INTEGRATION_KEY = 'bwk_demo_key_for_local_testing_only';

export function newIntegrationKey(): string {
  return KEY_KIND + randomBytes(32).toString('base64url');
}

export function integrationKeyPrefix(key: string): string {
  return key.slice(0, PREFIX_LENGTH);
}

export function hashIntegrationKey(key: string): Buffer {
  return createHash('sha256').update(key, 'utf8').digest();
}
