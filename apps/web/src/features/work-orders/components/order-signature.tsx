import type { WorkOrder } from '@bouwwerk/domain';
import { nl } from '../../../i18n/nl';
import { signedText } from '../lib/signed-text';
import { WorkOrderPdfActions } from './work-order-pdf-actions';

interface OrderSignatureProps {
  order: WorkOrder;
  title?: string;
  /** The signed werkbon as a PDF: on the order page, also once the office locked it; not while signing anew. */
  withPdf?: boolean;
}

/** The customer's saved signature, who signed it and when; nothing when the order was never signed. */
export function OrderSignature({ order, title = nl.workOrder.signatureTitle, withPdf = true }: OrderSignatureProps) {
  if (!order.signature) return null;
  const signed = signedText(order);
  return (
    <section className="card order-section" aria-labelledby={`order-${order.id}-signature`}>
      <h3 id={`order-${order.id}-signature`} className="card order-section__title">
        {title}
      </h3>
      <img className="order-signature" src={order.signature} alt={nl.workOrder.signatureAlt(order.nummer)} />
      {signed ? <p className="card order-section__text order-section__text--muted">{signed}</p> : null}
      {withPdf ? <WorkOrderPdfActions order={order} /> : null}
    </section>
  );
}
