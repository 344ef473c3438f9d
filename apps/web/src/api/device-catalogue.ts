import type { CatalogueCode } from '@bouwwerk/domain';
import { readJson, writeJson } from '../lib/storage';
import type { Passport } from '../state/passport';

export type CatalogueOwner = Pick<Passport, 'organisation' | 'userID'>;

/** The catalogue as this device keeps it: the lines, the stamp they belong to, and the server's ETag for them. */
export interface DeviceCatalogue {
  lastModifiedMaterial: string;
  etag: string | null;
  codes: CatalogueCode[];
}

/** Every stored catalogue's key starts with this, so signing out can remove them all. */
export const DEVICE_CATALOGUE_KEY_PREFIX = 'materials:';

/**
 * One entry per account (company code plus employee), so switching accounts never shows another
 * company's catalogue.
 */
export const deviceCatalogueKey = (owner: CatalogueOwner) =>
  `${DEVICE_CATALOGUE_KEY_PREFIX}${owner.organisation.trim().toLowerCase()}:${owner.userID}`;

/** What another version of the app left behind is used only when it has the expected shape. */
function parseDeviceCatalogue(value: unknown): DeviceCatalogue | null {
  if (typeof value !== 'object' || value === null) return null;
  const stored = value as Partial<Record<keyof DeviceCatalogue, unknown>>;
  if (typeof stored.lastModifiedMaterial !== 'string' || !Array.isArray(stored.codes)) return null;
  const codesOk = stored.codes.every(
    (code: unknown) => typeof code === 'object' && code !== null && Array.isArray((code as CatalogueCode).tables),
  );
  if (!codesOk) return null;
  return {
    lastModifiedMaterial: stored.lastModifiedMaterial,
    etag: typeof stored.etag === 'string' ? stored.etag : null,
    codes: stored.codes as CatalogueCode[],
  };
}

export function readDeviceCatalogue(owner: CatalogueOwner): DeviceCatalogue | null {
  return readJson(deviceCatalogueKey(owner), parseDeviceCatalogue);
}

/** A full disk keeps the catalogue in memory only: the next visit fetches it again. */
export function writeDeviceCatalogue(owner: CatalogueOwner, catalogue: DeviceCatalogue): void {
  writeJson(deviceCatalogueKey(owner), catalogue);
}

/** Sign-out: every account's catalogue goes from the device. */
export function forgetDeviceCatalogues(): void {
  try {
    const keys = Object.keys(localStorage).filter((key) => key.startsWith(DEVICE_CATALOGUE_KEY_PREFIX));
    keys.forEach((key) => localStorage.removeItem(key));
  } catch {
    // Storage unavailable: nothing stored to forget.
  }
}
