import { PLANNING_EDITORS, type OfficeWorkOrderSummary } from '@bouwwerk/domain';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useSession } from '../../../api/session';
import { ListPage } from '../../../components/list-page';
import type { ListCell } from '../../../components/list-table';
import { ManagedBadge } from '../../../components/managed-badge';
import { nl } from '../../../i18n/nl';
import { formatDate } from '../../../lib/dates';
import { paths } from '../../../lib/paths';
import { workOrdersQuery } from '../api/work-orders';
import { workOrderList, type WorkOrderColumn } from '../lib/work-order-list';
import { WorkOrderStatusBadge } from './work-order-status-badge';

const CELLS: Record<WorkOrderColumn, ListCell<OfficeWorkOrderSummary>> = {
  nummer: {
    render: (order) => (
      <>
        <Link to={paths.workOrder.getHref(order.id)}>{order.number}</Link>
        {order.externalId !== null ? <ManagedBadge inList /> : null}
      </>
    ),
    className: 'nowrap',
  },
  klant: { render: (order) => order.customer },
  omschrijving: { render: (order) => order.description },
  startdatum: { render: (order) => formatDate(order.startDate), className: 'nowrap' },
  status: { render: (order) => <WorkOrderStatusBadge order={order} /> },
};

/** /kantoor/werkbonnen: the company's work orders, searched, filtered, sorted and paged (components/list-page.tsx). */
export function WorkOrderListPage() {
  const session = useSession();
  const orders = useQuery(workOrdersQuery);
  return (
    <ListPage
      list={workOrderList}
      query={orders}
      cells={CELLS}
      texts={nl.workOrders}
      create={
        PLANNING_EDITORS.includes(session.user.role)
          ? { label: nl.workOrders.create, to: paths.newWorkOrder.getHref() }
          : undefined
      }
    />
  );
}
