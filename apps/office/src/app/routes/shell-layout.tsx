import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { NavLink, Outlet, useNavigate } from 'react-router';
import { endSession, signOut, useSession } from '../../api/session';
import { nl } from '../../i18n/nl';
import { paths } from '../../lib/paths';
import './shell-layout.css';

/** The frame of every signed-in screen: who and where, the navigation, 'Afmelden', and the screen itself. */
export function ShellLayout() {
  const session = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);

  const onSignOut = async () => {
    setSigningOut(true);
    try {
      await signOut();
    } catch {
      // Already ended, or the server is out of reach: this browser forgets the session either way, and the
      // cookie's session expires on its own.
    }
    await navigate(paths.login.getHref(), { replace: true, state: { signedOut: true } });
    endSession(queryClient);
  };

  const navClass = ({ isActive }: { isActive: boolean }) =>
    isActive ? 'shell__link shell__link--active' : 'shell__link';

  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        {nl.app.skipToContent}
      </a>
      <header className="shell__header">
        <div className="shell__brand">
          <img src={`${import.meta.env.BASE_URL}favicon.svg`} alt="" width="28" height="28" />
          <span className="shell__company" title={session.company.name}>
            {session.company.name}
          </span>
        </div>
        <nav className="shell__nav" aria-label={nl.shell.nav}>
          <NavLink className={navClass} to={paths.employees.getHref()}>
            {nl.shell.employees}
          </NavLink>
          <NavLink className={navClass} to={paths.projects.getHref()}>
            {nl.shell.projects}
          </NavLink>
          <NavLink className={navClass} to={paths.workOrders.getHref()}>
            {nl.shell.workOrders}
          </NavLink>
          {session.user.role === 'beheerder' ? (
            <NavLink className={navClass} to={paths.users.getHref()}>
              {nl.shell.users}
            </NavLink>
          ) : null}
          <NavLink className={navClass} to={paths.auditLog.getHref()}>
            {nl.shell.auditLog}
          </NavLink>
          <NavLink className={navClass} to={paths.account.getHref()}>
            {nl.shell.account}
          </NavLink>
        </nav>
        <div className="shell__user">
          <span className="shell__user-name">
            <span className="visually-hidden">{nl.shell.signedInAs} </span>
            {session.user.name}
          </span>
          <span className="shell__user-role">{nl.roles[session.user.role]}</span>
        </div>
        <button type="button" className="button" onClick={() => void onSignOut()} disabled={signingOut}>
          {signingOut ? nl.shell.signingOut : nl.shell.signOut}
        </button>
      </header>
      <main id="main" className="shell__main" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
