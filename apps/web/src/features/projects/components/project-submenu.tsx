import { projectButtons, type ButtonState, type ProjectItem } from '@bouwwerk/domain';
import { PART_TYPE } from '../../../lib/booking';
import { useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { paths, type BookingMode } from '../../../lib/paths';
import { ClockIcon, CostsIcon, ScrewIcon } from '../../../components/icons';
import { nl } from '../../../i18n/nl';
import { useRights } from '../../../api/rights';
import { returnState } from '../../../lib/return-to';
import { formHref, worksHref } from '../lib/booking-href';
import { DetailsIcon, PlusIcon } from './project-icons';
import { RegiewerkModal } from './regiewerk-modal';

export type SubmenuItem = 'details' | Exclude<BookingMode, ''>;

interface ProjectSubmenuProps {
  project: ProjectItem;
  date: Date;
  /** The screen the menu sits on, marked as current. */
  current?: SubmenuItem;
  /**
   * Within a booking flow: one row of 48 px icon buttons named by their labels, so the form keeps its room,
   * and a switch of mode keeps the flow's way back. Else (the project's day) big labelled buttons that start
   * a flow returning here.
   */
  compact?: boolean;
}

interface Entry {
  key: SubmenuItem;
  label: string;
  icon: ReactNode;
  state: ButtonState;
  href: string;
}

/**
 * The project submenu (details, hours, materials, OP, and the plus for regiewerk), enabled by the project
 * lock rules of @bouwwerk/domain. The regiewerk modal lives here, so leaving the screen closes and resets it.
 */
export function ProjectSubmenu({ project, date, current, compact = false }: ProjectSubmenuProps) {
  const rights = useRights().data;
  const navigate = useNavigate();
  const location = useLocation();
  const flowState: unknown = compact ? location.state : returnState(location);
  const [creating, setCreating] = useState(false);
  const context = { project: project.id, date };
  const buttons = rights ? projectButtons(project, rights) : null;
  const t = nl.projectMenu;

  const entries: Entry[] = [
    {
      key: 'details',
      label: t.details,
      icon: <DetailsIcon />,
      state: 'enabled',
      href: paths.projectDetails.getHref(project.id, date),
    },
    {
      key: 'hours',
      label: t.hours,
      icon: <ClockIcon />,
      state: buttons?.hours ?? 'disabled',
      href: worksHref('hours', context),
    },
    {
      key: 'materials',
      label: t.materials,
      icon: <ScrewIcon />,
      state: buttons?.materials ?? 'disabled',
      href: worksHref('materials', context),
    },
    {
      key: 'op',
      label: t.otherCosts,
      icon: <CostsIcon />,
      state: buttons?.otherCosts ?? 'hidden',
      href: worksHref('op', context),
    },
  ];
  const regiewerk = buttons?.regiewerk ?? 'hidden';

  return (
    <nav className={compact ? 'project-menu project-menu--compact' : 'project-menu'} aria-label={t.label}>
      {entries
        .filter((entry) => entry.state !== 'hidden')
        .map((entry) =>
          entry.state === 'enabled' ? (
            <Link
              key={entry.key}
              className="project-menu__button"
              to={entry.href}
              state={entry.key === 'details' ? undefined : flowState}
              aria-current={entry.key === current ? 'page' : undefined}
              title={compact ? entry.label : undefined}
            >
              {entry.icon}
              <span className={compact ? 'visually-hidden' : undefined}>{entry.label}</span>
            </Link>
          ) : (
            <span
              key={entry.key}
              className="project-menu__button project-menu__button--disabled"
              role="link"
              aria-disabled="true"
              title={compact ? entry.label : undefined}
            >
              {entry.icon}
              <span className={compact ? 'visually-hidden' : undefined}>{entry.label}</span>
            </span>
          ),
        )}
      {regiewerk !== 'hidden' ? (
        <button
          type="button"
          className="project-menu__button"
          disabled={regiewerk === 'disabled'}
          aria-haspopup="dialog"
          title={compact ? t.regiewerk : undefined}
          onClick={() => setCreating(true)}
        >
          <PlusIcon />
          <span className={compact ? 'visually-hidden' : undefined}>{t.regiewerk}</span>
        </button>
      ) : null}
      {creating ? (
        <RegiewerkModal
          projectId={project.id}
          onClose={() => setCreating(false)}
          onCreated={(workId) => {
            setCreating(false);
            // The new work is cost-plus without parts: straight to its hours form, type regie and part 0.
            void navigate(formHref({ workId, type: PART_TYPE.costPlus, partId: 0 }, 'hours', context), {
              state: flowState,
            });
          }}
        />
      ) : null}
    </nav>
  );
}
