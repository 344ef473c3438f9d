import { hhmmToDecimal, partClosure, type PartClosure } from '@bouwwerk/domain';

/** Part kind codes of the routes (section 9): budget 0, stelpost 1, overige projectkosten 2; 4 is cost-plus/OP without a part. */
export const PART_TYPE = { budget: 0, stelpost: 1, otherCosts: 2, costPlus: 4 } as const;

export interface RoutingWork {
  id: number;
  /** 0 normal, 1 cost-plus (regie). */
  soortId: number;
}

export interface RoutingPart {
  id: number;
  /** 1 stelpost, 2 other project costs, anything else a budget. */
  soort: number;
  active: boolean;
  /** The office's closures of a part (GET /v1/werken/{id}/onderdelen); absent means open. */
  isDone?: boolean;
  geblokkeerd?: boolean;
  factuurIdPresent?: boolean;
}

/** Why an active part takes no new bookings (done, blocked, invoiced), or null: the server's own rule. */
export const closureOf = (part: RoutingPart): PartClosure | null =>
  partClosure({
    isDone: part.isDone ?? false,
    geblokkeerd: part.geblokkeerd ?? false,
    invoiced: part.factuurIdPresent ?? false,
  });

export const isBookablePart = (part: RoutingPart): boolean => part.active && closureOf(part) === null;

export type BookingStep =
  { kind: 'form'; workId: number; type: number; partId: number } | { kind: 'parts'; workId: number } | { kind: 'back' };

export type BookingMode = 'hours' | 'materials' | 'op';

/** The part kind code of a part's routes: stelpost 1, other project costs 2, any other soort a budget (0). */
export const partType = (part: Pick<RoutingPart, 'soort'>): number =>
  part.soort === 1 ? PART_TYPE.stelpost : part.soort === 2 ? PART_TYPE.otherCosts : PART_TYPE.budget;

/**
 * Where booking on a work goes next (States → Booking routing, Project parts list redirects):
 * - coming back from a booking form goes back one step instead of forward again;
 * - a work without (active) parts goes straight to the form with part 0: type 4 for cost-plus work, else 0;
 * - in OP mode the other-cost parts count; without any, the form opens with type 4 and part 0;
 * - exactly one bookable part (not done, blocked or invoiced) goes straight to its form;
 * - otherwise the parts list, where closed parts show why they take no bookings (also when none is left: part 0
 *   would be refused while the work has active parts).
 */
export function nextBookingStep(
  work: RoutingWork,
  parts: readonly RoutingPart[],
  mode: BookingMode,
  cameFromForm = false,
): BookingStep {
  if (cameFromForm) return { kind: 'back' };
  const relevant = partsForMode(parts, mode);
  if (relevant.length === 0) {
    const type = work.soortId === 1 || mode === 'op' ? PART_TYPE.costPlus : PART_TYPE.budget;
    return { kind: 'form', workId: work.id, type, partId: 0 };
  }
  const bookable = relevant.filter(isBookablePart);
  if (bookable.length === 1) {
    const only = bookable[0]!;
    return { kind: 'form', workId: work.id, type: partType(only), partId: only.id };
  }
  return { kind: 'parts', workId: work.id };
}

/** Breadcrumb dropdowns open only when there is more than one active choice. */
export function canSwitchChoice(choices: ReadonlyArray<{ active: boolean }>): boolean {
  return choices.filter((c) => c.active).length > 1;
}

/** Hours beyond the day's remaining hours ask '{hours} buiten werktijd registreren.' before saving. */
export function exceedsRemainingHours(hours: string, remaining: number): boolean {
  const value = hhmmToDecimal(hours);
  return value !== null && value > remaining + 1e-9;
}

export interface WorkChoice {
  active: boolean;
  /** 0 normal, 1 cost-plus (regie). */
  soortId: number;
  bevatActieveBudgetten: boolean;
  bevatActieveStelPosten: boolean;
  bevatActieveOverigeProjectkosten: boolean;
}

/**
 * The works offered for booking in a mode: only active works; for other project costs those with an active
 * OP part; for hours and materials every active work except one whose only active parts are other project
 * costs (it has nothing to book hours on, and part 0 is refused while it has active parts).
 */
export function worksForMode<T extends WorkChoice>(works: readonly T[], mode: BookingMode): T[] {
  return works.filter((work) => {
    if (!work.active) return false;
    if (mode === 'op') return work.bevatActieveOverigeProjectkosten;
    const onlyOtherCosts =
      work.bevatActieveOverigeProjectkosten && !work.bevatActieveBudgetten && !work.bevatActieveStelPosten;
    return work.soortId === 1 || !onlyOtherCosts;
  });
}

/** The parts offered in a mode: the active OP parts for other project costs, else the active budgets and stelposten. */
export function partsForMode<T extends RoutingPart>(parts: readonly T[], mode: BookingMode): T[] {
  return parts.filter((part) => part.active && (mode === 'op' ? part.soort === 2 : part.soort !== 2));
}

/**
 * A work with parts in the mode of which none takes bookings (all done, blocked or invoiced): nothing on it can
 * be booked, since part 0 is refused while it has active parts. A work without such parts is open (part 0).
 */
export function isWorkClosed(parts: readonly RoutingPart[], mode: BookingMode): boolean {
  const relevant = partsForMode(parts, mode);
  return relevant.length > 0 && !relevant.some(isBookablePart);
}

/** The kind of a part as its row colour shows it (section 3: soort 1 stelpost, 2 other project cost). */
export type PartKind = 'budget' | 'stelpost' | 'other-costs';

export function partKind(part: Pick<RoutingPart, 'soort'>): PartKind {
  return part.soort === 1 ? 'stelpost' : part.soort === 2 ? 'other-costs' : 'budget';
}
