import { isSameAccount, type AccountIdentity } from '../lib/saved-users';
import { readJson, readString, writeJson } from '../lib/storage';

/**
 * The 'what's new' carousel (specification sections 2, 4 and 9). The app carries the moment of its latest
 * news; each account that closes the carousel is remembered with that moment, so it shows once per account
 * and per news moment: not again after a sign-out and a sign-in, again for another account on the device and
 * after an update that brings newer slides (an update without new slides keeps the moment, so it stays away).
 */
export const WHATS_NEW_MOMENT = '2020-12-17';

const SEEN_KEY = 'whatsNewSeen';
/**
 * The device-wide marker of former versions (when the carousel was closed, by whichever account): news older
 * than it was seen on this device, and that is not asked again of every account after the update.
 */
const LEGACY_CLOSED_AT_KEY = 'whatsNewClosedAt';

interface SeenEntry extends AccountIdentity {
  moment: string;
}

function isSeenEntry(value: unknown): value is SeenEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return typeof entry.organisation === 'string' && typeof entry.userID === 'number' && typeof entry.moment === 'string';
}

const readSeen = (): SeenEntry[] =>
  readJson(SEEN_KEY, (value) => (Array.isArray(value) ? value.filter(isSeenEntry) : null)) ?? [];

export function shouldShowWhatsNew(account: AccountIdentity, moment: string = WHATS_NEW_MOMENT): boolean {
  const news = Date.parse(moment);
  const legacyClosedAt = Date.parse(readString(LEGACY_CLOSED_AT_KEY) ?? '');
  if (!Number.isNaN(legacyClosedAt) && legacyClosedAt >= news) return false;
  const seen = readSeen().find((entry) => isSameAccount(entry, account));
  return !seen || Date.parse(seen.moment) < news;
}

export function markWhatsNewSeen(account: AccountIdentity, moment: string = WHATS_NEW_MOMENT): void {
  const others = readSeen().filter((entry) => !isSameAccount(entry, account));
  writeJson(SEEN_KEY, [...others, { organisation: account.organisation, userID: account.userID, moment }]);
}
