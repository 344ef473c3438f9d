import { decimalToHhmm, formatDate, longWeekday, parseDate } from '@bouwwerk/domain';
import { useEffect, useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { discardOutboxItem, resendOutboxItem, useOutboxItems } from '../../../api/outbox';
import type { OutboxItem } from '../../../api/outbox/types';
import { paths } from '../../../lib/paths';
import { ConfirmModal } from '../../../components/confirm-modal';
import { nl } from '../../../i18n/nl';
import { formatQuantity } from '../../../lib/quantities';
import { showToast } from '../../../state/toasts';
import { correctionPlace, correctionValues } from '../lib/correction';
import { refusalReason, serverDetail } from '../lib/refusal-text';
import { CorrectModal } from './correct-modal';
import { UnsentState } from './unsent-items';
import './outbox-page.css';

/**
 * 'Niet verstuurd': the account's writes the server does not have yet. A pending one waits for the connection;
 * a refused one says why, and is sent again (as it was, or corrected) or discarded after a confirmation.
 */
export function OutboxPage() {
  const items = useOutboxItems();
  const { hash } = useLocation();
  const [correcting, setCorrecting] = useState<OutboxItem | null>(null);
  const [discarding, setDiscarding] = useState<OutboxItem | null>(null);
  const [busy, setBusy] = useState(false);

  // Opened from one write (the week overview's link): that one is brought into view and focused.
  const shown = items.length > 0;
  useEffect(() => {
    if (!shown || !hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView({ block: 'center' });
    target?.focus();
  }, [hash, shown]);

  async function act(action: () => Promise<void>, done: string) {
    setBusy(true);
    try {
      await action();
      showToast({ type: 'success', message: done });
    } catch (error) {
      console.warn('An outbox action failed', error);
      showToast({ type: 'failure', message: nl.outbox.actionFailed });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="page outbox-page">
      <p className="outbox-page__intro">{items.length > 0 ? nl.outbox.intro : nl.outbox.empty}</p>
      {items.length > 0 ? (
        <ul className="outbox-page__items" aria-label={nl.outbox.title}>
          {items.map((item) => (
            <li key={item.seq}>
              <OutboxEntry
                item={item}
                busy={busy}
                onResend={() => void act(() => resendOutboxItem(item.seq), nl.outbox.resent)}
                onCorrect={correctionPlace(item.request) ? () => setCorrecting(item) : null}
                onDiscard={() => setDiscarding(item)}
              />
            </li>
          ))}
        </ul>
      ) : null}

      {correcting ? <CorrectModal item={correcting} onClose={() => setCorrecting(null)} /> : null}
      {discarding ? (
        <ConfirmModal
          title={nl.outbox.discardTitle}
          message={nl.outbox.discardConfirm(discarding.shown.summary)}
          cancelLabel={nl.outbox.cancel}
          confirmLabel={nl.outbox.discard}
          busy={busy}
          onCancel={() => setDiscarding(null)}
          onConfirm={() =>
            void act(async () => {
              await discardOutboxItem(discarding.seq);
              setDiscarding(null);
            }, nl.outbox.discarded)
          }
        />
      ) : null}
    </section>
  );
}

interface OutboxEntryProps {
  item: OutboxItem;
  busy: boolean;
  onResend: () => void;
  /** Null when the write has nothing to correct (a delete, a signature, ...). */
  onCorrect: (() => void) | null;
  onDiscard: () => void;
}

function OutboxEntry({ item, busy, onResend, onCorrect, onDiscard }: OutboxEntryProps) {
  const titleId = useId();
  const day = item.shown.date ? parseDate(item.shown.date, 'api') : null;
  const refusal = item.state === 'refused' ? item.refusal : null;
  const detail = refusal ? serverDetail(refusal) : null;
  return (
    <article
      id={`outbox-item-${item.seq}`}
      tabIndex={-1}
      className={`card outbox-entry outbox-entry--${item.state}`}
      aria-labelledby={titleId}
    >
      <h2 id={titleId} className="outbox-entry__title">
        {nl.outbox.kinds[item.shown.kind]} ·{' '}
        {day ? `${longWeekday(day)} ${formatDate(day, 'heading')}` : nl.outbox.noDay}
      </h2>
      <UnsentState item={item} />
      <p className="outbox-entry__summary">{item.shown.summary}</p>
      <WriteValues item={item} />
      {refusal ? (
        <div className="outbox-entry__reason">
          <p>
            <strong>{nl.outbox.reasonLabel}:</strong> {refusalReason(refusal)}
          </p>
          {detail ? <p className="outbox-entry__detail">{detail}</p> : null}
        </div>
      ) : null}
      {day ? (
        <Link className="outbox-entry__day" to={paths.weeklyOverviewDate.getHref(day)}>
          {nl.outbox.toDay}
        </Link>
      ) : null}
      {item.state === 'refused' ? (
        <div className="outbox-entry__actions">
          <button type="button" className="button button--primary" disabled={busy} onClick={onResend}>
            {nl.outbox.resend}
          </button>
          {onCorrect ? (
            <button type="button" className="button button--secondary" disabled={busy} onClick={onCorrect}>
              {nl.outbox.correct}
            </button>
          ) : null}
          <button type="button" className="button button--secondary" disabled={busy} onClick={onDiscard}>
            {nl.outbox.discard}
          </button>
        </div>
      ) : null}
    </article>
  );
}

/** What the write sends that can be corrected (hours or quantity, remark), so the user sees what he is resending. */
function WriteValues({ item }: { item: OutboxItem }) {
  const place = correctionPlace(item.request);
  if (!place) return null;
  const values = correctionValues(item.request, place);
  const amount =
    place.amount.kind === 'hours'
      ? `${decimalToHhmm(values.amount)} ${nl.registrations.hoursUnit}`
      : `${nl.outbox.quantity} ${formatQuantity(values.amount)}`;
  return (
    <p className="outbox-entry__values">
      {amount}
      {values.remark ? ` · ${values.remark}` : null}
    </p>
  );
}
