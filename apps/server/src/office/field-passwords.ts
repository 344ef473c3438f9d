import { randomInt } from 'node:crypto';
import { browserPasswordDigest, hashPasswordDigest, type StoredPassword } from '../lib/passwords';

/** Letters and digits nobody mistakes for another when reading them off a screen (no 0/o, 1/l/i). */
const READABLE = 'abcdefghjkmnpqrstuvwxyz23456789';

/**
 * A new field password for an employee, to read out or hand over: three groups of four, about 59 bits, typed
 * on a phone without the shift key. Stored as the app stores every employee password.
 */
export async function newFieldPassword(): Promise<{ password: string; stored: StoredPassword }> {
  const groups = Array.from({ length: 3 }, () =>
    Array.from({ length: 4 }, () => READABLE[randomInt(READABLE.length)]).join(''),
  );
  const password = groups.join('-');
  return { password, stored: await hashPasswordDigest(browserPasswordDigest(password)) };
}
