import { isInvoiced, isWorkOrderLocked, partRefusal } from '@bouwwerk/domain';
import type { Repositories } from '../repositories';
import type { BookingFacts, BookingFactsQuery } from '../repositories/booking-facts';
import { badRequest, conflict, notFound } from './http-errors';

export interface BookingTargetRequest {
  projectId: number | null;
  werkbonId: number | null;
  werkId: number | null;
  budgetId: number | null;
  stelpostId: number | null;
}

export interface BookingTarget {
  projectId: number | null;
  workId: number | null;
  budgetId: number | null;
  budgetSoort: number | null;
  workOrderId: number | null;
}

/** What to look up for a booking's target: the order, or the part and the work (booking-facts.ts). */
export function bookingTargetLookup(request: BookingTargetRequest): Omit<BookingFactsQuery, 'companyId'> {
  if (request.werkbonId !== null) return { workOrderId: request.werkbonId };
  return { partId: request.budgetId ?? request.stelpostId ?? undefined, workId: request.werkId ?? undefined };
}

/**
 * Checks that what a booking names exists in the caller's company (404 otherwise) and takes bookings
 * (409 for a done, locked, inactive, blocked or invoiced one), and fills in what follows from it:
 * a budget's work, a work's project, an order's project.
 */
export async function resolveBookingTarget(
  repos: Repositories,
  companyId: number,
  request: BookingTargetRequest,
): Promise<BookingTarget> {
  return judgeBookingTarget(request, await repos.bookingTargets.facts({ companyId, ...bookingTargetLookup(request) }));
}

/** The rules of resolveBookingTarget on facts looked up before (bookingTargetLookup), in the order they refuse. */
export function judgeBookingTarget(
  request: BookingTargetRequest,
  { workOrder: order, part: budget, work, project }: Pick<BookingFacts, 'workOrder' | 'part' | 'work' | 'project'>,
): BookingTarget {
  if (request.werkbonId !== null) {
    if (!order) throw notFound(`Work order ${request.werkbonId} does not exist`, 'WORK_ORDER_NOT_FOUND');
    if (isWorkOrderLocked({ status: order.order_status, isDone: order.is_done, factuurId: order.factuur_id })) {
      throw conflict(
        `Work order ${order.id} is finished, done or invoiced and takes no new bookings`,
        'WORK_ORDER_LOCKED',
      );
    }
    if (request.projectId !== null && order.project_id !== request.projectId) {
      throw badRequest(
        `Work order ${order.id} does not belong to project ${request.projectId}`,
        'ORDER_NOT_IN_PROJECT',
      );
    }
    return { projectId: order.project_id, workId: null, budgetId: null, budgetSoort: null, workOrderId: order.id };
  }

  if (request.budgetId !== null && request.stelpostId !== null && request.budgetId !== request.stelpostId) {
    throw badRequest('Give either budgetId or stelpostId, not both', 'AMBIGUOUS_PART');
  }
  const partId = request.budgetId ?? request.stelpostId;
  if (partId !== null && !budget) throw notFound(`Part ${partId} does not exist`, 'PART_NOT_FOUND');
  if (request.stelpostId !== null && budget && budget.soort !== 1) {
    throw badRequest(`Part ${budget.id} is not a stelpost`, 'NOT_A_STELPOST');
  }

  const workId = budget?.work_id ?? request.werkId;
  if (workId === null)
    throw badRequest('Name the work (werkId) or the part (budgetId or stelpostId) to book on', 'NO_TARGET');
  if (request.werkId !== null && budget && budget.work_id !== request.werkId) {
    throw badRequest(`Part ${budget.id} does not belong to work ${request.werkId}`, 'PART_NOT_IN_WORK');
  }
  if (!work) throw notFound(`Work ${workId} does not exist`, 'WORK_NOT_FOUND');
  if (request.projectId !== null && work.project_id !== request.projectId) {
    throw badRequest(`Work ${work.id} does not belong to project ${request.projectId}`, 'WORK_NOT_IN_PROJECT');
  }
  if (!project) throw notFound(`Project ${work.project_id} does not exist`, 'PROJECT_NOT_FOUND');

  if (project.is_done) throw conflict(`Project ${project.id} is done and takes no new bookings`, 'PROJECT_DONE');
  if (!project.has_active_administration)
    throw conflict(`Project ${project.id} has no active administration`, 'PROJECT_LOCKED');
  if (!work.active) throw conflict(`Work ${work.id} is not active`, 'WORK_NOT_ACTIVE');
  if (budget) {
    const refusal = partRefusal({
      active: budget.active,
      isDone: budget.is_done,
      geblokkeerd: budget.geblokkeerd,
      invoiced: isInvoiced(budget.factuur_id),
    });
    if (refusal === 'inactive') throw conflict(`Part ${budget.id} is not active`, 'PART_NOT_ACTIVE');
    if (refusal === 'locked') throw conflict(`Part ${budget.id} is done, blocked or invoiced`, 'PART_LOCKED');
  } else if (work.has_active_budgets) {
    // Part 0 is only for a work without parts (cost-plus work, or a work whose budgets are all closed).
    throw badRequest(`Work ${work.id} has parts: name the budget or stelpost to book on`, 'PART_REQUIRED');
  }

  return {
    projectId: project.id,
    workId: work.id,
    budgetId: budget?.id ?? null,
    budgetSoort: budget?.soort ?? null,
    workOrderId: null,
  };
}
