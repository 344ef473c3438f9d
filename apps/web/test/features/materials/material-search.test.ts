import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildMaterialSearchIndex,
  normalizeMaterialQuery,
  searchMaterials,
} from '../../../src/features/materials/lib/material-search';

interface Line {
  id: number;
  description: string;
}

const lines: Line[] = [
  { id: 1, description: 'Spaanplaatschroef verzinkt 4,0x30 mm' },
  { id: 2, description: 'Spaanplaatschroef RVS A2 4,5x40 mm' },
  { id: 3, description: 'Koperen buis 15 mm' },
  { id: 4, description: 'PVC bocht 90° 110 mm' },
  { id: 5, description: 'Kabel YMvK 3x2,5 mm²' },
];
const index = buildMaterialSearchIndex(lines, (line) => line.description);
const ids = (query: string, limit?: number) => searchMaterials(index, query, limit).items.map((line) => line.id);

describe('material search on description', () => {
  it('finds a part of the description in any case', () => {
    expect(ids('schroef')).toEqual([1, 2]);
    expect(ids('SCHROEF')).toEqual([1, 2]);
    expect(ids('rvs a2')).toEqual([2]);
    expect(ids('Pvc BOCHT')).toEqual([4]);
  });

  it('matches text in the middle of a word and with punctuation, as typed', () => {
    expect(ids('plaat')).toEqual([1, 2]);
    expect(ids('4,5x')).toEqual([2]);
    expect(ids('mm²')).toEqual([5]);
  });

  it('ignores spaces around the query, but not inside it', () => {
    expect(ids('  koperen  ')).toEqual([3]);
    expect(ids('koperen  buis')).toEqual([]);
  });

  it('gives nothing for an empty query or one that matches no line', () => {
    expect(searchMaterials(index, '')).toEqual({ items: [], total: 0 });
    expect(searchMaterials(index, '   ')).toEqual({ items: [], total: 0 });
    expect(searchMaterials(index, 'dakpan')).toEqual({ items: [], total: 0 });
  });

  it('returns at most `limit` lines in catalogue order but counts every match', () => {
    expect(searchMaterials(index, 'mm', 2)).toEqual({ items: [lines[0], lines[1]], total: 5 });
    expect(searchMaterials(index, 'mm', 0)).toEqual({ items: [], total: 5 });
  });

  it('normalizes the query by trimming and lowercasing', () => {
    expect(normalizeMaterialQuery('  Koper ')).toBe('koper');
  });

  it('finds every line by any part of its description, whatever the case of the query', () => {
    let targetsChecked = 0;
    fc.assert(
      fc.property(
        fc.array(fc.string({ minLength: 1, maxLength: 30 }), { minLength: 1, maxLength: 40 }),
        fc.nat(),
        fc.nat(),
        fc.nat(),
        fc.boolean(),
        (descriptions, pick, start, length, upper) => {
          const items = descriptions.map((description, id) => ({ id, description }));
          const target = items[pick % items.length]!;
          const from = start % target.description.length;
          const part = target.description.slice(from, from + 1 + (length % (target.description.length - from)));
          const query = upper ? part.toUpperCase() : part.toLowerCase();
          const search = buildMaterialSearchIndex(items, (item) => item.description);
          const result = searchMaterials(search, query);
          // Every hit contains the query (case-insensitively), and every line that does is a hit.
          const expected = normalizeMaterialQuery(query);
          const matching =
            expected === '' ? [] : items.filter((item) => item.description.toLowerCase().includes(expected));
          expect(result.items).toEqual(matching);
          expect(result.total).toBe(matching.length);
          if (expected !== '' && target.description.toLowerCase().includes(expected)) {
            expect(result.items).toContain(target);
            targetsChecked++;
          }
        },
      ),
    );
    // The line the query was cut from was looked for in most runs (all but case-mapping oddities like ß).
    expect(targetsChecked).toBeGreaterThan(50);
  });

  it('caps the lines it returns on a catalogue of 10,000 lines', () => {
    const many = Array.from({ length: 10_000 }, (_, id) => ({ id, description: `Artikel ${id} Schroef verzinkt` }));
    const big = buildMaterialSearchIndex(many, (item) => item.description);
    const result = searchMaterials(big, 'ROEF VERZINKT', 50);
    expect(result.items).toHaveLength(50);
    expect(result.total).toBe(10_000);
    expect(searchMaterials(big, 'artikel 9999 ', 50).items.map((item) => item.id)).toEqual([9999]);
  });
});
