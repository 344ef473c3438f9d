import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  hasUnsavedWork,
  unloadLosesWork,
  unsavedWorkToAskAbout,
  useUnsavedWork,
  type UnsavedWorkOptions,
} from '../../src/state/unsaved-work';

const mounted: (() => void)[] = [];
function form(dirty: boolean, options?: UnsavedWorkOptions) {
  const hook = renderHook(
    (props: { dirty: boolean; options?: UnsavedWorkOptions }) => useUnsavedWork(props.dirty, props.options),
    {
      initialProps: { dirty, options },
    },
  );
  mounted.push(hook.unmount);
  return hook;
}

afterEach(() => {
  mounted.splice(0).forEach((unmount) => unmount());
});

describe('useUnsavedWork', () => {
  it('asks about a dirty form with its own message, and not once it is clean or gone', () => {
    const { rerender, unmount } = form(true, { message: 'Nog niet geboekt' });
    expect(unsavedWorkToAskAbout()).toEqual({ message: 'Nog niet geboekt' });
    expect(unloadLosesWork()).toBe(true);
    rerender({ dirty: false, options: undefined });
    expect(unsavedWorkToAskAbout()).toBeNull();
    rerender({ dirty: true, options: undefined });
    expect(unsavedWorkToAskAbout()).toEqual({ message: undefined });
    unmount();
    expect(hasUnsavedWork()).toBe(false);
  });

  it('counts without asking for changes that are kept on leaving (askOnLeave false)', () => {
    form(true, { askOnLeave: false });
    expect(hasUnsavedWork()).toBe(true);
    expect(unsavedWorkToAskAbout()).toBeNull();
    expect(unloadLosesWork()).toBe(false);
  });

  it('asks when leaving but not on a reload for a form that keeps its input itself', () => {
    form(true, { keptOverReload: true });
    expect(unsavedWorkToAskAbout()).not.toBeNull();
    expect(unloadLosesWork()).toBe(false);
  });

  it('lets a save navigate on, and asks again when the save fails', async () => {
    const { result } = form(true);
    let navigatedWhileAsking: boolean | null = null;
    await act(() =>
      result.current.saving(async () => {
        navigatedWhileAsking = unsavedWorkToAskAbout() !== null;
      }),
    );
    expect(navigatedWhileAsking).toBe(false);
    expect(unsavedWorkToAskAbout()).toBeNull();

    const other = form(true);
    await act(() => other.result.current.saving(() => Promise.reject(new Error('refused'))).catch(() => undefined));
    expect(unsavedWorkToAskAbout()).not.toBeNull();
  });

  it('counts a saved form again once it was clean and is changed anew', async () => {
    const { result, rerender } = form(true);
    await act(() => result.current.saving(() => Promise.resolve()));
    expect(hasUnsavedWork()).toBe(false);
    rerender({ dirty: false, options: undefined });
    rerender({ dirty: true, options: undefined });
    expect(hasUnsavedWork()).toBe(true);
  });

  it('does not bring back a form that is gone when its save fails', async () => {
    const { result, unmount } = form(true);
    let fail: (error: Error) => void = () => undefined;
    const saving = result.current.saving(() => new Promise<void>((_resolve, reject) => (fail = reject)));
    unmount();
    fail(new Error('refused'));
    await saving.catch(() => undefined);
    expect(hasUnsavedWork()).toBe(false);
  });
});
