import { hash, verify, type Options } from '@node-rs/argon2';

/**
 * argon2id (the library's default algorithm) at OWASP's first recommended setting: 19 MiB of memory, two
 * passes, one lane. About 30 ms on the 2-core dev machine, on libuv's thread pool, not the event loop.
 */
const ARGON2: Options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashOfficePassword(password: string): Promise<string> {
  return hash(password, ARGON2);
}

export async function verifyOfficePassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    // A stored value the library cannot read verifies nothing.
    return false;
  }
}

let dummy: Promise<string> | undefined;

/** Run when there is no such user (or he has no password yet), so that costs as long as a wrong password. */
export async function spendOfficePasswordCheckTime(password: string): Promise<void> {
  dummy ??= hashOfficePassword('no user has this password, it only takes time');
  await verifyOfficePassword(await dummy, password);
}
