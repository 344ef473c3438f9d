import type { WorkOrder } from '@bouwwerk/domain';
import { nl } from '../../../i18n/nl';

/** The work description, the office's extra information pairs and the customer's own numbers. */
export function OrderDetails({ order }: { order: WorkOrder }) {
  const facts = [
    ...order.additionalInfo.map((pair) => ({ label: pair.label, value: pair.value })),
    { label: nl.workOrder.externalReference, value: order.externalReference },
    { label: nl.workOrder.externalOrder, value: order.externalOrder },
  ].filter((fact) => fact.value.trim() !== '');
  return (
    <>
      {order.orderDescription ? (
        <section className="card order-section" aria-labelledby={`order-${order.id}-work`}>
          <h3 id={`order-${order.id}-work`} className="card order-section__title">
            {nl.workOrder.orderDescription}
          </h3>
          <p className="card order-section__text">{order.orderDescription}</p>
        </section>
      ) : null}
      {facts.length > 0 ? (
        <section className="card order-section" aria-labelledby={`order-${order.id}-info`}>
          <h3 id={`order-${order.id}-info`} className="card order-section__title">
            {nl.workOrder.additionalInfo}
          </h3>
          <dl className="order-facts">
            {facts.map((fact, index) => (
              <div key={index} className="order-facts__row">
                <dt>{fact.label}</dt>
                <dd>{fact.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
    </>
  );
}
