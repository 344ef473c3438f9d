import { formatDate } from '@bouwwerk/domain';
import { canSwitchChoice } from '../../../lib/booking';
import { useId } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { nl } from '../../../i18n/nl';

export interface Choice {
  id: number;
  label: string;
  active: boolean;
}

interface BookingBreadcrumbProps {
  project?: { id: number; title: string };
  date: Date;
  works: readonly Choice[];
  workId: number;
  onWorkChange: (workId: number) => void;
  /** Only on a booking form: the part booked on and the other parts of the work. */
  parts?: readonly Choice[];
  partId?: number;
  onPartChange?: (partId: number) => void;
}

/**
 * Where a booking goes: the project, then the work and the part as dropdowns to switch them. A dropdown
 * opens only when there is more than one active choice (canSwitchChoice).
 */
export function BookingBreadcrumb({
  project,
  date,
  works,
  workId,
  onWorkChange,
  parts,
  partId,
  onPartChange,
}: BookingBreadcrumbProps) {
  const id = useId();
  return (
    <nav className="booking-crumbs" aria-label={nl.booking.breadcrumb}>
      {project ? (
        <Link className="booking-crumbs__project" to={paths.projectDetails.getHref(project.id, date)}>
          {project.title}
        </Link>
      ) : null}
      <ChoiceSelect id={`${id}-work`} label={nl.booking.work} choices={works} value={workId} onChange={onWorkChange} />
      {parts && partId !== undefined && onPartChange ? (
        <ChoiceSelect
          id={`${id}-part`}
          label={nl.booking.part}
          choices={parts}
          value={partId}
          onChange={onPartChange}
        />
      ) : null}
    </nav>
  );
}

interface ChoiceSelectProps {
  id: string;
  label: string;
  choices: readonly Choice[];
  value: number;
  onChange: (id: number) => void;
}

function ChoiceSelect({ id, label, choices, value, onChange }: ChoiceSelectProps) {
  const current = choices.find((choice) => choice.id === value);
  return (
    <div className="field booking-crumbs__choice">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="field__input"
        value={value}
        disabled={!canSwitchChoice(choices)}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {current ? null : <option value={value}>{value === 0 ? nl.booking.withoutPart : '…'}</option>}
        {choices.map((choice) => (
          <option key={choice.id} value={choice.id} disabled={!choice.active}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
}

interface BookingContextLineProps {
  /** The project's title; undefined while it loads. */
  title?: string;
  work?: string;
  part?: string;
  date: Date;
}

/**
 * What a booking form books on, at the top: the project on one line, the work, part and day on the next, each
 * cut with an ellipsis rather than wrapping, so the fields and Opslaan keep their room on a phone.
 */
export function BookingContextLine({ title, work, part, date }: BookingContextLineProps) {
  const where = [work, part, formatDate(date, 'heading')].filter(Boolean).join(' · ');
  return (
    <div className="booking-context" role="group" aria-label={nl.booking.context}>
      <p className="booking-context__title" title={title}>
        {title ?? nl.booking.loading}
      </p>
      <p className="booking-context__where" title={where}>
        {where}
      </p>
    </div>
  );
}
