import { amsterdamDateTime, type WorkOrder } from '@bouwwerk/domain';
import { nl } from '../../../i18n/nl';

/** The customer's saved signature, with when it was signed; nothing when the order was never signed. */
export function OrderSignature({ order, title = nl.workOrder.signatureTitle }: { order: WorkOrder; title?: string }) {
  if (!order.signature) return null;
  const signedAt = order.signedAt ? new Date(order.signedAt) : null;
  return (
    <section className="card order-section" aria-labelledby={`order-${order.id}-signature`}>
      <h3 id={`order-${order.id}-signature`} className="card order-section__title">
        {title}
      </h3>
      <img className="order-signature" src={order.signature} alt={nl.workOrder.signatureAlt(order.nummer)} />
      {signedAt ? (
        <p className="card order-section__text order-section__text--muted">
          {nl.workOrder.signedAt(amsterdamDateTime(signedAt))}
        </p>
      ) : null}
    </section>
  );
}
