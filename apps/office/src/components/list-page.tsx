import type { UseQueryResult } from '@tanstack/react-query';
import type { RowData } from '@tanstack/react-table';
import { useEffect, useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { nl } from '../i18n/nl';
import type { ListState } from '../lib/list-address';
import { useListTable, type ListDefinition } from '../lib/list-table';
import { useAddressState } from '../lib/use-address-state';
import { ListTable, type ListCell } from './list-table';
import './list.css';
import { SearchField } from './search-field';
import { SelectField } from './text-field';

/** A list's words: its title, its 'Nieuw …' link, its search and filter labels, its count. */
export interface ListTexts<S extends string> {
  title: string;
  searchPlaceholder: string;
  statuses: Record<S, string>;
  none: string;
  count: (shown: number, total: number) => string;
  loadFailed: string;
}

interface ListPageProps<T extends RowData, C extends string, S extends string> {
  list: ListDefinition<T, C, S>;
  query: UseQueryResult<T[]>;
  cells: Record<C, ListCell<T>>;
  texts: ListTexts<S>;
  /** The 'Nieuw …' link, for a role that may add; none for one that reads. */
  create?: { label: string; to: string };
  /**
   * A button of the page's own (one that opens a dialog, one for the rows chosen), before the link if any; given
   * the rows the search and the filter leave, when it acts on them.
   */
  action?: ReactNode | ((matching: readonly T[]) => ReactNode);
}

/**
 * A list screen of the console: its rows (whole, from one request) searched, filtered, sorted and paged in the
 * browser by TanStack Table. The view lives in the address (lib/list-address.ts): a reload or a shared link
 * shows the same rows.
 */
export function ListPage<T extends RowData, C extends string, S extends string>({
  list,
  query,
  cells,
  texts,
  create,
  action,
}: ListPageProps<T, C, S>) {
  const [state, changeState] = useAddressState(list.address);
  const titleId = useId();

  /** A new search, filter or sorting starts on the first page; typing replaces the entry in the history, a click adds one. */
  const update = (change: Partial<ListState<C, S>>, replace = false) =>
    changeState((current) => ({ ...current, page: 1, ...change }), { replace });

  const view = useListTable(list, query.data, state, {
    onSortingChange: (sorting) => update({ sorting }),
    onPageChange: (page) => update({ page }),
  });
  const loaded = query.data !== undefined;
  const pageAction = typeof action === 'function' ? action(view.matching) : action;

  // An address beyond the last page (the list got shorter, a hand-edited link) is corrected to the last one.
  const beyond = loaded && state.page > view.pages;
  useEffect(() => {
    if (beyond) changeState((current) => ({ ...current, page: view.pages }), { replace: true });
  });

  return (
    <section className="page" aria-labelledby={titleId}>
      <title>{`${texts.title} · ${nl.app.name}`}</title>
      <div className="page__header">
        <h1 id={titleId}>{texts.title}</h1>
        {create && pageAction ? (
          <div className="button-row">
            {pageAction}
            <Link className="button button--primary" to={create.to}>
              {create.label}
            </Link>
          </div>
        ) : create ? (
          <Link className="button button--primary" to={create.to}>
            {create.label}
          </Link>
        ) : (
          pageAction
        )}
      </div>

      <div className="toolbar" role="search">
        <SearchField
          placeholder={texts.searchPlaceholder}
          value={state.search}
          onChange={(value) => update({ search: value }, true)}
        />
        <SelectField
          label={nl.list.statusFilter}
          value={state.status}
          onChange={(event) => update({ status: event.target.value as S })}
        >
          {list.address.statuses.map((status) => (
            <option key={status} value={status}>
              {texts.statuses[status]}
            </option>
          ))}
        </SelectField>
        {loaded ? (
          <p className="toolbar__count" role="status">
            {texts.count(view.matching.length, query.data?.length ?? 0)}
          </p>
        ) : null}
      </div>

      {query.isPending ? (
        <p role="status">{nl.app.loading}</p>
      ) : query.isError ? (
        <div role="alert" className="card">
          <p>{texts.loadFailed}</p>
          <button type="button" className="button" onClick={() => void query.refetch()}>
            {nl.errors.retry}
          </button>
        </div>
      ) : loaded && !beyond ? (
        <ListTable view={view} cells={cells} labelledBy={titleId} none={texts.none} />
      ) : null}
    </section>
  );
}
