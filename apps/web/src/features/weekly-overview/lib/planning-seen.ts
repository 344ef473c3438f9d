import { convertDate, type OverviewDay, type OverviewItem, type WeekOverviewResponse } from '@bouwwerk/domain';
import type { Account } from '../../../api/keys';
import { readJson, writeJson } from '../../../lib/storage';

/**
 * "Planning gewijzigd": per day (yyyy-MM-dd), a fingerprint of the planning the employee last had in front of
 * him. A day whose planning differs from it after a revalidation is marked until he opens it. A day the
 * device never saw before takes its planning as seen: a first start, or a week never opened, marks nothing.
 */
export type PlanningSeen = Readonly<Record<string, string>>;

/** Enough for the weeks around today; the oldest days go first. */
const KEPT_DAYS = 120;

/**
 * What the office planned: the planned items with their arrival, hours, description and the project's
 * resource planning. Not what the employee booked (his own doing), nor the registration id and remark
 * an indirect item takes over once he books it, nor a line's first and last day (stretching a line over
 * Wednesday changes Wednesday, not Monday).
 */
function plannedPart(item: OverviewItem): unknown[] {
  const common = [item.type, item.arrival, item.duration, item.description];
  switch (item.type) {
    case 'indirect':
      return [...common, item.indirectwerkId];
    case 'workorder':
      return [...common, item.id];
    case 'project':
      return [
        ...common,
        item.id,
        item.remarkResourcePlanning,
        item.planningItems.map((p) => [p.id, p.description, p.planningWerken.map((w) => w.description)]),
      ];
  }
}

/** FNV-1a: short enough to keep a few months of days in local storage. */
function hash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(36);
}

/** The day's planning as one short string; the same planning in another order is the same. */
export function planningFingerprint(day: OverviewDay | undefined): string {
  const planned = (day?.items ?? [])
    .filter((item) => item.expected)
    .map((item) => JSON.stringify(plannedPart(item)))
    .sort();
  return hash(planned.join('\n'));
}

/**
 * The week against what was seen: the days whose planning changed since (yyyy-MM-dd), and the days never
 * seen before with their planning, to be kept as seen.
 */
export function comparePlanning(
  week: WeekOverviewResponse,
  seen: PlanningSeen,
): { changed: string[]; firstSeen: Record<string, string> } {
  const changed: string[] = [];
  const firstSeen: Record<string, string> = {};
  for (const [key, day] of Object.entries(week)) {
    const date = convertDate(key, 'overviewKey', 'api');
    if (!date) continue;
    const fingerprint = planningFingerprint(day);
    const before = seen[date];
    if (before === undefined) firstSeen[date] = fingerprint;
    else if (before !== fingerprint) changed.push(date);
  }
  return { changed: changed.sort(), firstSeen };
}

/** `seen` with `updates`, keeping the latest KEPT_DAYS days. */
export function withSeen(seen: PlanningSeen, updates: Record<string, string>): PlanningSeen {
  const merged = Object.entries({ ...seen, ...updates }).sort(([a], [b]) => (a < b ? 1 : -1));
  return Object.fromEntries(merged.slice(0, KEPT_DAYS));
}

/** Per account (company code lowercased, as the server compares it, and the employee). */
export const planningSeenKey = (account: Account) =>
  `planningSeen:${account.organisation.trim().toLowerCase()}:${account.userID}`;

function parseSeen(value: unknown): PlanningSeen | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

export const readPlanningSeen = (key: string): PlanningSeen => readJson(key, parseSeen) ?? {};

export const writePlanningSeen = (key: string, seen: PlanningSeen): void => writeJson(key, seen);
