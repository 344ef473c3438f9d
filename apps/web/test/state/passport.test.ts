import type { SessionResponse } from '@bouwwerk/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { passportFromSession, type Passport } from '../../src/state/passport-from-session';
import type * as PassportTypes from '../../src/state/passport';

type PassportModule = typeof PassportTypes;

const session = (id: number, authToken: string, logoExt = 'png'): SessionResponse => ({
  bedrijfsnaam: 'Demo Bouw BV',
  logoExt,
  contactpersoonId: id,
  authToken,
  naam: 'Jan',
  achternaam: 'de Vries',
});
const jan = passportFromSession(session(3, 'token-jan'), { organisation: 'demo', username: 'jan', rememberMe: true });
const kees: Passport = {
  ...passportFromSession(session(4, 'token-kees', 'svg'), {
    organisation: 'demo',
    username: 'kees',
    rememberMe: false,
  }),
};
const anna = passportFromSession(session(3, 'token-anna', 'jpg'), {
  organisation: 'acme',
  username: 'anna',
  rememberMe: true,
});

/** passport.ts reads localStorage once, when it is loaded: each test loads it afresh, as a new visit does. */
async function visit(): Promise<PassportModule> {
  vi.resetModules();
  return import('../../src/state/passport');
}

const stored = (key: string) => JSON.parse(localStorage.getItem(key) ?? 'null') as unknown;

beforeEach(() => localStorage.clear());

describe('the passport', () => {
  it('survives a reload after sign-in, with the account saved and the login remembered', async () => {
    (await visit()).completeSignIn(jan);
    const next = await visit();
    expect(next.getPassport()).toEqual(jan);
    expect(next.getSavedUsers()).toEqual([jan]);
    expect(next.getRememberedLogin()).toEqual({ rememberMe: true, organisation: 'demo', username: 'jan' });
  });

  it('remembers no company code or username without remember-me', async () => {
    const app = await visit();
    app.completeSignIn(jan);
    app.completeSignIn(kees);
    expect(app.getRememberedLogin()).toEqual({ rememberMe: false, organisation: '', username: '' });
  });

  it('is not taken from storage when a field is missing or of the wrong kind (another version of the app)', async () => {
    const { accessToken: _dropped, ...withoutToken } = jan;
    localStorage.setItem('passport', JSON.stringify(withoutToken));
    localStorage.setItem('users', JSON.stringify([jan, { ...kees, userID: '4' }]));
    const app = await visit();
    expect(app.getPassport()).toBeNull();
    expect(app.getSavedUsers()).toEqual([jan]);
  });

  it('is authenticated only with a token and a username', async () => {
    const { isAuthenticated } = await visit();
    expect(isAuthenticated(jan)).toBe(true);
    expect(isAuthenticated({ ...jan, accessToken: '' })).toBe(false);
    expect(isAuthenticated({ ...jan, username: '' })).toBe(false);
    expect(isAuthenticated(null)).toBe(false);
  });
});

describe('saved users', () => {
  it('keep one entry per account, also when the company code is typed differently', async () => {
    const app = await visit();
    app.completeSignIn(jan);
    app.completeSignIn(anna);
    const again = { ...jan, organisation: 'DEMO', accessToken: 'token-jan-2' };
    app.completeSignIn(again);
    expect(app.getSavedUsers()).toEqual([again, anna]);
    expect(stored('users')).toEqual([again, anna]);
  });

  it('switch: the saved account becomes the signed-in one, the others stay', async () => {
    const app = await visit();
    app.completeSignIn(jan);
    app.saveUser(kees);
    expect(app.getPassport()).toEqual(jan);
    app.switchToUser(kees);
    expect(app.getPassport()).toEqual(kees);
    expect(app.getSavedUsers()).toEqual([jan, kees]);
  });

  it('cannot lose the active account, but lose any other', async () => {
    const app = await visit();
    app.completeSignIn(jan);
    app.saveUser(anna);
    app.removeUser(jan);
    expect(app.getSavedUsers()).toEqual([jan, anna]);
    app.removeUser({ organisation: 'ACME', userID: 3 });
    expect(app.getSavedUsers()).toEqual([jan]);
  });

  it('sign-out forgets the account; an expired session keeps it to sign in again', async () => {
    const app = await visit();
    app.completeSignIn(jan);
    app.saveUser(anna);
    app.forgetSignedInSession();
    expect(app.getPassport()).toBeNull();
    expect(app.getSavedUsers()).toEqual([jan, anna]);

    app.switchToUser(jan);
    app.forgetCurrentUser();
    expect(app.getPassport()).toBeNull();
    expect(stored('passport')).toBeNull();
    expect(app.getSavedUsers()).toEqual([anna]);
    // The login screen still prefills who signed in last with remember-me.
    expect(app.getRememberedLogin().username).toBe('jan');
  });

  it('take a refreshed session of the same employee, without its (possibly stale) token', async () => {
    const app = await visit();
    app.completeSignIn(jan);
    app.updateCurrentUser({ ...session(3, 'stale-token'), naam: 'Johannes' });
    expect(app.getPassport()).toMatchObject({
      firstName: 'Johannes',
      fullName: 'Johannes de Vries',
      accessToken: 'token-jan',
    });
    app.updateCurrentUser({ ...session(4, 'token-kees'), naam: 'Kees' });
    expect(app.getPassport()?.userID).toBe(3);
  });

  it("give the login screen an organisation's logo from a saved user of it", async () => {
    const app = await visit();
    app.completeSignIn(jan);
    app.saveUser(kees);
    expect(app.knownLogoExt(' Demo ')).toBe('svg');
    expect(app.knownLogoExt('acme')).toBeNull();
    expect(app.knownLogoExt('')).toBeNull();
  });
});
