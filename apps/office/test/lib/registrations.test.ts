import {
  OfficeHourCorrectionSchema,
  OfficeMaterialCorrectionSchema,
  type ReviewedRegistration,
  type ReviewGroup,
} from '@bouwwerk/domain';
import { describe, expect, it } from 'vitest';
import {
  apiParams,
  groupFilter,
  isPeriodValid,
  monthOf,
  readRegistrationFilter,
  writeRegistrationFilter,
} from '../../src/features/registrations/lib/registration-filter';
import {
  correctionValues,
  formatAmount,
  formatDayNumbers,
  groupLabel,
  hourCorrectionBody,
  hoursTotal,
  lockLabel,
  lockRefusal,
  materialCorrectionBody,
  parseHours,
  validationSummary,
} from '../../src/features/registrations/lib/registration-values';
import { actionLabel, changedColumns } from '../../src/features/audit-log/lib/audit-labels';
import { ApiError } from '../../src/lib/api-client';

const registration = (fields: Partial<ReviewedRegistration> = {}): ReviewedRegistration => ({
  kind: 'hours',
  id: 1,
  date: '2026-11-02',
  employee: { id: 3, name: 'Kees Bakker' },
  target: { kind: 'project', id: 7, label: 'P-1 · Schoolplein' },
  part: { id: 9, label: '01.10 Groepenkast' },
  what: 'Normaal',
  hourTypeId: 4,
  amount: 7.5,
  unit: 'uur',
  remark: '',
  status: 'open',
  weekState: 'open',
  lockReason: null,
  updatedAt: '2026-11-02T10:00:00.000Z',
  ...fields,
});

describe('the filter in the address', () => {
  it('defaults to the month of today, whatever its length', () => {
    expect(monthOf('2026-11-24')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(monthOf('2028-02-10')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthOf('2026-12-31')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(readRegistrationFilter(new URLSearchParams(), '2026-11-24')).toEqual({
      from: '2026-11-01',
      to: '2026-11-30',
    });
  });

  it('reads and writes every filter under its Dutch name, and leaves out what it offers no filter for', () => {
    const filter = {
      from: '2026-10-01',
      to: '2026-10-31',
      employeeId: 12,
      projectId: 3,
      workOrderId: 4,
      indirectTypeId: 5,
      kind: 'material',
      status: 'invoiced',
      weekState: 'sent-back',
      groupBy: 'employee-week',
    } as const;
    const params = writeRegistrationFilter(filter);
    expect(params.toString()).toBe(
      'van=2026-10-01&tot=2026-10-31&medewerker=12&project=3&werkbon=4&indirect=5&soort=materiaal&status=gefactureerd&week=teruggestuurd&groep=medewerker-week',
    );
    expect(readRegistrationFilter(params, '2026-11-24')).toEqual(filter);
    expect(
      readRegistrationFilter(
        new URLSearchParams('van=2026-02-30&medewerker=abc&soort=x&week=open&groep=team'),
        '2026-11-24',
      ),
    ).toEqual({ from: '2026-11-01', to: '2026-11-30' });
  });

  it('asks the server only for a period its schema takes, and never how the page groups', () => {
    expect(apiParams({ from: '2026-10-01', to: '2026-10-31', employeeId: 2, groupBy: 'project' })).toEqual({
      from: '2026-10-01',
      to: '2026-10-31',
      employeeId: '2',
    });
    expect(isPeriodValid({ from: '2026-10-01', to: '2026-10-31', kind: 'hours' })).toBe(true);
    expect(isPeriodValid({ from: '2026-10-31', to: '2026-10-01' })).toBe(false);
    expect(isPeriodValid({ from: '2024-01-01', to: '2026-01-01' })).toBe(false);
  });
});

describe("a group of 'Groeperen'", () => {
  const group = (fields: Partial<ReviewGroup>): ReviewGroup => ({
    employee: null,
    weekStart: null,
    weekNumber: null,
    weekState: null,
    target: null,
    registrations: 2,
    hours: 8,
    materialLines: 0,
    open: 2,
    workingHours: null,
    bookedHours: null,
    missingHours: null,
    missingDays: null,
    ...fields,
  });
  const filter = { from: '2026-10-14', to: '2026-10-20', status: 'open', groupBy: 'employee-week' } as const;

  it("opens to an employee's days of the week that lie in the period, under the page's other filters", () => {
    const week = { employee: { id: 3, name: 'Jan' }, weekNumber: 42 };
    expect(groupFilter(filter, group({ ...week, weekStart: '2026-10-12' }))).toEqual({
      from: '2026-10-14',
      to: '2026-10-18',
      status: 'open',
      employeeId: 3,
    });
    expect(groupFilter(filter, group({ ...week, weekStart: '2026-10-19', weekNumber: 43 }))).toMatchObject({
      from: '2026-10-19',
      to: '2026-10-20',
    });
    expect(groupLabel(group({ ...week, weekStart: '2026-10-12' }))).toBe('Jan, week 42');
    // Registrations the integration wrote without an employee cannot be listed on their own.
    expect(groupFilter(filter, group({ weekStart: '2026-10-12', weekNumber: 42 }))).toBeUndefined();
  });

  it('opens to what the registrations were booked on', () => {
    const byProject = { ...filter, groupBy: 'project' } as const;
    const kinds = [
      ['project', 'projectId'],
      ['workOrder', 'workOrderId'],
      ['indirect', 'indirectTypeId'],
    ] as const;
    for (const [kind, key] of kinds)
      expect(groupFilter(byProject, group({ target: { kind, id: 7, label: 'X' } }))).toEqual({
        from: '2026-10-14',
        to: '2026-10-20',
        status: 'open',
        [key]: 7,
      });
    expect(groupLabel(group({ target: { kind: 'workOrder', id: 7, label: 'WB-12' } }))).toBe('Werkbon WB-12');
    expect(groupFilter(byProject, group({}))).toBeUndefined();
  });
});

describe('a registration as the grid shows it', () => {
  it('shows hours as H:MM and material with its unit, and sums only the hours', () => {
    expect(formatAmount(registration({ amount: 7.5 }))).toBe('7:30');
    expect(formatAmount(registration({ kind: 'material', amount: 2.5, unit: 'm' }))).toBe('2,5 m');
    expect(formatAmount(registration({ kind: 'material', amount: 3, unit: '' }))).toBe('3');
    expect(
      hoursTotal([registration({ amount: 8 }), registration({ amount: 0.25 }), registration({ kind: 'material' })]),
    ).toBe(8.25);
  });

  it('names a lock and a closed day as the office does', () => {
    expect(lockLabel(null)).toBeNull();
    expect(lockLabel('period-closed')).toBe('Periode afgesloten');
    expect(lockLabel('week-approved')).toBe('Week goedgekeurd');
    expect(lockLabel('invoiced')).toBe('Gefactureerd');
    expect(formatDayNumbers('2026-10-31')).toBe('31-10-2026');
  });

  it('sums up a bulk validation with why some were skipped', () => {
    const skipped = (reason: string, id: number) => ({ kind: 'hours' as const, id, reason });
    expect(validationSummary({ changed: 12, skipped: [skipped('invoiced', 1), skipped('invoiced', 2)] }, true)).toBe(
      '12 gevalideerd, 2 overgeslagen: gefactureerd',
    );
    expect(
      validationSummary({ changed: 1, skipped: [skipped('invoiced', 1), skipped('period-closed', 2)] }, false),
    ).toBe('1 validatie ingetrokken, 2 overgeslagen: gefactureerd, periode afgesloten');
    expect(validationSummary({ changed: 3, skipped: [] }, true)).toBe('3 gevalideerd');
  });
});

describe('the correction form', () => {
  it('takes hours as 7:30 or 7,5 and sends what the route’s schema takes', () => {
    expect(parseHours('7:30')).toBe(7.5);
    expect(parseHours('7,5')).toBe(7.5);
    expect(parseHours('zeven')).toBe('zeven');
    const values = { ...correctionValues(registration()), amount: '6:15', reason: ' Briefje ' };
    expect(values.amount).toBe('6:15');
    const body = hourCorrectionBody(values);
    expect(body).toEqual({
      date: '2026-11-02',
      hours: 6.25,
      hourTypeId: 4,
      partId: 9,
      remark: '',
      reason: 'Briefje',
    });
    expect(OfficeHourCorrectionSchema.safeParse(body).success).toBe(true);
    expect(OfficeHourCorrectionSchema.safeParse({ ...body, reason: '' }).success).toBe(false);
    expect(OfficeHourCorrectionSchema.safeParse(hourCorrectionBody({ ...values, amount: '25:00' })).success).toBe(
      false,
    );
  });

  it('sends a material line’s quantity as a number, and none for no part or hour type', () => {
    const material = registration({ kind: 'material', amount: 2.5, unit: 'm', part: null, hourTypeId: null });
    const values = { ...correctionValues(material), reason: 'Telfout' };
    expect(values).toMatchObject({ amount: '2,5', partId: '', hourTypeId: '' });
    const body = materialCorrectionBody(values);
    expect(body).toEqual({ date: '2026-11-02', quantity: 2.5, remark: '', reason: 'Telfout' });
    expect(OfficeMaterialCorrectionSchema.safeParse(body).success).toBe(true);
    expect(hourCorrectionBody(values)).toMatchObject({ hourTypeId: null, partId: null });
  });

  it('says why the server refused a correction of what became final', () => {
    expect(lockRefusal(new ApiError(409, 'PERIOD_CLOSED', 'closed'))).toMatch(/^Periode afgesloten/);
    expect(lockRefusal(new ApiError(409, 'WEEK_APPROVED', 'approved'))).toMatch(/^Week goedgekeurd/);
    expect(lockRefusal(new ApiError(409, 'REGISTRATION_LOCKED', 'Registration 4 cannot be changed: invoiced'))).toMatch(
      /^Gefactureerd/,
    );
    expect(lockRefusal(new ApiError(400, 'BAD_REQUEST', 'body.hours: …'))).toBeNull();
    expect(lockRefusal(new TypeError('offline'))).toBeNull();
  });
});

describe('a correction in Geschiedenis', () => {
  it('is named as one, with its reason as a column of its own', () => {
    expect(actionLabel('hour_registrations.correction')).toBe('Urenregistratie gecorrigeerd');
    expect(actionLabel('material_registrations.correction')).toBe('Materiaalregistratie gecorrigeerd');
    expect(
      changedColumns({
        before: null,
        after: { reason: 'Briefje' },
        target: { table: 'hour_registrations', id: 1, label: '' },
      }),
    ).toEqual([{ column: 'reason', label: 'Reden', before: undefined, after: 'Briefje' }]);
  });
});
