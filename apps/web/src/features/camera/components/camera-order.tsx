import { parseDate, todayInAmsterdam } from '@bouwwerk/domain';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../lib/paths';
import { nlWorkOrderDocuments } from '@bouwwerk/texts/nl-work-order-documents';
import { idParam } from '../../../lib/route-params';
import { useWorkOrder } from '../../../api/work-orders';

/** The order the camera was opened for (`/camera?order=…&date=…`, from the order page), if any. */
export function useCameraOrder(): { id: number; date: Date } | null {
  const [search] = useSearchParams();
  const id = idParam(search.get('order'));
  if (id === null) return null;
  const date = parseDate(search.get('date') ?? '', 'route') ?? todayInAmsterdam();
  return { id, date };
}

/** Which order the photos are for (each one taken or chosen here is kept with it), and the way back to it. */
export function CameraOrder({ id, date }: { id: number; date: Date }) {
  const order = useWorkOrder(id, date).data;
  return (
    <div className="camera__order">
      <p className="camera__order-title">
        {order
          ? nlWorkOrderDocuments.camera.forOrder(order.nummer, order.customer)
          : nlWorkOrderDocuments.camera.forOrderLoading}
      </p>
      <Link className="button button--secondary button--block" to={paths.orderDetail.getHref(id, date)}>
        {nlWorkOrderDocuments.camera.backToOrder}
      </Link>
    </div>
  );
}
