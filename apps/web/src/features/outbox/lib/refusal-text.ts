import type { OutboxRefusal } from '../../../api/outbox/types';
import { nl } from '../../../i18n/nl';

/**
 * Why the server refused a write, in the user's words: by the server's code where it names the cause (a
 * lock, a right), else by the status (400 input, 403 rights, 404 gone, 409 locked). The server's own message
 * is shown beside it as detail (serverDetail), for what no text here foresees.
 */
export function refusalReason(refusal: Pick<OutboxRefusal, 'status' | 'code'>): string {
  return nl.outbox.reasons[refusal.code] ?? nl.outbox.reasonByStatus[refusal.status] ?? nl.outbox.reasonOther;
}

/** The server's message as a line of detail; none when it is empty. */
export const serverDetail = (refusal: Pick<OutboxRefusal, 'message'>): string | null =>
  refusal.message.trim() ? nl.outbox.serverMessage(refusal.message.trim()) : null;
