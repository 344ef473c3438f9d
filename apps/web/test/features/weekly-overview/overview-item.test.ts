import { describe, expect, it } from 'vitest';
import {
  cardKinds,
  cardType,
  employeeCount,
  splitByExpected,
  timeRange,
} from '../../../src/features/weekly-overview/lib/overview-item';
import { category, group, hour, indirect, material, project, workOrder } from './items';

const person = (id: number) => ({ id, firstName: 'P', lastName: String(id), mobile: '', telephone: '' });

describe('the cards of a day', () => {
  it('puts the planned items first and the unplanned after, each in the order the server gave', () => {
    const a = project({ id: 1, expected: false });
    const b = workOrder({ id: 2 });
    const c = indirect({ id: 3, expected: false });
    const d = project({ id: 4 });
    expect(splitByExpected([a, b, c, d])).toEqual({ expected: [b, d], unexpected: [a, c] });
    expect(splitByExpected([])).toEqual({ expected: [], unexpected: [] });
  });

  it('shows a cost-plus project as a regie card and every other item by its type', () => {
    expect(cardType(project({ isRegie: true }))).toBe('regie');
    expect(cardType(project())).toBe('project');
    expect(cardType(workOrder())).toBe('workorder');
    expect(cardType(indirect())).toBe('indirect');
  });
});

describe('the kinds of a card', () => {
  it('marks nothing on an open card without bookings', () => {
    expect(cardKinds(project())).toEqual({ locked: false, invoiced: false, stelpost: false, otherCosts: false });
  });

  it('locks a done project and one without an active administration', () => {
    expect(cardKinds(project({ isDone: true })).locked).toBe(true);
    expect(cardKinds(project({ hasActiveAdministration: false })).locked).toBe(true);
  });

  it('locks a finished, done or invoiced work order, and marks only the invoiced one as invoiced', () => {
    expect(cardKinds(workOrder({ status: 3 })).locked).toBe(true);
    expect(cardKinds(workOrder({ isDone: true }))).toMatchObject({ locked: true, invoiced: false });
    expect(cardKinds(workOrder({ factuurId: 12 }))).toMatchObject({ locked: true, invoiced: true });
    expect(cardKinds(workOrder({ factuurId: 0 }))).toMatchObject({ locked: false, invoiced: false });
  });

  it('never locks indirect work', () => {
    expect(cardKinds(indirect()).locked).toBe(false);
  });

  it('marks stelposten and other costs by hours or materials booked on them, not by empty parts', () => {
    const onStelpost = group({ variableCharges: [category({ materials: [material()] })] });
    const onOtherCosts = group({ otherCosts: [category({ hours: [hour()] })] });
    const empty = group({ variableCharges: [category()], otherCosts: [category()] });
    expect(cardKinds(project({ registrations: [onStelpost, onOtherCosts] }))).toMatchObject({
      stelpost: true,
      otherCosts: true,
    });
    expect(cardKinds(project({ registrations: [empty] }))).toMatchObject({ stelpost: false, otherCosts: false });
  });
});

describe('the planned time of a card', () => {
  it('runs from the arrival for the planned duration', () => {
    expect(timeRange({ arrival: '07:30', duration: 8.5 })).toEqual({ from: '07:30', to: '16:00' });
    expect(timeRange({ arrival: '13:15', duration: 0.25 })).toEqual({ from: '13:15', to: '13:30' });
  });

  it('is not shown without an arrival', () => {
    expect(timeRange({ arrival: '', duration: 8 })).toBeNull();
  });
});

describe('how many people a card names', () => {
  it('counts every employee of a project, and the colleagues of an order with the employee when planned', () => {
    expect(employeeCount(project({ employees: [person(1), person(2), person(3)] }))).toBe(3);
    expect(employeeCount(workOrder({ colleagues: [person(2)], expected: true }))).toBe(2);
    expect(employeeCount(workOrder({ colleagues: [person(2)], expected: false }))).toBe(1);
    expect(employeeCount(indirect())).toBeNull();
  });
});
