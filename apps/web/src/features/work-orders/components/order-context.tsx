import { formatDate, type WorkOrder } from '@bouwwerk/domain';
import { nl } from '../../../i18n/nl';

/**
 * The top of a booking form on an order: which order (number and customer) and which day, in two short
 * lines that end in an ellipsis rather than wrap, so the form itself starts high on the phone.
 */
export function OrderContext({ order, date, id }: { order: WorkOrder; date: Date; id?: string }) {
  return (
    <header className="order-context">
      <div className="order-context__line">
        <h2 id={id} className="order-context__title">
          {nl.workOrder.title(order.nummer)}
        </h2>
        {order.customer ? <span className="order-context__customer">{order.customer}</span> : null}
      </div>
      <p className="order-context__line order-context__day">{formatDate(date, 'heading')}</p>
    </header>
  );
}
