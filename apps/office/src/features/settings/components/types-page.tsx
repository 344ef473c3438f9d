import { BEHEERDER_ONLY, type OfficeHourTypeInput } from '@bouwwerk/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useSession } from '../../../api/session';
import { FormError } from '../../../components/form-error';
import { StatusMessage } from '../../../components/status-message';
import { nl } from '../../../i18n/nl';
import { isApiError } from '../../../lib/api-client';
import { refusalText } from '../../../lib/form-check';
import { typesQuery, saveType } from '../api/settings';
import { kindOfParam, TAB_PARAM, TYPE_KINDS, type AnyType, type TypeKind } from '../lib/type-kinds';
import { TypeDialog } from './type-dialog';
import { TypesTable } from './types-table';
import './settings.css';

/** Which dialog is open: a new type of the tab's list, or a change of one. */
type Editing = { type?: AnyType } | null;

/**
 * /kantoor/soorten: the company's hour types, indirect types and other-cost types, a tab each (the tab in the
 * address). Everyone reads them; a beheerder adds, renames, (de)activates and picks the default hour type.
 */
export function TypesPage() {
  const session = useSession();
  const queryClient = useQueryClient();
  const types = useQuery(typesQuery);
  const [searchParams, setSearchParams] = useSearchParams();
  const current = kindOfParam(searchParams.get(TAB_PARAM));
  const [editing, setEditing] = useState<Editing>(null);
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string>();
  const canEdit = BEHEERDER_ONLY.includes(session.user.role);
  const baseId = useId();
  const tabId = (kind: TypeKind) => `${baseId}-${kind.param}-tab`;
  const panelId = `${baseId}-panel`;

  const save = async (kind: TypeKind, id: number | undefined, input: OfficeHourTypeInput) => {
    await saveType(queryClient, kind.kind, id, input);
    setDone(nl.types.saved(input.description));
  };

  const makeDefault = (type: AnyType) => {
    setFailure(undefined);
    const { description, sortOrder, active } = type;
    save(current, type.id, { description, sortOrder, active, default: true }).catch((error: unknown) => {
      setFailure(isApiError(error, 409, 'MANAGED_BY_INTEGRATION') ? nl.types.defaultManaged : refusalText(error));
    });
  };

  return (
    <section className="page" aria-labelledby={`${baseId}-title`}>
      <title>{`${nl.types.title} · ${nl.app.name}`}</title>
      <div className="page__header">
        <h1 id={`${baseId}-title`}>{nl.types.title}</h1>
        {canEdit ? (
          <button type="button" className="button button--primary" onClick={() => setEditing({})}>
            {nl.types.create[current.list]}
          </button>
        ) : null}
      </div>
      {canEdit ? null : <p className="muted">{nl.types.readOnly}</p>}

      <div className="tabs" role="tablist" aria-label={nl.types.title}>
        {TYPE_KINDS.map((kind) => (
          <button
            key={kind.param}
            id={tabId(kind)}
            type="button"
            role="tab"
            className={kind === current ? 'tabs__tab tabs__tab--active' : 'tabs__tab'}
            aria-selected={kind === current}
            aria-controls={panelId}
            onClick={() => {
              setFailure(undefined);
              setSearchParams({ [TAB_PARAM]: kind.param }, { replace: true });
            }}
          >
            {nl.types.tabs[kind.list]}
          </button>
        ))}
      </div>

      <div id={panelId} role="tabpanel" aria-labelledby={tabId(current)}>
        <StatusMessage message={done} />
        <FormError message={failure} />
        {types.isPending ? (
          <p role="status">{nl.app.loading}</p>
        ) : types.isError ? (
          <div role="alert" className="card">
            <p>{nl.types.loadFailed}</p>
            <button type="button" className="button" onClick={() => void types.refetch()}>
              {nl.errors.retry}
            </button>
          </div>
        ) : (
          <TypesTable
            kind={current}
            types={types.data[current.list]}
            labelledBy={tabId(current)}
            canEdit={canEdit}
            onEdit={(type) => setEditing({ type })}
            onMakeDefault={makeDefault}
          />
        )}
      </div>

      {editing ? (
        <TypeDialog
          key={`${current.param}-${editing.type?.id ?? 'new'}`}
          kind={current}
          type={editing.type}
          onSave={async (input) => {
            await save(current, editing.type?.id, input);
            setEditing(null);
          }}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </section>
  );
}
