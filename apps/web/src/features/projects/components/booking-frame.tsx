import type { ReactNode } from 'react';
import type { ProjectItem } from '@bouwwerk/domain';
import { ProjectSubmenu, type SubmenuItem } from './project-submenu';
import './projects.css';

/** A step of a project booking: the project's submenu (once known) above the step's own content. */
export function BookingFrame({
  project,
  date,
  current,
  children,
}: {
  project?: ProjectItem;
  date: Date;
  current?: SubmenuItem;
  children: ReactNode;
}) {
  return (
    <section className="page projects-page">
      {project ? <ProjectSubmenu project={project} date={date} current={current} /> : null}
      {children}
    </section>
  );
}
