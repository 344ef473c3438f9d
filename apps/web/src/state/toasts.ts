import { createStore, useStore } from '../lib/store';

export type ToastType = 'success' | 'failure';

/** Specification section 9: 5 s by default, 10 s for reset messages; the queue waits the duration + 0.5 s. */
export const TOAST_DURATION_MS = 5_000;
export const TOAST_LONG_DURATION_MS = 10_000;
const TOAST_GAP_MS = 500;

export interface Toast {
  id: number;
  type: ToastType;
  message: string;
  durationMs: number;
  /** Shows the 'Resetten' button, which calls this. */
  onReset?: () => void;
}

export type ToastInput = Omit<Toast, 'id' | 'durationMs'> & { durationMs?: number };

const currentToast = createStore<Toast | null>(null);
const queue: Toast[] = [];
let nextId = 1;
let busy = false;
let timedToastId: number | null = null;
let hideTimer: ReturnType<typeof setTimeout> | undefined;
let nextTimer: ReturnType<typeof setTimeout> | undefined;

export const useCurrentToast = () => useStore(currentToast);
/** The toast on screen now, outside React. */
export const getCurrentToast = () => currentToast.get();

const isSame = (toast: Toast | null | undefined, input: ToastInput) =>
  toast?.type === input.type && toast.message === input.message;

/**
 * Queues a notification; one shows at a time. The same message already waiting is not queued twice; the same
 * message on screen shows again for its whole duration (a second save is confirmed as fully as the first,
 * rather than by what is left of the first one's time).
 */
export function showToast(input: ToastInput): void {
  const current = currentToast.get();
  if (current && isSame(current, input)) {
    if (timedToastId === current.id) {
      clearTimeout(hideTimer);
      clearTimeout(nextTimer);
      // A new id: the Toaster shows it afresh (its bar starts over) and starts its timer.
      currentToast.set({ ...current, id: nextId++ });
    }
    return;
  }
  if (queue.some((toast) => isSame(toast, input))) return;
  queue.push({ ...input, durationMs: input.durationMs ?? TOAST_DURATION_MS, id: nextId++ });
  if (!busy) showNext();
}

function showNext(): void {
  const toast = queue.shift();
  busy = toast !== undefined;
  currentToast.set(toast ?? null);
}

/**
 * Called by the Toaster once the toast is on screen: its duration counts from there, not from when it
 * was queued (a toast raised while the app starts would otherwise lose its first moments).
 */
export function startToastTimer(id: number): void {
  const toast = currentToast.get();
  if (toast?.id !== id || timedToastId === id) return;
  timedToastId = id;
  hideTimer = setTimeout(() => currentToast.set(null), toast.durationMs);
  nextTimer = setTimeout(showNext, toast.durationMs + TOAST_GAP_MS);
}

/** Closes the visible toast early; the next one follows after the usual gap. */
export function dismissToast(id: number): void {
  if (currentToast.get()?.id !== id) return;
  clearTimeout(hideTimer);
  clearTimeout(nextTimer);
  currentToast.set(null);
  nextTimer = setTimeout(showNext, TOAST_GAP_MS);
}
