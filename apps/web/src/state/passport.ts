import type { SessionResponse } from '@bouwwerk/domain';
import { createStore, useStore } from '../lib/store';
import { readJson, readString, removeKey, writeJson, writeString } from '../lib/storage';

/** The signed-in employee (the specification's stored user / passport), kept in localStorage. */
export interface Passport {
  organisation: string;
  organisationName: string;
  logoExt: string;
  username: string;
  userID: number;
  accessToken: string;
  firstName: string;
  lastName: string;
  rememberMe: boolean;
  fullName: string;
  authenticated: boolean;
}

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

// Another tab signing in or out changes this tab's user too.
window.addEventListener('storage', (event) => {
  if (event.key === KEYS.passport || event.key === null) passportStore.set(readJson(KEYS.passport, parsePassport));
});

export const getPassport = passportStore.get;
export const usePassport = () => useStore(passportStore);

/** Authenticated means an access token and a username are both present (specification section 4). */
export function isAuthenticated(passport: Passport | null): passport is Passport {
  return Boolean(passport?.accessToken && passport.username);
}

export function passportFromSession(
  session: SessionResponse,
  login: { organisation: string; username: string; rememberMe: boolean },
): Passport {
  return {
    organisation: login.organisation,
    organisationName: session.bedrijfsnaam,
    logoExt: session.logoExt,
    username: login.username,
    userID: session.contactpersoonId,
    accessToken: session.authToken,
    firstName: session.naam,
    lastName: session.achternaam,
    rememberMe: login.rememberMe,
    fullName: [session.naam, session.achternaam].filter(Boolean).join(' '),
    authenticated: true,
  };
}

function setPassport(passport: Passport): void {
  writeJson(KEYS.passport, passport);
  passportStore.set(passport);
}

/** Saved accounts of this device, unique by userID plus organisation. */
export function getSavedUsers(): Passport[] {
  return readJson(KEYS.savedUsers, parseSavedUsers) ?? [];
}

const sameOrganisation = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

function saveUser(passport: Passport): void {
  const others = getSavedUsers().filter(
    (u) => !(u.userID === passport.userID && sameOrganisation(u.organisation, passport.organisation)),
  );
  writeJson(KEYS.savedUsers, [...others, passport]);
}

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
