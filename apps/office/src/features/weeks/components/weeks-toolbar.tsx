import { WEEK_REVIEW_SPANS, WEEK_STATES } from '@bouwwerk/domain';
import { CheckField } from '../../../components/check-field';
import { SelectField, TextField } from '../../../components/text-field';
import { nl } from '../../../i18n/nl';
import { isoWeek } from '../../planning';
import { lastMonday, periodUpToNow, shiftPeriod, withSpan, type WeeksView } from '../lib/weeks-address';

interface WeeksToolbarProps {
  view: WeeksView;
  onChange: (view: WeeksView, replace?: boolean) => void;
  shown: number | null;
  total: number;
}

/** Above the overview: the period ('Vorige', 'Deze week', 'Volgende', how many weeks) and which weeks show. */
export function WeeksToolbar({ view, onChange, shown, total }: WeeksToolbarProps) {
  const text = nl.weeks;
  const last = lastMonday(view);
  return (
    <div className="weeks-toolbar">
      <div className="weeks-toolbar__period">
        <div className="button-row" role="group" aria-label={text.period}>
          <button type="button" className="button" onClick={() => onChange(shiftPeriod(view, -1))}>
            {text.previous}
          </button>
          <button
            type="button"
            className="button"
            onClick={() => onChange({ ...view, from: periodUpToNow(view.weeks) })}
          >
            {text.thisWeek}
          </button>
          <button type="button" className="button" onClick={() => onChange(shiftPeriod(view, 1))}>
            {text.next}
          </button>
        </div>
        <p className="weeks-toolbar__label" aria-live="polite">
          {text.periodOf(isoWeek(view.from), isoWeek(last), last.slice(0, 4))}
        </p>
        <div className="button-row" role="group" aria-label={text.weeksLabel}>
          {WEEK_REVIEW_SPANS.map((weeks) => (
            <button
              key={weeks}
              type="button"
              className={view.weeks === weeks ? 'button button--primary' : 'button'}
              aria-pressed={view.weeks === weeks}
              onClick={() => onChange(withSpan(view, weeks))}
            >
              {text.weeks[weeks]}
            </button>
          ))}
        </div>
      </div>
      <div className="toolbar weeks-toolbar__filters" role="search">
        <TextField
          label={text.searchEmployee}
          type="search"
          placeholder={text.searchEmployeePlaceholder}
          value={view.search}
          onChange={(event) => onChange({ ...view, search: event.target.value }, true)}
        />
        <SelectField
          label={text.stateFilter}
          value={view.state ?? ''}
          onChange={(event) =>
            onChange({ ...view, state: WEEK_STATES.find((state) => state === event.target.value) ?? null })
          }
        >
          <option value="">{text.allStates}</option>
          {WEEK_STATES.map((state) => (
            <option key={state} value={state}>
              {text.states[state]}
            </option>
          ))}
        </SelectField>
        <CheckField
          label={text.onlyDeviations}
          checked={view.onlyDeviations}
          onChange={(onlyDeviations) => onChange({ ...view, onlyDeviations })}
        />
        {shown === null ? null : (
          <p className="toolbar__count" role="status">
            {text.employeeCount(shown, total)}
          </p>
        )}
      </div>
    </div>
  );
}
