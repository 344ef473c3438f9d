/**
 * The password leaves the device only as its SHA-256 hex (specification section 7). The browser's own
 * crypto.subtle where it has it (https and localhost addresses); on a plain-http address, where it is
 * missing, a JS implementation, loaded only then: the login screen's first visit does not download it.
 */
export async function passwordDigest(password: string): Promise<string> {
  const bytes = new TextEncoder().encode(password);
  if (globalThis.crypto?.subtle) {
    const digest = new Uint8Array(await globalThis.crypto.subtle.digest('SHA-256', bytes));
    return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
  }
  const [{ sha256 }, { bytesToHex }] = await Promise.all([
    import('@noble/hashes/sha2.js'),
    import('@noble/hashes/utils.js'),
  ]);
  return bytesToHex(sha256(bytes));
}
