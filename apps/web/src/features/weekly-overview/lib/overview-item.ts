import {
  decimalToHhmm,
  hhmmToDecimal,
  isInvoiced,
  isProjectLocked,
  isWorkOrderLocked,
  type OverviewItem,
  type RegistrationCategory,
} from '@bouwwerk/domain';

/** The planned items first, then the ones booked on without being planned; each keeps the server's order. */
export function splitByExpected(items: OverviewItem[]): { expected: OverviewItem[]; unexpected: OverviewItem[] } {
  return { expected: items.filter((i) => i.expected), unexpected: items.filter((i) => !i.expected) };
}

export type CardType = 'workorder' | 'project' | 'regie' | 'indirect';

export function cardType(item: OverviewItem): CardType {
  return item.type === 'project' && item.isRegie ? 'regie' : item.type;
}

/** The visual kinds of the specification: a card can be locked and show stelposten and other costs at once. */
export interface CardKinds {
  locked: boolean;
  invoiced: boolean;
  stelpost: boolean;
  otherCosts: boolean;
}

const hasBookings = (categories: RegistrationCategory[]) =>
  categories.some((c) => c.hours.length > 0 || c.materials.length > 0);

export function cardKinds(item: OverviewItem): CardKinds {
  const groups = item.registrations;
  return {
    locked:
      item.type === 'workorder'
        ? isWorkOrderLocked(item)
        : item.type === 'project'
          ? isProjectLocked(item) || item.isDone
          : false,
    invoiced: item.type === 'workorder' && isInvoiced(item.factuurId),
    stelpost: groups.some((g) => hasBookings(g.variableCharges)),
    otherCosts: groups.some((g) => hasBookings(g.otherCosts)),
  };
}

/** 'HH:MM' to 'HH:MM' from the planned arrival and duration; null when no arrival is planned. */
export function timeRange(item: Pick<OverviewItem, 'arrival' | 'duration'>): { from: string; to: string } | null {
  const start = hhmmToDecimal(item.arrival);
  if (start === null) return null;
  return { from: decimalToHhmm(start), to: decimalToHhmm(start + item.duration) };
}

/**
 * How many people are planned on the item that day. A project lists them all (employees); an order lists
 * only the others (colleagues), so the employee himself counts when he is planned on it.
 */
export function employeeCount(item: OverviewItem): number | null {
  if (item.type === 'project') return item.employees.length;
  if (item.type === 'workorder') return item.colleagues.length + (item.expected ? 1 : 0);
  return null;
}

// Shared with the registrations list.
export { categoriesOf, categoryTitle, type CategoryKind, type CategoryView } from '../../../lib/registration-groups';
