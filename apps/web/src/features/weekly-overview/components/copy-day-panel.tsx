import { decimalToHhmm, isRefusedByState, type OverviewDay, type Rights } from '@bouwwerk/domain';
import { useId, useState } from 'react';
import { submitWrite } from '../../../api/outbox';
import { nl } from '../../../i18n/nl';
import { ApiError } from '../../../lib/api-client';
import { usePassport } from '../../../state/passport';
import { showSaveFailure } from '../../../state/save-failure';
import { showToast } from '../../../state/toasts';
import { copyRowsOf, type CopyRow } from '../lib/copy-rows';
import { shortDayLabel } from '../lib/days';
import './copy-day-panel.css';

const STEP = 0.25;
const MAX_HOURS = 24;

interface CopyDayPanelProps {
  source: { date: Date; day: OverviewDay };
  target: Date;
  rights: Rights;
  onClose: () => void;
}

/**
 * The previous workday's hour registrations, each with a check box and its hours in quarter-hour steps (no
 * keyboard needed); one tap books the chosen ones on the shown day, one write each through the outbox, as the
 * forms book: sent at once, or kept on the phone and sent when there is a connection.
 */
export default function CopyDayPanel({ source, target, rights, onClose }: CopyDayPanelProps) {
  const titleId = useId();
  const passport = usePassport();
  const [rows] = useState(() => copyRowsOf(source.day, rights));
  const [chosen, setChosen] = useState(() => new Set(rows.map((r) => r.key)));
  const [hours, setHours] = useState(() => new Map(rows.map((r) => [r.key, r.hours])));
  const [busy, setBusy] = useState(false);
  const [booked, setBooked] = useState<ReadonlySet<string>>(new Set());
  const day = shortDayLabel(source.date);
  const open = rows.filter((r) => !booked.has(r.key));
  const selected = open.filter((r) => chosen.has(r.key));

  const toggle = (key: string) =>
    setChosen((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  const step = (key: string, delta: number) =>
    setHours((current) => {
      const value = Math.min(MAX_HOURS, Math.max(STEP, Math.round(((current.get(key) ?? 0) + delta) / STEP) * STEP));
      return new Map(current).set(key, value);
    });

  async function book() {
    if (!passport || selected.length === 0) return;
    setBusy(true);
    const done = new Set(booked);
    let sent = 0;
    let queued = 0;
    // One at a time and in order: the outbox sends them in the order they were stored.
    for (const row of selected) {
      const outcome = await submitWrite(
        passport,
        row.writeFor(target, hours.get(row.key) ?? row.hours, passport.userID),
      );
      if (outcome.status === 'refused') {
        const { error } = outcome;
        showSaveFailure(
          error,
          error instanceof ApiError && isRefusedByState(error)
            ? nl.booking.bookingRefused
            : nl.copyDay.failed(row.what),
        );
        continue;
      }
      done.add(row.key);
      if (outcome.status === 'sent') sent += 1;
      else queued += 1;
    }
    setBooked(done);
    setBusy(false);
    if (queued > 0) showToast({ type: 'success', message: nl.copyDay.queued(sent + queued) });
    else if (sent > 0) showToast({ type: 'success', message: nl.copyDay.booked(sent) });
    if (sent + queued === selected.length) onClose();
  }

  return (
    <section className="card copy-day" aria-labelledby={titleId}>
      <h3 id={titleId} className="copy-day__title">
        {nl.copyDay.title(day)}
      </h3>
      {open.length === 0 ? (
        <p>{nl.copyDay.nothing(day)}</p>
      ) : (
        <ul className="copy-day__rows">
          {open.map((row) => (
            <CopyDayRow
              key={row.key}
              row={row}
              checked={chosen.has(row.key)}
              hours={hours.get(row.key) ?? row.hours}
              disabled={busy}
              onToggle={() => toggle(row.key)}
              onStep={(delta) => step(row.key, delta)}
            />
          ))}
        </ul>
      )}
      <div className="copy-day__actions sticky-actions">
        <button
          type="button"
          className="button button--primary"
          disabled={busy || selected.length === 0 || !passport}
          onClick={() => void book()}
        >
          {nl.copyDay.book(selected.length)}
        </button>
        <button type="button" className="button button--secondary" disabled={busy} onClick={onClose}>
          {nl.copyDay.close}
        </button>
      </div>
    </section>
  );
}

interface CopyDayRowProps {
  row: CopyRow;
  checked: boolean;
  hours: number;
  disabled: boolean;
  onToggle: () => void;
  onStep: (delta: number) => void;
}

function CopyDayRow({ row, checked, hours, disabled, onToggle, onStep }: CopyDayRowProps) {
  const id = useId();
  const name = row.where ? `${row.what}, ${row.where}` : row.what;
  return (
    <li className="copy-day__row">
      <label className="copy-day__choice" htmlFor={id}>
        <input id={id} type="checkbox" checked={checked} disabled={disabled} onChange={onToggle} />
        <span>
          <span className="copy-day__what">{row.what}</span>
          {row.where ? <span className="copy-day__where">{row.where}</span> : null}
        </span>
      </label>
      <div className="copy-day__stepper" role="group" aria-label={nl.copyDay.hoursLabel(name)}>
        <button
          type="button"
          className="icon-button"
          aria-label={nl.copyDay.less(name)}
          disabled={disabled || hours <= STEP}
          onClick={() => onStep(-STEP)}
        >
          −
        </button>
        <output className="copy-day__hours" aria-live="polite">
          {decimalToHhmm(hours)}
        </output>
        <button
          type="button"
          className="icon-button"
          aria-label={nl.copyDay.more(name)}
          disabled={disabled || hours >= MAX_HOURS}
          onClick={() => onStep(STEP)}
        >
          +
        </button>
      </div>
    </li>
  );
}
