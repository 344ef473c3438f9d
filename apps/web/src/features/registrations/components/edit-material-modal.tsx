import { parseDate, type MaterialRegistration, type MaterialUpdate } from '@bouwwerk/domain';
import { canSaveMaterialEdit, parseQuantity } from '../../../lib/material-entry';
import { formatQuantity } from '../../../lib/quantities';
import { useId, useState } from 'react';
import { Modal } from '../../../components/modal';
import { nl } from '../../../i18n/nl';
import { EditActions } from './edit-actions';

interface EditMaterialModalProps {
  row: MaterialRegistration;
  onSave: (update: MaterialUpdate) => void;
  onDelete: () => void;
  onClose: () => void;
}

/**
 * 'Wijzig materiaal registratie': Datum and Aantal change; Eenheid and Materiaal are read-only. Material the
 * office put on the order keeps its date.
 */
export function EditMaterialModal({ row, onSave, onDelete, onClose }: EditMaterialModalProps) {
  const id = useId();
  const [date, setDate] = useState(row.date);
  const [aantal, setAantal] = useState(() => formatQuantity(row.quantity).replace(/\./g, ''));
  const dateValid = parseDate(date, 'api') !== null;
  const canSave = dateValid && canSaveMaterialEdit({ aantal, omschrijving: row.description });

  function save() {
    const quantity = parseQuantity(aantal);
    if (!canSave || quantity === null) return;
    onSave({ id: row.id, date, work: { id: row.workId }, budget: { id: row.budgetId }, quantity, unit: row.unit, description: row.description });
  }

  return (
    <Modal title={nl.registrations.editMaterialTitle} onClose={onClose}>
      <form
        className="registration-edit"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <div className="field">
          <label className="field__label" htmlFor={`${id}-date`}>
            {nl.registrations.date}
          </label>
          <input
            id={`${id}-date`}
            className="field__input"
            type="date"
            required
            value={date}
            disabled={row.isPredefined}
            aria-describedby={row.isPredefined ? `${id}-date-locked` : undefined}
            aria-invalid={!dateValid || undefined}
            onChange={(event) => setDate(event.target.value)}
          />
          {row.isPredefined ? (
            <p id={`${id}-date-locked`} className="registration-edit__hint">
              {nl.registrations.dateLocked}
            </p>
          ) : null}
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-quantity`}>
            {nl.registrations.quantity}
          </label>
          <input
            id={`${id}-quantity`}
            className="field__input"
            inputMode="decimal"
            autoComplete="off"
            value={aantal}
            aria-invalid={!canSaveMaterialEdit({ aantal, omschrijving: row.description }) || undefined}
            onChange={(event) => setAantal(event.target.value)}
          />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-unit`}>
            {nl.registrations.unit}
          </label>
          <input id={`${id}-unit`} className="field__input" value={row.unit} readOnly />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-material`}>
            {nl.registrations.material}
          </label>
          <input id={`${id}-material`} className="field__input" value={row.description} readOnly />
        </div>
        <EditActions onDelete={onDelete} canSave={canSave} />
      </form>
    </Modal>
  );
}
