import { WEEK_REVIEW_SPANS, WEEK_STATES } from '@bouwwerk/domain';
import { CheckField } from '../../../components/check-field';
import { PeriodPicker } from '../../../components/period-picker';
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
      <PeriodPicker
        className="weeks-toolbar__period"
        labelClassName="weeks-toolbar__label"
        label={text.period}
        shown={text.periodOf(isoWeek(view.from), isoWeek(last), last.slice(0, 4))}
        previous={{ label: text.previous, onClick: () => onChange(shiftPeriod(view, -1)) }}
        now={{ label: text.thisWeek, onClick: () => onChange({ ...view, from: periodUpToNow(view.weeks) }) }}
        next={{ label: text.next, onClick: () => onChange(shiftPeriod(view, 1)) }}
        spans={{
          label: text.weeksLabel,
          options: WEEK_REVIEW_SPANS,
          names: text.weeks,
          current: view.weeks,
          onPick: (weeks) => onChange(withSpan(view, weeks)),
        }}
      />
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
