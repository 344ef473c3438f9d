import { describe, expect, it } from 'vitest';
import {
  partClosure,
  partRefusal,
  canChangePredefinedMaterial,
  canSignWorkOrder,
  indirectButtons,
  isInvoiced,
  isLeaveFormLocked,
  isProjectLocked,
  isRegistrationEditable,
  isWorkOrderLocked,
  lockReason,
  predefinedMaterialRefusal,
  projectLockReason,
  projectButtons,
  signingRefusal,
  photoRemovalRefusal,
  photoUploadRefusal,
  workOrderButtons,
  workOrderLockReason,
} from '../src/locks';

const order = { status: 2, isDone: false, factuurId: null };
const withRights = { registrationRights: 1 };
const noRights = { registrationRights: 0 };

describe('work order lock', () => {
  it.each([
    ['in progress (status 2)', order, false],
    ['finished (status 3)', { ...order, status: 3 }, true],
    ['finished (status 4)', { ...order, status: 4 }, true],
    ['done', { ...order, isDone: true }, true],
    ['invoiced', { ...order, factuurId: 812 }, true],
    ['factuurId 0', { ...order, factuurId: 0 }, false],
  ])('%s: locked is %s', (_name, fields, locked) => {
    expect(isWorkOrderLocked(fields)).toBe(locked);
  });

  it('treats only non-null, non-zero factuurIds as invoiced', () => {
    expect(isInvoiced(null)).toBe(false);
    expect(isInvoiced(undefined)).toBe(false);
    expect(isInvoiced(0)).toBe(false);
    expect(isInvoiced(5)).toBe(true);
  });
});

describe('work order buttons', () => {
  it('are all usable on an open order with registration rights', () => {
    expect(workOrderButtons(order, withRights)).toEqual({
      hours: 'enabled',
      materials: 'enabled',
      signature: 'enabled',
    });
  });

  it('grey out hours, materials and the signature on an invoiced order', () => {
    expect(workOrderButtons({ ...order, factuurId: 77 }, withRights)).toEqual({
      hours: 'disabled',
      materials: 'disabled',
      signature: 'disabled',
    });
  });

  it('grey out hours, materials and the signature on a finished order (status 3 or 4)', () => {
    const greyed = { hours: 'disabled', materials: 'disabled', signature: 'disabled' };
    expect(workOrderButtons({ ...order, status: 3 }, withRights)).toEqual(greyed);
    expect(workOrderButtons({ ...order, status: 4 }, withRights)).toEqual(greyed);
  });

  it('are hidden when the order is done or without registration rights', () => {
    const hidden = { hours: 'hidden', materials: 'hidden', signature: 'hidden' };
    expect(workOrderButtons({ ...order, isDone: true }, withRights)).toEqual(hidden);
    expect(workOrderButtons(order, noRights)).toEqual(hidden);
  });
});

describe('photos on a work order', () => {
  const taker = 7;

  it('are added under the signature rule: rights first, then an open order', () => {
    expect(photoUploadRefusal(order, withRights)).toBeNull();
    expect(photoUploadRefusal(order, noRights)).toBe('no-rights');
    expect(photoUploadRefusal({ ...order, status: 3 }, withRights)).toBe('locked');
    expect(photoUploadRefusal({ ...order, factuurId: 812 }, noRights)).toBe('no-rights');
  });

  it('are removed only by the employee who took them, while the order is open', () => {
    expect(photoRemovalRefusal(order, withRights, taker, taker)).toBeNull();
    expect(photoRemovalRefusal(order, withRights, 8, taker)).toBe('not-taker');
    expect(photoRemovalRefusal(order, noRights, taker, taker)).toBe('no-rights');
    expect(photoRemovalRefusal({ ...order, isDone: true }, withRights, taker, taker)).toBe('locked');
    // A locked order is told before whose photo it is: nobody removes anything from it.
    expect(photoRemovalRefusal({ ...order, factuurId: 812 }, withRights, 8, taker)).toBe('locked');
  });
});

describe('signing a work order', () => {
  it('is allowed with registration rights on an open order, signed before or not', () => {
    expect(signingRefusal(order, withRights)).toBeNull();
    expect(canSignWorkOrder(order, { registrationRights: 3 })).toBe(true);
    expect(canSignWorkOrder({ ...order, factuurId: 0 }, withRights)).toBe(true);
  });

  it('is refused without registration rights, whatever the order', () => {
    expect(signingRefusal(order, noRights)).toBe('no-rights');
    expect(signingRefusal({ ...order, isDone: true }, noRights)).toBe('no-rights');
    expect(canSignWorkOrder(order, { registrationRights: -1 })).toBe(false);
  });

  it.each([
    ['finished (status 3)', { ...order, status: 3 }],
    ['finished (status 4)', { ...order, status: 4 }],
    ['done', { ...order, isDone: true }],
    ['invoiced', { ...order, factuurId: 812 }],
  ])('is refused on a locked order: %s', (_name, locked) => {
    expect(signingRefusal(locked, withRights)).toBe('locked');
    expect(canSignWorkOrder(locked, withRights)).toBe(false);
  });

  it('offers the signature button exactly when signing is allowed', () => {
    const orders = [
      order,
      { ...order, status: 3 },
      { ...order, status: 4 },
      { ...order, isDone: true },
      { ...order, factuurId: 5 },
      { ...order, status: 1 },
    ];
    const outcomes = new Set<boolean>();
    for (const o of orders) {
      for (const rights of [withRights, noRights]) {
        expect(workOrderButtons(o, rights).signature === 'enabled').toBe(canSignWorkOrder(o, rights));
        outcomes.add(canSignWorkOrder(o, rights));
      }
    }
    // Both answers occur, so the comparison above is not one of two rules that always say no.
    expect([...outcomes].sort()).toEqual([false, true]);
  });
});

describe('changing predefined order material', () => {
  it('is allowed with registration rights when planned on the order', () => {
    expect(predefinedMaterialRefusal(withRights, { plannedOnOrder: true })).toBeNull();
    expect(canChangePredefinedMaterial(withRights, { plannedOnOrder: true })).toBe(true);
  });

  it('is refused to an employee who is not planned on the order', () => {
    expect(predefinedMaterialRefusal(withRights, { plannedOnOrder: false })).toBe('not-planned');
    expect(canChangePredefinedMaterial(withRights, { plannedOnOrder: false })).toBe(false);
  });

  it('is refused without registration rights, planned or not', () => {
    expect(predefinedMaterialRefusal(noRights, { plannedOnOrder: true })).toBe('no-rights');
    expect(predefinedMaterialRefusal(noRights, { plannedOnOrder: false })).toBe('no-rights');
  });
});

const project = {
  isDone: false,
  isOud: false,
  hasActiveAdministration: true,
  activeBudgets: true,
  activeCostPlus: false,
  activeOtherProjectCosts: true,
};
const jan = {
  registrationRights: 1,
  bookOtherProjectCosts: 1,
  createSurplusWork: 1,
  regiewerkAanmakenIngeschakeld: true,
};

describe('project buttons', () => {
  it('are all usable for jan on an open project', () => {
    expect(projectButtons(project, jan)).toEqual({
      hours: 'enabled',
      materials: 'enabled',
      otherCosts: 'enabled',
      regiewerk: 'enabled',
    });
  });

  it('are all greyed out on a done project', () => {
    expect(projectButtons({ ...project, isDone: true }, jan)).toEqual({
      hours: 'disabled',
      materials: 'disabled',
      otherCosts: 'disabled',
      regiewerk: 'disabled',
    });
  });

  it('are greyed out without registration rights', () => {
    const buttons = projectButtons(project, { ...jan, registrationRights: 0 });
    expect(buttons.hours).toBe('disabled');
    expect(buttons.materials).toBe('disabled');
  });

  it('are greyed out on a project without active administration (locked)', () => {
    expect(isProjectLocked({ hasActiveAdministration: false })).toBe(true);
    expect(projectButtons({ ...project, hasActiveAdministration: false }, jan).hours).toBe('disabled');
  });

  it('need an active budget or active cost-plus work for hours and materials', () => {
    const none = { ...project, activeBudgets: false, activeCostPlus: false };
    expect(projectButtons(none, jan).hours).toBe('disabled');
    expect(projectButtons(none, jan).materials).toBe('disabled');
    expect(projectButtons({ ...none, activeCostPlus: true }, jan).hours).toBe('enabled');
  });

  it('offer other project costs only with the right, not on an old project, and with active other costs', () => {
    expect(projectButtons({ ...project, isOud: true }, jan).otherCosts).toBe('hidden');
    expect(projectButtons({ ...project, activeOtherProjectCosts: false }, jan).otherCosts).toBe('hidden');
    expect(projectButtons(project, { ...jan, bookOtherProjectCosts: 0 }).otherCosts).toBe('hidden');
  });

  it('offer regiewerk only with createSurplusWork 1 and regiewerkAanmakenIngeschakeld', () => {
    expect(projectButtons(project, { ...jan, createSurplusWork: 0 }).regiewerk).toBe('hidden');
    expect(projectButtons(project, { ...jan, regiewerkAanmakenIngeschakeld: false }).regiewerk).toBe('hidden');
  });
});

describe('indirect buttons', () => {
  it('offer hours only with registration rights', () => {
    expect(indirectButtons(withRights).hours).toBe('enabled');
    expect(indirectButtons(noRights).hours).toBe('hidden');
  });
});

describe('registration editable', () => {
  const registration = { id: 12, verkoopfactuurregelId: 0, validated: 0, isDone: 0, geblokkeerd: 0 };
  const category = { isDone: 0, geblokkeerd: 0, factuurIdPresent: false };
  const context = { authorized: true, viewLocked: false, validateRegistrationsEnabled: false };

  it('is editable when nothing closed it', () => {
    expect(isRegistrationEditable(registration, category, context)).toBe(true);
  });

  it.each([
    ['invoiced (verkoopfactuurregelId)', { ...registration, verkoopfactuurregelId: 5 }, category, context],
    ['its part invoiced', registration, { ...category, factuurIdPresent: true }, context],
    ['done', { ...registration, isDone: 1 }, category, context],
    ['its part done', registration, { ...category, isDone: 1 }, context],
    ['blocked', { ...registration, geblokkeerd: 1 }, category, context],
    ['its part blocked', registration, { ...category, geblokkeerd: 1 }, context],
    [
      'not validated while validation is on',
      registration,
      category,
      { ...context, validateRegistrationsEnabled: true },
    ],
    ['a material line with id 0', { ...registration, id: 0 }, category, context],
    ['seen without registration rights', registration, category, { ...context, authorized: false }],
    ['on a locked view', registration, category, { ...context, viewLocked: true }],
  ])('is not editable when %s', (_case, r, c, x) => {
    expect(isRegistrationEditable(r, c, x)).toBe(false);
  });

  it('is editable when validated while validation is on', () => {
    expect(
      isRegistrationEditable({ ...registration, validated: 1 }, category, {
        ...context,
        validateRegistrationsEnabled: true,
      }),
    ).toBe(true);
  });
});

describe('registration editable, more cases of the specification', () => {
  const registration = { id: 12, verkoopfactuurregelId: 0, validated: 1, isDone: 0, geblokkeerd: 0 };
  const category = { isDone: 0, geblokkeerd: 0, factuurIdPresent: false };
  const validating = { authorized: true, viewLocked: false, validateRegistrationsEnabled: true };

  it('is editable for a material line, which carries no isDone', () => {
    const { isDone: _none, ...material } = registration;
    expect(isRegistrationEditable(material, category, validating)).toBe(true);
  });

  it('is editable when not validated while validation is off', () => {
    expect(
      isRegistrationEditable({ ...registration, validated: 0 }, category, {
        ...validating,
        validateRegistrationsEnabled: false,
      }),
    ).toBe(true);
  });

  it.each([
    ['validated 2 (only 1 means validated)', { ...registration, validated: 2 }, category],
    ['validated but invoiced', { ...registration, verkoopfactuurregelId: 2026001 }, category],
    ['validated but blocked', { ...registration, geblokkeerd: 1 }, category],
    ['validated on an invoiced part', registration, { ...category, factuurIdPresent: true }],
  ])('is not editable when %s', (_case, r, c) => {
    expect(isRegistrationEditable(r, c, validating)).toBe(false);
  });
});

describe('lockReason', () => {
  const registration = { id: 12, verkoopfactuurregelId: 0, validated: 1, isDone: 0, geblokkeerd: 0 };
  const category = { isDone: 0, geblokkeerd: 0, factuurIdPresent: false };
  const context = { authorized: true, viewLocked: false, validateRegistrationsEnabled: true };

  it('is null while the registration can be changed', () => {
    expect(lockReason(registration, category, context)).toBeNull();
  });

  it.each([
    ['invoiced', { ...registration, verkoopfactuurregelId: 5 }, category, context],
    ['invoiced', registration, { ...category, factuurIdPresent: true }, context],
    ['done', { ...registration, isDone: 1 }, category, context],
    ['part-done', registration, { ...category, isDone: 1 }, context],
    ['blocked', { ...registration, geblokkeerd: 1 }, category, context],
    ['blocked', registration, { ...category, geblokkeerd: 1 }, context],
    ['not-validated', { ...registration, validated: 0 }, category, context],
    ['not-stored', { ...registration, id: 0 }, category, context],
    ['no-rights', registration, category, { ...context, authorized: false }],
    ['view-locked', registration, category, { ...context, viewLocked: true }],
    ['work-order-done', registration, category, { ...context, viewLocked: true, viewLockReason: 'work-order-done' }],
    ['project-done', registration, category, { ...context, viewLocked: true, viewLockReason: 'project-done' }],
  ] as const)('is %s', (reason, r, c, x) => {
    expect(lockReason(r, c, x)).toBe(reason);
  });

  it('names rights and the view before the row itself: those are what the user can act on', () => {
    const closed = { ...registration, verkoopfactuurregelId: 5, geblokkeerd: 1 };
    expect(lockReason(closed, category, { ...context, authorized: false })).toBe('no-rights');
    expect(lockReason(closed, category, { ...context, viewLocked: true, viewLockReason: 'project-done' })).toBe(
      'project-done',
    );
    expect(lockReason(closed, category, context)).toBe('invoiced');
  });

  it('is period-closed on and before the closed day, before the row’s own closure', () => {
    const october = { ...registration, date: '2026-10-31', verkoopfactuurregelId: 5 };
    expect(lockReason(october, category, { ...context, closedThrough: '2026-10-31' })).toBe('period-closed');
    expect(lockReason(october, category, { ...context, closedThrough: '2026-10-30' })).toBe('invoiced');
    expect(
      lockReason({ ...october, verkoopfactuurregelId: 0 }, category, { ...context, closedThrough: null }),
    ).toBeNull();
    // Without the row's date (a caller that does not know it) no period locks it.
    expect(lockReason(registration, category, { ...context, closedThrough: '2099-12-31' })).toBeNull();
  });

  it('is week-approved in a week the office approved, after a closed period and before the row’s own closure', () => {
    const invoiced = { ...registration, date: '2026-10-14', verkoopfactuurregelId: 5 };
    expect(lockReason(invoiced, category, { ...context, weekApproved: true })).toBe('week-approved');
    expect(lockReason(invoiced, category, { ...context, weekApproved: true, closedThrough: '2026-10-31' })).toBe(
      'period-closed',
    );
    expect(lockReason(registration, category, { ...context, weekApproved: false })).toBeNull();
  });

  it('agrees with isRegistrationEditable', () => {
    for (const validated of [0, 1, 2])
      for (const verkoopfactuurregelId of [0, 7])
        for (const geblokkeerd of [0, 1]) {
          const r = { ...registration, validated, verkoopfactuurregelId, geblokkeerd };
          expect(isRegistrationEditable(r, category, context)).toBe(lockReason(r, category, context) === null);
        }
  });
});

describe('view lock reasons', () => {
  it.each([
    [{ status: 2, isDone: false, factuurId: null }, null],
    [{ status: 3, isDone: false, factuurId: null }, 'work-order-done'],
    [{ status: 2, isDone: true, factuurId: 0 }, 'work-order-done'],
    [{ status: 4, isDone: true, factuurId: 81 }, 'work-order-invoiced'],
  ] as const)('order %o is %s', (o, reason) => {
    expect(workOrderLockReason(o)).toBe(reason);
  });

  it.each([
    [{ isDone: false, hasActiveAdministration: true }, null],
    [{ isDone: true, hasActiveAdministration: true }, 'project-done'],
    [{ isDone: false, hasActiveAdministration: false }, 'project-locked'],
  ] as const)('project %o is %s', (p, reason) => {
    expect(projectLockReason(p)).toBe(reason);
  });
});

describe('leave form lock', () => {
  it.each([
    [0, true, true],
    [1, true, false],
    [0, false, false],
    [undefined, true, false],
  ] as const)('validated %s with validation %s: locked is %s', (validated, validating, locked) => {
    expect(isLeaveFormLocked(validated, validating)).toBe(locked);
  });
});

describe('partRefusal', () => {
  const open = { active: true, isDone: false, geblokkeerd: false, invoiced: false };

  it('lets an active part that is not done, blocked or invoiced take bookings', () => {
    expect(partRefusal(open)).toBeNull();
  });

  it('names an inactive part before any lock', () => {
    expect(partRefusal({ ...open, active: false, isDone: true })).toBe('inactive');
  });

  it.each(['isDone', 'geblokkeerd', 'invoiced'] as const)('locks a part that is %s', (field) => {
    expect(partRefusal({ ...open, [field]: true })).toBe('locked');
  });
});

describe('partClosure', () => {
  const open = { isDone: false, geblokkeerd: false, invoiced: false };

  it('is null for an open part', () => {
    expect(partClosure(open)).toBeNull();
  });

  it('names done, then blocked, then invoiced', () => {
    expect(partClosure({ ...open, isDone: true, geblokkeerd: true })).toBe('done');
    expect(partClosure({ ...open, geblokkeerd: true, invoiced: true })).toBe('blocked');
    expect(partClosure({ ...open, invoiced: true })).toBe('invoiced');
  });
});
