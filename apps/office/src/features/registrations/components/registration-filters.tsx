import {
  REGISTRATION_KINDS,
  REGISTRATION_STATUSES,
  REVIEW_GROUPINGS,
  REVIEW_PERIOD_DAYS_MAX,
  WEEK_STATES,
} from '@bouwwerk/domain';
import { useQuery } from '@tanstack/react-query';
import { SelectField, TextField } from '../../../components/text-field';
import { nl } from '../../../i18n/nl';
import { compareText } from '../../../lib/compare';
import { employeesQuery, fullName } from '../../employees';
import { projectLabel, projectsQuery } from '../../projects';
import { typesQuery } from '../../settings';
import { workOrdersQuery } from '../../work-orders';
import type { RegistrationFilter } from '../lib/registration-filter';

const text = nl.registrations;

interface Choice {
  id: number;
  label: string;
}

const byLabel = (choices: Choice[]) => choices.sort((a, b) => compareText(a.label, b.label));

/** The company's employees, projects, work orders and indirect types to narrow to, each by its label. */
function useChoices() {
  const employees = useQuery(employeesQuery);
  const projects = useQuery(projectsQuery);
  const workOrders = useQuery(workOrdersQuery);
  const types = useQuery(typesQuery);
  return {
    employees: byLabel((employees.data ?? []).map((e) => ({ id: e.id, label: fullName(e) }))),
    projects: byLabel((projects.data ?? []).map((p) => ({ id: p.id, label: projectLabel(p) }))),
    workOrders: byLabel(
      (workOrders.data ?? []).map((o) => ({ id: o.id, label: [o.number, o.customer].filter(Boolean).join(' · ') })),
    ),
    indirectTypes: (types.data?.indirectTypes ?? []).map((t) => ({ id: t.id, label: t.description })),
  };
}

interface IdFilterProps {
  label: string;
  value?: number;
  choices: Choice[];
  everyLabel: string;
  onChange: (id?: number) => void;
}

function IdFilter({ label, value, choices, everyLabel, onChange }: IdFilterProps) {
  return (
    <SelectField
      label={label}
      value={value === undefined ? '' : String(value)}
      onChange={(event) => onChange(event.target.value ? Number(event.target.value) : undefined)}
    >
      <option value="">{everyLabel}</option>
      {/* A filter the address asks for keeps its place while the list is on its way. */}
      {value !== undefined && !choices.some((choice) => choice.id === value) ? (
        <option value={value}>{value}</option>
      ) : null}
      {choices.map((choice) => (
        <option key={choice.id} value={choice.id}>
          {choice.label}
        </option>
      ))}
    </SelectField>
  );
}

interface EnumFilterProps<V extends string> {
  label: string;
  value?: V;
  values: readonly V[];
  labels: Record<V, string>;
  onChange: (value?: V) => void;
  /** The choice of none of the values; 'Alle' when absent. */
  emptyLabel?: string;
}

function EnumFilter<V extends string>({ label, value, values, labels, onChange, emptyLabel }: EnumFilterProps<V>) {
  return (
    <SelectField
      label={label}
      value={value ?? ''}
      onChange={(event) => onChange(values.find((v) => v === event.target.value))}
    >
      <option value="">{emptyLabel ?? text.every}</option>
      {values.map((v) => (
        <option key={v} value={v}>
          {labels[v]}
        </option>
      ))}
    </SelectField>
  );
}

interface RegistrationFiltersProps {
  filter: RegistrationFilter;
  periodValid: boolean;
  onChange: (change: Partial<RegistrationFilter>) => void;
}

/** The period, what narrows it and how it is grouped, each change written to the address. */
export function RegistrationFilters({ filter, periodValid, onChange }: RegistrationFiltersProps) {
  const choices = useChoices();
  return (
    <div className="registration-filters" role="search" aria-label={text.filters}>
      <TextField
        label={text.from}
        type="date"
        value={filter.from}
        required
        onChange={(event) => event.target.value && onChange({ from: event.target.value })}
      />
      <TextField
        label={text.to}
        type="date"
        value={filter.to}
        required
        error={periodValid ? undefined : text.periodInvalid(REVIEW_PERIOD_DAYS_MAX)}
        onChange={(event) => event.target.value && onChange({ to: event.target.value })}
      />
      <IdFilter
        label={text.employee}
        value={filter.employeeId}
        choices={choices.employees}
        everyLabel={text.everyone}
        onChange={(employeeId) => onChange({ employeeId })}
      />
      <IdFilter
        label={text.project}
        value={filter.projectId}
        choices={choices.projects}
        everyLabel={text.every}
        onChange={(projectId) => onChange({ projectId })}
      />
      <IdFilter
        label={text.workOrder}
        value={filter.workOrderId}
        choices={choices.workOrders}
        everyLabel={text.every}
        onChange={(workOrderId) => onChange({ workOrderId })}
      />
      <IdFilter
        label={text.indirectType}
        value={filter.indirectTypeId}
        choices={choices.indirectTypes}
        everyLabel={text.every}
        onChange={(indirectTypeId) => onChange({ indirectTypeId })}
      />
      <EnumFilter
        label={text.kind}
        value={filter.kind}
        values={REGISTRATION_KINDS}
        labels={text.kinds}
        onChange={(kind) => onChange({ kind })}
      />
      <EnumFilter
        label={text.status}
        value={filter.status}
        values={REGISTRATION_STATUSES}
        labels={text.statuses}
        onChange={(status) => onChange({ status })}
      />
      <EnumFilter
        label={text.weekState}
        value={filter.weekState}
        values={WEEK_STATES}
        labels={text.weekStates}
        onChange={(weekState) => onChange({ weekState })}
      />
      <EnumFilter
        label={text.groupBy}
        value={filter.groupBy}
        values={REVIEW_GROUPINGS}
        labels={text.groupings}
        emptyLabel={text.noGrouping}
        onChange={(groupBy) => onChange({ groupBy })}
      />
    </div>
  );
}
