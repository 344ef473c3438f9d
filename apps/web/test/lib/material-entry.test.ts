import { LIMITS } from '@bouwwerk/domain';
import { describe, expect, it } from 'vitest';
import { nl } from '../../src/i18n/nl';
import {
  checkMaterialEntry,
  isBookableQuantity,
  isIncompleteMaterialEntry,
  isValidMaterialEntry,
} from '../../src/lib/material-entry';
import { toMaterialLines } from '../../src/features/materials/lib/booking-lines';

const entry = { aantal: '2,5', eenheid: 'stuks', omschrijving: ' Nylon plug 6 mm ' };

describe('a material entry', () => {
  it('is sent as POST /v1/invoer parses it: Dutch comma read, text trimmed', () => {
    expect(checkMaterialEntry(entry)).toEqual({
      ok: true,
      data: { aantal: 2.5, eenheid: 'stuks', omschrijving: 'Nylon plug 6 mm' },
      errors: {},
    });
    expect(checkMaterialEntry({ ...entry, id: 42 })).toMatchObject({ ok: true, data: { id: 42 } });
  });

  it('holds at most 500 characters of description, as the server does', () => {
    expect(isValidMaterialEntry({ ...entry, omschrijving: 'x'.repeat(LIMITS.descriptionMax) })).toBe(true);
    const tooLong = checkMaterialEntry({ ...entry, omschrijving: 'x'.repeat(LIMITS.descriptionMax + 1) });
    expect(tooLong).toEqual({
      ok: false,
      errors: { omschrijving: nl.materials.materialMissing(LIMITS.descriptionMax) },
    });
  });

  it('says per field what is wrong, in Dutch', () => {
    expect(checkMaterialEntry({ aantal: '0', eenheid: '', omschrijving: '  ' }).errors).toEqual({
      aantal: nl.materials.quantityInvalid,
      eenheid: nl.materials.unitMissing,
      omschrijving: nl.materials.materialMissing(LIMITS.descriptionMax),
    });
    expect(checkMaterialEntry({ ...entry, aantal: 'drie' }).errors).toEqual({ aantal: nl.materials.quantityInvalid });
    expect(checkMaterialEntry({ ...entry, eenheid: 'vat' }).errors).toEqual({ eenheid: nl.materials.unitMissing });
    expect(checkMaterialEntry({ ...entry, omschrijving: 'plug\u0007' }).errors).toEqual({
      omschrijving: nl.materials.materialMissing(LIMITS.descriptionMax),
    });
  });

  it('is incomplete when started but not valid', () => {
    expect(isIncompleteMaterialEntry({ aantal: '', eenheid: '', omschrijving: '' })).toBe(false);
    expect(isIncompleteMaterialEntry({ aantal: '3', eenheid: '', omschrijving: '' })).toBe(true);
    expect(isIncompleteMaterialEntry(entry)).toBe(false);
  });
});

describe('quantities', () => {
  it('are judged the same in the form (Dutch comma) as on the server', () => {
    expect(['2,5', '-1', '99999999'].map(isBookableQuantity)).toEqual([true, true, true]);
    expect(['0', '0,00001', '1000000000', 'veel', ''].map(isBookableQuantity)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('the lines a booking sends', () => {
  it('are the valid ones, parsed; the invalid ones are skipped', () => {
    const lines = [
      { key: 1, id: 7, aantal: '3', eenheid: 'm1', omschrijving: 'Kabel' },
      { key: 2, aantal: '0', eenheid: 'stuks', omschrijving: 'Nothing' },
      { key: 3, aantal: '1', eenheid: 'stuks', omschrijving: 'y'.repeat(LIMITS.descriptionMax + 1) },
      { key: 4, aantal: '-1,5', eenheid: 'doos', omschrijving: ' Cement ' },
    ];
    expect(toMaterialLines(lines)).toEqual([
      { id: 7, aantal: 3, eenheid: 'm1', omschrijving: 'Kabel' },
      { aantal: -1.5, eenheid: 'doos', omschrijving: 'Cement' },
    ]);
  });
});
