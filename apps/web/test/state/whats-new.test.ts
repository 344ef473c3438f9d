import { beforeEach, describe, expect, it } from 'vitest';
import { markWhatsNewSeen, shouldShowWhatsNew, WHATS_NEW_MOMENT } from '../../src/state/whats-new';

const jan = { organisation: 'demo', userID: 3 };
const kees = { organisation: 'demo', userID: 4 };
const annaAtAcme = { organisation: 'acme', userID: 3 };

describe("'what's new' once per account and news moment", () => {
  beforeEach(() => localStorage.clear());

  it('shows to an account that never closed it, and not again once it did', () => {
    expect(shouldShowWhatsNew(jan)).toBe(true);
    markWhatsNewSeen(jan);
    expect(shouldShowWhatsNew(jan)).toBe(false);
    // The company code as the user typed it: the same account.
    expect(shouldShowWhatsNew({ organisation: ' DEMO ', userID: 3 })).toBe(false);
  });

  it('still shows to the other accounts of the device', () => {
    markWhatsNewSeen(jan);
    expect(shouldShowWhatsNew(kees)).toBe(true);
    expect(shouldShowWhatsNew(annaAtAcme)).toBe(true);
    markWhatsNewSeen(kees);
    expect([shouldShowWhatsNew(jan), shouldShowWhatsNew(kees)]).toEqual([false, false]);
  });

  it('shows again once the app carries newer news', () => {
    markWhatsNewSeen(jan, '2020-12-17');
    expect(shouldShowWhatsNew(jan, '2020-12-17')).toBe(false);
    expect(shouldShowWhatsNew(jan, '2021-03-01')).toBe(true);
  });

  it("honours a former version's device-wide marker for the news it had seen", () => {
    localStorage.setItem('whatsNewClosedAt', '2021-01-05T08:00:00.000Z');
    expect(shouldShowWhatsNew(kees, WHATS_NEW_MOMENT)).toBe(false);
    expect(shouldShowWhatsNew(kees, '2021-06-01')).toBe(true);
  });
});
