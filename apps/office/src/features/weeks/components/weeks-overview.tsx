import { Link } from 'react-router';
import { nl } from '../../../i18n/nl';
import { paths } from '../../../lib/paths';
import { formatDayMonth, isoWeek } from '../../planning';
import type { OverviewRow } from '../lib/weeks-overview';
import { WeekSummary } from './week-summary';

interface WeeksOverviewProps {
  rows: OverviewRow[];
  /** The Mondays shown, in order. */
  mondays: string[];
  /** The overview's own address, for the week's 'Naar Weken' to come back to. */
  back: string;
}

const name = (row: OverviewRow) => (
  <>
    {row.name}
    {row.active ? null : <span className="badge badge--after">{nl.weeks.inactive}</span>}
  </>
);

/** A week of a row, a link to its page named after whose week it is. */
function WeekLink({ row, monday, back }: { row: OverviewRow; monday: string; back: string }) {
  const cell = row.cells.find((candidate) => candidate.review.weekStart === monday);
  if (!cell?.shown) return null;
  return (
    <Link className="week-link" to={paths.week.getHref(row.id, monday)} state={{ back }}>
      <span className="visually-hidden">{nl.weeks.cellLabel(row.name, isoWeek(monday))}: </span>
      <WeekSummary review={cell.review} />
    </Link>
  );
}

/** On a wide screen: a row per employee, a column per week; the names stay in view when it scrolls sideways. */
export function WeeksTable({ rows, mondays, back }: WeeksOverviewProps) {
  const text = nl.weeks;
  return (
    <div className="table-wrap weeks-table-wrap">
      <table className="table weeks-table">
        <caption className="visually-hidden">{text.title}</caption>
        <thead>
          <tr>
            <th scope="col" className="weeks-table__name">
              {text.employeeColumn}
            </th>
            {mondays.map((monday) => (
              <th key={monday} scope="col">
                {text.weekColumn(isoWeek(monday))}
                <span className="weeks-table__date"> {formatDayMonth(monday)}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row" className="weeks-table__name">
                {name(row)}
              </th>
              {mondays.map((monday) => (
                <td key={monday}>
                  <WeekLink row={row} monday={monday} back={back} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** On a phone: a card per employee with his weeks one under the other, each a big target to tap. */
export function WeeksList({ rows, mondays, back }: WeeksOverviewProps) {
  return (
    <ul className="weeks-list">
      {rows.map((row) => (
        <li key={row.id} className="weeks-list__employee">
          <h2 className="weeks-list__name">{name(row)}</h2>
          <ul className="weeks-list__weeks">
            {mondays
              .filter((monday) => row.cells.some((cell) => cell.review.weekStart === monday && cell.shown))
              .map((monday) => (
                <li key={monday}>
                  <span className="weeks-list__week" aria-hidden="true">
                    {nl.weeks.weekColumn(isoWeek(monday))}
                  </span>
                  <WeekLink row={row} monday={monday} back={back} />
                </li>
              ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
