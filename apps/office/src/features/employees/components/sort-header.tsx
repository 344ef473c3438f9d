import { nl } from '../../../i18n/nl';
import type { SortColumn, Sorting } from '../lib/table-state';

interface SortHeaderProps {
  column: SortColumn;
  label: string;
  sorting: Sorting;
  onSort: (column: SortColumn) => void;
  numeric?: boolean;
}

/**
 * A column header that sorts: a button (reached by Tab, pressed with Enter or Space) inside the <th>, which
 * says with aria-sort how the table is sorted now; only the sorted column carries it.
 */
export function SortHeader({ column, label, sorting, onSort, numeric = false }: SortHeaderProps) {
  const sorted = sorting.column === column;
  const ariaSort = sorted ? (sorting.descending ? 'descending' : 'ascending') : undefined;
  return (
    <th scope="col" aria-sort={ariaSort} className={numeric ? 'table__number' : undefined}>
      <button type="button" className="sort-button" onClick={() => onSort(column)} title={nl.employees.sortBy(label)}>
        {label}
        <span className="sort-button__mark" aria-hidden="true">
          {sorted ? (sorting.descending ? '▼' : '▲') : '↕'}
        </span>
      </button>
    </th>
  );
}
