import type { WorkOrder } from '@bouwwerk/domain';
import { nl } from '../../../i18n/nl';

// When it was signed, in the office's time zone: '21 november 2026 om 14:05'.
const signedAtFormat = new Intl.DateTimeFormat('nl-NL', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Amsterdam',
});

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
          {nl.workOrder.signedAt(signedAtFormat.format(signedAt))}
        </p>
      ) : null}
    </section>
  );
}
