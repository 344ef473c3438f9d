import { PLANNING_EDITORS, type OfficeRelationSummary } from '@bouwwerk/domain';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useSession } from '../../../api/session';
import { ListPage } from '../../../components/list-page';
import type { ListCell } from '../../../components/list-table';
import { ManagedBadge } from '../../../components/managed-badge';
import { nl } from '../../../i18n/nl';
import { paths } from '../../../lib/paths';
import { relationsQuery } from '../api/relations';
import { relationLabel, relationList, type RelationColumn } from '../lib/relation-list';

const CELLS: Record<RelationColumn, ListCell<OfficeRelationSummary>> = {
  naam: {
    render: (relation) => (
      <>
        <Link to={paths.relation.getHref(relation.id)}>{relationLabel(relation)}</Link>
        {relation.externalId !== null ? <ManagedBadge inList /> : null}
      </>
    ),
  },
  plaats: { render: (relation) => relation.city },
  telefoon: { render: (relation) => relation.telephone, className: 'nowrap' },
  contactpersonen: { render: (relation) => relation.contactPersons, numeric: true },
};

/** /kantoor/relaties: the company's clients and subcontractors, searched, filtered, sorted and paged. */
export function RelationListPage() {
  const session = useSession();
  const relations = useQuery(relationsQuery);
  return (
    <ListPage
      list={relationList}
      query={relations}
      cells={CELLS}
      texts={nl.relations}
      create={
        PLANNING_EDITORS.includes(session.user.role)
          ? { label: nl.relations.create, to: paths.newRelation.getHref() }
          : undefined
      }
    />
  );
}
