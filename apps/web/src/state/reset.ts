import { paths } from '../app/paths';

/** 'Resetten': forget everything this device knows (all local and session storage) and start at login. */
export function resetApp(): void {
  try {
    localStorage.clear();
    sessionStorage.clear();
  } catch {
    // Storage unavailable: nothing stored to clear.
  }
  // A full page load, so no state of the old session survives in memory.
  window.location.replace(paths.login.getHref());
}
