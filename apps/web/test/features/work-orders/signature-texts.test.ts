import { LIMITS } from '@bouwwerk/domain';
import { describe, expect, it } from 'vitest';
import { signatureWrite } from '../../../src/api/work-orders';
import { checkSignerName } from '../../../src/features/work-orders/lib/signer-name';
import { signedText } from '../../../src/features/work-orders/lib/signed-text';
import { nl } from '../../../src/i18n/nl';

describe("'Naam klant' (checkSignerName)", () => {
  it('asks for the name when it is empty or only spaces', () => {
    expect(checkSignerName('')).toEqual({ ok: false, message: nl.signature.signerNameRequired });
    expect(checkSignerName('   ')).toEqual({ ok: false, message: nl.signature.signerNameRequired });
  });

  it('sends the name trimmed', () => {
    expect(checkSignerName('  Fam. de Vries ')).toEqual({ ok: true, name: 'Fam. de Vries' });
  });

  it('refuses what the server refuses: control characters and more than the limit', () => {
    expect(checkSignerName('Fam.\u0007de Vries').ok).toBe(false);
    expect(checkSignerName('x'.repeat(LIMITS.signerNameMax)).ok).toBe(true);
    expect(checkSignerName('x'.repeat(LIMITS.signerNameMax + 1)).ok).toBe(false);
  });
});

describe('the line under a signature (signedText)', () => {
  const signedAt = '2026-11-26T13:05:00.000Z';

  it('says who signed and when, in Amsterdam time', () => {
    expect(signedText({ signedAt, signerName: 'Fam. de Vries' })).toBe(
      'Getekend door Fam. de Vries op 26 november 2026 om 14:05',
    );
  });

  it('says only when, for a signature from before the app asked the name', () => {
    expect(signedText({ signedAt, signerName: null })).toBe('Getekend op 26 november 2026 om 14:05');
  });

  it('says nothing without a signing time', () => {
    expect(signedText({ signedAt: null, signerName: 'Fam. de Vries' })).toBeNull();
  });
});

describe('signatureWrite', () => {
  it("sends 'Naam klant' with the drawing", () => {
    const write = signatureWrite(
      7,
      { image: 'data:image/png;base64,AAAA', signerName: 'Fam. de Vries' },
      'WB26-0155',
      '2026-11-26',
    );
    expect(write.request).toMatchObject({
      method: 'POST',
      path: '/v1/werkbon/7/signature',
      body: { id: 7, image: 'data:image/png;base64,AAAA', signerName: 'Fam. de Vries' },
    });
  });
});
