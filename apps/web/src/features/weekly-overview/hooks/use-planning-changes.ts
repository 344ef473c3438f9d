import { formatDate, type WeekOverviewResponse } from '@bouwwerk/domain';
import { useEffect, useMemo } from 'react';
import { useAccount } from '../../../api/account';
import {
  comparePlanning,
  planningFingerprint,
  planningSeenKey,
  readPlanningSeen,
  withSeen,
  writePlanningSeen,
} from '../lib/planning-seen';

/**
 * The days of the week (yyyy-MM-dd) whose planning changed since the employee last looked: the selected
 * day is open in front of him, so its planning is seen, and it is never marked. The record lives on the
 * device (lib/planning-seen.ts), read again whenever the week or the selected day changes, so that a day
 * just opened is no longer marked when another is chosen.
 */
export function usePlanningChanges(date: Date, week: WeekOverviewResponse | undefined): ReadonlySet<string> {
  const { account, signedIn } = useAccount();
  const storageKey = planningSeenKey(account);
  const selected = formatDate(date, 'api');
  const selectedPlanning = week ? planningFingerprint(week[formatDate(date, 'overviewKey')]) : null;
  const comparison = useMemo(
    () => (week && signedIn ? { ...comparePlanning(week, readPlanningSeen(storageKey)), selected } : null),
    [week, signedIn, storageKey, selected],
  );

  useEffect(() => {
    if (!comparison) return;
    const updates: Record<string, string> = { ...comparison.firstSeen };
    if (selectedPlanning !== null) updates[comparison.selected] = selectedPlanning;
    const seen = readPlanningSeen(storageKey);
    if (Object.entries(updates).every(([day, fingerprint]) => seen[day] === fingerprint)) return;
    writePlanningSeen(storageKey, withSeen(seen, updates));
  }, [comparison, selectedPlanning, storageKey]);

  return useMemo(
    () => new Set((comparison?.changed ?? []).filter((day) => day !== comparison?.selected)),
    [comparison],
  );
}
