import {
  LIMITS,
  PLANNING_LINE_DAYS_MAX,
  type PlanningLine,
  type PlanningTargetKind,
  planningTargetFields,
} from '@bouwwerk/domain';
import { nl } from '../../../i18n/nl';
import { daysBetween } from './board-dates';
import { endDateMessage, lineMessage, trimmed } from '../../../lib/field-messages';
import type { FieldErrors } from '../../../lib/form-check';

/** The line form's values, as its fields hold them. */
export interface LineValues {
  employeeId: string;
  kind: PlanningTargetKind;
  targetId: string;
  startDate: string;
  endDate: string;
  arrival: string;
  durationHours: string;
  description: string;
  remark: string;
}

const hoursText = (hours: number) => String(hours).replace('.', ',');

export const lineValues = (line: PlanningLine): LineValues => ({
  employeeId: String(line.employeeId),
  kind: line.target.kind,
  targetId: String(line.target.id),
  startDate: line.startDate,
  endDate: line.endDate,
  arrival: line.arrival,
  durationHours: hoursText(line.durationHours),
  description: line.description,
  remark: line.remark,
});

/** A new line's values: on this employee and day, for the day's working hours. */
export const newLineValues = (employeeId: number, date: string, hours: number): LineValues => ({
  employeeId: String(employeeId),
  kind: 'project',
  targetId: '',
  startDate: date,
  endDate: date,
  arrival: '',
  durationHours: hoursText(hours),
  description: '',
  remark: '',
});

/** Text that is a number is sent as one; text that is none is sent as it is, for the schema to name. */
function numberOrText(value: string, empty: number | null): number | string | null {
  const text = value.trim().replace(',', '.');
  if (text === '') return empty;
  const number = Number(text);
  return Number.isNaN(number) ? value : number;
}

/** The request the form's values make; `version` for a change of a line. */
export function lineRequest(values: LineValues, version?: number) {
  const { employeeId, kind, targetId, startDate, endDate, arrival, durationHours, description, remark } =
    trimmed(values);
  const target = numberOrText(targetId, null);
  return {
    employeeId: numberOrText(employeeId, null),
    startDate,
    endDate,
    arrival,
    durationHours: numberOrText(durationHours, 0),
    ...(typeof target === 'number'
      ? planningTargetFields(kind, target)
      : { projectId: null, workOrderId: null, indirectTypeId: null }),
    description,
    remark,
    ...(version === undefined ? {} : { version }),
  };
}

/** Every field's Dutch message, for the values as they are. */
export function lineMessages(values: LineValues) {
  const tooLong =
    values.startDate !== '' &&
    values.endDate >= values.startDate &&
    daysBetween(values.startDate, values.endDate) >= PLANNING_LINE_DAYS_MAX;
  return {
    employeeId: nl.planning.messages.employeeId,
    startDate: nl.form.dateInvalid,
    endDate: tooLong ? nl.planning.messages.tooLong(PLANNING_LINE_DAYS_MAX) : endDateMessage(values),
    arrival: nl.planning.messages.arrival,
    durationHours: nl.planning.messages.durationHours,
    projectId: nl.planning.messages.target,
    workOrderId: nl.planning.messages.target,
    indirectTypeId: nl.planning.messages.target,
    description: lineMessage(LIMITS.descriptionMax),
    remark: nl.form.textInvalid(LIMITS.remarkMax),
    version: nl.planning.changedMeanwhile,
  };
}

export type LineField = keyof ReturnType<typeof lineMessages>;

/** The refusals of the server the form explains at a field. */
export const LINE_CONFLICTS: Record<string, FieldErrors<LineField>> = {
  PLANNING_TARGET_CLOSED: { projectId: nl.planning.targetClosed },
  EMPLOYEE_INACTIVE: { employeeId: nl.planning.employeeInactive },
};

/** The target's message, at whichever of its three fields the schema named. */
export const targetError = (errors: FieldErrors<LineField>) =>
  errors.projectId ?? errors.workOrderId ?? errors.indirectTypeId;
