/*
 * One state per employee and ISO week, the same on the phone, in the office, in the integration API and in the
 * exports (docs/decisions/021-week-approval.md): open → submitted → approved, or submitted → sent back →
 * submitted again; an approved week goes back to submitted only when a beheerder reopens it. Kept apart from
 * the contracts (zod) since the field's first screen asks it.
 */
export const WEEK_STATES = ['open', 'submitted', 'approved', 'sent-back'] as const;
export type WeekState = (typeof WEEK_STATES)[number];

/** What the office decides on a week. */
export const WEEK_DECISIONS = ['approve', 'send-back', 'reopen'] as const;
export type WeekDecision = (typeof WEEK_DECISIONS)[number];

/** The state a decision leads to from `state`, or null where it does not apply. */
export function weekStateAfter(state: WeekState, decision: WeekDecision): WeekState | null {
  switch (decision) {
    case 'approve':
    case 'send-back':
      return state === 'submitted' ? (decision === 'approve' ? 'approved' : 'sent-back') : null;
    case 'reopen':
      return state === 'approved' ? 'submitted' : null;
  }
}

/** A decision that must say why: the employee reads it on his phone, the Logboek keeps it. */
export const decisionNeedsReason = (decision: WeekDecision): boolean => decision !== 'approve';

/** The employee may submit the week: not yet submitted, or sent back to him. */
export const maySubmitWeek = (state: WeekState): boolean => state === 'open' || state === 'sent-back';
