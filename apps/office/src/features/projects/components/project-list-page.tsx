import { PLANNING_EDITORS, type OfficeProjectSummary } from '@bouwwerk/domain';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useSession } from '../../../api/session';
import { ListPage } from '../../../components/list-page';
import type { ListCell } from '../../../components/list-table';
import { ManagedBadge } from '../../../components/managed-badge';
import { nl } from '../../../i18n/nl';
import { paths } from '../../../lib/paths';
import { projectsQuery } from '../api/projects';
import { projectList, type ProjectColumn } from '../lib/project-list';
import { ProjectBadges } from './project-badges';

const CELLS: Record<ProjectColumn, ListCell<OfficeProjectSummary>> = {
  code: {
    render: (project) => <Link to={paths.project.getHref(project.id)}>{project.code || nl.projects.untitled}</Link>,
    className: 'nowrap',
  },
  omschrijving: {
    render: (project) => (
      <>
        {project.description}
        {project.externalId !== null ? <ManagedBadge inList /> : null}
      </>
    ),
  },
  klant: { render: (project) => project.customer },
  plaats: { render: (project) => project.city },
  werken: { render: (project) => project.works, numeric: true },
  status: { render: (project) => <ProjectBadges project={project} /> },
};

/** /kantoor/projecten: the company's projects, searched, filtered, sorted and paged (components/list-page.tsx). */
export function ProjectListPage() {
  const session = useSession();
  const projects = useQuery(projectsQuery);
  return (
    <ListPage
      list={projectList}
      query={projects}
      cells={CELLS}
      texts={nl.projects}
      create={
        PLANNING_EDITORS.includes(session.user.role)
          ? { label: nl.projects.create, to: paths.newProject.getHref() }
          : undefined
      }
    />
  );
}
