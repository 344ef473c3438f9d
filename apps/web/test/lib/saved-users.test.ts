import { describe, expect, it } from 'vitest';
import { canRemoveSavedUser, isSameAccount, removeSavedUser, upsertSavedUser } from '../../src/lib/saved-users';

const jan = { organisation: 'demo', userID: 3, name: 'Jan' };
const kees = { organisation: 'demo', userID: 4, name: 'Kees' };
// Another company can have an employee with the same id.
const anna = { organisation: 'acme', userID: 3, name: 'Anna' };

describe('saved users', () => {
  it('are the same account only with the same userID and the same organisation', () => {
    expect(isSameAccount(jan, { organisation: 'demo', userID: 3 })).toBe(true);
    expect(isSameAccount(jan, { organisation: ' DEMO ', userID: 3 })).toBe(true);
    expect(isSameAccount(jan, anna)).toBe(false);
    expect(isSameAccount(jan, kees)).toBe(false);
  });

  it('add a new account at the end', () => {
    expect(upsertSavedUser([jan], anna)).toEqual([jan, anna]);
    expect(upsertSavedUser([], jan)).toEqual([jan]);
  });

  it('keep one entry per account: signing in again replaces it in its place', () => {
    const again = { organisation: 'Demo', userID: 3, name: 'Jan de Vries' };
    expect(upsertSavedUser([jan, kees, anna], again)).toEqual([again, kees, anna]);
  });

  it('remove a non-active account', () => {
    expect(removeSavedUser([jan, kees, anna], anna, jan)).toEqual([jan, kees]);
    expect(removeSavedUser([jan, kees, anna], { organisation: 'ACME', userID: 3 }, jan)).toEqual([jan, kees]);
  });

  it('never remove the active account', () => {
    expect(canRemoveSavedUser(jan, jan)).toBe(false);
    expect(canRemoveSavedUser(anna, jan)).toBe(true);
    expect(removeSavedUser([jan, kees, anna], { organisation: 'demo', userID: 3 }, jan)).toEqual([jan, kees, anna]);
  });

  it('remove any account when nobody is signed in', () => {
    expect(canRemoveSavedUser(jan, null)).toBe(true);
    expect(removeSavedUser([jan, kees], jan, null)).toEqual([kees]);
  });
});
