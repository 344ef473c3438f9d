import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchesAnyWord, projectTitle, queryWords, searchByWords } from '../../../src/features/projects/lib/search';

const projects = [
  { id: 1, adres: 'Kerkstraat 12', opdrachgever: 'Gemeente Utrecht', description: 'Renovatie basisschool' },
  { id: 2, adres: '', opdrachgever: 'Woonstichting De Bouw', description: 'Nieuwbouw 12 rijwoningen' },
  { id: 3, adres: '', opdrachgever: '', description: 'Kantoor Nieuwegein' },
];
const fields = (p: (typeof projects)[number]) => [p.adres, p.opdrachgever, p.description];

describe('word-split search', () => {
  it('splits the query on spaces and ignores extra spaces', () => {
    expect(queryWords('  Kerk   UTRECHT ')).toEqual(['kerk', 'utrecht']);
  });

  it('matches a record when any word is in any field, in any case', () => {
    expect(searchByWords(projects, 'UTRECHT nieuwegein', fields).map((p) => p.id)).toEqual([1, 3]);
    expect(searchByWords(projects, 'rijwon', fields).map((p) => p.id)).toEqual([2]);
  });

  it('matches everything for an empty query and nothing for an unknown word', () => {
    expect(searchByWords(projects, '   ', fields)).toHaveLength(3);
    expect(searchByWords(projects, 'zzz', fields)).toEqual([]);
  });

  it('always finds a record by any word of its own fields', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.string({ minLength: 1, maxLength: 12 }).filter((s) => s.trim() !== ''),
          { minLength: 1, maxLength: 4 },
        ),
        (values) => {
          const word = values[0]!.trim().split(/\s+/)[0]!;
          expect(matchesAnyWord(values, [word.toLowerCase()])).toBe(true);
        },
      ),
    );
  });
});

describe('project title', () => {
  it('is the address, else the client, else the description', () => {
    expect(projects.map(projectTitle)).toEqual(['Kerkstraat 12', 'Woonstichting De Bouw', 'Kantoor Nieuwegein']);
  });
});
