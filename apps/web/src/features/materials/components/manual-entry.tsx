import { LIMITS, UNITS } from '@bouwwerk/domain';
import { checkMaterialEntry } from '../../../lib/material-entry';
import { useId, type FormEvent, type RefObject } from 'react';
import { nl } from '../../../i18n/nl';

export interface ManualDraft {
  aantal: string;
  eenheid: string;
  omschrijving: string;
}

export const EMPTY_MANUAL_DRAFT: ManualDraft = { aantal: '', eenheid: '', omschrijving: '' };

interface ManualEntryProps {
  draft: ManualDraft;
  onChange: (draft: ManualDraft) => void;
  /** 'Materiaal toevoegen'. */
  onAdd: () => void;
  /** After an attempt to add an incomplete entry: say per field what is missing. */
  showErrors: boolean;
  firstFieldRef?: RefObject<HTMLInputElement | null>;
}

/** A material that is not in the catalogue: Aantal, Eenheid (from the fixed list) and Materiaal. */
export function ManualEntry({ draft, onChange, onAdd, showErrors, firstFieldRef }: ManualEntryProps) {
  const id = useId();
  // Checked by the schema POST /v1/invoer checks a material line with.
  const errors = showErrors ? checkMaterialEntry(draft).errors : {};
  const set = (field: keyof ManualDraft) => (value: string) => onChange({ ...draft, [field]: value });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onAdd();
  };

  return (
    <form className="materials-form__panel manual-entry" aria-labelledby={`${id}-title`} onSubmit={onSubmit} noValidate>
      <h2 id={`${id}-title`} className="materials-form__heading">
        {nl.materials.manualEntry}
      </h2>
      <div className="manual-entry__row">
        <div className="field">
          <label className="field__label" htmlFor={`${id}-aantal`}>
            {nl.materials.quantity}
          </label>
          <input
            ref={firstFieldRef}
            id={`${id}-aantal`}
            className="field__input"
            inputMode="decimal"
            autoComplete="off"
            value={draft.aantal}
            onChange={(event) => set('aantal')(event.target.value)}
            aria-invalid={errors.aantal ? true : undefined}
            aria-describedby={errors.aantal ? `${id}-aantal-error` : undefined}
          />
          {errors.aantal ? (
            <p id={`${id}-aantal-error`} className="materials-form__error">
              {errors.aantal}
            </p>
          ) : null}
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-eenheid`}>
            {nl.materials.unit}
          </label>
          <select
            id={`${id}-eenheid`}
            className="field__input"
            value={draft.eenheid}
            onChange={(event) => set('eenheid')(event.target.value)}
            aria-invalid={errors.eenheid ? true : undefined}
            aria-describedby={errors.eenheid ? `${id}-eenheid-error` : undefined}
          >
            <option value="">{nl.materials.chooseUnit}</option>
            {UNITS.map((unit) => (
              <option key={unit.value} value={unit.value}>
                {unit.name}
              </option>
            ))}
          </select>
          {errors.eenheid ? (
            <p id={`${id}-eenheid-error`} className="materials-form__error">
              {errors.eenheid}
            </p>
          ) : null}
        </div>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-omschrijving`}>
          {nl.materials.material}
        </label>
        <input
          id={`${id}-omschrijving`}
          className="field__input"
          autoComplete="off"
          maxLength={LIMITS.descriptionMax}
          value={draft.omschrijving}
          onChange={(event) => set('omschrijving')(event.target.value)}
          aria-invalid={errors.omschrijving ? true : undefined}
          aria-describedby={errors.omschrijving ? `${id}-omschrijving-error` : undefined}
        />
        {errors.omschrijving ? (
          <p id={`${id}-omschrijving-error`} className="materials-form__error">
            {errors.omschrijving}
          </p>
        ) : null}
      </div>
      <button type="submit" className="button button--secondary button--block">
        {nl.materials.addLine}
      </button>
    </form>
  );
}
