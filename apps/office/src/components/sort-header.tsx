import type { SortDirection } from '@tanstack/react-table';
import { nl } from '../i18n/nl';

interface SortHeaderProps {
  /** The table's column: only its sorting is read, so any table's column will do. */
  column: {
    getIsSorted: () => false | SortDirection;
    getToggleSortingHandler: () => undefined | ((event: unknown) => void);
  };
  label: string;
  numeric?: boolean;
}

/**
 * A column header that sorts: a button (reached by Tab, pressed with Enter or Space) inside the <th>, which
 * says with aria-sort how the table is sorted now; only the sorted column carries it.
 */
export function SortHeader({ column, label, numeric = false }: SortHeaderProps) {
  const sorted = column.getIsSorted();
  const ariaSort = sorted === 'desc' ? 'descending' : sorted === 'asc' ? 'ascending' : undefined;
  return (
    <th scope="col" aria-sort={ariaSort} className={numeric ? 'table__number' : undefined}>
      <button
        type="button"
        className="sort-button"
        onClick={column.getToggleSortingHandler()}
        title={nl.list.sortBy(label)}
      >
        {label}
        <span className="sort-button__mark" aria-hidden="true">
          {sorted === 'desc' ? '▼' : sorted === 'asc' ? '▲' : '↕'}
        </span>
      </button>
    </th>
  );
}
