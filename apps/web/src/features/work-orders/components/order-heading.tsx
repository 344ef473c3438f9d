import type { WorkOrder } from '@bouwwerk/domain';
import { isInvoiced } from '@bouwwerk/domain';
import { nl } from '../../../i18n/nl';
import { colourStateOf } from '../lib/order-status';

/**
 * 'Werkbon {number}' with its status label in the colour of its state (in progress, finished, invoiced),
 * the customer and what the order is about. Statuses other than 2, 3 and 4 have no label.
 */
export function OrderHeading({ order, id }: { order: WorkOrder; id?: string }) {
  const status = nl.workOrder.status[order.orderStatus];
  const labels = [
    status ? { key: 'status', text: status } : null,
    isInvoiced(order.factuurId) ? { key: 'invoiced', text: nl.workOrder.invoiced } : null,
    order.isDone ? { key: 'done', text: nl.workOrder.done } : null,
  ].filter((label) => label !== null);
  const state = colourStateOf(order);
  return (
    <header
      className={`card card--banded order-heading order-heading--${state}${state === 'invoiced' ? ' card--locked' : ''}`}
    >
      <h2 id={id} className="order-heading__title">
        {nl.workOrder.title(order.nummer)}
      </h2>
      {labels.length > 0 ? (
        <ul className="order-heading__labels">
          {labels.map((label) => (
            <li key={label.key} className={`order-label order-label--${label.key}`}>
              {label.text}
            </li>
          ))}
        </ul>
      ) : null}
      {order.customer ? <p className="order-heading__customer">{order.customer}</p> : null}
      {order.description ? <p className="order-heading__description">{order.description}</p> : null}
    </header>
  );
}
