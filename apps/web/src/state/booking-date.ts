import { createStore, useStore } from '../lib/store';

/**
 * The day of the last saved booking, yyyy-MM-dd (specification States → After saving: the chosen date is
 * kept in shared state), so the next booking form starts on the day the employee was booking for. Kept in
 * memory: a new visit starts from the day the screens themselves choose.
 */
const bookingDate = createStore<string | null>(null);

export function setBookingDate(date: string): void {
  bookingDate.set(date);
}

export function getBookingDate(): string | null {
  return bookingDate.get();
}

export function useBookingDate(): [string | null, (date: string) => void] {
  return [useStore(bookingDate), setBookingDate];
}
