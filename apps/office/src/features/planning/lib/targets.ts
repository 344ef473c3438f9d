import type {
  OfficeNamedType,
  OfficeProjectSummary,
  OfficeWorkOrderSummary,
  PlanningTargetKind,
} from '@bouwwerk/domain';
import { hasWords } from './search-words';

/** Something a planner can plan people on: a project, a work order or a kind of indirect work. */
export interface TargetChoice {
  kind: PlanningTargetKind;
  id: number;
  label: string;
  /** A second line: the customer. */
  detail: string;
}

/** The open projects, open work orders and active indirect types, each list in the office's order. */
export function targetChoices(
  projects: OfficeProjectSummary[],
  workOrders: OfficeWorkOrderSummary[],
  indirectTypes: OfficeNamedType[],
  isFinished: (order: OfficeWorkOrderSummary) => boolean,
): Record<PlanningTargetKind, TargetChoice[]> {
  return {
    project: projects
      .filter((project) => !project.done && !project.old && project.activeAdministration)
      .map((project) => ({
        kind: 'project' as const,
        id: project.id,
        label: `${project.code} ${project.description}`.trim(),
        detail: project.customer,
      }))
      .sort((a, b) => a.label.localeCompare(b.label, 'nl')),
    workOrder: workOrders
      .filter((order) => !isFinished(order))
      .map((order) => ({
        kind: 'workOrder' as const,
        id: order.id,
        label: `${order.number} ${order.description}`.trim(),
        detail: order.customer,
      }))
      .sort((a, b) => a.label.localeCompare(b.label, 'nl')),
    indirect: indirectTypes
      .filter((type) => type.active)
      .map((type) => ({ kind: 'indirect' as const, id: type.id, label: type.description, detail: '' })),
  };
}

/** The choices whose label or customer has every word searched for. */
export const searchChoices = (choices: TargetChoice[], search: string) =>
  choices.filter((choice) => hasWords(`${choice.label} ${choice.detail}`, search));
