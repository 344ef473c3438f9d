import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { SelectField } from '../../../components/text-field';
import { nl } from '../../../i18n/nl';
import { compareText } from '../../../lib/compare';
import { projectGroupsQuery, relationQuery, relationsQuery } from '../api/relations';
import { projectGroupLabel } from '../lib/project-group-list';
import { relationLabel } from '../lib/relation-list';

export const PROJECT_RELATION_FIELDS = ['relationId', 'contactPersonId', 'projectGroupId'] as const;
export type ProjectRelationField = (typeof PROJECT_RELATION_FIELDS)[number];
/** Each choice's id as text; '' for none. */
export type ProjectRelationValues = Record<ProjectRelationField, string>;

const texts = nl.projectRelations;

/** The Dutch message of each choice, for a refusal the server names it in. */
export const PROJECT_RELATION_MESSAGES: Record<ProjectRelationField, string> = {
  relationId: texts.relationInvalid,
  contactPersonId: texts.contactPersonInvalid,
  projectGroupId: texts.projectGroupInvalid,
};

/** The choices as the API takes them: none is null. */
export const projectRelationBody = (values: ProjectRelationValues) => ({
  relationId: values.relationId === '' ? null : Number(values.relationId),
  contactPersonId: values.contactPersonId === '' ? null : Number(values.contactPersonId),
  projectGroupId: values.projectGroupId === '' ? null : Number(values.projectGroupId),
});

export const projectRelationValues = (project?: {
  relationId: number | null;
  contactPersonId: number | null;
  projectGroupId: number | null;
}): ProjectRelationValues => ({
  relationId: project?.relationId == null ? '' : String(project.relationId),
  contactPersonId: project?.contactPersonId == null ? '' : String(project.contactPersonId),
  projectGroupId: project?.projectGroupId == null ? '' : String(project.projectGroupId),
});

interface Option {
  id: number;
  label: string;
}

/** A choice's options, and the chosen one while its list loads or when it is no longer in it (hidden since). */
function Options({ options, value, pending }: { options: Option[]; value: string; pending: boolean }) {
  return (
    <>
      <option value="">{texts.none}</option>
      {options.map((option) => (
        <option key={option.id} value={String(option.id)}>
          {option.label}
        </option>
      ))}
      {value !== '' && !options.some((option) => String(option.id) === value) ? (
        <option value={value}>{pending ? nl.app.loading : texts.hidden}</option>
      ) : null}
    </>
  );
}

interface ProjectRelationFieldsProps {
  values: ProjectRelationValues;
  /** A new relation clears the contact person: one belongs to a single relation. */
  onChange: (changes: Partial<ProjectRelationValues>) => void;
  readOnly: boolean;
  errors: Partial<Record<ProjectRelationField, string>>;
}

/** 'Relatie', 'Contactpersoon' (of that relation) and 'Projectgroep' of a project's form. */
export function ProjectRelationFields({ values, onChange, readOnly, errors }: ProjectRelationFieldsProps) {
  const relations = useQuery(relationsQuery);
  const groups = useQuery(projectGroupsQuery);
  const relationId = Number(values.relationId);
  const relation = useQuery({ ...relationQuery(relationId), enabled: values.relationId !== '' });

  const relationOptions = useMemo(
    () =>
      (relations.data ?? [])
        .map((r) => ({ id: r.id, label: relationLabel(r) }))
        .sort((a, b) => compareText(a.label, b.label) || a.id - b.id),
    [relations.data],
  );
  const groupOptions = useMemo(
    () =>
      (groups.data ?? [])
        .map((g) => ({ id: g.id, label: projectGroupLabel(g) }))
        .sort((a, b) => compareText(a.label, b.label) || a.id - b.id),
    [groups.data],
  );
  const personOptions = (relation.data?.contactPersons ?? []).map((p) => ({
    id: p.id,
    label: p.name || nl.contactPersons.untitled,
  }));

  return (
    <div className="form__grid">
      <SelectField
        label={texts.relation}
        value={values.relationId}
        onChange={(event) => onChange({ relationId: event.target.value, contactPersonId: '' })}
        disabled={readOnly || relations.isPending}
        error={errors.relationId}
        hint={relations.isError ? texts.loadFailed : undefined}
      >
        <Options options={relationOptions} value={values.relationId} pending={relations.isPending} />
      </SelectField>
      <SelectField
        label={texts.contactPerson}
        value={values.contactPersonId}
        onChange={(event) => onChange({ contactPersonId: event.target.value })}
        disabled={readOnly || values.relationId === '' || relation.isPending}
        error={errors.contactPersonId}
        hint={values.relationId === '' ? texts.contactPersonHint : undefined}
      >
        <Options
          options={personOptions}
          value={values.contactPersonId}
          pending={values.relationId !== '' && relation.isPending}
        />
      </SelectField>
      <SelectField
        label={texts.projectGroup}
        value={values.projectGroupId}
        onChange={(event) => onChange({ projectGroupId: event.target.value })}
        disabled={readOnly || groups.isPending}
        error={errors.projectGroupId}
        hint={groups.isError ? texts.loadFailed : undefined}
      >
        <Options options={groupOptions} value={values.projectGroupId} pending={groups.isPending} />
      </SelectField>
    </div>
  );
}
