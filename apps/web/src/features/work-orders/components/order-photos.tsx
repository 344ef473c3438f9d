import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { nl } from '../../../i18n/nl';

/** 'Foto's': the camera, opened for this order and day, so it names the order and leads back here. */
export function OrderPhotos({ orderId, date }: { orderId: number; date: Date }) {
  return (
    <section className="card order-section" aria-labelledby={`order-${orderId}-photos`}>
      <h3 id={`order-${orderId}-photos`} className="card order-section__title">
        {nl.workOrder.photos}
      </h3>
      <Link className="button button--secondary button--block" to={paths.camera.getHref({ id: orderId, date })}>
        {nl.workOrder.takePhotos}
      </Link>
    </section>
  );
}
