import { createHash, randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * The browser sends SHA-256 hex of the password; we store scrypt of that hex with a salt per employee,
 * so a leaked table gives neither the password nor the value the browser sends.
 */
const SCRYPT: ScryptOptions = { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
const KEY_LENGTH = 32;

function scrypt(secret: string, salt: Uint8Array): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCallback(secret, salt, KEY_LENGTH, SCRYPT, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

export interface StoredPassword {
  hash: Buffer;
  salt: Buffer;
}

/** What the browser computes before sending: lower-case SHA-256 hex of the typed password. */
export function browserPasswordDigest(password: string): string {
  return createHash('sha256').update(password, 'utf8').digest('hex');
}

export async function hashPasswordDigest(sha256Hex: string): Promise<StoredPassword> {
  const salt = randomBytes(16);
  return { hash: await scrypt(sha256Hex.toLowerCase(), salt), salt };
}

export async function verifyPasswordDigest(
  sha256Hex: string,
  stored: { hash: Uint8Array; salt: Uint8Array },
): Promise<boolean> {
  const candidate = await scrypt(sha256Hex.toLowerCase(), stored.salt);
  return candidate.length === stored.hash.length && timingSafeEqual(candidate, stored.hash);
}

/** Run when the employee does not exist, so a wrong username costs as long as a wrong password. */
const DUMMY: StoredPassword = { hash: Buffer.alloc(KEY_LENGTH), salt: Buffer.alloc(16) };
export async function spendPasswordCheckTime(sha256Hex: string): Promise<void> {
  await verifyPasswordDigest(sha256Hex, DUMMY);
}
