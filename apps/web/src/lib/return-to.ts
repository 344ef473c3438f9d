import { useLocation } from 'react-router';

/**
 * Where a booking flow goes back to once it has saved: the screen it was started from (the week overview,
 * a project's day, a work order). The link that starts a flow puts `returnState(location)` in the history
 * state; every step of the flow passes `location.state` on when it navigates; the form then returns with
 * `useReturnTo(fallback)`. History state survives a reload, so a reloaded form still knows its way back.
 */
export interface ReturnState {
  returnTo: string;
}

/** The history state for a link that starts a flow from `location`. */
export function returnState(location: { pathname: string; search: string }): ReturnState {
  return { returnTo: `${location.pathname}${location.search}` };
}

/** The in-app path a flow was started from, if its history state carries one. */
export function returnPathOf(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const returnTo = (state as Partial<ReturnState>).returnTo;
  // Only paths of this app: never a full URL or a protocol-relative one an attacker could plant.
  return typeof returnTo === 'string' && returnTo.startsWith('/') && !returnTo.startsWith('//') ? returnTo : undefined;
}

/** Where the current flow returns to: its starting screen, else `fallback`. */
export function useReturnTo(fallback: string): string {
  return returnPathOf(useLocation().state) ?? fallback;
}
