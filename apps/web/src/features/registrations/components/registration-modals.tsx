import { decimalToHhmm, unitName } from '@bouwwerk/domain';
import { formatQuantity } from '../../../lib/quantities';
import { Modal } from '../../../components/modal';
import { nl } from '../../../i18n/nl';
import type { Deleting, RegistrationEdits } from '../hooks/use-registration-edits';
import { EditHoursModal } from './edit-hours-modal';
import { EditMaterialModal } from './edit-material-modal';

interface RegistrationModalsProps {
  /** The project of a project's list: its hours can move to another work or part of it. */
  projectId: number | null;
  edits: RegistrationEdits;
}

/** The edit popup of the chosen row, and 'Bevestig verwijdering' over it when Verwijder was pressed. */
export function RegistrationModals({ projectId, edits }: RegistrationModalsProps) {
  const { editing, deleting } = edits;
  return (
    <>
      {editing?.kind === 'hour' ? (
        <EditHoursModal
          row={editing.row}
          isOtherCosts={editing.isOtherCosts}
          projectId={projectId}
          onSave={(update) => edits.saveHour(editing.row, update)}
          onDelete={() =>
            edits.askDelete({
              kind: 'hour',
              id: editing.row.id,
              quantity: decimalToHhmm(editing.row.quantity),
              unit: nl.registrations.hoursUnit,
              description: editing.row.description,
            })
          }
          onClose={edits.close}
        />
      ) : null}
      {editing && editing.kind !== 'hour' ? (
        <EditMaterialModal
          row={editing.row}
          onSave={(update) => edits.saveMaterial(editing.row, update)}
          onDelete={() =>
            edits.askDelete({
              kind: editing.kind,
              id: editing.row.id,
              quantity: formatQuantity(editing.row.quantity),
              unit: unitName(editing.row.unit),
              description: editing.row.description,
            })
          }
          onClose={edits.close}
        />
      ) : null}
      {deleting ? (
        <ConfirmDeleteModal
          deleting={deleting}
          busy={edits.deletingBusy}
          onCancel={edits.cancelDelete}
          onConfirm={() => void edits.confirmDelete()}
        />
      ) : null}
    </>
  );
}

interface ConfirmDeleteModalProps {
  deleting: Deleting;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** 'Bevestig verwijdering' with quantity, unit and description; Annuleren and Verwijder. */
function ConfirmDeleteModal({ deleting, busy, onCancel, onConfirm }: ConfirmDeleteModalProps) {
  return (
    <Modal title={nl.registrations.confirmDeleteTitle} onClose={onCancel} closeLabel={nl.registrations.cancel}>
      <p className="registration-delete__what">
        <span className="registration-delete__amount">
          {deleting.quantity} {deleting.unit}
        </span>{' '}
        {deleting.description}
      </p>
      <div className="registration-edit__actions">
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {nl.registrations.cancel}
        </button>
        <button type="button" className="button button--primary" disabled={busy} aria-busy={busy} onClick={onConfirm}>
          {nl.registrations.remove}
        </button>
      </div>
    </Modal>
  );
}
