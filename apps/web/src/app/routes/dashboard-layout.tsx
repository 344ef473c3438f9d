import { showsProjectAdministration, todayInAmsterdam } from '@bouwwerk/domain';
import { lazy, Suspense, useReducer } from 'react';
import { Navigate, Outlet, useLocation, useMatches, useNavigate } from 'react-router';
import { BottomNav } from '../../components/bottom-nav';
import { Header } from '../../components/header';
import { UnsavedWorkGuard } from '../../components/unsaved-work-guard';
import { AccountMenu } from '../../features/accounts/components/account-menu';
import { nl } from '../../i18n/nl';
import { isAuthenticated, usePassport } from '../../state/passport';
import { useRights } from '../../api/rights';
import { markWhatsNewSeen, shouldShowWhatsNew } from '../../state/whats-new';
import { paths } from '../../lib/paths';
import { isRouteHandle } from '../route-handle';
import './dashboard-layout.css';

// Shown rarely (once per update), so its code stays out of the first screen's bundle.
const WhatsNewCarousel = lazy(() =>
  import('../../components/whats-new-carousel').then((m) => ({ default: m.WhatsNewCarousel })),
);

/** The shell around every signed-in screen: header, the screen, bottom navigation. */
export function DashboardLayout() {
  const passport = usePassport();
  const rights = useRights();
  const matches = useMatches();
  const location = useLocation();
  const navigate = useNavigate();
  // Read from the device on each render: a switch to another account shows that account's news.
  const [, whatsNewClosed] = useReducer((count: number) => count + 1, 0);

  // Signed out meanwhile (another tab): the route guard only runs on navigation.
  if (!isAuthenticated(passport)) return <Navigate to={paths.login.getHref()} replace />;

  const handle = matches
    .map((m) => m.handle)
    .filter(isRouteHandle)
    .at(-1);
  const title = handle?.title ?? nl.app.name;
  const showWhatsNew = shouldShowWhatsNew(passport);
  const goBack = () => {
    // A page opened directly (a bookmark, a reload) has no history in the app to go back to.
    if (location.key === 'default') void navigate(paths.weeklyOverviewDate.getHref(todayInAmsterdam()));
    else void navigate(-1);
  };

  return (
    <div className="shell">
      <title>{`${title} · ${nl.app.name}`}</title>
      <Header
        title={title}
        passport={passport}
        onBack={handle?.root ? undefined : goBack}
        accountMenu={<AccountMenu passport={passport} />}
      />
      <main className="shell__main">
        <Outlet />
      </main>
      <UnsavedWorkGuard />
      <BottomNav showProjectAdministration={rights.data ? showsProjectAdministration(rights.data) : false} />
      {showWhatsNew ? (
        <Suspense fallback={null}>
          <WhatsNewCarousel
            onClose={() => {
              markWhatsNewSeen(passport);
              whatsNewClosed();
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
