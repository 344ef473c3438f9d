import { describe, expect, it } from 'vitest';
import { refusalReason, serverDetail } from '../../../src/features/outbox/lib/refusal-text';
import { nl } from '../../../src/i18n/nl';

describe('the reason a refused write shows', () => {
  it('names the lock the server gives by its code', () => {
    expect(refusalReason({ status: 409, code: 'REGISTRATION_LOCKED' })).toMatch(/gefactureerd/);
    expect(refusalReason({ status: 409, code: 'WORK_ORDER_LOCKED' })).toMatch(/werkbon/);
    expect(refusalReason({ status: 409, code: 'PART_LOCKED' })).toMatch(/onderdeel/);
    expect(refusalReason({ status: 409, code: 'PROJECT_DONE' })).toMatch(/afgerond/);
    expect(refusalReason({ status: 409, code: 'PROJECT_LOCKED' })).toMatch(/administratie/);
    expect(refusalReason({ status: 409, code: 'NOT_OWN_REGISTRATION' })).toMatch(/niet van u/);
    expect(refusalReason({ status: 409, code: 'PERIOD_CLOSED' })).toMatch(/^Periode afgesloten/);
    expect(refusalReason({ status: 409, code: 'WEEK_APPROVED' })).toMatch(/^Week goedgekeurd door kantoor/);
  });

  it('falls back on the status for a code it does not know', () => {
    expect(refusalReason({ status: 400, code: 'BAD_REQUEST' })).toBe(nl.outbox.reasonByStatus[400]);
    expect(refusalReason({ status: 403, code: 'FORBIDDEN' })).toBe(nl.outbox.reasonByStatus[403]);
    expect(refusalReason({ status: 409, code: 'SOMETHING_NEW' })).toBe(nl.outbox.reasonByStatus[409]);
    expect(refusalReason({ status: 422, code: 'IDEMPOTENCY_KEY_REUSED' })).toBe(nl.outbox.reasonOther);
  });

  it("keeps the server's own message as detail", () => {
    expect(serverDetail({ message: ' Hour registration 12 is invoiced ' })).toBe(
      'Melding van de server: Hour registration 12 is invoiced',
    );
    expect(serverDetail({ message: '' })).toBeNull();
  });
});
