import {
  formatDate,
  HourUpdateSchema,
  IndirectBookingSchema,
  parseDate,
  todayInAmsterdam,
  type HourUpdate,
  type IndirectBooking,
} from '@bouwwerk/domain';
import { data, useLoaderData, useNavigate, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { paths } from '../../../lib/paths';
import { INDIRECT_FIELDS, UPDATE_FIELDS, type HourEntryValues } from '../../../components/hours-form/hour-entry-fields';
import { nl } from '../../../i18n/nl';
import { hoursParam, idParam } from '../../../lib/route-params';
import { getBookingDate, setBookingDate } from '../../../state/booking-date';
import { getPassport, isAuthenticated } from '../../../state/passport';
import { useRights } from '../../../api/rights';
import { showSaveFailure } from '../../../state/save-failure';
import { showToast } from '../../../state/toasts';
import { leaveUpdateWrite, leaveWrite } from '../../../api/bookings';
import { useIndirectWorkTypes } from '../../../api/choices';
import { saveWrite, type Saved } from '../../../api/outbox';
import { leaveLock } from '../lib/leave-lock';
import { LeaveForm } from './leave-form';

const DEFAULT_LEAVE_HOURS = 8;

/** After saving: the booked day is kept for the next booking, and its week overview shows the indirect item. */
function useAfterSave() {
  const navigate = useNavigate();
  return (values: HourEntryValues, saved: Saved<unknown>) => {
    setBookingDate(values.date);
    if (saved.status === 'sent') showToast({ type: 'success', message: nl.leave.saved });
    void navigate(paths.weeklyOverviewDate.getHref(parseDate(values.date, 'api') ?? todayInAmsterdam()));
  };
}

function failed(error: unknown): never {
  showSaveFailure(error, nl.leave.saveFailed);
  throw error;
}

/** Sends the write through the outbox for the signed-in employee. */
function save(write: Parameters<typeof saveWrite>[1]): Promise<Saved<unknown>> {
  const passport = getPassport();
  if (!isAuthenticated(passport)) return Promise.reject(new Error('Not signed in'));
  return saveWrite(passport, write).catch(failed);
}

/** The indirect work type's name, for the outbox's line of the write. */
function useTypeName() {
  const types = useIndirectWorkTypes().data;
  return (typeId: number | null) => types?.find((type) => type.id === typeId)?.omschrijving ?? '';
}

/** The planned item a new registration starts from (paths.leaveOfAbsence), where the address names a valid one. */
function plannedStart(search: URLSearchParams) {
  const day = parseDate(search.get('date') ?? '', 'route');
  return {
    date: day ? formatDate(day, 'api') : null,
    typeId: idParam(search.get('type')),
    hours: hoursParam(search.get('hours')),
  };
}

/**
 * leaveofabsence: new indirect hours, on the day last booked for (else today), 08:00 by default; from a planned
 * indirect card, on its day with its type and hours.
 */
export function NewLeavePage() {
  const afterSave = useAfterSave();
  const typeName = useTypeName();
  const planned = plannedStart(useSearchParams()[0]);
  const initial: HourEntryValues = {
    date: planned.date ?? getBookingDate() ?? formatDate(todayInAmsterdam(), 'api'),
    typeId: planned.typeId,
    hours: planned.hours ?? DEFAULT_LEAVE_HOURS,
    remark: '',
  };

  /** POST /v1/invoer, indirect hours, as sent; the form checks it with the route's schema first. */
  const bodyOf = (values: HourEntryValues) => ({
    datum: values.date,
    medewerkerId: getPassport()?.userID ?? 0,
    indirectId: values.typeId,
    aantal: values.hours,
    opmerking: values.remark,
  });

  async function submit(body: IndirectBooking, values: HourEntryValues) {
    afterSave(values, await save(leaveWrite(body, typeName(values.typeId))));
  }

  return (
    <section className="page">
      <LeaveForm
        initial={initial}
        request={{ schema: IndirectBookingSchema, body: bodyOf, fields: INDIRECT_FIELDS }}
        lock={null}
        onSubmit={submit}
      />
    </section>
  );
}

const notFound = () => data(null, { status: 404, statusText: 'Not Found' });

/** leaveofabsence/:indirect/:date/:hours/:indirectwerkId/:remark?/:validated?: the registration as the overview card knew it. */
export function editLeaveLoader({ params }: LoaderFunctionArgs) {
  const id = idParam(params.indirect);
  const typeId = idParam(params.indirectwerkId);
  const day = parseDate(params.date ?? '', 'route');
  const hours = Number(params.hours);
  if (id === null || typeId === null || !day || !Number.isFinite(hours) || hours < 0) throw notFound();
  const validated =
    params.validated !== undefined && /^\d+$/.test(params.validated) ? Number(params.validated) : undefined;
  const initial: HourEntryValues = { date: formatDate(day, 'api'), typeId, hours, remark: params.remark ?? '' };
  return { id, initial, validated };
}

/** Changes an indirect registration; its fields are locked while it awaits validation in a validating company. */
export function EditLeavePage() {
  const { id, initial, validated } = useLoaderData<typeof editLeaveLoader>();
  const rights = useRights().data;
  const afterSave = useAfterSave();
  const typeName = useTypeName();
  // The server refuses a locked registration too; nothing can be changed before the rights say it may.
  const lock = leaveLock(rights, validated);

  /** PATCH /v1/registrations/hours as sent; the form checks it with the route's schema first. */
  const bodyOf = (values: HourEntryValues) => ({
    id,
    date: values.date,
    quantity: values.hours,
    remark: values.remark,
    uursoortId: values.typeId,
  });

  async function submit(body: HourUpdate, values: HourEntryValues) {
    const before = { date: initial.date, hours: initial.hours };
    afterSave(values, await save(leaveUpdateWrite(body, before, typeName(values.typeId))));
  }

  return (
    <section className="page">
      <LeaveForm
        key={id}
        initial={initial}
        request={{ schema: HourUpdateSchema, body: bodyOf, fields: UPDATE_FIELDS }}
        lock={lock}
        onSubmit={submit}
      />
    </section>
  );
}
