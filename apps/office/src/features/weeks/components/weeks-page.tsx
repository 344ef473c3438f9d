import { mayDecideWeek } from '@bouwwerk/domain';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useId, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useSession } from '../../../api/session';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Dialog } from '../../../components/dialog';
import '../../../components/list.css';
import { Toast, type ToastMessage } from '../../../components/toast';
import { nl } from '../../../i18n/nl';
import { refusalText } from '../../../lib/form-check';
import { useSingleFlight } from '../../../lib/use-single-flight';
import { approveClean, weekReviewsQuery } from '../api/weeks';
import { readWeeksView, writeWeeksView, type WeeksView } from '../lib/weeks-address';
import { cleanWeekCount, overviewRows } from '../lib/weeks-overview';
import { useNarrow } from './use-narrow';
import { WeeksList, WeeksTable } from './weeks-overview';
import { WeeksToolbar } from './weeks-toolbar';
import './weeks.css';

/**
 * /kantoor/weken: every employee's weeks of a period with their state and what asks for a look; a reviewer
 * opens a week to decide on it, or approves every clean week of the period at once.
 */
export function WeeksPage() {
  const session = useSession();
  const queryClient = useQueryClient();
  const reviewer = mayDecideWeek(session.user.role, 'approve');
  const [searchParams, setSearchParams] = useSearchParams();
  const view = readWeeksView(searchParams);
  // At once rather than in a transition: the filters' controls show the address, and a checkbox that waited
  // for it would spring back under the finger.
  const setView = (next: WeeksView, replace = false) =>
    setSearchParams(writeWeeksView(next), { replace, flushSync: true });
  const narrow = useNarrow();
  const titleId = useId();
  const text = nl.weeks;

  const reviews = useQuery({ ...weekReviewsQuery(view.from, view.weeks), placeholderData: keepPreviousData });
  const shown =
    reviews.data && reviews.data.from === view.from && reviews.data.weeks.length === view.weeks
      ? reviews.data
      : undefined;
  const { search, state, onlyDeviations } = view;
  const { rows, total } = useMemo(
    () =>
      shown
        ? {
            rows: overviewRows(shown, { search, state, onlyDeviations }),
            total: overviewRows(shown, { search: '', state: null, onlyDeviations: false }).length,
          }
        : { rows: [], total: 0 },
    [shown, search, state, onlyDeviations],
  );
  const clean = shown ? cleanWeekCount(shown) : 0;

  const [confirming, setConfirming] = useState(false);
  const [toast, setToast] = useState<ToastMessage | null>(null);
  const closeToast = useCallback(() => setToast(null), []);
  const { busy, run } = useSingleFlight();
  const onApproveClean = () =>
    void run(async () => {
      try {
        const { approved } = await approveClean(queryClient, view.from, view.weeks);
        setToast({ tone: 'done', text: text.approvedClean(approved.length) });
      } catch (error) {
        setToast({ tone: 'error', text: refusalText(error) });
      } finally {
        setConfirming(false);
      }
    });

  const Overview = narrow ? WeeksList : WeeksTable;
  return (
    <section className="page weeks" aria-labelledby={titleId}>
      <title>{`${text.title} · ${nl.app.name}`}</title>
      <div className="page__header">
        <div>
          <h1 id={titleId}>{text.title}</h1>
          <p className="muted weeks__intro">{text.intro}</p>
        </div>
        {reviewer ? (
          <button
            type="button"
            className="button button--primary weeks__approve-clean"
            onClick={() => setConfirming(true)}
            disabled={!shown}
          >
            {text.approveClean}
          </button>
        ) : null}
      </div>
      <WeeksToolbar view={view} onChange={setView} shown={shown ? rows.length : null} total={total} />
      {reviews.isError && !shown ? (
        <div role="alert" className="card">
          <p>{text.loadFailed}</p>
          <button type="button" className="button" onClick={() => void reviews.refetch()}>
            {nl.errors.retry}
          </button>
        </div>
      ) : !shown ? (
        <p role="status">{nl.app.loading}</p>
      ) : rows.length === 0 ? (
        <p>{text.none}</p>
      ) : (
        <Overview rows={rows} mondays={shown.weeks} back={`?${writeWeeksView(view).toString()}`} />
      )}

      {confirming && clean > 0 ? (
        <ConfirmDialog
          title={text.approveCleanTitle}
          confirmLabel={text.approveCleanConfirm(clean)}
          onConfirm={onApproveClean}
          onCancel={() => setConfirming(false)}
          busy={busy}
        >
          <p>{text.approveCleanAsk(clean)}</p>
        </ConfirmDialog>
      ) : confirming ? (
        <Dialog title={text.approveCleanTitle} onClose={() => setConfirming(false)}>
          <p>{text.approveCleanAsk(0)}</p>
        </Dialog>
      ) : null}
      <Toast message={toast} onClose={closeToast} />
    </section>
  );
}
