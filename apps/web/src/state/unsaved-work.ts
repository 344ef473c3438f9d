import { useEffect } from 'react';
import { createStore, useStore } from '../lib/store';

/**
 * Work the user entered and did not save yet, across the whole app.
 *
 * Every form that can hold unsaved input calls the hook with its own notion of "dirty":
 *
 *     const dirty = lines.length > 0 || draftHasText;
 *     useUnsavedWork(dirty);
 *
 * It counts while the form is mounted and dirty, and stops counting when the form saves (dirty becomes
 * false) or unmounts. It does not block navigation inside the app (each form keeps its own useBlocker
 * with its own 'Onopgeslagen wijzigingen' text); it tells flows that reload the whole page about the work:
 *
 * - the app update (components/app-update-overlay.tsx) waits while there is unsaved work: it asks the user
 *   to save first and reloads only once every form is clean (saved, or left with Doorgaan);
 * - switching accounts (features/accounts) asks Doorgaan/Terug before it reloads.
 */
const dirtyForms = createStore<ReadonlySet<symbol>>(new Set());

export function useUnsavedWork(isDirty: boolean): void {
  useEffect(() => {
    if (!isDirty) return;
    const form = Symbol('unsaved form');
    dirtyForms.set(new Set([...dirtyForms.get(), form]));
    return () => {
      const rest = new Set(dirtyForms.get());
      rest.delete(form);
      dirtyForms.set(rest);
    };
  }, [isDirty]);
}

/** True while any mounted form holds unsaved input. */
export function hasUnsavedWork(): boolean {
  return dirtyForms.get().size > 0;
}

export function useHasUnsavedWork(): boolean {
  return useStore(dirtyForms).size > 0;
}
