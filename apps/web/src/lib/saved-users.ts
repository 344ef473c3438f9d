/**
 * The saved accounts of one device (specification: Stored user / passport, Account menu). An account is
 * one employee of one company: unique by userID plus organisation (the company code, compared without
 * case and surrounding spaces, as the server compares it).
 */
export interface AccountIdentity {
  organisation: string;
  userID: number;
}

const organisationKey = (organisation: string) => organisation.trim().toLowerCase();

export function isSameAccount(a: AccountIdentity, b: AccountIdentity): boolean {
  return a.userID === b.userID && organisationKey(a.organisation) === organisationKey(b.organisation);
}

/**
 * The list with `user` in it: a user already saved is replaced in place (a new sign-in brings a new token
 * and maybe new names), so the order the user knows the list in does not change; a new one goes last.
 */
export function upsertSavedUser<T extends AccountIdentity>(users: readonly T[], user: T): T[] {
  const index = users.findIndex((saved) => isSameAccount(saved, user));
  if (index === -1) return [...users, user];
  return users.map((saved, i) => (i === index ? user : saved));
}

/** Only an account that is not the active one can be removed from the device. */
export function canRemoveSavedUser(user: AccountIdentity, active: AccountIdentity | null): boolean {
  return active === null || !isSameAccount(user, active);
}

/** The list without `user`; the active account stays (it cannot be removed), as does every other one. */
export function removeSavedUser<T extends AccountIdentity>(
  users: readonly T[],
  user: AccountIdentity,
  active: AccountIdentity | null,
): T[] {
  if (!canRemoveSavedUser(user, active)) return [...users];
  return users.filter((saved) => !isSameAccount(saved, user));
}
