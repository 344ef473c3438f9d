import { MaterialUpdateSchema, unitName, type MaterialRegistration, type MaterialUpdate } from '@bouwwerk/domain';
import { checkRequest } from '../../../lib/form-validation';
import { quantityBody } from '../../../lib/material-entry';
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
  // Checked as PATCH /v1/registrations checks it. The specification also wants the (read-only) material text.
  const checked = checkRequest(
    MaterialUpdateSchema,
    {
      id: row.id,
      date,
      work: { id: row.workId },
      budget: { id: row.budgetId },
      quantity: quantityBody(aantal),
      unit: row.unit,
      description: row.description,
    },
    { date: nl.registrations.dateInvalid, quantity: nl.registrations.quantityInvalid },
  );
  const canSave = checked.ok && row.description.trim() !== '';

  function save() {
    if (canSave) onSave(checked.data);
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
            aria-invalid={checked.errors.date ? true : undefined}
            onChange={(event) => setDate(event.target.value)}
          />
          {checked.errors.date ? <p className="field__error">{checked.errors.date}</p> : null}
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
            aria-invalid={checked.errors.quantity ? true : undefined}
            aria-describedby={checked.errors.quantity ? `${id}-quantity-error` : undefined}
            onChange={(event) => setAantal(event.target.value)}
          />
          {checked.errors.quantity ? (
            <p id={`${id}-quantity-error`} className="field__error">
              {checked.errors.quantity}
            </p>
          ) : null}
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-unit`}>
            {nl.registrations.unit}
          </label>
          <input id={`${id}-unit`} className="field__input" value={unitName(row.unit)} readOnly />
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
