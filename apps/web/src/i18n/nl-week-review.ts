/**
 * The office's review of a week as the week overview shows it (docs/decisions/021-week-approval.md). Apart from
 * nl.ts, which every screen loads with the first one: only the week's lazily loaded panel and notice use these,
 * and the first screen's JavaScript is at its budget.
 */
export const nlWeekReview = {
  /** Above the week: what the office wants corrected before the week is submitted again. */
  sentBack: (reason: string) => (reason ? `Teruggestuurd door kantoor: ${reason}` : 'Teruggestuurd door kantoor'),
  approved: (by: string, when: string) => `Week goedgekeurd door ${by} op ${when}`,
  /** Who approved, where the server names nobody. */
  office: 'kantoor',
};
