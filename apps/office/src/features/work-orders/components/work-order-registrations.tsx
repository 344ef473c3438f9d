import type { OfficeWorkOrderRegistration, OfficeWorkOrderRegistrations } from '@bouwwerk/domain';
import { useQuery } from '@tanstack/react-query';
import { nl } from '../../../i18n/nl';
import { formatDate } from '../../../lib/dates';
import { workOrderRegistrationsQuery } from '../api/work-order-records';
import { formatQuantity } from '../lib/quantity';
import { RecordSection } from './record-section';
import { TableWrap } from '../../../components/table-wrap';

const texts = nl.workOrderRecords;
const columns = texts.columns;

function RegistrationRow({ registration: r }: { registration: OfficeWorkOrderRegistration }) {
  return (
    <tr>
      <td className="nowrap">{formatDate(r.date)}</td>
      <td>{r.employee?.name ?? texts.office}</td>
      <td>{texts.kinds[r.kind]}</td>
      <td>{r.type}</td>
      <td>{r.description}</td>
      <td className="table__number nowrap">{formatQuantity(r.quantity)}</td>
      <td>{r.unit}</td>
      <td>{r.remark}</td>
      <td>{r.validated ? nl.app.yes : nl.app.no}</td>
    </tr>
  );
}

type Totals = OfficeWorkOrderRegistrations['totals'];

/** Each kind's total; a kind nobody booked is left out. */
function totalLines(totals: Totals): Array<{ label: string; value: number }> {
  const lines: Array<{ label: string; value: number }> = [];
  if (totals.hours !== 0) lines.push({ label: texts.totalHours, value: totals.hours });
  if (totals.otherCosts !== 0) lines.push({ label: texts.totalOtherCosts, value: totals.otherCosts });
  for (const line of totals.materials) lines.push({ label: texts.totalMaterials(line.unit), value: line.quantity });
  return lines;
}

function RegistrationTotals({ totals }: { totals: Totals }) {
  return (
    <>
      <h3>{texts.totals}</h3>
      <dl className="work-order-totals">
        {totalLines(totals).map((line) => (
          <div key={line.label} className="work-order-totals__line">
            <dt>{line.label}</dt>
            <dd>{formatQuantity(line.value)}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}

function RegistrationsTable({ data }: { data: OfficeWorkOrderRegistrations }) {
  if (data.registrations.length === 0) return <p className="muted">{texts.registrationsNone}</p>;
  return (
    <>
      <p className="muted">{texts.registrationsExplained}</p>
      <TableWrap>
        <table className="table">
          <caption className="visually-hidden">{texts.registrations}</caption>
          <thead>
            <tr>
              <th scope="col">{columns.date}</th>
              <th scope="col">{columns.employee}</th>
              <th scope="col">{columns.kind}</th>
              <th scope="col">{columns.type}</th>
              <th scope="col">{columns.description}</th>
              <th scope="col" className="table__number">
                {columns.quantity}
              </th>
              <th scope="col">{columns.unit}</th>
              <th scope="col">{columns.remark}</th>
              <th scope="col">{columns.validated}</th>
            </tr>
          </thead>
          <tbody>
            {data.registrations.map((registration) => (
              <RegistrationRow key={`${registration.kind}-${registration.id}`} registration={registration} />
            ))}
          </tbody>
        </table>
      </TableWrap>
      <RegistrationTotals totals={data.totals} />
    </>
  );
}

/** 'Registraties' on a work order's page: the hours, other costs and materials booked on it, read-only. */
export function WorkOrderRegistrations({ orderId }: { orderId: number }) {
  const query = useQuery(workOrderRegistrationsQuery(orderId));
  return (
    <RecordSection title={texts.registrations} query={query} failed={texts.registrationsFailed}>
      {(data) => <RegistrationsTable data={data} />}
    </RecordSection>
  );
}
