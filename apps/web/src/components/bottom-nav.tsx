import { todayInAmsterdam } from '@bouwwerk/domain';
import type { ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router';
import { paths } from '../lib/paths';
import { nl } from '../i18n/nl';
import { CalendarIcon, IndirectIcon, ProjectsIcon } from './icons';
import './bottom-nav.css';

interface BottomNavProps {
  /** Indirect and Projecten: only with projectAdministratieIngeschakeld. */
  showProjectAdministration: boolean;
}

export function BottomNav({ showProjectAdministration }: BottomNavProps) {
  const { pathname } = useLocation();
  return (
    <nav className="bottom-nav" aria-label={nl.shell.mainNavigation}>
      <ul className="bottom-nav__list">
        <NavItem
          to={paths.weeklyOverviewDate.getHref(todayInAmsterdam())}
          // Any week of the overview counts, not only today's.
          active={pathname.startsWith(paths.weeklyOverview.path)}
          icon={<CalendarIcon />}
          label={nl.nav.weeklyOverview}
        />
        {showProjectAdministration ? (
          <>
            <NavItem
              to={paths.leaveOfAbsence.getHref()}
              active={pathname.startsWith(paths.leaveOfAbsence.path)}
              icon={<IndirectIcon />}
              label={nl.nav.indirect}
            />
            <NavItem
              to={paths.selectProject.getHref()}
              active={pathname.startsWith(paths.selectProject.path)}
              icon={<ProjectsIcon />}
              label={nl.nav.projects}
            />
          </>
        ) : null}
      </ul>
    </nav>
  );
}

function NavItem({ to, active, icon, label }: { to: string; active: boolean; icon: ReactNode; label: string }) {
  return (
    <li className="bottom-nav__item">
      <NavLink
        to={to}
        className={active ? 'bottom-nav__link bottom-nav__link--active' : 'bottom-nav__link'}
        aria-current={active ? 'page' : undefined}
      >
        {icon}
        <span>{label}</span>
      </NavLink>
    </li>
  );
}
