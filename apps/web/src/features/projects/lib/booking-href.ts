import type { BookingStep } from '../../../lib/booking';
import { paths, type BookingMode, type HoursPrefill } from '../../../lib/paths';

export interface BookingContext {
  project: number | null;
  date: Date | null;
  /** Planned hours to start the hours form with, carried through every step (query `hours`, `hourType`). */
  prefill?: HoursPrefill;
}

/** Only the hours form takes a prefill; other modes drop it. */
const prefillFor = (mode: BookingMode, context: BookingContext) =>
  mode === 'hours' || mode === '' ? context.prefill : undefined;

/** selectPart has no prefill of its own: its query carries it on like select/item's. */
function withPrefill(href: string, prefill: HoursPrefill | undefined) {
  if (!prefill) return href;
  const query = new URLSearchParams({ hours: String(prefill.hours) });
  if (prefill.hourType !== undefined) query.set('hourType', String(prefill.hourType));
  return `${href}${href.includes('?') ? '&' : '?'}${query.toString()}`;
}

const target = (context: BookingContext) =>
  context.project !== null && context.date !== null ? { project: context.project, date: context.date } : undefined;

export const worksHref = (mode: BookingMode, context: BookingContext) =>
  paths.selectItem.getHref(mode, target(context), prefillFor(mode, context));

export const partsHref = (workId: number, mode: BookingMode, context: BookingContext) =>
  withPrefill(paths.selectPart.getHref(workId, mode, target(context)), prefillFor(mode, context));

/** The booking form of a step: OP to the OP form, materials to the materials form, else the hours form. */
export function formHref(
  step: { workId: number; type: number; partId: number },
  mode: BookingMode,
  context: BookingContext,
) {
  return paths.submit.getHref({
    task: step.workId,
    type: step.type,
    part: step.partId,
    form: mode === 'op' ? 'op' : mode === 'materials' ? 'materials' : 'hours',
    date: context.date ?? undefined,
    project: context.project ?? undefined,
    prefill: prefillFor(mode, context),
  });
}

/** Where a routing step leads; `back` has no address (the caller goes back in history). */
export function stepHref(step: BookingStep, mode: BookingMode, context: BookingContext): string | null {
  if (step.kind === 'form') return formHref(step, mode, context);
  if (step.kind === 'parts') return partsHref(step.workId, mode, context);
  return null;
}
