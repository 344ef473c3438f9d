import { PLANNING_EDITORS, WORK_ORDER_PDF_ZIP_MAX, type OfficeWorkOrderSummary } from '@bouwwerk/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useSession } from '../../../api/session';
import { ListPage } from '../../../components/list-page';
import type { ListCell } from '../../../components/list-table';
import { ManagedBadge } from '../../../components/managed-badge';
import { nl } from '../../../i18n/nl';
import { formatDate } from '../../../lib/dates';
import { paths } from '../../../lib/paths';
import { useSingleFlight } from '../../../lib/use-single-flight';
import { downloadWorkOrderPdfs } from '../api/work-order-pdfs';
import { workOrderFiles } from '../api/work-order-records';
import { workOrdersQuery } from '../api/work-orders';
import { workOrderList, type WorkOrderColumn } from '../lib/work-order-list';
import { WorkOrderStatusBadge } from './work-order-status-badge';
import './work-orders.css';

const text = nl.workOrders;

type Chosen = ReadonlySet<number>;

/** The cells, with a box to choose each order for the ZIP and its werkbon PDF one click away. */
function cellsFor(
  chosen: Chosen,
  toggle: (id: number) => void,
): Record<WorkOrderColumn, ListCell<OfficeWorkOrderSummary>> {
  return {
    nummer: {
      render: (order) => (
        <span className="work-order-list__number">
          <input
            type="checkbox"
            checked={chosen.has(order.id)}
            onChange={() => toggle(order.id)}
            aria-label={text.select(order.number)}
          />
          <Link to={paths.workOrder.getHref(order.id)}>{order.number}</Link>
          {order.externalId !== null ? <ManagedBadge inList /> : null}
          <a href={workOrderFiles.pdf(order.id)} target="_blank" rel="noopener" title={text.pdfLabel(order.number)}>
            {text.pdf}
          </a>
        </span>
      ),
      className: 'nowrap',
    },
    klant: { render: (order) => order.customer },
    omschrijving: { render: (order) => order.description },
    startdatum: { render: (order) => formatDate(order.startDate), className: 'nowrap' },
    status: { render: (order) => <WorkOrderStatusBadge order={order} /> },
    getekend: { render: (order) => (order.signed ? text.signedYes : text.signedNo) },
  };
}

/**
 * 'PDF's downloaden (ZIP)' for the orders chosen, whichever page or filter they were chosen on; the orders the
 * search and the filter show are chosen in one click (a period's orders: its dates searched, sorted by start).
 */
function ZipDownload({
  chosen,
  shown,
  choose,
}: {
  chosen: Chosen;
  shown: readonly OfficeWorkOrderSummary[];
  choose: (next: Chosen) => void;
}) {
  const { busy, run } = useSingleFlight();
  const [failed, setFailed] = useState(false);
  const tooMany = chosen.size > WORK_ORDER_PDF_ZIP_MAX;
  const unchosen = shown.filter((order) => !chosen.has(order.id));
  const download = () =>
    void run(async () => {
      setFailed(false);
      try {
        await downloadWorkOrderPdfs([...chosen]);
      } catch {
        setFailed(true);
      }
    });
  return (
    <div className="work-order-list__zip">
      <span aria-live="polite">{chosen.size > 0 ? text.selected(chosen.size) : ''}</span>
      {unchosen.length > 0 ? (
        <button
          type="button"
          className="button"
          onClick={() => choose(new Set([...chosen, ...unchosen.map((order) => order.id)]))}
        >
          {text.chooseAll(shown.length)}
        </button>
      ) : null}
      {chosen.size > 0 ? (
        <button type="button" className="button" onClick={() => choose(new Set())}>
          {text.clearChoice}
        </button>
      ) : null}
      <button
        type="button"
        className="button"
        disabled={chosen.size === 0 || tooMany}
        aria-busy={busy}
        onClick={download}
      >
        {busy ? text.downloading : text.downloadZip}
      </button>
      <span role="alert" className="form-error">
        {tooMany ? text.tooMany(WORK_ORDER_PDF_ZIP_MAX) : failed ? text.downloadFailed : ''}
      </span>
    </div>
  );
}

/** /kantoor/werkbonnen: the company's work orders, searched, filtered, sorted and paged (components/list-page.tsx). */
export function WorkOrderListPage() {
  const session = useSession();
  const orders = useQuery(workOrdersQuery);
  const [chosen, setChosen] = useState<Chosen>(() => new Set());
  const cells = useMemo(
    () =>
      cellsFor(chosen, (id) =>
        setChosen((before) => {
          const after = new Set(before);
          if (!after.delete(id)) after.add(id);
          return after;
        }),
      ),
    [chosen],
  );
  return (
    <ListPage
      list={workOrderList}
      query={orders}
      cells={cells}
      texts={text}
      create={
        PLANNING_EDITORS.includes(session.user.role)
          ? { label: text.create, to: paths.newWorkOrder.getHref() }
          : undefined
      }
      action={(shown) => <ZipDownload chosen={chosen} shown={shown} choose={setChosen} />}
    />
  );
}
