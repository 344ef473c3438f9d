import { readString, removeKey, writeString } from '../lib/storage';

/**
 * The 'what's new' carousel (specification sections 2, 4 and 9). The app carries the moment of its latest
 * news; closing the carousel stores when that happened, and it comes back only once the app's moment is
 * newer than that, that is, after an update with new slides.
 */
export const WHATS_NEW_MOMENT = '2020-12-17';

const CLOSED_AT_KEY = 'whatsNewClosedAt';

export function shouldShowWhatsNew(): boolean {
  const closedAt = Date.parse(readString(CLOSED_AT_KEY) ?? '');
  return Number.isNaN(closedAt) || Date.parse(WHATS_NEW_MOMENT) > closedAt;
}

export function markWhatsNewClosed(now: Date = new Date()): void {
  writeString(CLOSED_AT_KEY, now.toISOString());
}

/** Sign-out forgets the moment markers: the next sign-in on this device shows what's new again. */
export function forgetWhatsNewClosed(): void {
  removeKey(CLOSED_AT_KEY);
}
