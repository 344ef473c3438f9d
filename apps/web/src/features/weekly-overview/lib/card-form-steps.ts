import { parseDate, type WeekOverviewResponse } from '@bouwwerk/domain';
import type { QueryClient } from '@tanstack/react-query';
import {
  getHourTypesQueryOptions,
  getIndirectWorkTypesQueryOptions,
  getOtherCostTypesQueryOptions,
} from '../../../api/choices';
import type { Account } from '../../../api/keys';
import { getPartsQueryOptions, getProjectDayQueryOptions, getWorksQueryOptions } from '../../../api/projects';
import { getWorkOrderQueryOptions } from '../../../api/work-orders';
import { worksForMode } from '../../../lib/booking';

/** A project's works whose parts are loaded ahead; a card's booking starts with one of the first few. */
export const MAX_WORKS_PER_PROJECT = 5;

/**
 * A read loaded ahead is asked again only when older than this: it is there for a start without a network,
 * where an hour-old list of parts serves as well as a fresh one, and the week is revisited often.
 */
const PREFETCH_STALE_TIME = 30 * 60_000;

/** One read to load ahead; `then` may name more once it has its answer (a work's parts after the works). */
export type Step = (queryClient: QueryClient) => Promise<Step[]>;

const fetchOnly =
  (fetch: (queryClient: QueryClient) => Promise<unknown>): Step =>
  async (queryClient) => {
    await fetch(queryClient);
    return [];
  };

/**
 * What the booking buttons of the week's cards open, so the week's cards can be booked on after a start
 * without a network: the choice lists of the forms; per project its works, the parts of the works offered
 * for hours, and its page of the card's day (where a booking leads); per work order the order of today
 * (its Uren and Materiaal tabs book on today unless told otherwise). Each project and order once.
 */
export function cardFormSteps(account: Account, week: WeekOverviewResponse, today: Date): Step[] {
  // The choice lists keep their own, longer freshness (api/choices.ts).
  const steps: Step[] = [
    fetchOnly((qc) => qc.fetchQuery(getHourTypesQueryOptions(account))),
    fetchOnly((qc) => qc.fetchQuery(getOtherCostTypesQueryOptions(account))),
    fetchOnly((qc) => qc.fetchQuery(getIndirectWorkTypesQueryOptions(account))),
  ];
  const projects = new Set<number>();
  const projectDays = new Set<string>();
  const orders = new Set<number>();
  for (const [key, day] of Object.entries(week)) {
    const date = parseDate(key, 'overviewKey');
    if (!date) continue;
    for (const item of day.items) {
      if (item.type === 'project') {
        if (!projects.has(item.id)) {
          projects.add(item.id);
          steps.push(async (qc) => {
            const works = await qc.fetchQuery({
              ...getWorksQueryOptions(account, item.id),
              staleTime: PREFETCH_STALE_TIME,
            });
            return worksForMode(works, 'hours')
              .slice(0, MAX_WORKS_PER_PROJECT)
              .map((work) =>
                fetchOnly((next) =>
                  next.fetchQuery({ ...getPartsQueryOptions(account, work.id), staleTime: PREFETCH_STALE_TIME }),
                ),
              );
          });
        }
        if (!projectDays.has(`${item.id}/${key}`)) {
          projectDays.add(`${item.id}/${key}`);
          steps.push(
            fetchOnly((qc) =>
              qc.fetchQuery({ ...getProjectDayQueryOptions(account, item.id, date), staleTime: PREFETCH_STALE_TIME }),
            ),
          );
        }
      } else if (item.type === 'workorder' && !orders.has(item.id)) {
        orders.add(item.id);
        steps.push(
          fetchOnly((qc) =>
            qc.fetchQuery({ ...getWorkOrderQueryOptions(account, item.id, today), staleTime: PREFETCH_STALE_TIME }),
          ),
        );
      }
    }
  }
  return steps;
}
