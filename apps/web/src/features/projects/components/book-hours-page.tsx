import {
  formatDate,
  HourBookingSchema,
  isRefusedByState,
  OtherCostsBookingSchema,
  parseDate,
  todayInAmsterdam,
  type HourBooking,
} from '@bouwwerk/domain';
import { closureOf, isBookablePart, partsForMode, partType, PART_TYPE, worksForMode } from '../../../lib/booking';
import { useReturnTo } from '../../../lib/return-to';
import { useId, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { paths } from '../../../lib/paths';
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
import { titleOfDay, useBookingFlow, useClosedWorks, workChoice, workLabel } from '../hooks/use-booking-flow';
import { formHref, partsHref } from '../lib/booking-href';
import { idParam, partParam, typeParam } from '../lib/route-params';
import { BookingBreadcrumb, BookingContextLine } from './booking-breadcrumb';
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
 * as omschrijving) without an hour type, as an amount. The project, work, part and day show at the top; the
 * hours may start from a prefill link (query `hours`, `hourType`). After saving: back to where the booking
 * started (useReturnTo), else the project's day of the booking.
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
  const location = useLocation();
  const passport = usePassport();
  const { mode, context, date, day, works } = useBookingFlow();
  const formMode = form === 'op' ? 'op' : 'hours';
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

  // The works of this form's own mode: an OP work offers no hours, so the hours mode would not list it.
  const offeredWorks = worksForMode(works.data ?? [], formMode);
  const closedWorks = useClosedWorks(offeredWorks, formMode);
  const workChoices = offeredWorks.map((w) => workChoice(w, closedWorks));
  const shownParts = partsForMode(parts.data ?? [], formMode);
  const partChoices = shownParts.map((p) => {
    const closure = closureOf(p);
    return {
      id: p.id,
      label: closure ? nl.booking.closedPart(partLabel(p), nl.booking.closed[closure]) : partLabel(p),
      active: isBookablePart(p),
    };
  });
  const work = works.data?.find((w) => w.id === workId);
  const bookedPart = parts.data?.find((p) => p.id === part);
  const prefill = form === 'hours' ? context.prefill : undefined;

  const bookedDate = parseDate(formDate, 'api');
  const returnTo = useReturnTo(
    context.project !== null
      ? paths.projectDetails.getHref(context.project, bookedDate ?? date)
      : paths.weeklyOverviewDate.getHref(bookedDate ?? date),
  );

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
    // Where the booking started (else the booking's day), in place of the form: Back then leads on from there.
    void navigate(returnTo, { replace: true });
  }

  return (
    <BookingFrame
      project={project}
      date={date}
      current={mode || form}
      context={
        <BookingContextLine
          title={project ? titleOfDay(project) : undefined}
          work={work ? workLabel(work) : undefined}
          part={part === 0 ? nl.booking.withoutPart : bookedPart ? partLabel(bookedPart) : undefined}
          date={bookedDate ?? date}
        />
      }
    >
      <BookingBreadcrumb
        project={project ? { id: project.id, title: titleOfDay(project) } : undefined}
        date={date}
        works={workChoices}
        workId={workId}
        onWorkChange={(next) =>
          void navigate(partsHref(next, mode || form, context), { replace: true, state: location.state })
        }
        parts={partChoices}
        partId={part}
        onPartChange={(next) => {
          const chosen = shownParts.find((p) => p.id === next);
          if (chosen)
            void navigate(formHref({ workId, type: partType(chosen), partId: chosen.id }, mode || form, context), {
              replace: true,
              state: location.state,
            });
        }}
      />
      <div className="projects-panel">
        <HoursForm
          hourTypes={form === 'op' ? undefined : (hourTypes.data ?? [])}
          initialDate={initialDate}
          defaultHours={form === 'op' ? 0 : (remaining.data ?? 0)}
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
          initialHours={prefill?.hours}
          initialHourTypeId={prefill?.hourType !== undefined ? Number(prefill.hourType) : null}
          amountUnit={form === 'op' ? (costType?.omschrijving ?? '') : undefined}
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
