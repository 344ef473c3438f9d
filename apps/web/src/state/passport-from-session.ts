import type { SessionResponse } from '@bouwwerk/domain';

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

/**
 * The passport a sign-in leaves. Apart from passport.ts's stores, which touch localStorage, so that the
 * browser tests and the bench can start a visit signed in with exactly what the app stores.
 */
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
