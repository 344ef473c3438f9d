import type { ReactNode } from 'react';
import type { ProjectItem } from '@bouwwerk/domain';
import { ProjectSubmenu, type SubmenuItem } from './project-submenu';
import './projects.css';

/**
 * A step of a project booking: what it books on (`context`, on a form) and the project's submenu (once known)
 * as one compact row of icon buttons, above the step's own content.
 */
export function BookingFrame({
  project,
  date,
  current,
  context,
  children,
}: {
  project?: ProjectItem;
  date: Date;
  current?: SubmenuItem;
  context?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="page projects-page projects-page--booking">
      {context}
      {project ? <ProjectSubmenu project={project} date={date} current={current} compact /> : null}
      {children}
    </section>
  );
}
