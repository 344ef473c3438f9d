import { EMPLOYEE_RIGHTS, PLANNING_BOARD_WEEKS } from '@bouwwerk/domain';
import { PeriodPicker } from '../../../components/period-picker';
import { SelectField, TextField } from '../../../components/text-field';
import { nl } from '../../../i18n/nl';
import { shiftPeriod, type BoardView } from '../lib/board-address';
import { addDays, isoWeek, mondayOf, today } from '../lib/board-dates';
import { BOARD_GROUPINGS } from '../lib/board-groups';

interface BoardToolbarProps {
  view: BoardView;
  onChange: (view: BoardView, replace?: boolean) => void;
  projects: { id: number; label: string }[];
  shown: number | null;
  total: number;
}

/**
 * Above the board: the period ('Vorige', 'Vandaag', 'Volgende', how many weeks), who is shown (by name,
 * project, right) and how ('Groeperen' by team).
 */
export function BoardToolbar({ view, onChange, projects, shown, total }: BoardToolbarProps) {
  const text = nl.planning;
  const last = addDays(view.from, view.weeks * 7 - 1);
  return (
    <div className="planning-toolbar">
      <PeriodPicker
        className="planning-toolbar__period"
        labelClassName="planning-toolbar__label"
        label={text.period}
        shown={text.periodOf(isoWeek(view.from), isoWeek(last), last.slice(0, 4))}
        previous={{ label: text.previous, onClick: () => onChange(shiftPeriod(view, -1)) }}
        now={{ label: text.today, onClick: () => onChange({ ...view, from: mondayOf(today()) }) }}
        next={{ label: text.next, onClick: () => onChange(shiftPeriod(view, 1)) }}
        spans={{
          label: text.weeksLabel,
          options: PLANNING_BOARD_WEEKS,
          names: text.weeks,
          current: view.weeks,
          onPick: (weeks) => onChange({ ...view, weeks }),
        }}
      />
      <div className="toolbar" role="search">
        <TextField
          label={text.searchEmployee}
          type="search"
          placeholder={text.searchEmployeePlaceholder}
          value={view.search}
          onChange={(event) => onChange({ ...view, search: event.target.value }, true)}
        />
        <SelectField
          label={text.projectFilter}
          value={view.projectId ?? ''}
          onChange={(event) => onChange({ ...view, projectId: event.target.value ? Number(event.target.value) : null })}
        >
          <option value="">{text.allProjects}</option>
          {projects.map((project) => (
            <option key={project.id} value={project.id}>
              {project.label}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={text.rightFilter}
          value={view.right ?? ''}
          onChange={(event) =>
            onChange({ ...view, right: EMPLOYEE_RIGHTS.find((right) => right === event.target.value) ?? null })
          }
        >
          <option value="">{text.allRights}</option>
          {EMPLOYEE_RIGHTS.map((right) => (
            <option key={right} value={right}>
              {nl.rights[right]}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={text.grouping}
          value={view.grouping}
          onChange={(event) =>
            onChange({
              ...view,
              grouping: BOARD_GROUPINGS.find((grouping) => grouping === event.target.value) ?? 'none',
            })
          }
        >
          {BOARD_GROUPINGS.map((grouping) => (
            <option key={grouping} value={grouping}>
              {text.groupings[grouping]}
            </option>
          ))}
        </SelectField>
        {shown === null ? null : (
          <p className="toolbar__count" role="status">
            {text.employeeCount(shown, total)}
          </p>
        )}
      </div>
    </div>
  );
}
