import { PLANNING_EDITORS, unitName, type OfficeMaterial } from '@bouwwerk/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useSession } from '../../../api/session';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ManagedBadge } from '../../../components/managed-badge';
import { StatusMessage } from '../../../components/status-message';
import { nl } from '../../../i18n/nl';
import { createMaterial, materialPageQuery, removeMaterial, updateMaterial } from '../api/materials';
import { ImportPanel } from './import-panel';
import { MaterialDialog } from './material-dialog';
import '../../../components/list.css';
import './catalogue.css';
import { TableWrap } from '../../../components/table-wrap';
import { SearchField } from '../../../components/search-field';

const t = nl.catalogue;
const SEARCH = 'zoek';
const PAGE = 'pagina';

/** Which dialog is open: a line to change, a new one, or a line to remove. */
type Open = { of: 'edit'; line?: OfficeMaterial } | { of: 'remove'; line: OfficeMaterial } | null;

const pageOf = (value: string | null) => {
  const page = Number(value ?? 1);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

function CatalogueRow({
  line,
  canEdit,
  onOpen,
}: {
  line: OfficeMaterial;
  canEdit: boolean;
  onOpen: (open: Open) => void;
}) {
  const managed = line.externalId !== null;
  return (
    <tr>
      <td className="nowrap">
        {line.parentGroupCode} {line.parentGroupDescription}
      </td>
      <td className="nowrap">
        {line.groupCode} {line.groupDescription}
      </td>
      <td className="nowrap">{line.code}</td>
      <td>
        {line.description}
        {managed ? <ManagedBadge inList /> : null}
      </td>
      <td>{unitName(line.unit)}</td>
      <td className="table__number">{line.quantity.toLocaleString('nl-NL')}</td>
      {canEdit ? (
        <td className="nowrap">
          {managed ? null : (
            <div className="button-row">
              <button
                type="button"
                className="button button--small"
                aria-label={t.editLabel(line.description)}
                onClick={() => onOpen({ of: 'edit', line })}
              >
                {t.edit}
              </button>
              <button
                type="button"
                className="button button--small"
                aria-label={t.removeLabel(line.description)}
                onClick={() => onOpen({ of: 'remove', line })}
              >
                {t.remove}
              </button>
            </div>
          )}
        </td>
      ) : null}
    </tr>
  );
}

/**
 * /kantoor/catalogus: the material catalogue, searched and paged by the server (a catalogue has thousands of
 * lines), a line made, changed or removed in a dialog, and a file imported after its preview. The search and the
 * page live in the address.
 */
export function CataloguePage() {
  const session = useSession();
  const queryClient = useQueryClient();
  const canEdit = PLANNING_EDITORS.includes(session.user.role);
  const [params, setParams] = useSearchParams();
  const search = params.get(SEARCH) ?? '';
  const page = pageOf(params.get(PAGE));
  const query = useQuery(materialPageQuery(search.trim(), page));
  const [open, setOpen] = useState<Open>(null);
  const [importing, setImporting] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [removing, setRemoving] = useState(false);
  const titleId = useId();

  const go = (next: { search?: string; page?: number }, replace = false) => {
    const values = { search: next.search ?? search, page: next.page ?? 1 };
    setParams(
      new URLSearchParams({
        ...(values.search && { [SEARCH]: values.search }),
        ...(values.page > 1 && { [PAGE]: String(values.page) }),
      }),
      { replace },
    );
  };

  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  const onRemove = async (line: OfficeMaterial) => {
    setRemoving(true);
    try {
      await removeMaterial(queryClient, line.id);
      setMessage(t.removed);
    } finally {
      setRemoving(false);
      setOpen(null);
    }
  };

  return (
    <section className="page" aria-labelledby={titleId}>
      <title>{`${t.title} · ${nl.app.name}`}</title>
      <div className="page__header">
        <h1 id={titleId}>{t.title}</h1>
        {canEdit ? (
          <div className="button-row">
            <button type="button" className="button" onClick={() => setImporting(true)} aria-expanded={importing}>
              {nl.catalogueImport.open}
            </button>
            <button type="button" className="button button--primary" onClick={() => setOpen({ of: 'edit' })}>
              {t.create}
            </button>
          </div>
        ) : null}
      </div>
      <p>{canEdit ? t.intro : t.readOnly}</p>
      <StatusMessage message={message} />

      {importing ? <ImportPanel onClose={() => setImporting(false)} /> : null}

      <div className="toolbar" role="search">
        <SearchField
          placeholder={t.searchPlaceholder}
          value={search}
          onChange={(value) => go({ search: value }, true)}
        />
        {data ? (
          <p className="toolbar__count" role="status">
            {t.count(data.total)}
          </p>
        ) : null}
      </div>

      {query.isPending ? (
        <p role="status">{nl.app.loading}</p>
      ) : query.isError || !data ? (
        <div role="alert" className="card">
          <p>{t.loadFailed}</p>
          <button type="button" className="button" onClick={() => void query.refetch()}>
            {nl.errors.retry}
          </button>
        </div>
      ) : (
        <>
          <TableWrap>
            <table className="table" aria-labelledby={titleId} aria-busy={query.isFetching}>
              <thead>
                <tr>
                  <th scope="col">{t.fields.parentGroupCode}</th>
                  <th scope="col">{t.fields.groupCode}</th>
                  <th scope="col">{t.fields.code}</th>
                  <th scope="col">{t.fields.description}</th>
                  <th scope="col">{t.fields.unit}</th>
                  <th scope="col" className="table__number">
                    {t.fields.quantity}
                  </th>
                  {canEdit ? <th scope="col">{t.actions}</th> : null}
                </tr>
              </thead>
              <tbody>
                {data.materials.map((line) => (
                  <CatalogueRow key={line.id} line={line} canEdit={canEdit} onOpen={setOpen} />
                ))}
              </tbody>
            </table>
            {data.materials.length === 0 ? <p className="list-table__none">{t.none}</p> : null}
          </TableWrap>
          {pages > 1 ? (
            <nav className="paging" aria-label={nl.paging.label}>
              <button type="button" className="button" disabled={page <= 1} onClick={() => go({ page: page - 1 })}>
                {nl.paging.previous}
              </button>
              <span>{nl.paging.page(Math.min(page, pages), pages)}</span>
              <button type="button" className="button" disabled={page >= pages} onClick={() => go({ page: page + 1 })}>
                {nl.paging.next}
              </button>
            </nav>
          ) : null}
        </>
      )}

      {open?.of === 'edit' ? (
        <MaterialDialog
          line={open.line}
          onClose={() => setOpen(null)}
          onSave={async (input) => {
            if (open.line) await updateMaterial(queryClient, open.line.id, input);
            else await createMaterial(queryClient, input);
            setMessage(open.line ? t.saved : t.created);
            setOpen(null);
          }}
        />
      ) : null}
      {open?.of === 'remove' ? (
        <ConfirmDialog
          title={t.removeTitle}
          confirmLabel={t.remove}
          busy={removing}
          onCancel={() => setOpen(null)}
          onConfirm={() => void onRemove(open.line)}
        >
          <p>{t.removeExplained(open.line.description)}</p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
