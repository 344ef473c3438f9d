import { partRefusal } from '@bouwwerk/domain';
/** The work and part (budget) of a project hour registration being edited (Edit hours popup). */
export interface Placement {
  workId: number;
  /** 0 for a work without parts (cost-plus work); null while no part is chosen yet. */
  budgetId: number | null;
}

interface PlacementWork {
  id: number;
  /** 1 is cost-plus (regie): booked without a part. */
  soortId: number;
  active: boolean;
}

interface PlacementPart {
  id: number;
  /** 2 is an other-project-cost part. */
  soort: number;
  active: boolean;
  isDone: boolean;
  geblokkeerd: boolean;
  factuurIdPresent: boolean;
}

export interface PlacementInput<W extends PlacementWork, P extends PlacementPart> {
  chosen: Placement;
  /** Where the registration is booked now. */
  current: { workId: number; budgetId: number };
  isOtherCosts: boolean;
  /** undefined while the lists load. */
  works: readonly W[] | undefined;
  parts: readonly P[] | undefined;
}

export interface PlacementChoices<W, P> extends Placement {
  works: W[];
  parts: P[];
}

/**
 * The choices of the popup and where the hours end up: choosing another work clears the part (the caller
 * sets it to null), a cost-plus work or a work without fitting parts books on part 0, and the parts are the
 * other-cost parts for an OP registration, else the others. Only open parts are offered, besides the one the
 * registration is on now.
 */
export function editPlacement<W extends PlacementWork, P extends PlacementPart>({
  chosen,
  current,
  isOtherCosts,
  works,
  parts,
}: PlacementInput<W, P>): PlacementChoices<W, P> {
  const offeredWorks = (works ?? []).filter((w) => w.active || w.id === current.workId);
  const work = offeredWorks.find((w) => w.id === chosen.workId);
  if (work?.soortId === 1) return { workId: chosen.workId, budgetId: 0, works: offeredWorks, parts: [] };
  const isCurrent = (p: P) => chosen.workId === current.workId && p.id === current.budgetId;
  const open = (p: P) =>
    partRefusal({ active: p.active, isDone: p.isDone, geblokkeerd: p.geblokkeerd, invoiced: p.factuurIdPresent }) ===
    null;
  const offeredParts = (parts ?? []).filter(
    (p) => (isOtherCosts ? p.soort === 2 : p.soort !== 2) && (open(p) || isCurrent(p)),
  );
  const withoutParts = parts !== undefined && offeredParts.length === 0;
  return {
    workId: chosen.workId,
    budgetId: withoutParts ? 0 : chosen.budgetId,
    works: offeredWorks,
    parts: offeredParts,
  };
}
