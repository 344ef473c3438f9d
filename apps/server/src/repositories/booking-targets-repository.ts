import { bookableWork, bookingFacts, type BookingFactsQuery } from './booking-facts';
import type { Executor } from './executor';

/** What a booking is made on, each looked up within the caller's company only. */
export function createBookingTargetsRepository(db: Executor) {
  return {
    /** What a booking is judged on, in one statement (booking-facts.ts). */
    facts: (query: BookingFactsQuery) => bookingFacts(db, query),

    async project(companyId: number, id: number) {
      return db
        .selectFrom('projects')
        .select(['id', 'is_done', 'is_oud', 'has_active_administration'])
        .where('company_id', '=', companyId)
        .where('id', '=', id)
        .executeTakeFirst();
    },

    async work(companyId: number, id: number) {
      return bookableWork(db, companyId, id).executeTakeFirst();
    },
  };
}
