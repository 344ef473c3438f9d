import type { PlanningLine, PlanningLineInput, PlanningTargetKind } from '@bouwwerk/domain';

/** The field of the request that names a target of this kind. */
export const TARGET_FIELD = {
  project: 'projectId',
  workOrder: 'workOrderId',
  indirect: 'indirectTypeId',
} as const satisfies Record<PlanningTargetKind, keyof PlanningLineInput>;

/** The target fields of a request: the one of its kind set, the others null. */
export const targetFields = (kind: PlanningTargetKind, id: number) => ({
  projectId: kind === 'project' ? id : null,
  workOrderId: kind === 'workOrder' ? id : null,
  indirectTypeId: kind === 'indirect' ? id : null,
});

/** The request that makes a line as it is, with `changes` (a move, a stretch, another employee) applied. */
export const lineBody = (line: PlanningLine, changes: Partial<PlanningLineInput> = {}): PlanningLineInput => ({
  employeeId: line.employeeId,
  startDate: line.startDate,
  endDate: line.endDate,
  arrival: line.arrival,
  durationHours: line.durationHours,
  ...targetFields(line.target.kind, line.target.id),
  description: line.description,
  remark: line.remark,
  ...changes,
});
