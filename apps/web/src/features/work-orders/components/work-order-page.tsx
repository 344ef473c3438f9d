import { formatDate } from '@bouwwerk/domain';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../lib/paths';
import { nl } from '../../../i18n/nl';
import { returnState } from '../../../lib/return-to';
import { orderDayLoader } from '../lib/order-route';
import { OrderActions } from './order-actions';
import { OrderColleagues } from './order-colleagues';
import { OrderContact } from './order-contact';
import { OrderDetails } from './order-details';
import { OrderHeading } from './order-heading';
import { OrderLoading } from './order-loading';
import { OrderNotice } from './order-notice';
import { OrderPhotos } from './order-photos';
import { OrderSignature } from './order-signature';
import { useOrderDay, type OrderDayPageProps } from '../hooks/use-order-day';
import './work-orders.css';

/** order/:order/detail/:date (named select/order). */
export const workOrderDetailLoader = orderDayLoader(paths.orderDetail.getHref);

/**
 * 'Werkbon {number}': where to go and whom to call, its status, what is to be done, who else is planned
 * that day, the day's registrations, the photos (the camera, for this order), the signature, and the ways to
 * book on it. Its links into the forms carry this page as where they return to (lib/return-to.ts).
 */
export function WorkOrderPage({ renderRegistrations }: OrderDayPageProps) {
  const { id, date, order, rights, registrationsOf } = useOrderDay(renderRegistrations, paths.orderDetail.getHref);
  const location = useLocation();

  return (
    <section className="page work-order" aria-labelledby="work-order-title">
      <OrderLoading query={order}>
        {(workOrder) => (
          <>
            <OrderHeading order={workOrder} id="work-order-title" />
            <p className="work-order__day">{formatDate(date, 'heading')}</p>
            <OrderContact address={workOrder.address} />
            <OrderNotice order={workOrder} rights={rights} />
            <div className="work-order__booking">
              <Link
                className="button button--primary button--block"
                to={paths.selectOrder.getHref(id, date)}
                state={returnState(location)}
              >
                {nl.workOrder.bookWork}
              </Link>
              <OrderActions order={workOrder} date={date} rights={rights} variant="bar" />
            </div>
            <OrderDetails order={workOrder} />
            {registrationsOf(workOrder)}
            <Link className="button button--secondary button--block" to={paths.orderEdit.getHref(id, date)}>
              {nl.workOrder.editRegistrations}
            </Link>
            <OrderPhotos order={workOrder} date={date} rights={rights} />
            <OrderColleagues employees={workOrder.employees} headingId="work-order-colleagues" />
            <OrderSignature order={workOrder} />
          </>
        )}
      </OrderLoading>
    </section>
  );
}
