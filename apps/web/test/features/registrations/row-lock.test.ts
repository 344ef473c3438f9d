import { describe, expect, it } from 'vitest';
import { rowLock } from '../../../src/features/registrations/lib/rows';
import { category, hour, rights } from '../weekly-overview/items';

describe('rowLock', () => {
  it('says Periode afgesloten for a row on or before the company’s closed day, from the rights', () => {
    const october = hour({ date: '2026-10-31', validated: 1 });
    expect(rowLock(october, category(), rights({ closedThrough: '2026-10-31' }), false)).toBe('period-closed');
    expect(rowLock(october, category(), rights({ closedThrough: '2026-10-30' }), false)).toBeNull();
    expect(rowLock(october, category(), rights({ closedThrough: null }), false)).toBeNull();
  });
});
