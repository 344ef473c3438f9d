import type { SessionResponse } from '@bouwwerk/domain';
import { isSameAccount, removeSavedUser, upsertSavedUser, type AccountIdentity } from '../lib/saved-users';
import { createStore, useStore } from '../lib/store';
import { readJson, readString, removeKey, writeJson, writeString } from '../lib/storage';
import { passportFromSession, type Passport } from './passport-from-session';

export { passportFromSession, type Passport } from './passport-from-session';

const STRING_FIELDS = [
  'organisation',
  'organisationName',
  'logoExt',
  'username',
  'accessToken',
  'firstName',
  'lastName',
  'fullName',
] as const satisfies ReadonlyArray<keyof Passport>;

/** What another version of the app left in storage is used only when it has every field of the right kind. */
function isPassport(value: unknown): value is Passport {
  if (typeof value !== 'object' || value === null) return false;
  const p = value as Record<keyof Passport, unknown>;
  return (
    STRING_FIELDS.every((field) => typeof p[field] === 'string') &&
    Number.isInteger(p.userID) &&
    typeof p.rememberMe === 'boolean' &&
    typeof p.authenticated === 'boolean'
  );
}

const KEYS = {
  passport: 'passport',
  savedUsers: 'users',
  rememberMe: 'rememberMe',
  organisation: 'organisation',
  username: 'username',
} as const;

const parsePassport = (value: unknown) => (isPassport(value) ? value : null);
const parseSavedUsers = (value: unknown) => (Array.isArray(value) ? value.filter(isPassport) : null);

const passportStore = createStore<Passport | null>(readJson(KEYS.passport, parsePassport));
const savedUsersStore = createStore<Passport[]>(readJson(KEYS.savedUsers, parseSavedUsers) ?? []);

// Another tab signing in or out, or changing the saved accounts, changes this tab's too.
window.addEventListener('storage', (event) => {
  if (event.key === KEYS.passport || event.key === null) passportStore.set(readJson(KEYS.passport, parsePassport));
  if (event.key === KEYS.savedUsers || event.key === null) {
    savedUsersStore.set(readJson(KEYS.savedUsers, parseSavedUsers) ?? []);
  }
});

export const getPassport = passportStore.get;
export const usePassport = () => useStore(passportStore);
/** For modules outside React that follow the signed-in account (the outbox's sender). */
export const subscribePassport = passportStore.subscribe;

/** Authenticated means an access token and a username are both present (specification section 4). */
export function isAuthenticated(passport: Passport | null): passport is Passport {
  return Boolean(passport?.accessToken && passport.username);
}

function setPassport(passport: Passport): void {
  writeJson(KEYS.passport, passport);
  passportStore.set(passport);
}

/** Saved accounts of this device, unique by userID plus organisation (packages/domain saved-users). */
export const getSavedUsers = savedUsersStore.get;
export const useSavedUsers = () => useStore(savedUsersStore);

function setSavedUsers(users: Passport[]): void {
  writeJson(KEYS.savedUsers, users);
  savedUsersStore.set(users);
}

/** Keeps the account on the device ('Medewerker toevoegen', and every sign-in) without switching to it. */
export function saveUser(passport: Passport): void {
  setSavedUsers(upsertSavedUser(getSavedUsers(), passport));
}

/** Removes a saved account from the device; the active one stays (the account menu does not offer it). */
export function removeUser(user: AccountIdentity): void {
  setSavedUsers(removeSavedUser(getSavedUsers(), user, getPassport()));
}

/** The account menu's switch: the saved account becomes the signed-in one. */
export function switchToUser(user: Passport): void {
  setPassport(user);
  saveUser(user);
}

/** The current user as the server knows them now (POST /v1/sessions/user), same account and token. */
export function updateCurrentUser(session: SessionResponse): void {
  const current = getPassport();
  if (!isAuthenticated(current) || current.userID !== session.contactpersoonId) return;
  switchToUser({
    ...passportFromSession(session, current),
    // The answer repeats the token the request carried; a stale one must not replace a newer sign-in.
    accessToken: current.accessToken,
  });
}

/**
 * Sign-out on this device (specification section 4): the passport with its token, names and user id goes,
 * and so does the account from the saved accounts (its token is revoked). Remember-me values stay, so the
 * login screen can prefill company code and username.
 */
export function forgetCurrentUser(): void {
  const current = getPassport();
  if (current) setSavedUsers(getSavedUsers().filter((user) => !isSameAccount(user, current)));
  removeKey(KEYS.passport);
  passportStore.set(null);
}

/**
 * A session the server no longer accepts (state/session-expired.ts): the device is signed out, but the account
 * stays among the saved accounts, so the user can sign in again or continue as another saved account.
 */
export function forgetSignedInSession(): void {
  removeKey(KEYS.passport);
  passportStore.set(null);
}

const sameOrganisation = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The logo extension of an organisation, known from the last saved user of it. */
export function knownLogoExt(organisation: string): string | null {
  if (!organisation.trim()) return null;
  const user = getSavedUsers().findLast((u) => sameOrganisation(u.organisation, organisation));
  return user?.logoExt || null;
}

export interface RememberedLogin {
  rememberMe: boolean;
  organisation: string;
  username: string;
}

/** Company code and username to prefill on the login screen; empty unless remember-me was on. */
export function getRememberedLogin(): RememberedLogin {
  const rememberMe = readString(KEYS.rememberMe) === 'true';
  return {
    rememberMe,
    organisation: rememberMe ? (readString(KEYS.organisation) ?? '') : '',
    username: rememberMe ? (readString(KEYS.username) ?? '') : '',
  };
}

function storeRememberedLogin({ rememberMe, organisation, username }: RememberedLogin): void {
  writeString(KEYS.rememberMe, String(rememberMe));
  if (rememberMe) {
    writeString(KEYS.organisation, organisation);
    writeString(KEYS.username, username);
  } else {
    removeKey(KEYS.organisation);
    removeKey(KEYS.username);
  }
}

/** After a successful sign-in: the passport, the saved-users list and the remember-me values. */
export function completeSignIn(passport: Passport): void {
  setPassport(passport);
  saveUser(passport);
  storeRememberedLogin(passport);
}
