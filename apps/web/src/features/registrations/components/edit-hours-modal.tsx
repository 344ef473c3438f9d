import { HourUpdateSchema, type HourRegistration, type HourUpdate } from '@bouwwerk/domain';
import { editPlacement, type Placement } from '../lib/registration-placement';
import { useId, useState } from 'react';
import {
  checkHourEntry,
  HourEntryFields,
  UPDATE_FIELDS,
  type HourEntryValues,
} from '../../../components/hours-form/hour-entry-fields';
import { Modal } from '../../../components/modal';
import { nl } from '../../../i18n/nl';
import { useHourTypes } from '../../../api/choices';
import { useParts, useWorks } from '../../../api/projects';
import { EditActions } from './edit-actions';

interface EditHoursModalProps {
  row: HourRegistration;
  isOtherCosts: boolean;
  /** A project booking can move to another work or part of the project; an order booking stays on the order. */
  projectId: number | null;
  onSave: (update: HourUpdate) => void;
  onDelete: () => void;
  onClose: () => void;
}

/** 'Wijzig uren registratie': Datum, (Werk and Onderdeel), Soort, Uren and Opmerking; Verwijder and Opslaan. */
export function EditHoursModal({ row, isOtherCosts, projectId, onSave, onDelete, onClose }: EditHoursModalProps) {
  const id = useId();
  const hourTypes = useHourTypes();
  const [values, setValues] = useState<HourEntryValues>({
    date: row.date,
    typeId: row.uursoortId || null,
    hours: row.quantity,
    remark: row.remark,
  });
  const [chosen, setChosen] = useState<Placement>({ workId: row.workId, budgetId: row.budgetId });
  const works = useWorks(projectId);
  const parts = useParts(projectId !== null && chosen.workId > 0 ? chosen.workId : null);
  const placement = editPlacement({ chosen, current: row, isOtherCosts, works: works.data, parts: parts.data });

  const needsType = !isOtherCosts;
  const type = hourTypes.data?.find((t) => t.id === values.typeId);
  const update: HourUpdate = {
    id: row.id,
    date: values.date,
    work: { id: placement.workId },
    budget: { id: placement.budgetId ?? 0 },
    quantity: values.hours,
    description: type?.omschrijving ?? row.description,
    remark: values.remark.trim(),
    uursoortId: needsType ? values.typeId : row.uursoortId,
    budgetTypeId: row.budgetTypeId,
    unit: 'uur',
  };
  // Checked as PATCH /v1/registrations checks it; a part must be chosen, and hours (not OP) need a type.
  const checked = checkHourEntry(HourUpdateSchema, update, UPDATE_FIELDS);
  const canSave = checked.ok && placement.budgetId !== null && (!needsType || values.typeId !== null);

  function save() {
    if (canSave) onSave(update);
  }

  return (
    <Modal title={nl.registrations.editHoursTitle} onClose={onClose}>
      <form
        className="registration-edit"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <HourEntryFields
          values={values}
          onChange={setValues}
          types={needsType ? (hourTypes.data ?? []) : undefined}
          errors={checked.errors}
        >
          {projectId !== null && row.workId > 0 ? (
            <>
              <div className="field">
                <label className="field__label" htmlFor={`${id}-work`}>
                  {nl.registrations.work}
                </label>
                <select
                  id={`${id}-work`}
                  className="field__input"
                  value={chosen.workId}
                  // Another work clears the part: it has to be chosen again on the new work.
                  onChange={(event) => setChosen({ workId: Number(event.target.value), budgetId: null })}
                >
                  {placement.works.map((work) => (
                    <option key={work.id} value={work.id}>
                      {work.omschrijving || nl.registrations.noDescription}
                    </option>
                  ))}
                </select>
              </div>
              {placement.parts.length > 0 ? (
                <div className="field">
                  <label className="field__label" htmlFor={`${id}-part`}>
                    {nl.registrations.part}
                  </label>
                  <select
                    id={`${id}-part`}
                    className="field__input"
                    value={placement.budgetId ?? ''}
                    onChange={(event) =>
                      setChosen({ ...chosen, budgetId: event.target.value ? Number(event.target.value) : null })
                    }
                  >
                    {placement.budgetId === null ? <option value="">{nl.registrations.choosePart}</option> : null}
                    {placement.parts.map((part) => (
                      <option key={part.id} value={part.id}>
                        {[part.code, part.omschrijving].filter(Boolean).join(' | ') || nl.registrations.noDescription}
                      </option>
                    ))}
                  </select>
                </div>
              ) : null}
            </>
          ) : null}
        </HourEntryFields>
        <EditActions onDelete={onDelete} canSave={canSave} />
      </form>
    </Modal>
  );
}
