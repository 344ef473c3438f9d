import { formatDate, parseDate } from '@bouwwerk/domain';
import { Link, useLoaderData, useNavigate } from 'react-router';
import { paths } from '../../../app/paths';
import type { RenderDayRegistrations } from '../../../components/day-registrations-slot';
import { nl } from '../../../i18n/nl';
import { useRights } from '../../../state/rights';
import { useWorkOrder } from '../api/get-work-order';
import { orderDayLoader } from '../lib/order-route';
import { isOrderLocked } from '../lib/order-status';
import { OrderActions } from './order-actions';
import { OrderColleagues } from './order-colleagues';
import { OrderContact } from './order-contact';
import { OrderDetails } from './order-details';
import { OrderHeading } from './order-heading';
import { OrderLoading } from './order-loading';
import { OrderNotice } from './order-notice';
import { OrderSignature } from './order-signature';
import './work-orders.css';

/** order/:order/detail/:date (named select/order). */
export const workOrderDetailLoader = orderDayLoader(paths.orderDetail.getHref);

export interface WorkOrderPageProps {
  /** The day's registrations with edit (features/registrations), handed in by the router. */
  renderRegistrations?: RenderDayRegistrations;
}

/**
 * 'Werkbon {number}': where to go and whom to call, its status, what is to be done, who else is planned
 * that day, the day's registrations, the signature, and the ways to book on it.
 */
export function WorkOrderPage({ renderRegistrations }: WorkOrderPageProps) {
  const { id, date } = useLoaderData<typeof workOrderDetailLoader>();
  const navigate = useNavigate();
  const order = useWorkOrder(id, date);
  const rights = useRights().data;

  const showDay = (day: string) => {
    const next = parseDate(day, 'api');
    if (next) void navigate(paths.orderDetail.getHref(id, next), { replace: true });
  };

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
              <Link className="button button--primary button--block" to={paths.selectOrder.getHref(id, date)}>
                {nl.workOrder.bookWork}
              </Link>
              <OrderActions order={workOrder} date={date} rights={rights} variant="bar" />
            </div>
            <OrderDetails order={workOrder} />
            {renderRegistrations?.({
              source: 'order',
              id,
              date: formatDate(date, 'api'),
              locked: isOrderLocked(workOrder),
              onDateChange: showDay,
            })}
            <Link className="button button--secondary button--block" to={paths.orderEdit.getHref(id, date)}>
              {nl.workOrder.editRegistrations}
            </Link>
            <OrderColleagues employees={workOrder.employees} headingId="work-order-colleagues" />
            <OrderSignature order={workOrder} />
          </>
        )}
      </OrderLoading>
    </section>
  );
}
