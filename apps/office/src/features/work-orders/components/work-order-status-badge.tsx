import type { OfficeWorkOrderSummary } from '@bouwwerk/domain';
import { nl } from '../../../i18n/nl';
import { isFinished } from '../lib/work-order-list';

/** 'Gereed' or 'In uitvoering', as the field app shows the order. */
export function WorkOrderStatusBadge({ order }: { order: Pick<OfficeWorkOrderSummary, 'done' | 'status'> }) {
  return isFinished(order) ? (
    <span className="badge badge--done">{nl.workOrders.done}</span>
  ) : (
    <span className="badge">{nl.workOrders.inProgress}</span>
  );
}
