import { describe, expect, it } from 'vitest';
import {
  DEFAULT_STATE,
  fromSortingState,
  readTableState,
  toSortingState,
  writeTableState,
} from '../../src/features/employees/lib/table-state';

describe('the employee list view in the address', () => {
  it('leaves the defaults out, so the plain address is the default view', () => {
    expect(writeTableState(DEFAULT_STATE).toString()).toBe('');
    expect(readTableState(new URLSearchParams())).toEqual(DEFAULT_STATE);
  });

  it('reads back what it wrote', () => {
    const state = {
      search: 'jan de',
      sorting: { column: 'telefoons', descending: true },
      status: 'alle',
      page: 3,
    } as const;
    const params = writeTableState(state);
    expect(params.toString()).toBe('zoek=jan+de&sorteer=-telefoons&status=alle&pagina=3');
    expect(readTableState(params)).toEqual(state);
  });

  it('falls back to the default for what a hand-edited address gets wrong', () => {
    expect(readTableState(new URLSearchParams('sorteer=-wachtwoord&status=weg&pagina=-2'))).toEqual(DEFAULT_STATE);
    expect(readTableState(new URLSearchParams('pagina=1.5')).page).toBe(1);
  });

  it("translates the sorting to the table's and back, keeping the current one for what the table cannot mean", () => {
    const byPhones = { column: 'telefoons', descending: true } as const;
    expect(toSortingState(byPhones)).toEqual([{ id: 'telefoons', desc: true }]);
    expect(fromSortingState([{ id: 'mobiel', desc: false }], byPhones)).toEqual({
      column: 'mobiel',
      descending: false,
    });
    expect(fromSortingState([], byPhones)).toBe(byPhones);
    expect(fromSortingState([{ id: 'wachtwoord', desc: false }], byPhones)).toBe(byPhones);
  });
});
