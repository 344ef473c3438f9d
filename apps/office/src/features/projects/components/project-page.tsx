import { PLANNING_EDITORS, type OfficeProject } from '@bouwwerk/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useSession } from '../../../api/session';
import { ManagedBadge } from '../../../components/managed-badge';
import { RecordLoad, recordId } from '../../../components/record-load';
import { StatusMessage } from '../../../components/status-message';
import { nl } from '../../../i18n/nl';
import { paths } from '../../../lib/paths';
import { RecordHistory } from '../../audit-log';
import { createProject, projectQuery, updateProject } from '../api/projects';
import { projectLabel } from '../lib/project-list';
import { ProjectBadges } from './project-badges';
import { ProjectForm } from './project-form';
import { ProjectWorks } from './project-works';
import './projects.css';

/** What a page says after a save that took the user to it. */
interface Saved {
  saved?: 'created';
}

function BackLink() {
  return <Link to={paths.projects.getHref()}>{nl.projects.back}</Link>;
}

/** /kantoor/projecten/nieuw: a new project of the company's own (no externalId); its page takes over once saved. */
export function NewProjectPage() {
  const session = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (
    <section className="page" aria-labelledby="project-title">
      <title>{`${nl.projects.create} · ${nl.app.name}`}</title>
      <BackLink />
      <h1 id="project-title">{nl.projects.create}</h1>
      {PLANNING_EDITORS.includes(session.user.role) ? (
        <ProjectForm
          readOnly={false}
          onSave={async (input) => {
            const project = await createProject(queryClient, input);
            await navigate(paths.project.getHref(project.id), {
              replace: true,
              state: { saved: 'created' } satisfies Saved,
            });
          }}
        />
      ) : (
        <p role="alert">{nl.projects.readOnly}</p>
      )}
    </section>
  );
}

/**
 * /kantoor/projecten/:id: a project's details, its works and their parts, and its history. Read-only for a
 * project the package manages ("Beheerd via koppeling") and for a role that only reads.
 */
export function ProjectPage() {
  const id = recordId(useParams().id);
  const project = useQuery({ ...projectQuery(id), enabled: !Number.isNaN(id) });
  return (
    <RecordLoad query={project} valid={!Number.isNaN(id)} back={<BackLink />}>
      {(record) => <ProjectDetails record={record} />}
    </RecordLoad>
  );
}

function ProjectDetails({ record }: { record: OfficeProject }) {
  const session = useSession();
  const queryClient = useQueryClient();
  const arrived = useLocation().state as Saved | null;
  const canEdit = PLANNING_EDITORS.includes(session.user.role);
  const managed = record.externalId !== null;
  const name = projectLabel(record);
  return (
    <section className="page" aria-labelledby="project-title">
      <title>{`${name} · ${nl.app.name}`}</title>
      <BackLink />
      <div className="page__header">
        <h1 id="project-title">{name}</h1>
        <span className="list-badges">
          <ProjectBadges project={record} />
          {managed ? <ManagedBadge /> : null}
        </span>
      </div>
      {managed ? <p>{nl.projects.managedExplained}</p> : canEdit ? null : <p>{nl.projects.readOnly}</p>}
      <StatusMessage message={arrived?.saved === 'created' ? nl.projectForm.created : null} />
      <ProjectForm
        // Another project's page starts a form of its own; the same project read again keeps what is typed.
        key={record.id}
        project={record}
        readOnly={managed || !canEdit}
        onSave={(input) => updateProject(queryClient, record.id, input)}
      />
      <ProjectWorks project={record} canEdit={canEdit} />
      <RecordHistory tables={['projects']} recordId={record.id} />
    </section>
  );
}
