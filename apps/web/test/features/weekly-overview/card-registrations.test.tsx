import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CardRegistrations } from '../../../src/features/weekly-overview/components/card-registrations';
import { category, group, material } from './items';

afterEach(cleanup);

describe("a card's booked materials", () => {
  it("name their unit as the forms do ('2 big bag', not '2 bbag'), and an unknown unit as it is", () => {
    render(
      <CardRegistrations
        groups={[
          group({
            budgets: [
              category({
                materials: [
                  material({ id: 1, unit: 'bbag', quantity: 2 }),
                  material({ id: 2, unit: 'rol', quantity: 3 }),
                ],
              }),
            ],
          }),
        ]}
      />,
    );
    expect(screen.getByText(/2 big bag/)).toBeTruthy();
    expect(screen.queryByText(/2 bbag/)).toBeNull();
    expect(screen.getByText(/3 rol/)).toBeTruthy();
  });
});
