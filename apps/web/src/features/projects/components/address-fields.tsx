import { LIMITS } from '@bouwwerk/domain';
import { useId } from 'react';
import { nl } from '../../../i18n/nl';
import type { AddressField, ProjectDraft } from '../lib/project-draft';

interface AddressFieldsProps {
  draft: ProjectDraft;
  onChange: (field: AddressField, value: string) => void;
  onWorkAddressChange: (ticked: boolean) => void;
  /** Telefoon too (the wizard's Stap 3). */
  withPhone?: boolean;
}

/**
 * Adres, Postcode, Plaats (and Telefoon) of a new project, with 'Werkadres toevoegen' once a relation is filled
 * in; while ticked the address fields carry the placeholder 'Werkadres'.
 */
export function AddressFields({ draft, onChange, onWorkAddressChange, withPhone = false }: AddressFieldsProps) {
  const id = useId();
  const t = nl.createProject;
  const placeholder = draft.workAddress ? t.workAddressPlaceholder : undefined;
  const fields: Array<{ field: AddressField; label: string; autoComplete: string; maxLength: number; type?: string }> =
    [
      { field: 'address', label: t.address, autoComplete: 'street-address', maxLength: LIMITS.addressMax },
      { field: 'postalcode', label: t.postalcode, autoComplete: 'postal-code', maxLength: LIMITS.postalCodeMax },
      { field: 'city', label: t.city, autoComplete: 'address-level2', maxLength: LIMITS.cityMax },
      ...(withPhone
        ? [{ field: 'phone' as const, label: t.phone, autoComplete: 'tel', maxLength: LIMITS.phoneMax, type: 'tel' }]
        : []),
    ];
  return (
    <>
      {draft.relation ? (
        <label className="checkbox">
          <input
            type="checkbox"
            checked={draft.workAddress}
            onChange={(event) => onWorkAddressChange(event.target.checked)}
          />
          <span>{t.workAddress}</span>
        </label>
      ) : null}
      {fields.map(({ field, label, autoComplete, maxLength, type }) => (
        <div key={field} className="field">
          <label className="field__label" htmlFor={`${id}-${field}`}>
            {label}
          </label>
          <input
            id={`${id}-${field}`}
            className="field__input"
            type={type ?? 'text'}
            autoComplete={autoComplete}
            maxLength={maxLength}
            placeholder={field === 'phone' ? undefined : placeholder}
            value={draft[field]}
            onChange={(event) => onChange(field, event.target.value)}
          />
        </div>
      ))}
    </>
  );
}
