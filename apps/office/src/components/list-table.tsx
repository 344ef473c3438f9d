import type { RowData } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { nl } from '../i18n/nl';
import type { ListTableView } from '../lib/list-table';
import { SortHeader } from './sort-header';
import { TableWrap } from './table-wrap';

/** A column's cell: what it shows of a row, and its class (a number right-aligned, a code unbroken). */
export interface ListCell<T> {
  render: (row: T) => ReactNode;
  className?: string;
  numeric?: boolean;
}

interface ListTableProps<T extends RowData> {
  view: ListTableView<T>;
  /** Each column's cell, by the column's id; the table decides their order and which rows they show. */
  cells: Record<string, ListCell<T>>;
  labelledBy: string;
  /** Said when the search and the filter leave no row. */
  none: string;
}

/** A list's rows under headers that sort, with the page buttons below when there is more than one page. */
export function ListTable<T extends RowData>({ view, cells, labelledBy, none }: ListTableProps<T>) {
  const cellOf = (id: string): ListCell<T> => cells[id] ?? { render: () => null };
  return (
    <>
      <TableWrap>
        <table className="table" aria-labelledby={labelledBy}>
          <thead>
            {view.table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => (
                  <SortHeader
                    key={header.id}
                    column={header.column}
                    label={String(header.column.columnDef.header)}
                    numeric={cellOf(header.column.id).numeric}
                  />
                ))}
              </tr>
            ))}
          </thead>
          <tbody>
            {view.table.getRowModel().rows.map((row) => (
              <tr key={row.id}>
                {row.getAllCells().map((cell) => {
                  const { render, className, numeric } = cellOf(cell.column.id);
                  const classes = [className, numeric ? 'table__number' : null].filter(Boolean).join(' ');
                  return (
                    <td key={cell.id} className={classes || undefined}>
                      {render(row.original)}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
        {view.rows.length === 0 ? <p className="list-table__none">{none}</p> : null}
      </TableWrap>
      {view.pages > 1 ? (
        <nav className="paging" aria-label={nl.paging.label}>
          <button
            type="button"
            className="button"
            disabled={!view.table.getCanPreviousPage()}
            onClick={() => view.table.previousPage()}
          >
            {nl.paging.previous}
          </button>
          <span>{nl.paging.page(view.page, view.pages)}</span>
          <button
            type="button"
            className="button"
            disabled={!view.table.getCanNextPage()}
            onClick={() => view.table.nextPage()}
          >
            {nl.paging.next}
          </button>
        </nav>
      ) : null}
    </>
  );
}
