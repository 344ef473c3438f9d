import type {
  HourRegistration,
  HoursAndMaterials,
  HourUpdate,
  MaterialRegistration,
  MaterialUpdate,
} from '@bouwwerk/domain';
import type { RowKind } from './rows';

/**
 * Changes made in the edit popups and not yet sent: the floating Opslaan (or leaving the page) sends them in
 * one PUT /v1/registrations/hoursandmaterials. Keyed by registration id per kind; the latest change wins.
 */
export interface PendingEdits {
  hours: Record<number, HourUpdate>;
  materials: Record<number, MaterialUpdate>;
  predefined: Record<number, MaterialUpdate>;
  /** Ids of hours whose remark (a note) changed: leaving with these asks first. */
  notes: readonly number[];
}

export const NO_EDITS: PendingEdits = { hours: {}, materials: {}, predefined: {}, notes: [] };

export function editCount(edits: PendingEdits): number {
  return Object.keys(edits.hours).length + Object.keys(edits.materials).length + Object.keys(edits.predefined).length;
}

export const hasUnsavedNotes = (edits: PendingEdits) => edits.notes.length > 0;

/** What an hour and a material update both say of their row: which, when, where (work and part), how much. */
const placementOf = (row: HourRegistration | MaterialRegistration) => ({
  id: row.id,
  date: row.date,
  work: { id: row.workId },
  budget: { id: row.budgetId },
  quantity: row.quantity,
  description: row.description,
});

/** The hour row as the update call describes it: date, work, part, hours, type and remark. */
export function hourUpdateOf(row: HourRegistration): HourUpdate {
  return {
    ...placementOf(row),
    remark: row.remark,
    uursoortId: row.uursoortId,
    budgetTypeId: row.budgetTypeId,
    unit: 'uur',
  };
}

export function materialUpdateOf(row: MaterialRegistration): MaterialUpdate {
  return { ...placementOf(row), unit: row.unit };
}

/** A popup saved without changing anything (or changed it back): nothing is left to send for the row. */
const unchangedHour = (row: HourRegistration, u: HourUpdate) =>
  u.date === row.date &&
  u.quantity === row.quantity &&
  (u.remark ?? '') === row.remark &&
  (u.uursoortId ?? row.uursoortId) === row.uursoortId &&
  (u.work?.id ?? row.workId) === row.workId &&
  (u.budget?.id ?? row.budgetId) === row.budgetId;

export function withHourEdit(edits: PendingEdits, row: HourRegistration, update: HourUpdate): PendingEdits {
  if (unchangedHour(row, update)) return withoutRow(edits, 'hour', row.id);
  const notes = edits.notes.filter((id) => id !== row.id);
  if ((update.remark ?? '') !== row.remark) notes.push(row.id);
  return { ...edits, hours: { ...edits.hours, [row.id]: update }, notes };
}

export function withMaterialEdit(edits: PendingEdits, row: MaterialRegistration, update: MaterialUpdate): PendingEdits {
  const kind = row.isPredefined ? 'predefined' : 'material';
  if (update.date === row.date && update.quantity === row.quantity) return withoutRow(edits, kind, row.id);
  return kind === 'material'
    ? { ...edits, materials: { ...edits.materials, [update.id]: update } }
    : { ...edits, predefined: { ...edits.predefined, [update.id]: update } };
}

/** After a row is deleted its pending change has nothing left to change. */
export function withoutRow(edits: PendingEdits, kind: RowKind, id: number): PendingEdits {
  const drop = <T>(record: Record<number, T>) =>
    Object.fromEntries(Object.entries(record).filter(([key]) => Number(key) !== id));
  if (kind === 'hour') return { ...edits, hours: drop(edits.hours), notes: edits.notes.filter((n) => n !== id) };
  return kind === 'material'
    ? { ...edits, materials: drop(edits.materials) }
    : { ...edits, predefined: drop(edits.predefined) };
}

export function toBatch(edits: PendingEdits): HoursAndMaterials {
  return {
    hours: Object.values(edits.hours),
    materials: Object.values(edits.materials),
    predefinedMaterials: Object.values(edits.predefined),
  };
}

/** The row as it will be once saved, for the list to show the change before Opslaan. */
export function shownHour(row: HourRegistration, edits: PendingEdits): HourRegistration {
  const edit = edits.hours[row.id];
  return edit
    ? {
        ...row,
        date: edit.date,
        quantity: edit.quantity,
        remark: edit.remark ?? '',
        description: edit.description ?? row.description,
      }
    : row;
}

export function shownMaterial(row: MaterialRegistration, edits: PendingEdits): MaterialRegistration {
  const edit = (row.isPredefined ? edits.predefined : edits.materials)[row.id];
  return edit ? { ...row, date: edit.date, quantity: edit.quantity } : row;
}
