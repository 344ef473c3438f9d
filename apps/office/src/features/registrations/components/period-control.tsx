import {
  mayChangePeriod,
  periodChange,
  RegistrationPeriodInputSchema,
  type OfficeRole,
  type RegistrationPeriodInput,
} from '@bouwwerk/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormDialog } from '../../../components/form-dialog';
import { FormError } from '../../../components/form-error';
import { TextField } from '../../../components/text-field';
import { nl } from '../../../i18n/nl';
import { checkRequest, refusalText, type FieldErrors } from '../../../lib/form-check';
import { useSingleFlight } from '../../../lib/use-single-flight';
import { addDays, today } from '../../planning';
import { registrationPeriodQuery, setRegistrationPeriod } from '../api/registrations';
import { monthOf } from '../lib/registration-filter';
import { formatDayNumbers } from '../lib/registration-values';

const text = nl.registrations;

type Field = 'closedThrough' | 'reason';

/** Sends a new closed day once at a time; a refusal stays in the dialog, as a Dutch sentence. */
function usePeriodWrite(onDone: () => void) {
  const queryClient = useQueryClient();
  const { busy, run } = useSingleFlight();
  const [refusal, setRefusal] = useState<string>();
  const send = (body: RegistrationPeriodInput) =>
    void run(async () => {
      try {
        await setRegistrationPeriod(queryClient, body);
        onDone();
      } catch (error) {
        setRefusal(refusalText(error));
      }
    });
  return { busy, refusal, send };
}

/** The closed day and the reason checked by the route's schema, and whether this change is the one asked for. */
function checkPeriod(
  current: string | null,
  input: { closedThrough: string | null; reason: string },
  wanted: 'close' | 'reopen',
  messages: Record<Field, string>,
) {
  const checked = checkRequest(RegistrationPeriodInputSchema, input, messages);
  if (!checked.ok) return checked;
  if (periodChange(current, checked.data.closedThrough) !== wanted)
    return { ok: false as const, errors: { closedThrough: messages.closedThrough } as FieldErrors<Field> };
  if (wanted === 'reopen' && checked.data.reason.trim() === '')
    return { ok: false as const, errors: { reason: messages.reason } as FieldErrors<Field> };
  return checked;
}

function CloseDialog({ current, onClose }: { current: string | null; onClose: () => void }) {
  // The month before this one: what an office closes at the start of a month.
  const [date, setDate] = useState(() => addDays(monthOf(today()).from, -1));
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [confirming, setConfirming] = useState(false);
  const write = usePeriodWrite(onClose);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = checkPeriod(current, { closedThrough: date, reason: '' }, 'close', {
      closedThrough: text.closeDateInvalid,
      reason: text.reopenReasonMissing,
    });
    setErrors(checked.errors);
    if (checked.ok) setConfirming(true);
  };

  if (confirming)
    return (
      <ConfirmDialog
        title={text.closePeriod}
        confirmLabel={text.closeConfirm(formatDayNumbers(date))}
        onConfirm={() => write.send({ closedThrough: date, reason: '' })}
        onCancel={onClose}
        busy={write.busy}
      >
        <p>{text.closeHint}</p>
        <FormError message={write.refusal} />
      </ConfirmDialog>
    );
  return (
    <FormDialog
      title={text.closePeriod}
      onClose={onClose}
      onSubmit={onSubmit}
      saving={false}
      submitLabel={text.closePeriod}
    >
      <TextField
        label={text.closeThrough}
        type="date"
        value={date}
        min={current ? addDays(current, 1) : undefined}
        error={errors.closedThrough}
        hint={text.closeHint}
        required
        onChange={(event) => setDate(event.target.value)}
      />
      <FormError message={errors.form} />
    </FormDialog>
  );
}

function ReopenDialog({ current, onClose }: { current: string; onClose: () => void }) {
  const [date, setDate] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const write = usePeriodWrite(onClose);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = checkPeriod(current, { closedThrough: date || null, reason }, 'reopen', {
      closedThrough: text.reopenDateInvalid,
      reason: text.reopenReasonMissing,
    });
    setErrors(checked.errors);
    if (checked.ok) write.send(checked.data);
  };

  return (
    <FormDialog
      title={text.reopenTitle}
      onClose={onClose}
      onSubmit={onSubmit}
      saving={write.busy}
      submitLabel={text.reopenSave}
    >
      <p>{text.closedThrough(formatDayNumbers(current))}</p>
      <TextField
        label={text.reopenThrough}
        type="date"
        value={date}
        max={addDays(current, -1)}
        error={errors.closedThrough}
        hint={text.reopenThroughHint}
        onChange={(event) => setDate(event.target.value)}
      />
      <TextField
        label={text.reopenReason}
        value={reason}
        error={errors.reason}
        required
        onChange={(event) => setReason(event.target.value)}
      />
      <FormError message={errors.form ?? write.refusal} />
    </FormDialog>
  );
}

/**
 * 'Periode afsluiten': up to which day the company's registrations are final, closed further by the
 * administratie and a beheerder, reopened by a beheerder alone and with a reason.
 */
export function PeriodControl({ role }: { role: OfficeRole }) {
  const period = useQuery(registrationPeriodQuery);
  const [dialog, setDialog] = useState<'close' | 'reopen' | null>(null);
  if (!period.data) return null;
  const current = period.data.closedThrough;
  return (
    <div className="registration-period">
      <p className="registration-period__state" role="status">
        {current === null ? text.nothingClosed : text.closedThrough(formatDayNumbers(current))}
      </p>
      {mayChangePeriod(role, 'close') ? (
        <button type="button" className="button" onClick={() => setDialog('close')}>
          {text.closePeriod}
        </button>
      ) : null}
      {current !== null && mayChangePeriod(role, 'reopen') ? (
        <button type="button" className="button" onClick={() => setDialog('reopen')}>
          {text.reopen}
        </button>
      ) : null}
      {dialog === 'close' ? <CloseDialog current={current} onClose={() => setDialog(null)} /> : null}
      {dialog === 'reopen' && current !== null ? (
        <ReopenDialog current={current} onClose={() => setDialog(null)} />
      ) : null}
    </div>
  );
}
