import type { Relation } from '@bouwwerk/domain';
import { useId } from 'react';
import { nl } from '../../../i18n/nl';
import { useProjectGroups, useRelations } from '../../../api/projects';

interface SelectProps<T> {
  value: T;
  onChange: (value: T) => void;
}

const idOrNull = (value: string) => (value === '' ? null : Number(value));

/** Projectgroep, from GET /v1/projectgroepen (Utiliteit, Woningbouw). */
export function ProjectGroupSelect({ value, onChange }: SelectProps<number | null>) {
  const id = useId();
  const groups = useProjectGroups();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {nl.createProject.projectGroup}
      </label>
      <select
        id={id}
        className="field__input"
        value={value ?? ''}
        onChange={(event) => onChange(idOrNull(event.target.value))}
      >
        <option value="">{nl.createProject.noProjectGroup}</option>
        {groups.data?.map((group) => (
          <option key={group.id} value={group.id}>
            {group.companyName}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Relatie as a list of the existing relations (new relations are made in the calculation package). */
export function RelationSelect({ value, onChange }: SelectProps<Relation | null>) {
  const id = useId();
  const relations = useRelations();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {nl.createProject.relation}
      </label>
      <select
        id={id}
        className="field__input"
        value={value?.id ?? ''}
        onChange={(event) => onChange(relations.data?.find((r) => r.id === Number(event.target.value)) ?? null)}
      >
        <option value="">{nl.createProject.chooseRelationOption}</option>
        {relations.data?.map((relation) => (
          <option key={relation.id} value={relation.id}>
            {relation.companyName}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Contactpersoon of the chosen relation. */
export function ContactPersonSelect({
  relation,
  value,
  onChange,
}: SelectProps<number | null> & { relation: Relation | null }) {
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {nl.createProject.contactPerson}
      </label>
      <select
        id={id}
        className="field__input"
        value={value ?? ''}
        onChange={(event) => onChange(idOrNull(event.target.value))}
      >
        <option value="">{nl.createProject.noContactPerson}</option>
        {relation?.contactPersons.map((person) => (
          <option key={person.id} value={person.id}>
            {person.name}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A plain text field of the draft (Projectcode, Projectomschrijving). */
export function TextField({
  label,
  value,
  onChange,
  maxLength,
}: SelectProps<string> & { label: string; maxLength: number }) {
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="field__input"
        autoComplete="off"
        maxLength={maxLength}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
