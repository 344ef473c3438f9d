import { todayInAmsterdam } from '@bouwwerk/domain';
import { Link } from 'react-router';
import { CompanyLogo } from '../../components/company-logo';
import { AccountSection } from '../../features/accounts/components/account-menu-panel';
import { nl } from '../../i18n/nl';
import { isAuthenticated, usePassport } from '../../state/passport';
import { paths } from '../../lib/paths';
import './status-page.css';

/** Any path outside the route table. Open to everyone, so a mistyped link does not end in a sign-in loop. */
export function NotFoundPage() {
  const passport = usePassport();
  const signedIn = isAuthenticated(passport);

  return (
    <main className="page status-page">
      <title>{`${nl.notFound.title} · ${nl.app.name}`}</title>
      <CompanyLogo
        className="status-page__logo"
        organisation={signedIn ? passport.organisation : null}
        logoExt={signedIn ? passport.logoExt : null}
        alt={signedIn ? passport.organisationName : nl.app.brandLogoAlt}
      />
      <h1 className="page-heading">{nl.notFound.title}</h1>
      <p className="status-page__message">{nl.notFound.message}</p>
      {signedIn ? (
        <div className="status-page__account">
          <p>{nl.shell.signedInAs(passport.fullName, passport.organisationName)}</p>
          <Link className="button button--primary" to={paths.weeklyOverviewDate.getHref(todayInAmsterdam())}>
            {nl.notFound.toOverview}
          </Link>
          <AccountSection />
        </div>
      ) : (
        <Link className="button button--primary" to={paths.login.getHref()}>
          {nl.notFound.toLogin}
        </Link>
      )}
    </main>
  );
}
