import type { OfficeRole } from '@bouwwerk/domain';
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
  const groups = navigationGroups(session.user.role);

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
      <div className="shell__body">
        <nav className="shell__nav" aria-label={nl.shell.nav}>
          {groups.map((group) => (
            <div key={group.label} className="shell__group">
              <p className="shell__group-label" id={`nav-${group.key}`}>
                {group.label}
              </p>
              <ul aria-labelledby={`nav-${group.key}`}>
                {group.links.map((link) => (
                  <li key={link.href}>
                    <NavLink className={navClass} to={link.href}>
                      {link.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
        <main id="main" className="shell__main" tabIndex={-1}>
          <Outlet />
        </main>
      </div>
    </div>
  );
}

/**
 * The screens by what an office does with them: the work of the day, the company's records, and keeping the
 * console itself. Every role sees every screen it may read; only a beheerder sees Gebruikers.
 */
function navigationGroups(role: OfficeRole) {
  const link = (label: string, href: string) => ({ label, href });
  return [
    {
      key: 'work',
      label: nl.shell.groups.work,
      links: [
        link(nl.shell.planning, paths.planning.getHref()),
        link(nl.shell.weeks, paths.weeks.getHref()),
        link(nl.shell.registrations, paths.registrations.getHref()),
        link(nl.shell.workOrders, paths.workOrders.getHref()),
        link(nl.shell.projects, paths.projects.getHref()),
      ],
    },
    {
      key: 'records',
      label: nl.shell.groups.records,
      links: [
        link(nl.shell.employees, paths.employees.getHref()),
        link(nl.shell.relations, paths.relations.getHref()),
        link(nl.shell.projectGroups, paths.projectGroups.getHref()),
        link(nl.shell.catalogue, paths.catalogue.getHref()),
        link(nl.shell.types, paths.types.getHref()),
      ],
    },
    {
      key: 'office',
      label: nl.shell.groups.office,
      links: [
        link(nl.shell.company, paths.company.getHref()),
        ...(role === 'beheerder' ? [link(nl.shell.users, paths.users.getHref())] : []),
        link(nl.shell.auditLog, paths.auditLog.getHref()),
        link(nl.shell.account, paths.account.getHref()),
      ],
    },
  ];
}
