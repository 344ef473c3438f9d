import { describe, expect, it } from 'vitest';
import {
  OfficeCompanyInputSchema,
  OfficeHourTypeInputSchema,
  OfficeNamedTypeInputSchema,
  validatesRegistrationsFirst,
} from '../src';

describe('validatesRegistrationsFirst (decision 018)', () => {
  it("holds for everyone when the company's setting is on, else for whoever has the right", () => {
    expect(validatesRegistrationsFirst({ company: true, employee: false })).toBe(true);
    expect(validatesRegistrationsFirst({ company: true, employee: true })).toBe(true);
    expect(validatesRegistrationsFirst({ company: false, employee: true })).toBe(true);
    expect(validatesRegistrationsFirst({ company: false, employee: false })).toBe(false);
    // A company not read (no row) switches nothing on.
    expect(validatesRegistrationsFirst({ company: null, employee: false })).toBe(false);
  });
});

describe('the console’s types and company', () => {
  it('takes an hour type with the import’s defaults, and refuses an inactive default at `default`', () => {
    expect(OfficeHourTypeInputSchema.parse({ description: 'Normaal' })).toEqual({
      description: 'Normaal',
      sortOrder: 0,
      active: true,
      default: false,
    });
    const refused = OfficeHourTypeInputSchema.safeParse({ description: 'Oud', active: false, default: true });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => issue.path)).toEqual([['default']]);
  });

  it('gives indirect and other-cost types no default, and the company no code', () => {
    expect(OfficeNamedTypeInputSchema.safeParse({ description: 'Verlof', default: true }).success).toBe(false);
    expect(OfficeCompanyInputSchema.safeParse({ name: 'Bouw B.V.', validateRegistrationsFirst: true }).success).toBe(
      true,
    );
    expect(
      OfficeCompanyInputSchema.safeParse({ name: 'Bouw B.V.', validateRegistrationsFirst: true, code: 'x' }).success,
    ).toBe(false);
    expect(OfficeCompanyInputSchema.safeParse({ name: ' ', validateRegistrationsFirst: false }).success).toBe(false);
  });
});
