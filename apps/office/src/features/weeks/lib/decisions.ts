import {
  mayDecideWeek,
  WEEK_DECISIONS,
  weekStateAfter,
  type OfficeRole,
  type WeekDecision,
  type WeekState,
} from '@bouwwerk/domain';
import { nl } from '../../../i18n/nl';
import { isApiError } from '../../../lib/api-client';
import { refusalText } from '../../../lib/form-check';

export const STATE_CONFLICT = 'WEEK_STATE_CONFLICT';

/** The decisions the role may take on a week in this state: a role without the right sees no button. */
export const decisionsFor = (role: OfficeRole, state: WeekState): WeekDecision[] =>
  WEEK_DECISIONS.filter((decision) => mayDecideWeek(role, decision) && weekStateAfter(state, decision) !== null);

/** The Dutch sentence for a refused decision: the week changed meanwhile, a reopening by another role, or else. */
export function decisionRefusal(error: unknown): string {
  if (isApiError(error, 409, STATE_CONFLICT)) return nl.weeks.changedMeanwhile;
  if (isApiError(error, 403, 'REOPEN_NEEDS_BEHEERDER')) return nl.weeks.reopenNeedsBeheerder;
  return refusalText(error);
}
