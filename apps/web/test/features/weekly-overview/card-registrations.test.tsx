import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CardRegistrations } from '../../../src/features/weekly-overview/components/card-registrations';
import { category, group } from './items';

afterEach(cleanup);

const material = (unit: string, quantity: number) => ({
  id: quantity,
  date: '2026-11-24',
  workId: 7,
  budgetId: 70,
  quantity,
  unit,
  description: `Zand ${unit}`,
  remark: '',
  validated: 0,
  isPredefined: false,
  verkoopfactuurregelId: 0,
  type: 0,
  geblokkeerd: 0,
});

describe("a card's booked materials", () => {
  it("name their unit as the forms do ('2 big bag', not '2 bbag'), and an unknown unit as it is", () => {
    render(
      <CardRegistrations
        groups={[group({ budgets: [category({ materials: [material('bbag', 2), material('rol', 3)] })] })]}
      />,
    );
    expect(screen.getByText(/2 big bag/)).toBeTruthy();
    expect(screen.queryByText(/2 bbag/)).toBeNull();
    expect(screen.getByText(/3 rol/)).toBeTruthy();
  });
});
