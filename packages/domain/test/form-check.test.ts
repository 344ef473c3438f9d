import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkFormRequest } from '../src/form-check';

const Schema = z.strictObject({
  name: z.string().min(1),
  lines: z.array(z.strictObject({ quantity: z.number().positive() })),
  id: z.number(),
});
const messages = { name: 'naam ontbreekt', quantity: 'aantal klopt niet' };

describe('checkFormRequest', () => {
  it('gives the parsed body when the schema takes it', () => {
    const body = { name: 'x', lines: [{ quantity: 2 }], id: 1 };
    expect(checkFormRequest(Schema, body, messages, 'algemeen')).toEqual({ ok: true, data: body, errors: {} });
  });

  it("puts each issue on the deepest field the form names, once; the rest on the form's general message", () => {
    const body = { name: '', lines: [{ quantity: -1 }, { quantity: 0 }], id: 'x' };
    expect(checkFormRequest(Schema, body, messages, 'algemeen')).toEqual({
      ok: false,
      errors: { name: 'naam ontbreekt', quantity: 'aantal klopt niet', form: 'algemeen' },
    });
  });
});
