import type { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { accountKeys } from '../../../src/api/keys';
import {
  cardFormSteps,
  MAX_WORKS_PER_PROJECT,
  type Step,
} from '../../../src/features/weekly-overview/lib/card-form-steps';
import { indirect, project, workOrder } from './items';

const account = { organisation: 'demo', userID: 12 };
const keys = accountKeys(account);
const work = (id: number, active = true) => ({
  id,
  active,
  soortId: 0,
  bevatActieveBudgetten: true,
  bevatActieveStelPosten: false,
  bevatActieveOverigeProjectkosten: false,
});

/** A query client that answers every read from memory and remembers which it was asked for. */
function recordingClient(worksOf: (projectId: number) => unknown[]) {
  const asked: unknown[][] = [];
  const client = {
    fetchQuery: async ({ queryKey }: { queryKey: unknown[] }) => {
      asked.push(queryKey);
      const project = [...Array(100).keys()].find((id) => JSON.stringify(keys.works(id)) === JSON.stringify(queryKey));
      return project === undefined ? {} : worksOf(project);
    },
  } as unknown as QueryClient;
  return { client, asked };
}

async function runAll(steps: Step[], client: QueryClient) {
  const queue = [...steps];
  while (queue.length > 0) queue.push(...(await queue.shift()!(client)));
}

const dayOf = (items: Parameters<typeof cardFormSteps>[1][string]['items']) => ({
  items,
  hoursWorked: 0,
  workingHours: 8,
  remainingHours: 8,
});
const tuesday = new Date(2026, 10, 24);

describe('what the week loads ahead for its cards', () => {
  it('loads the choice lists, and nothing else for a week without project or order cards', async () => {
    const steps = cardFormSteps(account, { '24-11-2026': dayOf([indirect()]) }, tuesday);
    const { client, asked } = recordingClient(() => []);
    await runAll(steps, client);
    expect(asked).toEqual([keys.hourTypes(), keys.otherCostTypes(), keys.indirectWorkTypes()]);
  });

  it('loads a project once, its page once per day, and the parts of its first works offered for hours', async () => {
    const week = {
      '24-11-2026': dayOf([project({ id: 13 })]),
      '25-11-2026': dayOf([project({ id: 13 })]),
      'not a date': dayOf([project({ id: 99 })]),
    };
    const works = [work(1, false), ...[2, 3, 4, 5, 6, 7, 8].map((id) => work(id))];
    const { client, asked } = recordingClient((id) => (id === 13 ? works : []));
    await runAll(cardFormSteps(account, week, tuesday), client);
    const text = asked.map((key) => JSON.stringify(key));
    expect(text.filter((key) => key === JSON.stringify(keys.works(13)))).toHaveLength(1);
    expect(text.some((key) => key.includes('99'))).toBe(false);
    const parts = [2, 3, 4, 5, 6].map((id) => JSON.stringify(keys.parts(id)));
    expect(text.filter((key) => parts.includes(key))).toHaveLength(MAX_WORKS_PER_PROJECT);
    // The inactive work and those past the first five are not loaded ahead.
    for (const id of [1, 7, 8]) expect(text).not.toContain(JSON.stringify(keys.parts(id)));
    expect(asked).toHaveLength(3 + 1 + 2 + MAX_WORKS_PER_PROJECT);
  });

  it('loads each work order once, on today', async () => {
    const week = { '24-11-2026': dayOf([workOrder({ id: 142 })]), '25-11-2026': dayOf([workOrder({ id: 142 })]) };
    const steps = cardFormSteps(account, week, tuesday);
    expect(steps).toHaveLength(3 + 1);
    const { client, asked } = recordingClient(() => []);
    await runAll(steps, client);
    expect(asked.at(-1)).toEqual(keys.workOrder(142, tuesday));
  });
});
