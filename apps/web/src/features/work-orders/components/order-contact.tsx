import type { WorkOrder } from '@bouwwerk/domain';
import { MapPinIcon, PhoneIcon } from '../../../components/icons';
import { nl } from '../../../i18n/nl';
import { formatAddress, mapsDirectionsHref, telHref, type PostalAddress } from '../../../lib/links';

/** Where the work is and whom to call there: the address opens a route in the maps service, the phone dials. */
export function OrderContact({ address }: { address: WorkOrder['address'] }) {
  const postal: PostalAddress = { street: address.street, postalcode: address.postal, city: address.city };
  const text = formatAddress(postal);
  const phone = address.telephone.trim();
  if (!text && !address.name && !phone) return null;
  return (
    <section className="card order-section order-contact" aria-label={nl.workOrder.address}>
      {text || address.name ? (
        <a
          className="order-contact__link"
          href={mapsDirectionsHref(postal)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={nl.workOrder.directions([address.name, text].filter(Boolean).join(', '))}
        >
          <MapPinIcon />
          <span>
            {address.name ? <span className="order-contact__name">{address.name}</span> : null}
            {address.street ? <span className="order-contact__line">{address.street}</span> : null}
            <span className="order-contact__line">{[address.postal, address.city].filter(Boolean).join(' ')}</span>
          </span>
        </a>
      ) : null}
      {phone ? (
        <a className="order-contact__link" href={telHref(phone)} aria-label={nl.workOrder.call(phone)}>
          <PhoneIcon />
          <span>{phone}</span>
        </a>
      ) : null}
    </section>
  );
}
