/** What the board reads again: these employees' rows, or everything. */
export type Refresh = { kind: 'rows'; employeeIds: number[] } | { kind: 'all' };

export interface ChangeBatcher {
  /** A change heard: one employee's (an id) or company-wide (null). */
  add: (employeeId: number | null) => void;
  /** Forgets what was waiting: the board reads everything anyway (a reconnect, another period). */
  cancel: () => void;
}

interface Timers {
  set: (callback: () => void, ms: number) => unknown;
  clear: (handle: unknown) => void;
}

const browserTimers: Timers = {
  set: (callback, ms) => setTimeout(callback, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** More rows than this in one batch: reading the whole board is as cheap as naming them. */
export const MAX_BATCHED_ROWS = 200;

/**
 * Collects the changes heard within `delayMs` of the first into one read: a planner's move and the phone's
 * booking that follows it cost one request, not two. A company-wide change turns the batch into reading all.
 */
export function createChangeBatcher(
  delayMs: number,
  flush: (refresh: Refresh) => void,
  timers: Timers = browserTimers,
): ChangeBatcher {
  let ids = new Set<number>();
  let all = false;
  let handle: unknown = null;

  const fire = () => {
    const refresh: Refresh =
      all || ids.size > MAX_BATCHED_ROWS
        ? { kind: 'all' }
        : { kind: 'rows', employeeIds: [...ids].sort((a, b) => a - b) };
    ids = new Set();
    all = false;
    handle = null;
    flush(refresh);
  };

  return {
    add: (employeeId) => {
      if (employeeId === null) all = true;
      else ids.add(employeeId);
      handle ??= timers.set(fire, delayMs);
    },
    cancel: () => {
      if (handle !== null) timers.clear(handle);
      handle = null;
      ids = new Set();
      all = false;
    },
  };
}
