import { paths } from '../app/paths';
import { getPassport, isAuthenticated } from '../state/passport';

/**
 * Starts loading the signed-in company's logo while the app's code still loads. The header's logo is the
 * largest thing on the first screen; without this it is asked for only once the header has rendered, a
 * round trip later on a slow connection.
 */
export function preloadCompanyLogo() {
  const passport = getPassport();
  if (!isAuthenticated(passport) || !passport.organisation || !passport.logoExt) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = paths.companyAsset.getHref(passport.organisation, passport.logoExt);
  document.head.append(link);
}
