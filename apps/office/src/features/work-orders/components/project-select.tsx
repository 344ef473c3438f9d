import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { SelectField } from '../../../components/text-field';
import { nl } from '../../../i18n/nl';
import { compareText } from '../../../lib/compare';
import { projectLabel, projectsQuery } from '../../projects';

interface ProjectSelectProps {
  /** The project's id as text; '' for none. */
  value: string;
  onChange: (value: string) => void;
  readOnly: boolean;
  error?: string;
}

/** 'Project': the company's projects by code and description, or none; the order's bookings count on it. */
export function ProjectSelect({ value, onChange, readOnly, error }: ProjectSelectProps) {
  const projects = useQuery(projectsQuery);
  const options = useMemo(
    () => [...(projects.data ?? [])].sort((a, b) => compareText(a.code, b.code) || a.id - b.id),
    [projects.data],
  );
  return (
    <SelectField
      label={nl.workOrderForm.project}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      disabled={readOnly || projects.isPending}
      error={error}
      hint={projects.isError ? nl.workOrderForm.projectsFailed : undefined}
    >
      <option value="">{nl.workOrderForm.noProject}</option>
      {options.map((project) => (
        <option key={project.id} value={String(project.id)}>
          {projectLabel(project)}
        </option>
      ))}
      {value !== '' && !options.some((project) => String(project.id) === value) ? (
        <option value={value}>{projects.isPending ? nl.app.loading : nl.workOrderForm.project}</option>
      ) : null}
    </SelectField>
  );
}
