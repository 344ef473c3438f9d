import { paths } from '../lib/paths';
import { nl } from '../i18n/nl';
import { forgetSignedInSession, getPassport } from './passport';
import { showToast } from './toasts';
import { leaveWithoutAsking } from './unsaved-work';

/**
 * A token the server no longer accepts (expired, revoked by a sign-out elsewhere, or never valid), met by any
 * screen's query or any write: the specification's route-guard answer, 'Session expired' and the login page,
 * with company code and username filled in so only the password is asked. Never a screen that stays on
 * "kon niet worden geladen", and never a reset: the accounts saved on the device stay, so the user signs in
 * again (which replaces the account's dead token) or continues as another saved account.
 *
 * The login page is opened as a full page load: it passes any screen's own navigation blocker (unsaved
 * notes), and nothing of the old session stays in memory (queries, forms). What the login page needs is
 * handed over in this tab's sessionStorage.
 */

const NOTE_KEY = 'sessionExpired';

export interface ExpiredLogin {
  organisation: string;
  username: string;
}

let leaving = false;

/**
 * Called with the token a 401 answered (undefined when the request carried none, as after a sign-out in
 * another tab). A 401 to an older token, once someone has signed in again, concerns no one any more.
 */
export function expireSession(refusedToken: string | undefined): void {
  const passport = getPassport();
  if (leaving || (passport && refusedToken !== passport.accessToken)) return;
  leaving = true;
  const login: ExpiredLogin | null = passport
    ? { organisation: passport.organisation, username: passport.username }
    : null;
  try {
    sessionStorage.setItem(NOTE_KEY, JSON.stringify(login ?? {}));
  } catch {
    // Storage unavailable: login opens without the notice and with the remembered values only.
  }
  forgetSignedInSession();
  leaveWithoutAsking();
  window.location.replace(paths.login.getHref());
}

function isExpiredLogin(value: unknown): value is ExpiredLogin {
  const login = value as Partial<ExpiredLogin> | null;
  return typeof login?.organisation === 'string' && typeof login.username === 'string';
}

let taken: { login: ExpiredLogin | null } | undefined;

/**
 * On the login page after an expired session: shows 'Session expired' once and answers the company code and
 * username to fill in (null when unknown, or when the session did not expire). Read once per page load; the
 * note is gone afterwards, so a reload of the login page shows the ordinary page.
 */
export function takeExpiredSession(): ExpiredLogin | null {
  // The login page this page load may still show on its way out (the route guard sees the passport gone)
  // leaves the note to the page load that follows.
  if (leaving) return null;
  if (taken) return taken.login;
  let note: unknown;
  try {
    const raw = sessionStorage.getItem(NOTE_KEY);
    sessionStorage.removeItem(NOTE_KEY);
    note = raw === null ? null : JSON.parse(raw);
  } catch {
    // Storage unavailable, or not JSON: no note.
    note = null;
  }
  taken = { login: isExpiredLogin(note) ? note : null };
  if (note !== null) showToast({ type: 'failure', message: nl.guard.sessionExpired });
  return taken.login;
}
