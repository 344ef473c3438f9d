import {
  formatDate,
  HourBookingSchema,
  isRefusedByState,
  OtherCostsBookingSchema,
  parseDate,
  todayInAmsterdam,
  type HourBooking,
} from '@bouwwerk/domain';
import { partsForMode, partType, PART_TYPE } from '../../../lib/booking';
import { useId, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { paths } from '../../../app/paths';
import { BOOKING_FIELDS } from '../../../components/hours-form/hour-entry-fields';
import { HoursForm, type HoursFormValues } from '../../../components/hours-form/hours-form';
import { nl } from '../../../i18n/nl';
import { ApiError } from '../../../lib/api-client';
import { getBookingDate } from '../../../state/booking-date';
import { usePassport } from '../../../state/passport';
import { showSaveFailure } from '../../../state/save-failure';
import { showToast } from '../../../state/toasts';
import { hourBookingWrite } from '../../../api/bookings';
import { useHourTypes, useOtherCostTypes } from '../../../api/choices';
import { useParts } from '../../../api/projects';
import { useRemainingHours } from '../../../api/week-overview';
import { saveWrite } from '../../../api/outbox';
import { titleOfDay, useBookingFlow } from '../hooks/use-booking-flow';
import { formHref, partsHref } from '../lib/booking-href';
import { idParam, partParam, typeParam } from '../lib/route-params';
import { BookingBreadcrumb } from './booking-breadcrumb';
import { BookingFrame } from './booking-frame';
import { EmptyState } from './load-state';
import { partLabel } from './select-part-page';

type Form = 'hours' | 'op';

/** The POST /v1/invoer target of a submit route: type 1 names a stelpost, 0 and 2 a budget, part 0 none. */
function partTarget(type: number, part: number): Pick<HourBooking, 'budgetId' | 'stelpostId'> {
  if (part === 0) return { budgetId: null, stelpostId: null };
  return type === PART_TYPE.stelpost ? { budgetId: null, stelpostId: part } : { budgetId: part, stelpostId: null };
}

/**
 * select/:task/part/:type/:part/submit/hours and /op: the shared hours form on a work and part. Hours default
 * to the day's remaining hours and ask before going beyond them; OP books an other project cost (its kind
 * as omschrijving) without an hour type. After saving: the project's day of the booking.
 */
export function BookHoursPage({ form }: { form: Form }) {
  const params = useParams();
  const workId = idParam(params.task);
  const type = typeParam(params.type);
  const part = partParam(params.part);
  if (workId === null || type === null || part === null) {
    return (
      <section className="page projects-page">
        <EmptyState title={nl.booking.badTarget} />
      </section>
    );
  }
  return <BookHours key={`${workId}/${type}/${part}`} form={form} workId={workId} type={type} part={part} />;
}

function BookHours({ form, workId, type, part }: { form: Form; workId: number; type: number; part: number }) {
  const id = useId();
  const navigate = useNavigate();
  const passport = usePassport();
  const { mode, context, date, day, workChoices } = useBookingFlow();
  const project = day.data?.project;
  const parts = useParts(workId);
  const hourTypes = useHourTypes();
  const costTypes = useOtherCostTypes();

  // The day of the route, else the day of the last booking, else today.
  const [initialDate] = useState(() =>
    context.date ? formatDate(context.date, 'api') : (getBookingDate() ?? formatDate(todayInAmsterdam(), 'api')),
  );
  const [formDate, setFormDate] = useState(initialDate);
  const remaining = useRemainingHours(parseDate(formDate, 'api'));
  const [costTypeId, setCostTypeId] = useState<number | null>(null);
  const costType = costTypes.data?.find((c) => c.id === costTypeId) ?? costTypes.data?.[0];

  const shownParts = partsForMode(parts.data ?? [], form === 'op' ? 'op' : 'hours');
  const partChoices = shownParts.map((p) => ({ id: p.id, label: partLabel(p), active: p.active }));

  /** POST /v1/invoer as this form sends it; HoursForm checks it with the route's schema first. */
  const bodyOf = (values: HoursFormValues): HourBooking => ({
    datum: values.date,
    medewerkerId: passport?.userID ?? 0,
    projectId: context.project,
    werkId: workId,
    ...partTarget(type, part),
    uursoortId: form === 'op' ? null : values.hourTypeId,
    aantal: values.hours,
    opmerking: values.remark,
    omschrijving: form === 'op' ? (costType?.omschrijving ?? '') : '',
  });

  async function submit(body: HourBooking, values: HoursFormValues) {
    if (!passport) return;
    const what =
      form === 'op'
        ? (costType?.omschrijving ?? '')
        : (hourTypes.data?.find((t) => t.id === values.hourTypeId)?.omschrijving ?? '');
    let saved;
    try {
      saved = await saveWrite(passport, hourBookingWrite(body, what));
    } catch (error) {
      showSaveFailure(
        error,
        error instanceof ApiError && isRefusedByState(error) ? nl.booking.bookingRefused : nl.booking.bookingFailed,
      );
      throw error;
    }
    if (saved.status === 'sent')
      showToast({ type: 'success', message: form === 'op' ? nl.booking.otherCostsSaved : nl.booking.hoursSaved });
    const booked = parseDate(values.date, 'api')!;
    // The booking's day, in place of the form: Back then leads to where the booking started.
    void navigate(
      context.project !== null
        ? paths.projectDetails.getHref(context.project, booked)
        : paths.weeklyOverviewDate.getHref(booked),
      { replace: true },
    );
  }

  return (
    <BookingFrame project={project} date={date} current={mode || form}>
      <BookingBreadcrumb
        project={project ? { id: project.id, title: titleOfDay(project) } : undefined}
        date={date}
        works={workChoices}
        workId={workId}
        onWorkChange={(next) => void navigate(partsHref(next, mode || form, context), { replace: true })}
        parts={partChoices}
        partId={part}
        onPartChange={(next) => {
          const chosen = shownParts.find((p) => p.id === next);
          if (chosen)
            void navigate(formHref({ workId, type: partType(chosen), partId: chosen.id }, mode || form, context), {
              replace: true,
            });
        }}
      />
      <div className="projects-panel">
        <HoursForm
          hourTypes={form === 'op' ? undefined : (hourTypes.data ?? [])}
          initialDate={initialDate}
          defaultHours={remaining.data ?? 0}
          remainingHours={form === 'op' ? undefined : remaining.data}
          targetReady={form === 'op' ? costType !== undefined : true}
          disabled={!passport}
          request={{
            schema: form === 'op' ? OtherCostsBookingSchema : HourBookingSchema,
            body: bodyOf,
            fields: BOOKING_FIELDS,
          }}
          onSubmit={submit}
          onDateChange={setFormDate}
        >
          {form === 'op' ? (
            <div className="field">
              <label className="field__label" htmlFor={`${id}-cost`}>
                {nl.booking.otherCostType}
              </label>
              <select
                id={`${id}-cost`}
                className="field__input"
                value={costType?.id ?? ''}
                onChange={(event) => setCostTypeId(Number(event.target.value))}
              >
                {costTypes.data?.length === 0 ? <option value="">{nl.booking.noOtherCostTypes}</option> : null}
                {costTypes.data?.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.omschrijving}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
        </HoursForm>
      </div>
    </BookingFrame>
  );
}
