import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { passwordDigest } from '../../src/lib/password-digest';

const expected = (password: string) => createHash('sha256').update(password).digest('hex');

describe('passwordDigest', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("is the password's SHA-256 hex with the browser's crypto.subtle", async () => {
    expect(globalThis.crypto?.subtle).toBeDefined();
    expect(await passwordDigest('welkom123')).toBe(expected('welkom123'));
    expect(await passwordDigest('wachtwoord met spatie en é')).toBe(expected('wachtwoord met spatie en é'));
  });

  it('is the same on a plain-http address, where crypto.subtle is missing', async () => {
    vi.stubGlobal('crypto', {});
    expect(globalThis.crypto.subtle).toBeUndefined();
    expect(await passwordDigest('welkom123')).toBe(expected('welkom123'));
    expect(await passwordDigest('wachtwoord met spatie en é')).toBe(expected('wachtwoord met spatie en é'));
  });
});
