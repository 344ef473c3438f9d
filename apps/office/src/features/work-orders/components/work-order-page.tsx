import { PLANNING_EDITORS, type OfficeWorkOrder } from '@bouwwerk/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useSession } from '../../../api/session';
import { ManagedBadge } from '../../../components/managed-badge';
import { RecordLoad, recordId } from '../../../components/record-load';
import { StatusMessage } from '../../../components/status-message';
import { nl } from '../../../i18n/nl';
import { paths } from '../../../lib/paths';
import { RecordHistory } from '../../audit-log';
import { createWorkOrder, updateWorkOrder, workOrderQuery } from '../api/work-orders';
import { WorkOrderDocument } from './work-order-document';
import { WorkOrderForm } from './work-order-form';
import { WorkOrderPhotos } from './work-order-photos';
import { WorkOrderRegistrations } from './work-order-registrations';
import { WorkOrderStatusBadge } from './work-order-status-badge';
import './work-orders.css';

/** What a page says after a save that took the user to it. */
interface Saved {
  saved?: 'created';
}

function BackLink() {
  return <Link to={paths.workOrders.getHref()}>{nl.workOrders.back}</Link>;
}

/** /kantoor/werkbonnen/nieuw: a new work order of the company's own; its page takes over once saved. */
export function NewWorkOrderPage() {
  const session = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (
    <section className="page" aria-labelledby="work-order-title">
      <title>{`${nl.workOrders.create} · ${nl.app.name}`}</title>
      <BackLink />
      <h1 id="work-order-title">{nl.workOrders.create}</h1>
      {PLANNING_EDITORS.includes(session.user.role) ? (
        <WorkOrderForm
          readOnly={false}
          onSave={async (input) => {
            const order = await createWorkOrder(queryClient, input);
            await navigate(paths.workOrder.getHref(order.id), {
              replace: true,
              state: { saved: 'created' } satisfies Saved,
            });
          }}
        />
      ) : (
        <p role="alert">{nl.workOrders.readOnly}</p>
      )}
    </section>
  );
}

/**
 * /kantoor/werkbonnen/:id: a work order, who does it, and its history. Read-only for an order the package
 * manages ("Beheerd via koppeling") and for a role that only reads.
 */
export function WorkOrderPage() {
  const id = recordId(useParams().id);
  const order = useQuery({ ...workOrderQuery(id), enabled: !Number.isNaN(id) });
  return (
    <RecordLoad query={order} valid={!Number.isNaN(id)} back={<BackLink />}>
      {(record) => <WorkOrderDetails record={record} />}
    </RecordLoad>
  );
}

function WorkOrderDetails({ record }: { record: OfficeWorkOrder }) {
  const session = useSession();
  const queryClient = useQueryClient();
  const arrived = useLocation().state as Saved | null;
  const canEdit = PLANNING_EDITORS.includes(session.user.role);
  const managed = record.externalId !== null;
  const title = nl.workOrders.heading(record.number);
  return (
    <section className="page" aria-labelledby="work-order-title">
      <title>{`${title} · ${nl.app.name}`}</title>
      <BackLink />
      <div className="page__header">
        <h1 id="work-order-title">{title}</h1>
        <span className="list-badges">
          <WorkOrderStatusBadge order={record} />
          {managed ? <ManagedBadge /> : null}
        </span>
      </div>
      {managed ? <p>{nl.workOrders.managedExplained}</p> : canEdit ? null : <p>{nl.workOrders.readOnly}</p>}
      <StatusMessage message={arrived?.saved === 'created' ? nl.workOrderForm.created : null} />
      <WorkOrderForm
        // Another order's page starts a form of its own; the same order read again keeps what is typed.
        key={record.id}
        order={record}
        readOnly={managed || !canEdit}
        onSave={(input) => updateWorkOrder(queryClient, record.id, input)}
      />
      <WorkOrderRegistrations orderId={record.id} />
      <WorkOrderPhotos orderId={record.id} />
      <WorkOrderDocument orderId={record.id} />
      <RecordHistory tables={['work_orders']} recordId={record.id} />
    </section>
  );
}
