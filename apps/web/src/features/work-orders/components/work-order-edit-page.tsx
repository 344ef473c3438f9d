import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { nl } from '../../../i18n/nl';
import { orderDayLoader } from '../lib/order-route';
import { OrderActions } from './order-actions';
import { OrderHeading } from './order-heading';
import { OrderLoading } from './order-loading';
import { OrderNotice } from './order-notice';
import { useOrderDay, type OrderDayPageProps } from '../hooks/use-order-day';
import './work-orders.css';

/** order/:order/edit/:date (named edit/order). */
export const workOrderEditLoader = orderDayLoader(paths.orderEdit.getHref);

/**
 * 'Werkbon wijzigen': the day's registrations on the order to check and change, day by day, with the
 * buttons to book what is still missing on that day.
 */
export function WorkOrderEditPage({ renderRegistrations }: OrderDayPageProps) {
  const { id, date, order, rights, registrationsOf } = useOrderDay(renderRegistrations, paths.orderEdit.getHref);

  return (
    <section className="page work-order" aria-labelledby="work-order-edit-title">
      <OrderLoading query={order}>
        {(workOrder) => (
          <>
            <OrderHeading order={workOrder} id="work-order-edit-title" />
            <p className="work-order__intro">{nl.workOrder.editIntro}</p>
            <OrderNotice order={workOrder} rights={rights} />
            {registrationsOf(workOrder)}
            <h3 className="order-section__title">{nl.workOrder.addMore}</h3>
            <OrderActions order={workOrder} date={date} rights={rights} variant="bar" />
            <Link className="button button--secondary button--block" to={paths.orderDetail.getHref(id, date)}>
              {nl.workOrder.toOrder}
            </Link>
          </>
        )}
      </OrderLoading>
    </section>
  );
}
