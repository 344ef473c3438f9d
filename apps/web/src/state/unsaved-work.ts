import { useCallback, useEffect, useRef, useState } from 'react';
import { createStore, useStore } from '../lib/store';

/**
 * Work the user entered and did not save yet, across the whole app.
 *
 * Every form that can hold unsaved input calls the hook with its own notion of "dirty":
 *
 *     const unsaved = useUnsavedWork(lines.length > 0 || draftHasText);
 *     ...
 *     await unsaved.saving(() => book(lines)); // a save that navigates is not asked about
 *
 * It counts while the form is mounted and dirty, and stops counting when the form saves (dirty becomes
 * false, or the save ran through `saving`) or unmounts. What counts:
 *
 * - leaving the page inside the app asks 'Onopgeslagen wijzigingen' (Doorgaan/Terug) through the one
 *   router blocker of components/unsaved-work-guard.tsx, with the form's own message; closing or reloading
 *   the tab asks the browser's own question (beforeunload);
 * - the app update (components/app-update-overlay.tsx) waits while there is unsaved work: it asks the user
 *   to save first and reloads only once every form is clean (saved, or left with Doorgaan);
 * - switching accounts (features/accounts) asks Doorgaan/Terug before it reloads.
 *
 * A form whose changes are kept anyway when it is left (the day list saves its edits on leaving) passes
 * `askOnLeave: false` for those: the app update still waits for them, leaving does not ask.
 */
export interface UnsavedWorkOptions {
  /** Whether leaving the page asks first; default: whenever the form is dirty. */
  askOnLeave?: boolean;
  /** What the question says; default nl.unsavedChanges.notes. */
  message?: string;
  /** The form keeps its input over a reload itself (the new-project draft): closing the tab asks nothing. */
  keptOverReload?: boolean;
}

export interface UnsavedWork {
  /**
   * Runs the form's save: while it runs and once it succeeded the form's work is not asked about, so the save
   * may navigate on (a failure makes it count again). It counts anew when the form becomes dirty again.
   */
  saving: <T>(save: () => Promise<T>) => Promise<T>;
}

interface DirtyForm {
  askOnLeave: boolean;
  message: string | undefined;
  keptOverReload: boolean;
}

const dirtyForms = createStore<ReadonlyMap<symbol, DirtyForm>>(new Map());

function setForm(form: symbol, entry: DirtyForm | null): void {
  if (!entry && !dirtyForms.get().has(form)) return;
  const next = new Map(dirtyForms.get());
  if (entry) next.set(form, entry);
  else next.delete(form);
  dirtyForms.set(next);
}

export function useUnsavedWork(isDirty: boolean, options: UnsavedWorkOptions = {}): UnsavedWork {
  const [form] = useState(() => Symbol('unsaved form'));
  const askOnLeave = isDirty && (options.askOnLeave ?? true);
  const { message } = options;
  const keptOverReload = options.keptOverReload ?? false;
  // Set by a save that ran through `saving`, until the form is clean again.
  const saved = useRef(false);
  const latest = useRef<DirtyForm | null>(null);

  useEffect(() => {
    if (!isDirty) {
      saved.current = false;
      return;
    }
    const entry = { askOnLeave, message, keptOverReload };
    latest.current = entry;
    if (!saved.current) setForm(form, entry);
    return () => {
      // Gone (or changed): a save that fails later does not bring back what is no longer there.
      latest.current = null;
      setForm(form, null);
    };
  }, [form, isDirty, askOnLeave, message, keptOverReload]);

  const saving = useCallback(
    async <T>(save: () => Promise<T>): Promise<T> => {
      saved.current = true;
      setForm(form, null);
      try {
        return await save();
      } catch (error) {
        saved.current = false;
        if (latest.current) setForm(form, latest.current);
        throw error;
      }
    },
    [form],
  );
  return { saving };
}

/** True while any mounted form holds unsaved input. */
export function hasUnsavedWork(): boolean {
  return dirtyForms.get().size > 0;
}

export function useHasUnsavedWork(): boolean {
  return useStore(dirtyForms).size > 0;
}

/** The form leaving the page would ask about (the latest one that became dirty), or null when it asks nothing. */
export function unsavedWorkToAskAbout(): { message: string | undefined } | null {
  const asking = [...dirtyForms.get().values()].filter((entry) => entry.askOnLeave).at(-1);
  return asking ? { message: asking.message } : null;
}

/** Whether closing or reloading the tab would lose input: the browser's own question is asked then. */
export function unloadLosesWork(): boolean {
  if (leavingWithoutAsking) return false;
  return [...dirtyForms.get().values()].some((entry) => entry.askOnLeave && !entry.keptOverReload);
}

let leavingWithoutAsking = false;

/**
 * For a full page load the app itself starts after the user chose (switching accounts after Doorgaan, a
 * sign-out, an expired session): the tab's own 'leave site?' question is not asked on top of that.
 */
export function leaveWithoutAsking(): void {
  leavingWithoutAsking = true;
}
