import { QueryClient } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nl } from '../../src/i18n/nl';

const jan = { organisation: 'demo', userID: 3 };

describe('a browser that keeps nothing on the device', () => {
  let saved: IDBFactory | undefined;
  beforeEach(() => {
    saved = globalThis.indexedDB;
    // As in some private modes: no IndexedDB at all.
    Reflect.deleteProperty(globalThis, 'indexedDB');
    vi.resetModules();
  });
  afterEach(() => {
    if (saved) globalThis.indexedDB = saved;
  });

  it('says once, after the sign-in, that offline booking is off; closed, it stays away', async () => {
    const { followAccountReads } = await import('../../src/api/persisted-queries-account');
    const { BookingOffNotice } = await import('../../src/components/booking-off-notice');
    render(<BookingOffNotice />);
    expect(screen.queryByText(nl.offline.bookingOff)).toBeNull();

    await act(() => followAccountReads(new QueryClient(), jan));
    expect(screen.getByRole('status').textContent).toContain(nl.offline.bookingOff);

    fireEvent.click(screen.getByRole('button', { name: nl.offlineReads.dismiss }));
    expect(screen.queryByText(nl.offline.bookingOff)).toBeNull();
  });
});
