import { describe, expect, it } from 'vitest';
import {
  canBookOtherProjectCosts,
  canCreateRegiewerk,
  canRegister,
  rightsFromResponse,
  showsProjectAdministration,
} from '../src/rights';

const jan = rightsFromResponse({
  authorized: true,
  userID: 3,
  registratieRechten: 1,
  projectAdministratieIngeschakeld: true,
  regiewerkAanmakenIngeschakeld: true,
  boekenOverigeProjectkosten: 1,
  aanmakenRegiewerk: 1,
  validateRegistrationsEnabled: false,
  registrationsClosedThrough: '2026-10-31',
});

describe('rights', () => {
  it('maps the Dutch API names to the app names', () => {
    expect(jan).toMatchObject({
      registrationRights: 1,
      bookOtherProjectCosts: 1,
      createSurplusWork: 1,
      closedThrough: '2026-10-31',
    });
  });

  it('allow registering only above 0', () => {
    expect(canRegister(jan)).toBe(true);
    expect(canRegister({ registrationRights: 0 })).toBe(false);
  });

  it('show Indirect and Projecten only with project administration', () => {
    expect(showsProjectAdministration(jan)).toBe(true);
    expect(showsProjectAdministration({ projectAdministratieIngeschakeld: false })).toBe(false);
  });

  it('allow other project costs only at exactly 1', () => {
    expect(canBookOtherProjectCosts(jan)).toBe(true);
    expect(canBookOtherProjectCosts({ bookOtherProjectCosts: 0 })).toBe(false);
  });

  it('allow regiewerk only with createSurplusWork 1 and regiewerkAanmakenIngeschakeld', () => {
    expect(canCreateRegiewerk(jan)).toBe(true);
    expect(canCreateRegiewerk({ createSurplusWork: 1, regiewerkAanmakenIngeschakeld: false })).toBe(false);
    expect(canCreateRegiewerk({ createSurplusWork: 0, regiewerkAanmakenIngeschakeld: true })).toBe(false);
  });
});
