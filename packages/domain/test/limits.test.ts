import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ApiDateSchema,
  ExternalIdSchema,
  HoursAndMaterialsSchema,
  HoursSchema,
  IdParamSchema,
  IdSchema,
  InvoerSchema,
  LIMITS,
  lineText,
  multilineText,
  QuantitySchema,
  RegistrationsPatchSchema,
} from '../src';

const ok = (schema: { safeParse: (v: unknown) => { success: boolean } }, value: unknown) =>
  schema.safeParse(value).success;

describe('ids', () => {
  it('takes 1 up to int4 in a body, nothing else', () => {
    expect([1, LIMITS.idMax].map((v) => ok(IdSchema, v))).toEqual([true, true]);
    expect([0, -1, 1.5, LIMITS.idMax + 1, '7', null].map((v) => ok(IdSchema, v))).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('takes decimal digits only in a path', () => {
    expect(IdParamSchema.parse('343')).toBe(343);
    expect(IdParamSchema.parse('2147483647')).toBe(2147483647);
    for (const bad of ['0x157', '1e3', ' 7', '+7', '07', '0', '-1', '2147483648', '99999999999', '', '3.0'])
      expect(ok(IdParamSchema, bad), bad).toBe(false);
  });
});

describe('dates', () => {
  it('takes real calendar dates from 2000 to 2099', () => {
    expect(['2000-01-01', '2026-02-28', '2028-02-29', '2099-12-31'].map((v) => ok(ApiDateSchema, v))).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(
      ['1999-12-31', '2100-01-01', '9999-12-31', '1900-01-01', '2026-02-29', '2026-2-1', '10-03-2026'].map((v) =>
        ok(ApiDateSchema, v),
      ),
    ).toEqual(Array(7).fill(false));
  });
});

describe('hours', () => {
  it('rounds to the column scale and refuses what rounds to 0 or passes 24', () => {
    expect(HoursSchema.parse(1 / 60)).toBe(0.0167);
    expect(HoursSchema.parse(24)).toBe(24);
    for (const bad of [0, -1, 0.00001, 0.00004999, 24.00005, 1e9, Number.NaN, Infinity])
      expect(ok(HoursSchema, bad), String(bad)).toBe(false);
  });

  it('accepts every whole number of minutes of a day as its own decimal hours', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 24 * 60 }), (minutes) => {
        expect(Math.abs(HoursSchema.parse(minutes / 60) - minutes / 60)).toBeLessThanOrEqual(0.00005);
      }),
    );
  });
});

describe('material quantities', () => {
  it('stay within numeric(12,4) and are not 0 there', () => {
    expect(QuantitySchema.parse(-2.5)).toBe(-2.5);
    expect(QuantitySchema.parse(LIMITS.quantityMaxAbs)).toBe(LIMITS.quantityMaxAbs);
    for (const bad of [0, 0.00001, 1e9, -1e8, 1e308]) expect(ok(QuantitySchema, bad), String(bad)).toBe(false);
  });
});

describe('text', () => {
  it('refuses any control character in a line, and all but line breaks and tabs in a remark', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 10 }),
        fc.integer({ min: 0, max: 31 }),
        fc.string({ maxLength: 10 }),
        (before, code, after) => {
          const text = before + String.fromCharCode(code) + after;
          expect(ok(lineText(100), text)).toBe(false);
          expect(ok(multilineText(100), text)).toBe(
            [9, 10, 13].includes(code) && ok(multilineText(100), before + after),
          );
        },
      ),
    );
    expect(ok(lineText(100), 'a\u007fb')).toBe(false);
    expect(ok(lineText(100), 'half a pair \ud800')).toBe(false);
    expect(ok(lineText(100), 'Kabel 3×2,5 mm² — €12')).toBe(true);
  });

  it('normalises the invisible characters in free text: a space in a line, a line break in a remark', () => {
    expect(lineText(100).parse('\ufeffBouw\u2028en\u2029weg\u0085')).toBe('Bouw en weg ');
    expect(multilineText(100).parse('\ufeffRegel 1\u2028Regel 2\u2029Regel 3\u0085')).toBe(
      'Regel 1\nRegel 2\nRegel 3\n',
    );
  });

  it('refuses invisible characters and white space around an external id, and gives it in NFC', () => {
    for (const id of ['P-1\u0085', 'P\u20281', 'P\u20291', '\ufeffP-1', 'P-1 ', ' P-1', 'P-1\t', '\u00a0P-1', ''])
      expect(ok(ExternalIdSchema, id), JSON.stringify(id)).toBe(false);
    expect(ExternalIdSchema.parse('Cafe\u0301')).toBe('Caf\u00e9');
    expect(ExternalIdSchema.parse('P 1')).toBe('P 1');
  });

  it('refuses text past its length', () => {
    expect(ok(lineText(5), 'abcde')).toBe(true);
    expect(ok(lineText(5), 'abcdef')).toBe(false);
  });
});

describe('POST /v1/invoer', () => {
  const target = { datum: '2026-03-10', medewerkerId: 7, projectId: 1, budgetId: 2 };

  it('tells its four kinds apart by their fields and tags them', () => {
    expect(InvoerSchema.parse({ datum: '2026-03-10', medewerkerId: 7, indirectId: 3, aantal: 8 }).kind).toBe(
      'indirect',
    );
    expect(InvoerSchema.parse({ ...target, uursoortId: 4, aantal: 2 }).kind).toBe('hours');
    expect(InvoerSchema.parse({ ...target, uursoortId: null, aantal: 2, omschrijving: 'Parkeren' }).kind).toBe(
      'otherCosts',
    );
    expect(
      InvoerSchema.parse({ ...target, materialen: [{ aantal: 1, eenheid: 'stuks', omschrijving: 'Kabel' }] }).kind,
    ).toBe('materials');
  });

  it('refuses fields of no kind, and hours with neither an hour type nor a description', () => {
    expect(ok(InvoerSchema, { ...target, uursoortId: 4, aantal: 2, bogus: 1 })).toBe(false);
    expect(
      ok(InvoerSchema, { ...target, materialen: [{ aantal: 1, eenheid: 'stuks', omschrijving: 'Kabel', prijs: 3 }] }),
    ).toBe(false);
    expect(ok(InvoerSchema, { ...target, aantal: 2 })).toBe(false);
    expect(ok(InvoerSchema, [target])).toBe(false);
  });
});

describe('registration changes', () => {
  it('refuse an empty change and unknown fields', () => {
    expect(ok(RegistrationsPatchSchema, {})).toBe(false);
    expect(ok(RegistrationsPatchSchema, { hours: [], materials: [] })).toBe(false);
    expect(ok(HoursAndMaterialsSchema, { predefinedMaterials: [{ id: 1, date: '2026-03-10', quantity: 2 }] })).toBe(
      true,
    );
    expect(
      ok(HoursAndMaterialsSchema, { predefinedMaterials: [{ id: 1, date: '2026-03-10', quantity: 2 }], bogus: true }),
    ).toBe(false);
  });
});
