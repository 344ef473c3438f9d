import { describe, expect, it } from 'vitest';
import type { OutboxRequest } from '../../../src/api/outbox/types';
import {
  correctionPlace,
  correctionValues,
  correctWrite,
  type CorrectionPlace,
} from '../../../src/features/outbox/lib/correction';
import { outboxItem } from './items';

const place = (request: OutboxRequest): CorrectionPlace => {
  const found = correctionPlace(request);
  if (!found) throw new Error('no correctable place');
  return found;
};

describe('correcting a refused write', () => {
  it('corrects the day, hours and remark of new hours, and what the day shows of them', () => {
    const request: OutboxRequest = {
      method: 'POST',
      path: '/v1/invoer',
      body: { datum: '2026-11-23', medewerkerId: 1, werkbonId: 7, uursoortId: 2, aantal: 2.5, opmerking: 'oud' },
    };
    const item = outboxItem({ hoursDelta: 2.5, summary: '02:30 uur · Montage', werkbonId: 7 }, { request });
    const at = place(request);
    expect(correctionValues(request, at)).toEqual({ date: '2026-11-23', amount: 2.5, remark: 'oud' });

    const next = correctWrite(request, item.shown, at, { date: '2026-11-24', amount: 3, remark: 'nieuw' });
    expect(next.request.body).toEqual({
      ...(request.body as object),
      datum: '2026-11-24',
      aantal: 3,
      opmerking: 'nieuw',
    });
    expect(next.shown).toMatchObject({
      date: '2026-11-24',
      hoursDelta: 3,
      summary: '03:00 uur · Montage',
      werkbonId: 7,
    });
    // The refused request is left as it was (it stays in the outbox until the new one is stored).
    expect((request.body as { aantal: number }).aantal).toBe(2.5);
  });

  it('moves an edit in a batch by its difference', () => {
    const request: OutboxRequest = {
      method: 'PUT',
      path: '/v1/registrations/hoursandmaterials',
      body: {
        hours: [{ id: 10, date: '2026-11-23', quantity: 4, remark: '' }],
        materials: [],
        predefinedMaterials: [],
      },
    };
    const item = outboxItem({
      kind: 'edit',
      hoursDelta: 1,
      summary: '04:00 uur',
      registration: { kind: 'hour', id: 10 },
    });
    const at = place(request);
    const next = correctWrite(request, item.shown, at, { date: '2026-11-23', amount: 3.5, remark: 'later' });
    expect(next.request.body).toEqual({
      hours: [{ id: 10, date: '2026-11-23', quantity: 3.5, remark: 'later' }],
      materials: [],
      predefinedMaterials: [],
    });
    expect(next.shown.hoursDelta).toBe(0.5);
    expect(next.shown.summary).toBe('03:30 uur');
  });

  it("corrects the quantity of one material line; the office's order material keeps its day", () => {
    const booking: OutboxRequest = {
      method: 'POST',
      path: '/v1/invoer',
      body: { datum: '2026-11-23', medewerkerId: 1, werkbonId: 7, materialen: [{ id: 5, aantal: 2.5 }] },
    };
    const at = place(booking);
    expect(at.amount.kind).toBe('quantity');
    const item = outboxItem({ kind: 'materials', summary: '2,5 st · Schroeven' }, { request: booking });
    const next = correctWrite(booking, item.shown, at, { date: '2026-11-23', amount: 4, remark: null });
    expect(next.request.body).toMatchObject({ materialen: [{ id: 5, aantal: 4 }] });
    expect(next.shown.summary).toBe('4 st · Schroeven');
    expect(next.shown.hoursDelta).toBe(0);

    const predefined = place({
      method: 'PUT',
      path: '/v1/registrations/hoursandmaterials',
      body: { hours: [], materials: [], predefinedMaterials: [{ id: 3, date: '2026-11-23', quantity: 1 }] },
    });
    expect(predefined.date).toBeNull();
  });

  it('has nothing to correct in a delete, a signature, several lines or several rows', () => {
    expect(correctionPlace({ method: 'DELETE', path: '/v1/registrations/10' })).toBeNull();
    expect(correctionPlace({ method: 'POST', path: '/v1/werkbonnen/7/handtekening', body: { image: 'x' } })).toBeNull();
    expect(
      correctionPlace({
        method: 'POST',
        path: '/v1/invoer',
        body: { datum: '2026-11-23', materialen: [{ aantal: 1 }, { aantal: 2 }] },
      }),
    ).toBeNull();
    expect(
      correctionPlace({
        method: 'PUT',
        path: '/v1/registrations/hoursandmaterials',
        body: { hours: [{ id: 1 }, { id: 2 }], materials: [], predefinedMaterials: [] },
      }),
    ).toBeNull();
  });
});
