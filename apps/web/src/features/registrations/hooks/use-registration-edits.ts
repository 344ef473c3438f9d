import type {
  HourRegistration,
  HourUpdate,
  MaterialRegistration,
  MaterialUpdate,
  RegistrationCategory,
} from '@bouwwerk/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useBlocker } from 'react-router';
import { nl } from '../../../i18n/nl';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { showSaveFailure } from '../../../state/save-failure';
import { showToast } from '../../../state/toasts';
import { useUnsavedWork } from '../../../state/unsaved-work';
import { deleteRegistration, saveRegistrationChanges } from '../../../api/registrations';
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
    const request = saveRegistrationChanges(toBatch(sent), newIdempotencyKey())
      .then(() => {
        // Changes made while saving stay pending.
        if (pendingRef.current === sent) setPending(NO_EDITS);
        showToast({ type: 'success', message: nl.registrations.saved });
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

  // An app update waits until the changes are saved (state/unsaved-work.ts).
  useUnsavedWork(editCount(pending) > 0);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      hasUnsavedNotes(pendingRef.current) && currentLocation.pathname !== nextLocation.pathname,
  );

  function saveHour(row: HourRegistration, update: HourUpdate) {
    setPending(withHourEdit(pendingRef.current, row, update));
    setEditing(null);
  }

  function saveMaterial(row: MaterialRegistration, update: MaterialUpdate) {
    setPending(withMaterialEdit(pendingRef.current, row, update));
    setEditing(null);
  }

  async function confirmDelete() {
    if (!deleting || deletingBusy) return;
    setDeletingBusy(true);
    try {
      await deleteRegistration(deleting.kind, deleting.id);
      setPending(withoutRow(pendingRef.current, deleting.kind, deleting.id));
      setDeleting(null);
      setEditing(null);
      showToast({ type: 'success', message: nl.registrations.deleted });
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
    blocker,
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
