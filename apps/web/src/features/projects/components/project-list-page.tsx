import { todayInAmsterdam, type ProjectListItem } from '@bouwwerk/domain';
import { projectTitle, searchByWords } from '../lib/search';
import { useDeferredValue, useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { nl } from '../../../i18n/nl';
import { useProjects } from '../../../api/projects';
import { EmptyState, LoadState } from './load-state';
import './projects.css';

const searchFields = (p: ProjectListItem) => [p.adres, p.opdrachgever, p.description, p.code, p.postalcode, p.city];

/** select/project: every project, searched word by word, each leading to its day; and 'Nieuw Project'. */
export function ProjectListPage() {
  const id = useId();
  const projects = useProjects();
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const found = useMemo(
    () => searchByWords(projects.data ?? [], deferredQuery, searchFields),
    [projects.data, deferredQuery],
  );
  const today = todayInAmsterdam();

  return (
    <section className="page projects-page">
      <div className="projects-toolbar">
        <div className="field projects-toolbar__search">
          <label className="field__label" htmlFor={`${id}-search`}>
            {nl.projects.search}
          </label>
          <input
            id={`${id}-search`}
            className="field__input"
            type="search"
            enterKeyHint="search"
            autoComplete="off"
            placeholder={nl.projects.searchPlaceholder}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
        <Link className="button button--primary" to={paths.createProject.getHref()}>
          {nl.projects.newProject}
        </Link>
      </div>

      {projects.data ? (
        found.length === 0 ? (
          <EmptyState title={nl.projects.emptyTitle} text={nl.projects.emptyText} />
        ) : (
          <>
            <p className="visually-hidden" role="status">
              {nl.projects.resultCount(found.length)}
            </p>
            <ul className="projects-list" aria-label={nl.titles.projects}>
              {found.map((project) => (
                <li key={project.id}>
                  <Link className="projects-list__item" to={paths.projectDetails.getHref(project.id, today)}>
                    <span className="projects-list__title">{projectTitle(project)}</span>
                    <span className="projects-list__meta">
                      {[project.code, project.opdrachgever, project.city].filter(Boolean).join(' · ')}
                    </span>
                    {project.description ? (
                      <span className="projects-list__description">{project.description}</span>
                    ) : null}
                    <span className="projects-list__badges">
                      {project.soortId === 1 ? <span className="badge">{nl.projects.regie}</span> : null}
                      {project.isDone ? <span className="badge badge--muted">{nl.projects.done}</span> : null}
                      {!project.hasActiveAdministration ? (
                        <span className="badge badge--muted">{nl.projects.locked}</span>
                      ) : null}
                      {project.employees.length > 0 ? (
                        <span className="badge badge--info">{nl.projects.plannedToday(project.employees.length)}</span>
                      ) : null}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </>
        )
      ) : (
        <LoadState
          query={projects}
          loading={nl.projects.loading}
          failed={nl.projects.loadFailed}
          retry={nl.projects.retry}
        />
      )}
    </section>
  );
}
