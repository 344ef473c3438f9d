import { describe, expect, it } from 'vitest';
import { canSaveMaterialEdit } from '../../src/lib/material-entry';

describe('material edit save rule', () => {
  it.each([
    ['a quantity and the material text', '3', 'Nylon plug 6 mm', true],
    ['a decimal comma', '2,5', 'Gipskartonplaat 12,5 mm', true],
    ['a negative correction', '-4', 'Kalkzandsteen lijmblok 150 mm', true],
    ['no quantity', '', 'Nylon plug 6 mm', false],
    ['a quantity that is no number', 'drie', 'Nylon plug 6 mm', false],
    ['quantity 0', '0', 'Nylon plug 6 mm', false],
    ['no material text', '3', '  ', false],
  ])('%s: %s', (_case, aantal, omschrijving, allowed) => {
    expect(canSaveMaterialEdit({ aantal, omschrijving })).toBe(allowed);
  });
});
