import {
  LIMITS,
  OfficeHourCorrectionSchema,
  OfficeMaterialCorrectionSchema,
  type ReviewedRegistration,
} from '@bouwwerk/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { FormDialog } from '../../../components/form-dialog';
import { FormError } from '../../../components/form-error';
import { SelectField, TextAreaField, TextField } from '../../../components/text-field';
import { nl } from '../../../i18n/nl';
import { formatDate } from '../../../lib/dates';
import { checkRequest, saveRefusal, type FieldErrors } from '../../../lib/form-check';
import { useSingleFlight } from '../../../lib/use-single-flight';
import { projectQuery } from '../../projects';
import { typesQuery } from '../../settings';
import { correctRegistration } from '../api/registrations';
import {
  correctionValues,
  hourCorrectionBody,
  lockRefusal,
  materialCorrectionBody,
  type CorrectionValues,
} from '../lib/registration-values';

const text = nl.registrations;

type Field = 'date' | 'hours' | 'quantity' | 'hourTypeId' | 'partId' | 'remark' | 'reason';

const MESSAGES: Record<Field, string> = {
  ...text.messages,
  hours: text.messages.hours(LIMITS.hoursMax),
  remark: text.messages.remark(LIMITS.remarkMax),
  reason: text.messages.reason(LIMITS.descriptionMax),
};

/** The parts a registration of this project may be booked on, with the one it has even if no longer active. */
function useParts(row: ReviewedRegistration) {
  const projectId = row.target?.kind === 'project' ? row.target.id : null;
  const project = useQuery({ ...projectQuery(projectId ?? 0), enabled: projectId !== null });
  const parts = (project.data?.works ?? []).flatMap((work) =>
    work.parts
      .filter((part) => part.active || part.id === row.part?.id)
      .map((part) => ({ id: part.id, label: [part.code, part.description].filter(Boolean).join(' ') })),
  );
  if (row.part && !parts.some((part) => part.id === row.part!.id)) parts.unshift(row.part);
  return parts;
}

interface CorrectionDialogProps {
  row: ReviewedRegistration;
  onClose: () => void;
  onCorrected: () => void;
}

/**
 * 'Corrigeren': the office changes a registration with a reason the Logboek keeps, checked by the route's
 * own schema before it is sent; a registration that became final meanwhile is refused with why.
 */
export function CorrectionDialog({ row, onClose, onCorrected }: CorrectionDialogProps) {
  const queryClient = useQueryClient();
  const types = useQuery(typesQuery);
  const parts = useParts(row);
  const [values, setValues] = useState<CorrectionValues>(() => correctionValues(row));
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const { busy, run } = useSingleFlight();
  const hours = row.kind === 'hours';
  const hasHourType = hours && row.target?.kind !== 'indirect';

  const set = (key: keyof CorrectionValues) => (value: string) =>
    setValues((current) => ({ ...current, [key]: value }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const messages = MESSAGES;
    const checked = hours
      ? checkRequest(OfficeHourCorrectionSchema, hourCorrectionBody(values), messages)
      : checkRequest(OfficeMaterialCorrectionSchema, materialCorrectionBody(values), messages);
    setErrors(checked.errors);
    if (!checked.ok) return;
    const body = checked.data;
    void run(async () => {
      try {
        await correctRegistration(queryClient, row, body);
        onCorrected();
      } catch (error) {
        const locked = lockRefusal(error);
        setErrors(locked === null ? saveRefusal(error, messages) : { form: locked });
      }
    });
  };

  const hourTypes = (types.data?.hourTypes ?? []).filter((type) => type.active || type.id === row.hourTypeId);
  return (
    <FormDialog
      title={text.correctionTitle(formatDate(row.date), row.employee?.name ?? text.noEmployee)}
      onClose={onClose}
      onSubmit={onSubmit}
      saving={busy}
      submitLabel={text.correctionSave}
    >
      <p className="muted">
        {[row.target ? `${text.targetKinds[row.target.kind]} ${row.target.label}` : null, row.what]
          .filter(Boolean)
          .join(' · ')}
      </p>
      <TextField
        label={text.date}
        type="date"
        value={values.date}
        error={errors.date}
        required
        onChange={(event) => set('date')(event.target.value)}
      />
      <TextField
        label={hours ? text.hours : text.quantity(row.unit)}
        inputMode="decimal"
        value={values.amount}
        error={hours ? errors.hours : errors.quantity}
        hint={hours ? text.hoursHint : undefined}
        required
        onChange={(event) => set('amount')(event.target.value)}
      />
      {hasHourType ? (
        <SelectField
          label={text.hourType}
          value={values.hourTypeId}
          error={errors.hourTypeId}
          onChange={(event) => set('hourTypeId')(event.target.value)}
        >
          <option value="">{text.noHourType}</option>
          {hourTypes.map((type) => (
            <option key={type.id} value={type.id}>
              {type.description}
            </option>
          ))}
        </SelectField>
      ) : null}
      {hours && parts.length > 0 ? (
        <SelectField
          label={text.part}
          value={values.partId}
          error={errors.partId}
          onChange={(event) => set('partId')(event.target.value)}
        >
          <option value="">{text.noPart}</option>
          {parts.map((part) => (
            <option key={part.id} value={part.id}>
              {part.label}
            </option>
          ))}
        </SelectField>
      ) : null}
      <TextAreaField
        label={text.remark}
        value={values.remark}
        error={errors.remark}
        rows={2}
        onChange={(event) => set('remark')(event.target.value)}
      />
      <TextField
        label={text.reason}
        value={values.reason}
        error={errors.reason}
        hint={text.reasonHint}
        required
        onChange={(event) => set('reason')(event.target.value)}
      />
      <FormError message={errors.form} />
    </FormDialog>
  );
}
