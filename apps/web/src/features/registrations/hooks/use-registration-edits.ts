import type {
  HourRegistration,
  HourUpdate,
  MaterialRegistration,
  MaterialUpdate,
  RegistrationCategory,
} from '@bouwwerk/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { nl } from '../../../i18n/nl';
import { showSaveFailure } from '../../../state/save-failure';
import { showToast } from '../../../state/toasts';
import { useUnsavedWork } from '../../../state/unsaved-work';
import { saveWrite } from '../../../api/outbox';
import {
  deleteRegistrationWrite,
  registrationChangesWrite,
  type ChangedRegistration,
} from '../../../api/registrations';
import { getPassport, isAuthenticated } from '../../../state/passport';
import {
  editCount,
  hasUnsavedNotes,
  NO_EDITS,
  toBatch,
  withHourEdit,
  withMaterialEdit,
  withoutRow,
  type PendingEdits,
} from '../lib/pending-edits';
import type { RowKind } from '../lib/rows';

/** The row an edit popup is open for. */
export type Editing =
  | { kind: 'hour'; row: HourRegistration; category: RegistrationCategory; isOtherCosts: boolean }
  | { kind: 'material' | 'predefined'; row: MaterialRegistration };

/** The row 'Bevestig verwijdering' asks about, with what it shows. */
export interface Deleting {
  kind: RowKind;
  id: number;
  quantity: string;
  unit: string;
  description: string;
}

/**
 * Sends the write through the outbox for the signed-in employee; a queued one counts as saved and is told
 * with `queuedMessage` (a delete says it was deleted, not saved).
 */
function save(write: Parameters<typeof saveWrite>[1], queuedMessage?: string) {
  const passport = getPassport();
  if (!isAuthenticated(passport)) return Promise.reject(new Error('Not signed in'));
  return saveWrite(passport, write, queuedMessage);
}

const rowKey = (kind: RowKind, id: number) => `${kind}:${id}`;

/** The rows an edit batch changes, by rowKey. */
const batchKeys = (edits: PendingEdits) => [
  ...Object.keys(edits.hours).map((id) => rowKey('hour', Number(id))),
  ...Object.keys(edits.materials).map((id) => rowKey('material', Number(id))),
  ...Object.keys(edits.predefined).map((id) => rowKey('predefined', Number(id))),
];

/** The outbox's view of an edit batch: the first changed row, and the hours the batch adds to that day. */
function describeBatch(edits: PendingEdits, before: ReadonlyMap<string, ChangedRegistration>) {
  const changed = batchKeys(edits)
    .map((key) => before.get(key))
    .filter((row) => row !== undefined);
  const first = changed[0];
  const hoursDelta = Object.values(edits.hours).reduce((sum, update) => {
    const row = before.get(rowKey('hour', update.id));
    return row && row.date === first?.date && update.date === first.date ? sum + update.quantity - row.hours : sum;
  }, 0);
  return { first, hoursDelta };
}

/**
 * The day list's changes: popups collect them, Opslaan (or leaving the day or the page) sends them all at
 * once, and deletes go out at once after the confirmation. Leaving with a changed note asks first.
 */
export function useRegistrationEdits() {
  const [pending, setPendingState] = useState<PendingEdits>(NO_EDITS);
  // The latest changes for the save on leaving, which runs after the last render.
  const pendingRef = useRef(pending);
  const inFlight = useRef<Promise<boolean> | null>(null);
  const [saving, setSaving] = useState(false);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<Deleting | null>(null);
  const [deletingBusy, setDeletingBusy] = useState(false);
  // The rows as the list showed them before their first change: where and how much the outbox shows.
  const before = useRef(new Map<string, ChangedRegistration>());

  const setPending = useCallback((next: PendingEdits) => {
    pendingRef.current = next;
    setPendingState(next);
  }, []);

  /** Sends the pending changes; true when there is nothing left to send. */
  const flush = useCallback((): Promise<boolean> => {
    if (inFlight.current) return inFlight.current;
    const sent = pendingRef.current;
    if (editCount(sent) === 0) return Promise.resolve(true);
    setSaving(true);
    const { first, hoursDelta } = describeBatch(sent, before.current);
    const request = save(registrationChangesWrite(toBatch(sent), first, hoursDelta))
      .then(async (saved) => {
        // The list shows the saved values before the edits are let go (no flash of the old ones).
        if (saved.status === 'sent') await saved.applied;
        // The next change of these rows starts from what was saved.
        for (const key of batchKeys(sent)) before.current.delete(key);
        // Changes made while saving stay pending.
        if (pendingRef.current === sent) setPending(NO_EDITS);
        if (saved.status === 'sent') showToast({ type: 'success', message: nl.registrations.saved });
        return true;
      })
      .catch((error: unknown) => {
        showSaveFailure(error, nl.registrations.saveFailed);
        return false;
      })
      .finally(() => {
        inFlight.current = null;
        setSaving(false);
      });
    inFlight.current = request;
    return request;
  }, [setPending]);

  // Leaving the page saves what was changed (specification: project detail and work order page).
  useEffect(() => () => void flush(), [flush]);

  // An app update waits until the changes are saved (state/unsaved-work.ts). Leaving the page saves them, so
  // only a changed note asks first.
  useUnsavedWork(editCount(pending) > 0, { askOnLeave: hasUnsavedNotes(pending) });

  function remember(kind: RowKind, row: HourRegistration | MaterialRegistration) {
    const key = rowKey(kind, row.id);
    if (!before.current.has(key)) before.current.set(key, { kind, id: row.id, date: row.date, hours: row.quantity });
  }

  function saveHour(row: HourRegistration, update: HourUpdate) {
    remember('hour', row);
    setPending(withHourEdit(pendingRef.current, row, update));
    setEditing(null);
  }

  function saveMaterial(row: MaterialRegistration, update: MaterialUpdate) {
    remember(row.isPredefined ? 'predefined' : 'material', row);
    setPending(withMaterialEdit(pendingRef.current, row, update));
    setEditing(null);
  }

  async function confirmDelete() {
    if (!deleting || deletingBusy) return;
    setDeletingBusy(true);
    try {
      // The row the popup was open for: its day and hours, as the list showed them.
      const row = editing && editing.row.id === deleting.id ? editing.row : null;
      const registration: ChangedRegistration = {
        kind: deleting.kind,
        id: deleting.id,
        date: before.current.get(rowKey(deleting.kind, deleting.id))?.date ?? row?.date ?? '',
        hours: before.current.get(rowKey(deleting.kind, deleting.id))?.hours ?? row?.quantity ?? 0,
      };
      const what = [deleting.quantity, deleting.unit, deleting.description].filter(Boolean).join(' ');
      const saved = await save(deleteRegistrationWrite(registration, what), nl.registrations.deletedQueued);
      if (saved.status === 'sent') await saved.applied;
      setPending(withoutRow(pendingRef.current, deleting.kind, deleting.id));
      setDeleting(null);
      setEditing(null);
      if (saved.status === 'sent') showToast({ type: 'success', message: nl.registrations.deleted });
    } catch (error) {
      showSaveFailure(error, nl.registrations.deleteFailed);
    } finally {
      setDeletingBusy(false);
    }
  }

  return {
    pending,
    count: editCount(pending),
    saving,
    flush,
    editing,
    open: setEditing,
    close: () => setEditing(null),
    saveHour,
    saveMaterial,
    deleting,
    deletingBusy,
    askDelete: setDeleting,
    cancelDelete: () => setDeleting(null),
    confirmDelete,
  };
}

export type RegistrationEdits = ReturnType<typeof useRegistrationEdits>;
