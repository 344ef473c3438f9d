import { PLANNING_EDITORS, type OfficeRelation } from '@bouwwerk/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useSession } from '../../../api/session';
import { ManagedBadge } from '../../../components/managed-badge';
import { RecordLoad, recordId } from '../../../components/record-load';
import { StatusMessage } from '../../../components/status-message';
import { nl } from '../../../i18n/nl';
import { paths } from '../../../lib/paths';
import { RecordHistory } from '../../audit-log';
import { createRelation, relationQuery, updateRelation } from '../api/relations';
import { relationLabel } from '../lib/relation-list';
import { ContactPersons } from './contact-persons';
import { RelationForm } from './relation-form';

/** What a page says after a save that took the user to it. */
interface Saved {
  saved?: 'created';
}

function BackLink() {
  return <Link to={paths.relations.getHref()}>{nl.relations.back}</Link>;
}

/** /kantoor/relaties/nieuw: a new relation of the company's own; its page takes over once saved. */
export function NewRelationPage() {
  const session = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (
    <section className="page" aria-labelledby="relation-title">
      <title>{`${nl.relations.create} · ${nl.app.name}`}</title>
      <BackLink />
      <h1 id="relation-title">{nl.relations.create}</h1>
      {PLANNING_EDITORS.includes(session.user.role) ? (
        <RelationForm
          readOnly={false}
          onSave={async (input) => {
            const relation = await createRelation(queryClient, input);
            await navigate(paths.relation.getHref(relation.id), {
              replace: true,
              state: { saved: 'created' } satisfies Saved,
            });
          }}
        />
      ) : (
        <p role="alert">{nl.relations.readOnly}</p>
      )}
    </section>
  );
}

/**
 * /kantoor/relaties/:id: a relation's details, its contact persons and its history. Read-only for a relation
 * the package manages ("Beheerd via koppeling") and for a role that only reads.
 */
export function RelationPage() {
  const id = recordId(useParams().id);
  const relation = useQuery({ ...relationQuery(id), enabled: !Number.isNaN(id) });
  return (
    <RecordLoad query={relation} valid={!Number.isNaN(id)} back={<BackLink />}>
      {(record) => <RelationDetails record={record} />}
    </RecordLoad>
  );
}

function RelationDetails({ record }: { record: OfficeRelation }) {
  const session = useSession();
  const queryClient = useQueryClient();
  const arrived = useLocation().state as Saved | null;
  const canEdit = PLANNING_EDITORS.includes(session.user.role);
  const managed = record.externalId !== null;
  const name = relationLabel(record);
  return (
    <section className="page" aria-labelledby="relation-title">
      <title>{`${name} · ${nl.app.name}`}</title>
      <BackLink />
      <div className="page__header">
        <h1 id="relation-title">{name}</h1>
        {managed ? <ManagedBadge /> : null}
      </div>
      {managed ? <p>{nl.relations.managedExplained}</p> : canEdit ? null : <p>{nl.relations.readOnly}</p>}
      <StatusMessage message={arrived?.saved === 'created' ? nl.relationForm.created : null} />
      <RelationForm
        // Another relation's page starts a form of its own; the same relation read again keeps what is typed.
        key={record.id}
        relation={record}
        readOnly={managed || !canEdit}
        onSave={(input) => updateRelation(queryClient, record.id, input)}
      />
      <ContactPersons relation={record} canEdit={canEdit && !managed} />
      <RecordHistory tables={['relations']} recordId={record.id} />
    </section>
  );
}
