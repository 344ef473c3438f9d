import { PlanningLineInputSchema, PlanningLineUpdateSchema, type PlanningLine } from '@bouwwerk/domain';
import { describe, expect, it } from 'vitest';
import { lineMessages, lineRequest, lineValues, newLineValues } from '../../src/features/planning/lib/line-values';
import { planningRefusal, versionConflictText } from '../../src/features/planning/lib/refusal';
import { ApiError } from '../../src/lib/api-client';
import { checkRequest } from '../../src/lib/form-check';

const line: PlanningLine = {
  id: 4,
  version: 3,
  employeeId: 8,
  startDate: '2026-11-24',
  endDate: '2026-11-25',
  arrival: '07:30',
  durationHours: 7.5,
  target: { kind: 'workOrder', id: 12, label: 'WB-12 Storing', closed: false },
  description: 'Ketel',
  remark: '',
  externalId: null,
  lastChange: { name: 'Petra de Wit', at: '2026-11-24T09:42:00.000Z' },
};

describe('the line form', () => {
  it('sends a line as the server takes it: the target in its field, hours as a number, the version on a change', () => {
    const values = { ...lineValues(line), durationHours: '6,5', description: '  Ketel  ' };
    const checked = checkRequest(PlanningLineUpdateSchema, lineRequest(values, line.version), lineMessages(values));
    expect(checked).toMatchObject({
      ok: true,
      data: {
        employeeId: 8,
        workOrderId: 12,
        projectId: null,
        indirectTypeId: null,
        durationHours: 6.5,
        description: 'Ketel',
        version: 3,
      },
    });
  });

  it('puts a Dutch message at each field the shared schema refuses', () => {
    const values = { ...newLineValues(8, '2026-11-24', 8), arrival: '7:30', durationHours: 'acht' };
    expect(checkRequest(PlanningLineInputSchema, lineRequest(values), lineMessages(values)).errors).toEqual({
      arrival: 'Vul een tijd in als uu:mm (bijvoorbeeld 07:30), of laat het leeg.',
      durationHours: 'Vul een aantal uren in, 0 tot 24, in kwartieren of minuten.',
    });
    // The rules across fields, once each field is right: the days in order, and something to plan on.
    const fields = { ...newLineValues(8, '2026-11-24', 8), endDate: '2026-11-20' };
    expect(checkRequest(PlanningLineInputSchema, lineRequest(fields), lineMessages(fields)).errors).toEqual({
      endDate: 'De einddatum ligt voor de startdatum.',
      projectId: 'Kies een project, werkbon of indirect werk.',
    });
  });

  it('says a line of more than 92 days is too long', () => {
    const values = { ...lineValues(line), endDate: '2027-03-01' };
    expect(checkRequest(PlanningLineInputSchema, lineRequest(values), lineMessages(values)).errors.endDate).toBe(
      'Een planning loopt hoogstens 92 dagen; plan een lange afwezigheid in delen.',
    );
  });
});

describe('a refused change of the board', () => {
  it('names who changed the line and when, in Dutch time, or that it is gone', () => {
    expect(versionConflictText(line)).toBe('Gewijzigd door Petra de Wit om 10:42');
    expect(versionConflictText(null)).toBe('Deze planning is intussen door een ander verwijderd.');
    const conflict = new ApiError(409, 'PLANNING_VERSION_CONFLICT', 'stale', null, {
      code: 'PLANNING_VERSION_CONFLICT',
      message: 'stale',
      current: line,
    });
    expect(planningRefusal(conflict)).toBe('Gewijzigd door Petra de Wit om 10:42');
    expect(planningRefusal(new ApiError(409, 'PLANNING_TARGET_CLOSED', 'closed'))).toMatch(/afgerond/);
    expect(planningRefusal(new ApiError(409, 'EMPLOYEE_INACTIVE', 'inactive'))).toMatch(/niet actief/);
    expect(planningRefusal(new ApiError(409, 'MANAGED_BY_INTEGRATION', 'managed'))).toMatch(/koppeling/);
  });
});
