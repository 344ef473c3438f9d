import type { Relation } from '@bouwwerk/domain';
import { searchByWords } from '../lib/search';
import { useId, useMemo, useState } from 'react';
import { Modal } from '../../../components/modal';
import { nl } from '../../../i18n/nl';
import { useRelations } from '../../../api/projects';
import { EmptyState, LoadState } from './load-state';

const relationFields = (r: Relation) => [
  r.companyName,
  r.contactAddress,
  r.contactZipCode,
  r.contactCity,
  ...r.contactPersons.map((c) => c.name),
];

/** 'Zoekresultaten': the relations, searched word by word (section 5); picking one closes the modal. */
export function RelationSearchModal({
  onPick,
  onClose,
}: {
  onPick: (relation: Relation) => void;
  onClose: () => void;
}) {
  const id = useId();
  const t = nl.createProject;
  const relations = useRelations();
  const [query, setQuery] = useState('');
  const found = useMemo(() => searchByWords(relations.data ?? [], query, relationFields), [relations.data, query]);

  return (
    <Modal title={t.searchTitle} onClose={onClose}>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-search`}>
          {t.search}
        </label>
        <input
          id={`${id}-search`}
          className="field__input"
          type="search"
          autoComplete="off"
          placeholder={t.searchPlaceholder}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      {!relations.data ? (
        <LoadState query={relations} loading={t.relationsLoading} failed={t.relationsFailed} retry={t.retry} />
      ) : found.length === 0 ? (
        <EmptyState title={t.noRelationsTitle} text={t.noRelationsText} />
      ) : (
        <ul className="relation-results" aria-label={t.searchTitle}>
          {found.map((relation) => (
            <li key={relation.id}>
              <button type="button" className="relation-results__item" onClick={() => onPick(relation)}>
                <span className="relation-results__name">{relation.companyName}</span>
                <span className="relation-results__address">
                  {[relation.contactAddress, relation.contactZipCode, relation.contactCity].filter(Boolean).join(', ')}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
