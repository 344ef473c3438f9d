import { describe, expect, it } from 'vitest';
import { isRefusedByState, isWorthRetrying } from '../src/api-failures';

describe('failed calls of the API', () => {
  it('are worth retrying for a server failure', () => {
    expect(isWorthRetrying({ status: 500, code: 'INTERNAL' })).toBe(true);
    expect(isWorthRetrying({ status: 503, code: 'HTTP_503' })).toBe(true);
  });

  it('are not worth retrying when the input or the state refused them', () => {
    expect(isWorthRetrying({ status: 400, code: 'VALIDATION' })).toBe(false);
    expect(isWorthRetrying({ status: 409, code: 'REGISTRATION_LOCKED' })).toBe(false);
    expect(isWorthRetrying({ status: 422, code: 'IDEMPOTENCY_KEY_REUSED' })).toBe(false);
    expect(isWorthRetrying({ status: 401, code: 'UNAUTHORIZED' })).toBe(false);
  });

  it('are a refusal by state for a 409 only', () => {
    expect(isRefusedByState({ status: 409, code: 'WORK_ORDER_DONE' })).toBe(true);
    expect(isRefusedByState({ status: 409, code: 'PROJECT_LOCKED' })).toBe(true);
    expect(isRefusedByState({ status: 400, code: 'VALIDATION' })).toBe(false);
    expect(isRefusedByState({ status: 422, code: 'IDEMPOTENCY_KEY_REUSED' })).toBe(false);
    expect(isRefusedByState({ status: 500, code: 'INTERNAL' })).toBe(false);
  });
});
