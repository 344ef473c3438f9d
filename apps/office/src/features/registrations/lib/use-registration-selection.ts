import type { ReviewedRegistration } from '@bouwwerk/domain';
import { useState } from 'react';
import { rowKey } from './registration-values';

/**
 * The registrations chosen for 'Valideren', by key, across every grid on the page: the one list, or the
 * groups opened one by one. A filter change clears it; what a refresh took away the server names as skipped.
 */
export function useRegistrationSelection() {
  const [selected, setSelected] = useState<ReadonlyMap<string, ReviewedRegistration>>(new Map());
  const allOf = (rows: readonly ReviewedRegistration[]) =>
    rows.length > 0 && rows.every((row) => selected.has(rowKey(row)));
  return {
    selected,
    chosen: [...selected.values()],
    allOf,
    toggle: (row: ReviewedRegistration) =>
      setSelected((current) => {
        const next = new Map(current);
        if (!next.delete(rowKey(row))) next.set(rowKey(row), row);
        return next;
      }),
    /** Every row of a grid chosen, or, when they all were, none of them. */
    toggleAll: (rows: readonly ReviewedRegistration[]) =>
      setSelected((current) => {
        const next = new Map(current);
        const every = rows.every((row) => current.has(rowKey(row)));
        for (const row of rows) {
          if (every) next.delete(rowKey(row));
          else next.set(rowKey(row), row);
        }
        return next;
      }),
    clear: () => setSelected(new Map()),
  };
}

export type RegistrationSelection = ReturnType<typeof useRegistrationSelection>;
