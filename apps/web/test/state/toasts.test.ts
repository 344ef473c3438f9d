import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** The toast queue, with fake timers; the Toaster's part (starting a shown toast's timer) is called by hand. */
async function freshToasts() {
  vi.resetModules();
  return import('../../src/state/toasts');
}

describe('toasts', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the same message again for its whole duration when it comes while it is on screen', async () => {
    const toasts = await freshToasts();
    const current = () => toasts.getCurrentToast();
    toasts.showToast({ type: 'success', message: 'Opgeslagen – wordt verstuurd' });
    const first = current()!;
    toasts.startToastTimer(first.id);
    vi.advanceTimersByTime(4_000);

    toasts.showToast({ type: 'success', message: 'Opgeslagen – wordt verstuurd' });
    const again = current()!;
    expect(again.id).not.toBe(first.id);
    expect(again.message).toBe(first.message);
    toasts.startToastTimer(again.id);
    vi.advanceTimersByTime(4_000);
    // 8 s after the first: the first one's time is over, the second one's is not.
    expect(current()?.id).toBe(again.id);
    vi.advanceTimersByTime(1_001);
    expect(current()).toBeNull();
  });

  it('queues another message after the one on screen, and not the same waiting message twice', async () => {
    const toasts = await freshToasts();
    const current = () => toasts.getCurrentToast();
    toasts.showToast({ type: 'success', message: 'Uren geboekt.' });
    toasts.startToastTimer(current()!.id);
    toasts.showToast({ type: 'failure', message: 'Boeking mislukt.' });
    toasts.showToast({ type: 'failure', message: 'Boeking mislukt.' });
    vi.advanceTimersByTime(5_500);
    const next = current()!;
    expect(next.message).toBe('Boeking mislukt.');
    toasts.startToastTimer(next.id);
    vi.advanceTimersByTime(5_500);
    expect(current()).toBeNull();
  });
});
