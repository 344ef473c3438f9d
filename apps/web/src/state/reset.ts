import { paths } from '../lib/paths';
import { leaveWithoutAsking } from './unsaved-work';

/**
 * 'Resetten': sign out (the server revokes the token) and forget everything this device knows (all local
 * and session storage), then start at login.
 */
export async function resetApp(): Promise<void> {
  // Loaded when needed: the reset is offered on many screens and used rarely.
  await import('./sign-out').then((m) => m.revokeSessionQuietly());
  try {
    localStorage.clear();
    sessionStorage.clear();
  } catch {
    // Storage unavailable: nothing stored to clear.
  }
  // A full page load, so no state of the old session survives in memory.
  leaveWithoutAsking();
  window.location.replace(paths.login.getHref());
}
