import type { OverviewDay } from '@bouwwerk/domain';
import { describe, expect, it } from 'vitest';
import { copyRowsOf } from '../../../src/features/weekly-overview/lib/copy-rows';
import { category, group, hour, indirect, project, rights, workOrder } from './items';

const day = (items: OverviewDay['items']): OverviewDay => ({
  items,
  hoursWorked: 8,
  workingHours: 8,
  remainingHours: 0,
});
const wednesday = new Date(2026, 10, 25);

describe('the rows a day offers to copy', () => {
  it("offers a project's hours with where they were booked, and writes them on another day with other hours", () => {
    const booked = group({ budgets: [category({ id: 70, hours: [hour({ id: 501, quantity: 6, uursoortId: 2 })] })] });
    const [row, ...rest] = copyRowsOf(day([project({ registrations: [booked] })]), rights());
    expect(rest).toEqual([]);
    expect(row).toMatchObject({
      key: 'hour-501',
      what: 'Normaal',
      where: 'Nieuwbouw school · Ruwbouw · Metselwerk',
      hours: 6,
    });
    expect(row!.writeFor(wednesday, 4.5, 12).request).toEqual({
      method: 'POST',
      path: '/v1/invoer',
      body: {
        datum: '2026-11-25',
        medewerkerId: 12,
        projectId: 13,
        werkId: 7,
        budgetId: 70,
        stelpostId: null,
        uursoortId: 2,
        aantal: 4.5,
        opmerking: '',
        omschrijving: '',
      },
    });
  });

  it('books hours of a stelpost on the stelpost, and an order by its number', () => {
    const onStelpost = group({ variableCharges: [category({ id: 80, hours: [hour({ id: 502 })] })] });
    const [stelpost] = copyRowsOf(day([project({ registrations: [onStelpost] })]), rights());
    expect(stelpost!.writeFor(wednesday, 2, 12).request.body).toMatchObject({ budgetId: null, stelpostId: 80 });

    const onOrder = group({ budgets: [category({ hours: [hour({ id: 503 })] })] });
    const [order] = copyRowsOf(day([workOrder({ registrations: [onOrder] })]), rights());
    expect(order).toMatchObject({ key: 'hour-503', where: 'CV-ketel vervangen' });
    expect(order!.writeFor(wednesday, 2, 12).request.body).toMatchObject({ werkbonId: 142, datum: '2026-11-25' });
  });

  it('offers indirect hours as leave on the same indirect work, but not a planned day without hours', () => {
    const rows = copyRowsOf(day([indirect({ id: 41, amount: 8 }), indirect({ id: 42, amount: 0 })]), rights());
    expect(rows.map((r) => r.key)).toEqual(['indirect-41']);
    expect(rows[0]!.writeFor(wednesday, 8, 12).request.body).toEqual({
      datum: '2026-11-25',
      medewerkerId: 12,
      indirectId: 3,
      aantal: 8,
      opmerking: '',
    });
  });

  it('leaves out parts that are done, blocked or invoiced, other project costs, and rows without an hour type', () => {
    const parts = group({
      budgets: [
        category({ isDone: 1, hours: [hour({ id: 1 })] }),
        category({ geblokkeerd: 1, hours: [hour({ id: 2 })] }),
        category({ factuurIdPresent: true, hours: [hour({ id: 3 })] }),
        category({ isOverigeProjectkosten: true, hours: [hour({ id: 4 })] }),
        category({ hours: [hour({ id: 5, uursoortId: 0 }), hour({ id: 6 })] }),
      ],
    });
    expect(copyRowsOf(day([project({ registrations: [parts] })]), rights()).map((r) => r.key)).toEqual(['hour-6']);
  });

  it('offers nothing on cards whose hours cannot be booked: no rights, a locked project, a finished order', () => {
    const booked = [group({ budgets: [category({ hours: [hour()] })] })];
    const items = [project({ registrations: booked }), workOrder({ registrations: booked }), indirect({ amount: 8 })];
    expect(copyRowsOf(day(items), rights({ registrationRights: 0 }))).toEqual([]);
    expect(copyRowsOf(day([project({ registrations: booked, hasActiveAdministration: false })]), rights())).toEqual([]);
    expect(copyRowsOf(day([workOrder({ registrations: booked, status: 4 })]), rights())).toEqual([]);
    expect(copyRowsOf(day([]), rights())).toEqual([]);
  });
});
