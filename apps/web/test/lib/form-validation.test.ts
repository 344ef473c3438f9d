import { MaterialBookingSchema } from '@bouwwerk/domain';
import { describe, expect, it } from 'vitest';
import { nl } from '../../src/i18n/nl';
import { checkRequest } from '../../src/lib/form-validation';

const line = { aantal: 1, eenheid: 'stuks', omschrijving: 'Plug' };
const booking = { datum: '2026-03-02', medewerkerId: 3, werkbonId: 12, materialen: [line] };
const messages = { datum: 'datum fout', omschrijving: 'omschrijving fout' };

describe('checkRequest', () => {
  it('gives the parsed body when the schema takes it', () => {
    expect(checkRequest(MaterialBookingSchema, booking, messages)).toEqual({
      ok: true,
      data: { ...booking, projectId: null, budgetId: null, stelpostId: null, werkId: null, werkbonId: 12 },
      errors: {},
    });
  });

  it('puts an issue on the deepest field the form names, once per field', () => {
    const bad = {
      ...booking,
      datum: '1999-12-31',
      materialen: [
        { ...line, omschrijving: '' },
        { ...line, omschrijving: 'x'.repeat(501) },
      ],
    };
    expect(checkRequest(MaterialBookingSchema, bad, messages)).toEqual({
      ok: false,
      errors: { datum: 'datum fout', omschrijving: 'omschrijving fout' },
    });
  });

  it("says an issue on a field the user does not fill in is the app's, in general words", () => {
    expect(checkRequest(MaterialBookingSchema, { ...booking, medewerkerId: 0 }, messages)).toEqual({
      ok: false,
      errors: { form: nl.api.inputFailed },
    });
  });
});
