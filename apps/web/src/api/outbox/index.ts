/**
 * The outbox: every write is kept on the phone (IndexedDB, one database per account) before it is sent, and
 * sent exactly once, in order, by one tab at a time. Why our own, and what it promises:
 * docs/decisions/011-the-outbox.md.
 */
export { countOutboxItems, discardOutboxItem, resendOutboxItem } from './actions';
export { useOutboxItems } from './items';
export { startOutbox } from './start';
export { saveWrite, submitWrite, type Saved, type WriteOutcome } from './submit-write';
export type {
  OutboxChange,
  OutboxItem,
  OutboxKind,
  OutboxRefusal,
  OutboxRequest,
  OutboxShown,
  OutboxWrite,
} from './types';
