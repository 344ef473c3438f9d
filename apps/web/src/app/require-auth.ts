import { redirect } from 'react-router';
import { nl } from '../i18n/nl';
import { getPassport, isAuthenticated } from '../state/passport';
import { showToast } from '../state/toasts';
import { paths } from '../lib/paths';

/** Route guard of every screen but login and reset/password (specification section 2). */
export function requireAuthLoader() {
  if (!isAuthenticated(getPassport())) {
    showToast({ type: 'failure', message: nl.guard.sessionExpired });
    throw redirect(paths.login.getHref());
  }
  return null;
}
