import { isInvoiced, isWorkOrderLocked, type WorkOrder, type WorkOrderLockFields } from '@bouwwerk/domain';

/** The three colour states of the specification's style hints. */
export type OrderColourState = 'in-progress' | 'finished' | 'invoiced';

/** The lock fields of @bouwwerk/domain from an order as GET /v1/werkbon answers it. */
export function lockFieldsOf(order: Pick<WorkOrder, 'orderStatus' | 'isDone' | 'factuurId'>): WorkOrderLockFields {
  return { status: order.orderStatus, isDone: order.isDone, factuurId: order.factuurId };
}

export const isOrderLocked = (order: Pick<WorkOrder, 'orderStatus' | 'isDone' | 'factuurId'>) =>
  isWorkOrderLocked(lockFieldsOf(order));

/** Invoiced wins over finished: an invoiced order is closed for good. */
export function colourStateOf(order: Pick<WorkOrder, 'orderStatus' | 'isDone' | 'factuurId'>): OrderColourState {
  if (isInvoiced(order.factuurId)) return 'invoiced';
  if (order.orderStatus === 3 || order.orderStatus === 4 || order.isDone) return 'finished';
  return 'in-progress';
}
