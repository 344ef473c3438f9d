import type { PlanningTargetKind } from '@bouwwerk/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { projectsQuery } from '../../projects';
import { typesQuery } from '../../settings';
import { isFinished, workOrdersQuery } from '../../work-orders';
import { targetChoices, type TargetChoice } from '../lib/targets';

/** What a planner can plan on, from the console's own lists; null until all three are read (or for a reader). */
export function useTargetChoices(enabled: boolean): Record<PlanningTargetKind, TargetChoice[]> | null {
  const projects = useQuery({ ...projectsQuery, enabled });
  const workOrders = useQuery({ ...workOrdersQuery, enabled });
  const types = useQuery({ ...typesQuery, enabled });
  return useMemo(
    () =>
      projects.data && workOrders.data && types.data
        ? targetChoices(projects.data, workOrders.data, types.data.indirectTypes, isFinished)
        : null,
    [projects.data, workOrders.data, types.data],
  );
}
