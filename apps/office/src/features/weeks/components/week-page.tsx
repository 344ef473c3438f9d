import type { WeekDecision, WeekReviewDetail } from '@bouwwerk/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { useSession } from '../../../api/session';
import { recordId, RecordLoad } from '../../../components/record-load';
import { nl } from '../../../i18n/nl';
import { formatDateTime } from '../../../lib/dates';
import { paths } from '../../../lib/paths';
import { useSingleFlight } from '../../../lib/use-single-flight';
import { addDays, formatDayMonth, formatHours, isValidDate, mondayOf } from '../../planning';
import { decideWeek, weekPdfPath, weekReviewQuery } from '../api/weeks';
import { decisionRefusal, decisionsFor } from '../lib/decisions';
import { periodUpToNow, writeWeeksView } from '../lib/weeks-address';
import { ReasonDialog } from './reason-dialog';
import { StateBadge } from './week-summary';
import { WeekDays, WeekRegistrations } from './week-days';
import './weeks.css';

/** Where 'Naar Weken' goes: the overview the week was opened from, or the period that shows this week. */
function useBackHref(monday: string) {
  const location = useLocation();
  const back = (location.state as { back?: unknown } | null)?.back;
  if (typeof back === 'string' && back.startsWith('?')) return paths.weeks.getHref(back);
  const from = isValidDate(monday) ? addDays(mondayOf(monday), -21) : periodUpToNow(4);
  const view = { from, weeks: 4 as const, search: '', state: null, onlyDeviations: false };
  return paths.weeks.getHref(`?${writeWeeksView(view).toString()}`);
}

/** /kantoor/weken/:employeeId/:monday: one employee's week, day by day, and the reviewer's decision on it. */
export function WeekPage() {
  const params = useParams();
  const employeeId = recordId(params.employeeId);
  const monday = params.monday ?? '';
  const valid = !Number.isNaN(employeeId) && isValidDate(monday) && mondayOf(monday) === monday;
  const week = useQuery({ ...weekReviewQuery(employeeId, monday), enabled: valid });
  const backHref = useBackHref(monday);
  const back = <Link to={backHref}>{nl.weeks.back}</Link>;
  return (
    <RecordLoad query={week} valid={valid} back={back}>
      {(detail) => <WeekReview key={`${employeeId}/${monday}`} detail={detail} back={back} />}
    </RecordLoad>
  );
}

type Notice = { tone: 'done' | 'error'; text: string };

function WeekReview({ detail, back }: { detail: WeekReviewDetail; back: ReactNode }) {
  const session = useSession();
  const queryClient = useQueryClient();
  const titleId = useId();
  const text = nl.weeks;
  const { employee, week } = detail;
  const [dialog, setDialog] = useState<Exclude<WeekDecision, 'approve'> | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const { busy, run } = useSingleFlight();
  const decisions = decisionsFor(session.user.role, week.state);
  const sunday = addDays(week.weekStart, 6);
  const reviewed = week.reviewedBy && week.reviewedAt ? text.reviewed[week.state] : undefined;

  const decide = async (input: { decision: WeekDecision; reason: string }) => {
    await decideWeek(queryClient, employee.id, week.weekStart, input);
    setNotice({ tone: 'done', text: text.decided[input.decision] });
  };
  const approve = () =>
    void run(async () => {
      setNotice(null);
      try {
        await decide({ decision: 'approve', reason: '' });
      } catch (error) {
        setNotice({ tone: 'error', text: decisionRefusal(error) });
      }
    });

  return (
    <section className="page week-review" aria-labelledby={titleId}>
      <title>{`${employee.name}, week ${week.weekNumber} · ${nl.app.name}`}</title>
      {back}
      <header className="week-review__header">
        <h1 id={titleId}>{employee.name}</h1>
        <p className="week-review__week">
          {text.weekOf(week.weekNumber, formatDayMonth(week.weekStart), formatDayMonth(sunday))}{' '}
          <StateBadge state={week.state} />
        </p>
        {week.submittedAt ? <p className="muted">{text.submittedAt(formatDateTime(week.submittedAt))}</p> : null}
        {reviewed ? <p>{reviewed(week.reviewedBy!, formatDateTime(week.reviewedAt!))}</p> : null}
        {week.reason ? (
          <p className="week-review__reason">
            <strong>{text.reason}:</strong> {week.reason}
          </p>
        ) : null}
        <nav className="button-row" aria-label={text.period}>
          <Link className="button" to={paths.week.getHref(employee.id, addDays(week.weekStart, -7))}>
            {text.previousWeek}
          </Link>
          <Link className="button" to={paths.week.getHref(employee.id, addDays(week.weekStart, 7))}>
            {text.nextWeek}
          </Link>
          <a className="button" href={weekPdfPath(employee.id, week.weekStart)} target="_blank" rel="noopener">
            {text.timesheetPdf}
          </a>
        </nav>
      </header>

      <section className="card week-review__totals" aria-label={text.totals}>
        <dl className="facts">
          <dt>{text.working}</dt>
          <dd>{formatHours(week.workingHours)}</dd>
          <dt>{text.planned}</dt>
          <dd>{formatHours(week.plannedHours)}</dd>
          <dt>{text.booked}</dt>
          <dd>{formatHours(week.bookedHours)}</dd>
        </dl>
      </section>

      {decisions.length > 0 ? (
        <section className="week-review__actions" aria-label={text.actions}>
          {decisions.map((decision) =>
            decision === 'approve' ? (
              <button
                key={decision}
                type="button"
                className="button button--primary button--large"
                aria-busy={busy}
                onClick={approve}
              >
                {text.decisions.approve}
              </button>
            ) : (
              <button
                key={decision}
                type="button"
                className="button button--large"
                onClick={() => {
                  setNotice(null);
                  setDialog(decision);
                }}
              >
                {text.decisions[decision]}
              </button>
            ),
          )}
        </section>
      ) : text.nothingToDecide[week.state] ? (
        <p className="muted">{text.nothingToDecide[week.state]}</p>
      ) : null}
      <p role="status" className="status-message">
        {notice?.tone === 'done' ? notice.text : ''}
      </p>
      <p role="alert" className="form-error">
        {notice?.tone === 'error' ? notice.text : ''}
      </p>

      <WeekDays days={detail.days} />
      <WeekRegistrations registrations={detail.registrations} />

      {dialog ? <ReasonDialog decision={dialog} onDecide={decide} onClose={() => setDialog(null)} /> : null}
    </section>
  );
}
