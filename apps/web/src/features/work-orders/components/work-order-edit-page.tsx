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
import { OrderHeading } from './order-heading';
import { OrderLoading } from './order-loading';
import { OrderNotice } from './order-notice';
import './work-orders.css';

/** order/:order/edit/:date (named edit/order). */
export const workOrderEditLoader = orderDayLoader(paths.orderEdit.getHref);

export interface WorkOrderEditPageProps {
  renderRegistrations?: RenderDayRegistrations;
}

/**
 * 'Werkbon wijzigen': the day's registrations on the order to check and change, day by day, with the
 * buttons to book what is still missing on that day.
 */
export function WorkOrderEditPage({ renderRegistrations }: WorkOrderEditPageProps) {
  const { id, date } = useLoaderData<typeof workOrderEditLoader>();
  const navigate = useNavigate();
  const order = useWorkOrder(id, date);
  const rights = useRights().data;

  const showDay = (day: string) => {
    const next = parseDate(day, 'api');
    if (next) void navigate(paths.orderEdit.getHref(id, next), { replace: true });
  };

  return (
    <section className="page work-order" aria-labelledby="work-order-edit-title">
      <OrderLoading query={order}>
        {(workOrder) => (
          <>
            <OrderHeading order={workOrder} id="work-order-edit-title" />
            <p className="work-order__intro">{nl.workOrder.editIntro}</p>
            <OrderNotice order={workOrder} rights={rights} />
            {renderRegistrations?.({
              source: 'order',
              id,
              date: formatDate(date, 'api'),
              locked: isOrderLocked(workOrder),
              onDateChange: showDay,
            })}
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
