import {
  formatDate,
  type HourBooking,
  HourBookingSchema,
  isRefusedByState,
  parseDate,
  todayInAmsterdam,
  workOrderButtons,
} from '@bouwwerk/domain';
import { useLoaderData, useNavigate } from 'react-router';
import { paths } from '../../../app/paths';
import { BOOKING_FIELDS } from '../../../components/hours-form/hour-entry-fields';
import { HoursForm, type HoursFormValues } from '../../../components/hours-form/hours-form';
import { nl } from '../../../i18n/nl';
import { ApiError } from '../../../lib/api-client';
import { useBookingDate } from '../../../state/booking-date';
import { usePassport } from '../../../state/passport';
import { useRights } from '../../../api/rights';
import { showSaveFailure } from '../../../state/save-failure';
import { showToast } from '../../../state/toasts';
import { hourBookingWrite } from '../../../api/bookings';
import { saveWrite } from '../../../api/outbox';
import { useHourTypes } from '../../../api/choices';
import { useWorkOrder } from '../../../api/work-orders';
import { orderSubmitLoader } from '../lib/order-route';
import { QueryState } from './order-loading';
import { lockFieldsOf } from '../lib/order-status';

export { orderSubmitLoader };

/** The default of the work order hours form: 08:00 (specification section 9). */
const DEFAULT_ORDER_HOURS = 8;

/**
 * Hours on a work order: Datum, Soort (the first preselected), Uren (08:00), Opmerking, Opslaan. The day is
 * the one asked for in the address, else the day of the last booking, else today. After saving, the order
 * page of the booked day shows the hours among its registrations.
 */
export function OrderHoursPage() {
  const { id, date } = useLoaderData<typeof orderSubmitLoader>();
  const navigate = useNavigate();
  const passport = usePassport();
  const [keptDate] = useBookingDate();
  const today = todayInAmsterdam();
  const order = useWorkOrder(id, date ?? today);
  const rights = useRights().data;
  const hourTypes = useHourTypes();

  const initialDate = date ? formatDate(date, 'api') : (keptDate ?? formatDate(today, 'api'));
  const bookable =
    order.data !== undefined &&
    rights !== undefined &&
    workOrderButtons(lockFieldsOf(order.data), rights).hours === 'enabled';

  /** The body of POST /v1/invoer for hours on this order; HoursForm checks it with the route's schema and sends what that parsed. */
  const bodyOf = (values: HoursFormValues) => ({
    datum: values.date,
    medewerkerId: passport?.userID ?? 0,
    werkbonId: id,
    uursoortId: values.hourTypeId,
    aantal: values.hours,
    opmerking: values.remark,
  });

  async function submit(body: HourBooking, values: HoursFormValues) {
    if (!passport) return;
    const what = hourTypes.data?.find((t) => t.id === values.hourTypeId)?.omschrijving ?? '';
    let saved;
    try {
      saved = await saveWrite(passport, hourBookingWrite(body, what));
    } catch (error) {
      if (error instanceof ApiError && isRefusedByState(error))
        showToast({ type: 'failure', message: nl.workOrder.lockedBooking });
      else showSaveFailure(error, nl.workOrder.bookingFailed);
      throw error;
    }
    if (saved.status === 'sent') showToast({ type: 'success', message: nl.workOrder.hoursSaved });
    void navigate(paths.orderDetail.getHref(id, parseDate(values.date, 'api') ?? today));
  }

  return (
    <QueryState
      query={hourTypes}
      loadingLabel={nl.workOrder.hourTypesLoading}
      failedText={nl.workOrder.hourTypesFailed}
    >
      {(types) => (
        <HoursForm
          // A new day in the address is a new form.
          key={initialDate}
          hourTypes={types}
          initialDate={initialDate}
          defaultHours={DEFAULT_ORDER_HOURS}
          disabled={!bookable}
          request={{ schema: HourBookingSchema, body: bodyOf, fields: BOOKING_FIELDS }}
          onSubmit={submit}
        />
      )}
    </QueryState>
  );
}
