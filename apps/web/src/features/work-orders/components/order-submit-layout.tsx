import { type Rights, type WorkOrder } from '@bouwwerk/domain';
import { useState } from 'react';
import { NavLink, Outlet, useLoaderData, useLocation, type LoaderFunctionArgs } from 'react-router';
import { nl } from '../../../i18n/nl';
import { useRights } from '../../../api/rights';
import { useWorkOrder } from '../../../api/work-orders';
import { orderIdOf, submitDayOf } from '../lib/order-route';
import { orderActions } from './order-actions';
import { OrderContext } from './order-context';
import { OrderLoading } from './order-loading';
import { OrderNotice } from './order-notice';
import './work-orders.css';

/** order/:order/submit: the order, and the day of the tab (submitDayOf). */
export function orderSubmitLayoutLoader(args: LoaderFunctionArgs) {
  return { id: orderIdOf(args.params.order), date: submitDayOf(args) };
}

/**
 * What the layout hands its tab (useOutletContext): a tab's form tells the day it is set to, so the context at
 * the top and the other tabs follow it. The materials feature reads it by this shape, without importing it.
 */
export interface OrderSubmitOutletContext {
  onDayChange: (day: Date) => void;
}

const TAB_LABELS = {
  hours: nl.workOrder.tabHours,
  materials: nl.workOrder.tabMaterials,
  signature: nl.workOrder.tabSignature,
};

/**
 * Uren, Materiaal and Tekenen, each on the same day; a tab that may not be used is shown greyed out. A tab
 * carries the history state on, so the form still returns to where the booking was started.
 */
function OrderTabs({ order, rights, date }: { order: WorkOrder; rights: Rights; date: Date }) {
  const { state } = useLocation();
  return (
    <nav className="order-tabs" aria-label={nl.workOrder.tabs}>
      {orderActions(order, rights, date, 'short').map((tab) =>
        tab.state === 'enabled' ? (
          <NavLink key={tab.key} className="order-tabs__tab" to={tab.href} state={state as unknown}>
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
 * The submit screens of a work order: which order and day (compact), why booking is closed if it is, the tab
 * bar, and the tab (the materials tab is the materials feature's own form). An order that does not exist
 * shows no tab.
 */
export function OrderSubmitLayout() {
  const { id, date } = useLoaderData<typeof orderSubmitLayoutLoader>();
  // The day a form was set to, as long as the address still names the day it started from.
  const [picked, setPicked] = useState<{ from: number; day: Date } | null>(null);
  const day = picked?.from === date.getTime() ? picked.day : date;
  const order = useWorkOrder(id, date);
  const rights = useRights().data;
  const outletContext: OrderSubmitOutletContext = {
    onDayChange: (next) => setPicked({ from: date.getTime(), day: next }),
  };
  return (
    <section className="page work-order order-submit" aria-labelledby="order-submit-title">
      <OrderLoading query={order}>
        {(workOrder) => (
          <>
            <OrderContext order={workOrder} date={day} id="order-submit-title" />
            <OrderNotice order={workOrder} rights={rights} />
            {rights ? <OrderTabs order={workOrder} rights={rights} date={day} /> : null}
            <div className="order-submit__tab">
              <Outlet context={outletContext} />
            </div>
          </>
        )}
      </OrderLoading>
    </section>
  );
}
