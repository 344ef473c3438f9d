import { decimalToHhmm, type OverviewItem } from '@bouwwerk/domain';
import type { OutboxItem } from '../../../api/outbox/types';
import type { RegistrationKind } from '../../../api/registrations';

/** The writes made for a day (yyyy-MM-dd), in the order they were made. */
export const unsentOnDay = (items: readonly OutboxItem[], date: string): OutboxItem[] =>
  items.filter((item) => item.shown.date === date);

/** How a card of the week overview is named when writes are placed on it. */
export const cardKey = (card: Pick<OverviewItem, 'type' | 'id'>) => `${card.type}:${card.id}`;

export interface DayPlacement {
  /** The writes of each card, by cardKey. */
  byCard: ReadonlyMap<string, readonly OutboxItem[]>;
  /** The writes no card of the day matches (a project not planned that day, indirect hours, ...). */
  loose: readonly OutboxItem[];
}

/**
 * The card a write belongs to: its work order, else its project, else (an edit of indirect hours) the
 * indirect card of the registration it changes; null when the day shows none of them.
 */
function cardOf(item: OutboxItem, keys: ReadonlySet<string>): string | null {
  const { werkbonId, projectId, registration } = item.shown;
  // Indirect hours belong to no project or order; their card carries the registration's id.
  const indirect = werkbonId === undefined && projectId === undefined && registration?.kind === 'hour';
  const candidates = [
    werkbonId !== undefined ? `workorder:${werkbonId}` : null,
    projectId !== undefined ? `project:${projectId}` : null,
    indirect ? `indirect:${registration.id}` : null,
  ];
  return candidates.find((key) => key !== null && keys.has(key)) ?? null;
}

/** The day's writes on the cards they belong to, the rest apart, each in the order they were made. */
export function placeOnCards(items: readonly OutboxItem[], cards: readonly OverviewItem[]): DayPlacement {
  const keys = new Set(cards.map(cardKey));
  const byCard = new Map<string, OutboxItem[]>();
  const loose: OutboxItem[] = [];
  for (const item of items) {
    const key = cardOf(item, keys);
    if (key === null) loose.push(item);
    else byCard.set(key, [...(byCard.get(key) ?? []), item]);
  }
  return { byCard, loose };
}

/** The hours the day's writes add to its total (an edit its difference, a delete minus its hours). */
export const unsentHours = (items: readonly OutboxItem[]): number =>
  items.reduce((sum, item) => sum + item.shown.hoursDelta, 0);

/** The day's total as the user will see it once everything is sent; never below zero. */
export const dayTotalWithUnsent = (hoursWorked: number, items: readonly OutboxItem[]): number =>
  Math.max(0, hoursWorked + unsentHours(items));

/** A difference of hours with its sign, such as '+02:30' or '-01:00'. */
export const signedHhmm = (hours: number): string => `${hours < 0 ? '-' : '+'}${decimalToHhmm(Math.abs(hours))}`;

/** Which day list a write shows in: a project's or a work order's, on one day. */
export interface DayListSource {
  source: 'project' | 'order';
  id: number;
  /** yyyy-MM-dd */
  date: string;
}

const NEW_BOOKINGS = new Set(['hours', 'other-costs', 'materials']);

export const registrationKey = (registration: { kind: RegistrationKind; id: number }) =>
  `${registration.kind}:${registration.id}`;

export interface DayListWrites {
  /** New bookings on the project or order that day: rows of their own. */
  bookings: readonly OutboxItem[];
  /** The latest edit or delete of each registration, by registrationKey: it marks that row. */
  changes: ReadonlyMap<string, OutboxItem>;
}

/** What the day's registrations list of a project or work order shows of the writes not yet sent. */
export function writesForDayList(items: readonly OutboxItem[], list: DayListSource): DayListWrites {
  const owner = (item: OutboxItem) =>
    list.source === 'project' ? item.shown.projectId === list.id : item.shown.werkbonId === list.id;
  const bookings = items.filter(
    (item) => NEW_BOOKINGS.has(item.shown.kind) && item.shown.date === list.date && owner(item),
  );
  const changes = new Map<string, OutboxItem>();
  for (const item of items) {
    const { registration } = item.shown;
    if (registration && (item.shown.kind === 'edit' || item.shown.kind === 'delete'))
      changes.set(registrationKey(registration), item);
  }
  return { bookings, changes };
}
