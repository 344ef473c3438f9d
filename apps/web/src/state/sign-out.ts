import { deleteAccountDb } from '../api/account-db';
import { paths } from '../lib/paths';
import { wasTokenRefused } from '../lib/api-client';
import { queryClient } from '../lib/query';
import { forgetCurrentUser, getPassport } from './passport';
import { revokeSession } from './sessions';
import { leaveWithoutAsking } from './unsaved-work';

/** How long sign-out waits for the server before it signs out on the device alone. */
const REVOKE_TIMEOUT_MS = 5_000;

/**
 * The server revokes the token; a failure (no connection) does not keep the user signed in on the device:
 * the token is gone from it either way. A token the server already refused is not sent again.
 */
export async function revokeSessionQuietly(): Promise<void> {
  const token = getPassport()?.accessToken;
  if (!token || wasTokenRefused(token)) return;
  await Promise.race([
    revokeSession().catch(() => undefined),
    new Promise<void>((resolve) => setTimeout(resolve, REVOKE_TIMEOUT_MS)),
  ]);
}

/**
 * 'Afmelden' (specification section 4): the token is revoked on the server, and the device forgets the
 * token, names and user id (the passport, and the account in the saved accounts), the cached materials
 * (`forgetMaterials`, handed in by the app from the materials feature). Remember-me values stay, for the
 * login screen, and so do the 'what's new' markers: each account sees the news once (state/whats-new.ts). The account's database goes too (its outbox and kept reads: the
 * settings page asked first when it held unsent writes). Then login, as a full page load.
 */
export async function signOut(forgetMaterials: () => void): Promise<void> {
  const account = getPassport();
  await revokeSessionQuietly();
  forgetCurrentUser();
  if (account)
    await deleteAccountDb(account).catch((error: unknown) =>
      console.warn("Could not delete the signed-out account's database", error),
    );
  forgetMaterials();
  queryClient.clear();
  leaveWithoutAsking();
  window.location.replace(paths.login.getHref());
}
