import type { OutboxItem, OutboxShown } from '../../../src/api/outbox/types';

let seq = 0;

/** An outbox item as the outbox keeps it; the test says what it shows and, for a refusal, why. */
export function outboxItem(shown: Partial<OutboxShown>, extra: Partial<OutboxItem> = {}): OutboxItem {
  seq += 1;
  return {
    seq,
    key: `key-${seq}`,
    request: { method: 'POST', path: '/v1/invoer', body: {} },
    change: { kind: 'booking' },
    shown: { kind: 'hours', date: '2026-11-23', hoursDelta: 0, summary: `item ${seq}`, ...shown },
    state: 'pending',
    refusal: null,
    createdAt: '2026-11-23T08:00:00.000Z',
    attempts: 0,
    ...extra,
  };
}
