import { decimalToHhmm } from '@bouwwerk/domain';
import { nl } from '../../i18n/nl';
import { Modal } from '../modal';

interface OvertimeModalProps {
  /** The hours about to be booked, decimal. */
  hours: number;
  /** Doorgaan: save the hours anyway. */
  onConfirm: () => void;
  /** Terug: back to the form to change them. */
  onCancel: () => void;
}

/** The overtime confirm of the specification: '{hours} buiten werktijd registreren.'; continuing saves. */
export function OvertimeModal({ hours, onConfirm, onCancel }: OvertimeModalProps) {
  return (
    <Modal title={nl.hoursForm.overtimeTitle} onClose={onCancel} closeLabel={nl.hoursForm.overtimeCancel}>
      <p className="hours-form__overtime">{nl.hoursForm.overtime(decimalToHhmm(hours))}</p>
      <div className="hours-form__confirm-actions">
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {nl.hoursForm.overtimeCancel}
        </button>
        <button type="button" className="button button--primary" onClick={onConfirm}>
          {nl.hoursForm.overtimeConfirm}
        </button>
      </div>
    </Modal>
  );
}
