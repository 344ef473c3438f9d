// What other features show of the outbox: the day's unsent writes, on their card, in their day list and in
// the day's total. The outbox page itself is loaded by the router on its own.
export { UnsentItemList, UnsentState } from './components/unsent-items';
export {
  cardKey,
  dayTotalWithUnsent,
  placeOnCards,
  registrationKey,
  signedHhmm,
  unsentHours,
  unsentOnDay,
  writesForDayList,
  type DayPlacement,
  type DayListWrites,
} from './lib/day-items';
