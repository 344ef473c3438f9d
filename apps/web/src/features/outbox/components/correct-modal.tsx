import { useId, useState } from 'react';
import { resendOutboxItem } from '../../../api/outbox';
import type { OutboxItem } from '../../../api/outbox/types';
import { checkHourEntry, HourEntryFields } from '../../../components/hours-form/hour-entry-fields';
import { Modal } from '../../../components/modal';
import { nl } from '../../../i18n/nl';
import { showToast } from '../../../state/toasts';
import {
  correctedObject,
  correctionPlace,
  correctionValues,
  correctWrite,
  type CorrectionPlace,
  type CorrectionValues,
} from '../lib/correction';

/**
 * 'Boeking corrigeren': the fields of a refused write that the user can change (its day, hours or quantity,
 * remark), taken from the request it made and checked by the route's own schema; Versturen sends it again.
 */
export function CorrectModal({ item, onClose }: { item: OutboxItem; onClose: () => void }) {
  const place = correctionPlace(item.request);
  if (!place) return null;
  return <CorrectForm item={item} place={place} onClose={onClose} />;
}

function CorrectForm({ item, place, onClose }: { item: OutboxItem; place: CorrectionPlace; onClose: () => void }) {
  const id = useId();
  const [values, setValues] = useState<CorrectionValues>(() => correctionValues(item.request, place));
  const [sending, setSending] = useState(false);
  const next = correctWrite(item.request, item.shown, place, values);
  const object = correctedObject(next.request, place);

  const hours = place.amount.kind === 'hours';
  const hourCheck = hours
    ? checkHourEntry(place.schema, object, {
        date: place.date ?? 'date',
        typeId: 'uursoortId',
        hours: String(place.amount.path.at(-1)),
        remark: place.remark ?? 'remark',
      })
    : null;
  const quantityOk = !hours && Number.isFinite(values.amount) && values.amount !== 0;
  const valid = hourCheck ? hourCheck.ok : quantityOk && place.schema.safeParse(object).success;
  const formError = hourCheck ? hourCheck.errors.form : !valid ? nl.outbox.correctInvalid : undefined;

  async function send() {
    if (!valid || sending) return;
    setSending(true);
    try {
      await resendOutboxItem(item.seq, next);
      showToast({ type: 'success', message: nl.outbox.resent });
      onClose();
    } catch (error) {
      console.warn('Resending a corrected write failed', error);
      showToast({ type: 'failure', message: nl.outbox.actionFailed });
      setSending(false);
    }
  }

  return (
    <Modal title={nl.outbox.correctTitle} onClose={onClose} closeLabel={nl.outbox.cancel}>
      <form
        className="outbox-correct"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <p className="outbox-correct__intro">{nl.outbox.correctIntro}</p>
        <p className="outbox-correct__summary">{item.shown.summary}</p>
        {hours ? (
          <HourEntryFields
            values={{ date: values.date, typeId: null, hours: values.amount, remark: values.remark ?? '' }}
            onChange={(v) =>
              setValues({ date: v.date, amount: v.hours, remark: values.remark === null ? null : v.remark })
            }
            errors={hourCheck?.errors}
          />
        ) : (
          <>
            {place.date ? (
              <div className="field">
                <label className="field__label" htmlFor={`${id}-date`}>
                  {nl.outbox.date}
                </label>
                <input
                  id={`${id}-date`}
                  className="field__input"
                  type="date"
                  required
                  value={values.date}
                  onChange={(event) => setValues({ ...values, date: event.target.value })}
                />
              </div>
            ) : null}
            <div className="field">
              <label className="field__label" htmlFor={`${id}-quantity`}>
                {nl.outbox.quantity}
              </label>
              <input
                id={`${id}-quantity`}
                className="field__input"
                type="number"
                inputMode="decimal"
                step="any"
                value={Number.isFinite(values.amount) ? String(values.amount) : ''}
                aria-invalid={!quantityOk || undefined}
                onChange={(event) => setValues({ ...values, amount: event.target.valueAsNumber })}
              />
              {!quantityOk ? <p className="field__error">{nl.outbox.quantityInvalid}</p> : null}
            </div>
          </>
        )}
        {formError && !valid ? (
          <p className="field__error" role="alert">
            {formError}
          </p>
        ) : null}
        <div className="confirm-modal__actions">
          <button type="button" className="button button--secondary" onClick={onClose}>
            {nl.outbox.cancel}
          </button>
          <button type="submit" className="button button--primary" disabled={!valid || sending} aria-busy={sending}>
            {nl.outbox.sendCorrected}
          </button>
        </div>
      </form>
    </Modal>
  );
}
