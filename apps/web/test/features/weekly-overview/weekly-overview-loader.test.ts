import { afterEach, describe, expect, it, vi } from 'vitest';
import { weeklyOverviewLoader } from '../../../src/features/weekly-overview/lib/weekly-overview-loader';

const load = (date: string | undefined) =>
  weeklyOverviewLoader({ params: { date }, request: new Request('http://localhost/'), context: undefined } as never);

describe("the week overview's loader", () => {
  afterEach(() => vi.useRealTimers());

  it('takes the route date as the day to show', () => {
    expect(load('11-24-2026')).toEqual({ date: new Date(2026, 10, 24) });
  });

  it("sends a date that is not a real MM-dd-yyyy date to today's overview", () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-28T20:00:00Z'));
    for (const date of ['02-30-2026', '2026-11-24', 'today', undefined]) {
      let thrown: unknown;
      try {
        load(date);
      } catch (error) {
        thrown = error;
      }
      expect(thrown, String(date)).toBeInstanceOf(Response);
      expect((thrown as Response).headers.get('Location')).toBe('/weekly/overview/11-28-2026');
    }
  });
});
