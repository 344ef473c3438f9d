import { formatDate, parseDate } from '@bouwwerk/domain';
import { useId } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../lib/paths';
import { nl } from '../../../i18n/nl';
import { selectOrderLoader } from '../lib/order-route';
import { OrderActions } from './order-actions';
import { OrderHeading } from './order-heading';
import { OrderLoading } from './order-loading';
import { OrderNotice } from './order-notice';
import { useOrderDay, type OrderDayPageProps } from '../hooks/use-order-day';
import './work-orders.css';

export { selectOrderLoader };

/**
 * select/order, reached from 'Werk Boeken': the day to book on and the choice of what to book (hours,
 * materials, the customer's signature), with what was already booked on the order that day.
 */
export function SelectOrderPage({ renderRegistrations }: OrderDayPageProps) {
  const { id, date, order, rights, navigate, registrationsOf } = useOrderDay(renderRegistrations);
  const dateId = useId();
  const location = useLocation();

  return (
    <section className="page work-order" aria-labelledby="select-order-title">
      <OrderLoading query={order}>
        {(workOrder) => (
          <>
            <OrderHeading order={workOrder} id="select-order-title" />
            <OrderNotice order={workOrder} rights={rights} />
            <div className="field work-order__date">
              <label className="field__label" htmlFor={dateId}>
                {nl.workOrder.bookingDay}
              </label>
              <input
                id={dateId}
                className="field__input"
                type="date"
                value={formatDate(date, 'api')}
                onChange={(event) => {
                  const day = parseDate(event.target.value, 'api');
                  // Picking a day replaces the address, so Back returns to where 'Werk Boeken' was pressed.
                  if (day) void navigate(paths.selectOrder.getHref(id, day), { replace: true, state: location.state });
                }}
              />
            </div>
            <h3 className="order-section__title">{nl.workOrder.chooseBooking}</h3>
            <OrderActions order={workOrder} date={date} rights={rights} variant="tiles" flow="continue" />
            {registrationsOf(workOrder)}
            <Link className="button button--secondary button--block" to={paths.orderDetail.getHref(id, date)}>
              {nl.workOrder.toOrder}
            </Link>
          </>
        )}
      </OrderLoading>
    </section>
  );
}
