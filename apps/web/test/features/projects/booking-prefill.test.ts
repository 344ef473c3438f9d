import { describe, expect, it } from 'vitest';
import { formHref, partsHref, worksHref } from '../../../src/features/projects/lib/booking-href';
import { bookingContext } from '../../../src/features/projects/lib/route-params';

const query = (text: string) => new URLSearchParams(text);

// The query's rules are lib/route-params' (test/lib/route-params.test.ts); this is how the flow carries them.
describe('hours prefill of a booking link', () => {
  it('travels through the works and parts to the hours form, not to materials or OP', () => {
    const context = { ...bookingContext(query('project=5&date=11-30-2026&hours=7.5&hourType=2')) };
    expect(worksHref('hours', context)).toBe('/select/hours/item?project=5&date=11-30-2026&hours=7.5&hourType=2');
    expect(partsHref(9, 'hours', context)).toBe('/select/hours/9/part?project=5&date=11-30-2026&hours=7.5&hourType=2');
    expect(formHref({ workId: 9, type: 0, partId: 4 }, 'hours', context)).toBe(
      '/select/9/part/0/4/submit/hours?project=5&date=11-30-2026&hours=7.5&hourType=2',
    );
    expect(formHref({ workId: 9, type: 2, partId: 4 }, 'op', context)).not.toContain('hours=');
    expect(worksHref('materials', context)).not.toContain('hours=');
  });
});
