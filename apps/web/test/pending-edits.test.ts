import { describe, expect, it } from 'vitest';
import {
  editCount,
  hasUnsavedNotes,
  NO_EDITS,
  type PendingEdits,
} from '../src/features/registrations/lib/pending-edits';

describe('pending edits', () => {
  it('counts one edit per changed registration, of every kind', () => {
    const edits: PendingEdits = {
      ...NO_EDITS,
      hours: { 1: {} as never, 2: {} as never },
      materials: { 3: {} as never },
      predefined: { 4: {} as never },
    };
    expect(editCount(NO_EDITS)).toBe(0);
    expect(editCount(edits)).toBe(4);
  });

  it('asks before leaving only when a note changed', () => {
    expect(hasUnsavedNotes(NO_EDITS)).toBe(false);
    expect(hasUnsavedNotes({ ...NO_EDITS, notes: [7] })).toBe(true);
  });
});
