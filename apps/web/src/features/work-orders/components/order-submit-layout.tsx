import { parseDate, todayInAmsterdam, type Rights, type WorkOrder } from '@bouwwerk/domain';
import { NavLink, Outlet, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { nl } from '../../../i18n/nl';
import { useRights } from '../../../api/rights';
import { useWorkOrder } from '../../../api/work-orders';
import { orderIdOf, queryDateOf } from '../lib/order-route';
import { orderActions } from './order-actions';
import { OrderHeading } from './order-heading';
import { OrderLoading } from './order-loading';
import { OrderNotice } from './order-notice';
import './work-orders.css';

/** order/:order/submit: the order, and the day of the tab (tekenen/:date, or ?date= of uren and materiaal). */
export function orderSubmitLayoutLoader({ params, request }: LoaderFunctionArgs) {
  const day = (params.date ? parseDate(params.date, 'route') : null) ?? queryDateOf(request);
  return { id: orderIdOf(params.order), date: day };
}

const TAB_LABELS = {
  hours: nl.workOrder.tabHours,
  materials: nl.workOrder.tabMaterials,
  signature: nl.workOrder.tabSignature,
};

/** Uren, Materiaal and Tekenen, each on the same day; a tab that may not be used is shown greyed out. */
function OrderTabs({ order, rights, date }: { order: WorkOrder; rights: Rights; date: Date }) {
  return (
    <nav className="order-tabs" aria-label={nl.workOrder.tabs}>
      {orderActions(order, rights, date, 'short').map((tab) =>
        tab.state === 'enabled' ? (
          <NavLink key={tab.key} className="order-tabs__tab" to={tab.href}>
            {tab.icon}
            <span>{TAB_LABELS[tab.key]}</span>
          </NavLink>
        ) : (
          // A link that leads nowhere: still announced as one of the tabs, and as unavailable.
          <span key={tab.key} className="order-tabs__tab order-tabs__tab--disabled" role="link" aria-disabled="true">
            {tab.icon}
            <span>{TAB_LABELS[tab.key]}</span>
          </span>
        ),
      )}
    </nav>
  );
}

/**
 * The submit screens of a work order: which order, why booking is closed if it is, the tab bar, and the tab
 * (the materials tab is the materials feature's own form). An order that does not exist shows no tab.
 */
export function OrderSubmitLayout() {
  const { id, date } = useLoaderData<typeof orderSubmitLayoutLoader>();
  const day = date ?? todayInAmsterdam();
  const order = useWorkOrder(id, day);
  const rights = useRights().data;
  return (
    <section className="page work-order order-submit" aria-labelledby="order-submit-title">
      <OrderLoading query={order}>
        {(workOrder) => (
          <>
            <OrderHeading order={workOrder} id="order-submit-title" />
            <OrderNotice order={workOrder} rights={rights} />
            {rights ? <OrderTabs order={workOrder} rights={rights} date={day} /> : null}
            <div className="order-submit__tab">
              <Outlet />
            </div>
          </>
        )}
      </OrderLoading>
    </section>
  );
}
