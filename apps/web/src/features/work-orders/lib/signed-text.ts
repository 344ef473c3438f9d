import { amsterdamDateTime, type WorkOrder } from '@bouwwerk/domain';
import { nl } from '../../../i18n/nl';

/** The line under a signature: who signed (once the app asks the name) and when; null when never signed. */
export function signedText(order: Pick<WorkOrder, 'signedAt' | 'signerName'>): string | null {
  if (!order.signedAt) return null;
  const when = amsterdamDateTime(new Date(order.signedAt));
  return order.signerName ? nl.signature.signedBy(order.signerName, when) : nl.workOrder.signedAt(when);
}
