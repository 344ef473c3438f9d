import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/lib/api-client';
import { isOutOfReach } from '../../src/lib/out-of-reach';

const read = (state: Partial<Parameters<typeof isOutOfReach>[0]>) =>
  isOutOfReach({ data: undefined, isPending: true, fetchStatus: 'fetching', failureReason: null, ...state });

describe('a read out of reach: nothing kept, and no answer coming', () => {
  it('is one paused for a connection, or whose request got no answer (retried or given up)', () => {
    expect(read({ fetchStatus: 'paused' })).toBe(true);
    expect(read({ failureReason: new TypeError('Failed to fetch') })).toBe(true);
    expect(read({ isPending: false, fetchStatus: 'idle', failureReason: new TypeError('Failed to fetch') })).toBe(true);
  });

  it('is not one still on its way, one the server refused, or one with a copy to show', () => {
    expect(read({})).toBe(false);
    expect(
      read({ isPending: false, fetchStatus: 'idle', failureReason: new ApiError(503, 'UNAVAILABLE', 'down') }),
    ).toBe(false);
    expect(read({ data: [], fetchStatus: 'paused' })).toBe(false);
    expect(read({ data: [], failureReason: new TypeError('Failed to fetch') })).toBe(false);
  });
});
