import { afterEach, describe, expect, it } from 'vitest';
import { discardDraft, EMPTY_DRAFT, keepDraft, loadDraft } from '../../../src/features/projects/lib/project-draft';

const jan = { organisation: 'DEMO', userID: 2 };
const piet = { organisation: 'demo', userID: 3 };
const relation = {
  id: 7,
  companyName: 'Bakkerij De Korrel',
  contactAddress: 'Molenweg 1',
  contactZipCode: '1234 AB',
  contactCity: 'Utrecht',
  telephone: '030-1234567',
  contactPersons: [{ id: 70, name: 'Anna' }],
};

afterEach(() => sessionStorage.clear());

describe('the new-project draft', () => {
  it('comes back after a reload for the same account, with its stage', () => {
    const draft = { ...EMPTY_DRAFT, relation, code: 'P-26', description: 'Nieuwe gevel' };
    keepDraft(jan, { draft, stage: 1 });
    expect(loadDraft({ organisation: 'demo ', userID: 2 })).toEqual({ draft, stage: 1 });
  });

  it('is kept per account', () => {
    keepDraft(jan, { draft: { ...EMPTY_DRAFT, code: 'P-26' }, stage: 0 });
    expect(loadDraft(piet)).toEqual({ draft: EMPTY_DRAFT, stage: 0 });
  });

  it('is gone once discarded, and an untouched draft leaves nothing behind', () => {
    keepDraft(jan, { draft: { ...EMPTY_DRAFT, city: 'Utrecht' }, stage: 0 });
    discardDraft(jan);
    expect(loadDraft(jan).draft).toEqual(EMPTY_DRAFT);
    keepDraft(jan, { draft: EMPTY_DRAFT, stage: 0 });
    expect(sessionStorage.length).toBe(0);
  });

  it('reads back only what fits: a broken relation is dropped, and stage 1 needs a relation', () => {
    sessionStorage.setItem(
      'project-draft:demo:2',
      JSON.stringify({ draft: { relation: { id: 'x' }, code: 12, city: 'Utrecht' }, stage: 1 }),
    );
    expect(loadDraft(jan)).toEqual({ draft: { ...EMPTY_DRAFT, city: 'Utrecht' }, stage: 0 });
    sessionStorage.setItem('project-draft:demo:2', '{not json');
    expect(loadDraft(jan)).toEqual({ draft: EMPTY_DRAFT, stage: 0 });
  });
});
