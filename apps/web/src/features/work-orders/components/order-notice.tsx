import { canRegister, type Rights, type WorkOrder } from '@bouwwerk/domain';
import { nl } from '../../../i18n/nl';
import { isOrderLocked } from '../lib/order-status';

/** Why nothing can be booked or signed on the order, in words; nothing when booking is open. */
export function orderNoticeOf(order: WorkOrder, rights: Rights | undefined): string | null {
  if (order.isDone) return nl.workOrder.doneNotice;
  if (isOrderLocked(order)) return nl.workOrder.lockedNotice;
  if (rights && !canRegister(rights)) return nl.workOrder.noRightsNotice;
  return null;
}

export function OrderNotice({ order, rights }: { order: WorkOrder; rights: Rights | undefined }) {
  const notice = orderNoticeOf(order, rights);
  return notice ? <p className="order-notice">{notice}</p> : null;
}
