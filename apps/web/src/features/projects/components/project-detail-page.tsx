import {
  formatDate,
  isProjectLocked,
  longWeekday,
  parseDate,
  projectLockReason,
  type Employee,
  type ProjectItem,
} from '@bouwwerk/domain';
import { Navigate, useNavigate, useParams } from 'react-router';
import { paths } from '../../../lib/paths';
import type { RenderDayRegistrations } from '../../../components/day-registrations-slot';
import { MapPinIcon, PhoneIcon } from '../../../components/icons';
import { nl } from '../../../i18n/nl';
import { ApiError } from '../../../lib/api-client';
import { formatAddress, mapsDirectionsHref, phoneOf, telHref } from '../../../lib/links';
import { useProjectDay } from '../../../api/projects';
import { idParam } from '../lib/route-params';
import { EmptyState, LoadState } from './load-state';
import { ProjectSubmenu } from './project-submenu';
import './projects.css';

export interface ProjectDetailPageProps {
  /** The day's registrations list (features/registrations), handed in by the router. */
  renderRegistrations?: RenderDayRegistrations;
}

/** project/:project/:date (select/project/details): the project on a day, its planned colleagues, submenu and registrations. */
export function ProjectDetailPage({ renderRegistrations }: ProjectDetailPageProps) {
  const params = useParams();
  const id = idParam(params.project);
  const date = params.date ? parseDate(params.date, 'route') : null;
  if (id === null) return <EmptyState title={nl.projectDetail.notFound} />;
  // A day that is not one: the project's today.
  if (!date) return <Navigate replace to={paths.project.getHref(id)} />;
  return <ProjectDay key={`${id}|${params.date}`} id={id} date={date} renderRegistrations={renderRegistrations} />;
}

function ProjectDay({
  id,
  date,
  renderRegistrations,
}: {
  id: number;
  date: Date;
  renderRegistrations?: RenderDayRegistrations;
}) {
  const day = useProjectDay(id, date);
  const navigate = useNavigate();
  const project = day.data?.project;

  if (!day.data || !project) {
    const missing = day.error instanceof ApiError && day.error.status === 404;
    return (
      <section className="page projects-page">
        {missing ? (
          <EmptyState title={nl.projectDetail.notFound} />
        ) : (
          <LoadState
            query={day}
            loading={nl.projectDetail.loading}
            failed={nl.projectDetail.loadFailed}
            retry={nl.projectDetail.retry}
          />
        )}
      </section>
    );
  }

  return (
    <section className="page projects-page project-detail">
      <ProjectHeader project={project} date={date} />
      <ProjectSubmenu project={project} date={date} current="details" />
      <PlannedColleagues employees={day.data.employees} />
      {renderRegistrations?.({
        source: 'project',
        id,
        date: formatDate(date, 'api'),
        locked: projectLockReason(project) ?? false,
        onDateChange: (next) => {
          const nextDate = parseDate(next, 'api');
          if (nextDate) void navigate(paths.projectDetails.getHref(id, nextDate), { replace: true });
        },
      })}
    </section>
  );
}

function ProjectHeader({ project, date }: { project: ProjectItem; date: Date }) {
  const t = nl.projectDetail;
  const address = {
    street: project.address.street,
    postalcode: project.address.postalcode,
    city: project.address.city,
  };
  const hasAddress = formatAddress(address) !== '';
  return (
    <header className="card project-detail__header">
      <h2 className="page-heading project-detail__title">{project.description || project.customer}</h2>
      <p className="project-detail__date">{`${longWeekday(date)} ${formatDate(date, 'heading')}`}</p>
      <dl className="project-detail__facts">
        {project.code ? (
          <div>
            <dt>{t.code}</dt>
            <dd>{project.code}</dd>
          </div>
        ) : null}
        {project.customer ? (
          <div>
            <dt>{t.client}</dt>
            <dd>{project.customer}</dd>
          </div>
        ) : null}
        {hasAddress ? (
          <div>
            <dt>{t.address}</dt>
            <dd>
              <a className="project-detail__link" href={mapsDirectionsHref(address)} target="_blank" rel="noreferrer">
                <MapPinIcon />
                <span>{formatAddress(address)}</span>
              </a>
            </dd>
          </div>
        ) : null}
        {project.remarkResourcePlanning ? (
          <div>
            <dt>{t.remark}</dt>
            <dd>{project.remarkResourcePlanning}</dd>
          </div>
        ) : null}
      </dl>
      {project.isDone ? <p className="project-detail__notice">{t.done}</p> : null}
      {!project.isDone && isProjectLocked(project) ? <p className="project-detail__notice">{t.locked}</p> : null}
    </header>
  );
}

/** The colleagues planned on the project that day; a tap calls them (mobile first, then telephone). */
function PlannedColleagues({ employees }: { employees: Employee[] }) {
  const t = nl.projectDetail;
  return (
    <section className="card project-detail__section" aria-label={t.colleagues(employees.length)}>
      <h3 className="project-detail__section-title">{t.colleagues(employees.length)}</h3>
      {employees.length === 0 ? (
        <p className="project-detail__muted">{t.noColleagues}</p>
      ) : (
        <ul className="project-detail__people">
          {employees.map((employee) => {
            const name = `${employee.firstName} ${employee.lastName}`.trim();
            const phone = phoneOf(employee);
            return (
              <li key={employee.id}>
                {phone ? (
                  <a className="project-detail__person" href={telHref(phone)} aria-label={t.call(name, phone)}>
                    <PhoneIcon />
                    <span>{name}</span>
                    <span className="project-detail__muted">{phone}</span>
                  </a>
                ) : (
                  <span className="project-detail__person">
                    <span>{name}</span>
                    <span className="project-detail__muted">{t.noPhone}</span>
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
