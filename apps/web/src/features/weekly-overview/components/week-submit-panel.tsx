import { isoWeekNumber, weekStartText } from '@bouwwerk/domain';
import { useState } from 'react';
import { saveWrite, useOutboxItems } from '../../../api/outbox';
import { useWeekSubmission, weekSubmissionWrite } from '../../../api/week-submissions';
import { ConfirmModal } from '../../../components/confirm-modal';
import { AlertIcon } from '../../../components/icons';
import { nl } from '../../../i18n/nl';
import { usePassport } from '../../../state/passport';
import { showSaveFailure } from '../../../state/save-failure';
import { showToast } from '../../../state/toasts';
import { sentBackNotice, weekStatusText } from '../lib/week-review';
import './week-submit.css';

/**
 * The week's submission: 'Week ingediend op …' once the server has it ('Week goedgekeurd door …' once the office
 * approved it), 'wordt verstuurd' while the outbox holds it, else the button that asks first: for a week not yet
 * submitted, and again for one the office sent back. There is no withdraw (the server's route says why).
 */
export default function WeekSubmitPanel({ date }: { date: Date }) {
  const passport = usePassport();
  const submission = useWeekSubmission(date);
  const monday = weekStartText(date);
  const week = isoWeekNumber(date);
  const pending = useOutboxItems().some(
    (item) => item.state === 'pending' && item.change.kind === 'week-submission' && item.change.weekStart === monday,
  );
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);

  const status = submission.data ? weekStatusText(submission.data) : null;
  if (status) {
    return (
      <p className="week-submit week-submit--done" role="status">
        {status}
      </p>
    );
  }
  if (pending) {
    return (
      <p className="week-submit week-submit--pending" role="status">
        {nl.weekSubmit.pending}
      </p>
    );
  }
  // Not known yet: no button that may turn into 'ingediend' a moment later. Without a connection (the read
  // paused) the button shows: the write waits in the outbox, and a repeat is harmless.
  if (submission.isPending && submission.fetchStatus === 'fetching') return null;

  function submit() {
    if (!passport || busy) return;
    setBusy(true);
    saveWrite(passport, weekSubmissionWrite(date))
      .then((saved) => {
        setAsking(false);
        if (saved.status === 'sent') showToast({ type: 'success', message: nl.weekSubmit.done(week) });
      })
      .catch((error: unknown) => showSaveFailure(error, nl.weekSubmit.failed))
      .finally(() => setBusy(false));
  }

  return (
    <div className="week-submit">
      <button type="button" className="button button--secondary week-submit__button" onClick={() => setAsking(true)}>
        {nl.weekSubmit.button}
      </button>
      {asking && (
        <ConfirmModal
          title={nl.weekSubmit.confirmTitle(week)}
          message={nl.weekSubmit.confirmMessage(week)}
          confirmLabel={nl.weekSubmit.confirm}
          cancelLabel={nl.weekSubmit.cancel}
          onConfirm={submit}
          onCancel={() => setAsking(false)}
          busy={busy}
        />
      )}
    </div>
  );
}

/**
 * Above the week the office sent back: its reason, until the week is submitted again. Loaded with the panel,
 * and shown only where the panel is (a week that can be submitted).
 */
export function WeekSentBackNotice({ date }: { date: Date }) {
  const notice = sentBackNotice(useWeekSubmission(date).data);
  if (!notice) return null;
  return (
    <p className="week-sent-back" role="status">
      <AlertIcon />
      <span>{notice}</span>
    </p>
  );
}
