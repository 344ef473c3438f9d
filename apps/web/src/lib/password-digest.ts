import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * The password leaves the device only as its SHA-256 hex (specification section 7). A JS implementation,
 * because crypto.subtle is missing on plain-http addresses.
 */
export function passwordDigest(password: string): string {
  return bytesToHex(sha256(utf8ToBytes(password)));
}
