import {
  formatDate,
  type HourBooking,
  HourBookingSchema,
  isRefusedByState,
  parseDate,
  workOrderButtons,
} from '@bouwwerk/domain';
import { useState } from 'react';
import { useLoaderData, useLocation, useNavigate, useOutletContext } from 'react-router';
import { paths } from '../../../lib/paths';
import { BOOKING_FIELDS } from '../../../components/hours-form/hour-entry-fields';
import { HoursForm, type HoursFormValues } from '../../../components/hours-form/hours-form';
import { nl } from '../../../i18n/nl';
import { ApiError } from '../../../lib/api-client';
import { returnAfterBooking } from '../../../lib/order-booking-return';
import { returnPathOf } from '../../../lib/return-to';
import { usePassport } from '../../../state/passport';
import { useRights } from '../../../api/rights';
import { showSaveFailure } from '../../../state/save-failure';
import { showToast } from '../../../state/toasts';
import { hourBookingWrite } from '../../../api/bookings';
import { saveWrite } from '../../../api/outbox';
import { useHourTypes } from '../../../api/choices';
import { useWorkOrder } from '../../../api/work-orders';
import { useRemainingHours } from '../../../api/week-overview';
import { orderSubmitLoader } from '../lib/order-route';
import { lockFieldsOf } from '../lib/order-status';

import { QueryState } from './order-loading';
import type { OrderSubmitOutletContext } from './order-submit-layout';

export { orderSubmitLoader };

/** The default of the work order hours form: 08:00 (specification section 9). */
const DEFAULT_ORDER_HOURS = 8;

/**
 * Hours on a work order: Datum, Soort (the first preselected), Uren (08:00), Opmerking, Opslaan. The day is
 * the one asked for in the address, else the day of the last booking, else today. A planned item's link
 * ('Boek geplande uren') may start it on other hours and an hour type. Hours beyond the day's remaining hours
 * are confirmed first (specification: '{hours} buiten werktijd registreren.'). After saving, back to where the
 * booking was started (the order page shows the booked day).
 */
export function OrderHoursPage() {
  const { id, date, prefill } = useLoaderData<typeof orderSubmitLoader>();
  const navigate = useNavigate();
  const layout = useOutletContext<OrderSubmitOutletContext | undefined>();
  const returnTo = returnPathOf(useLocation().state);
  const passport = usePassport();
  const order = useWorkOrder(id, date);
  const rights = useRights().data;
  const hourTypes = useHourTypes();

  const initialDate = formatDate(date, 'api');
  const [formDay, setFormDay] = useState(date);
  const remaining = useRemainingHours(formDay);
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
    const booked = parseDate(values.date, 'api') ?? date;
    // In place of the form: Back from where it returns does not lead into the saved form again.
    void navigate(returnAfterBooking(returnTo, id, booked, paths.orderDetail.getHref(id, booked)), { replace: true });
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
          initialHours={prefill.hours ?? undefined}
          initialHourTypeId={prefill.hourTypeId}
          remainingHours={remaining.data}
          disabled={!bookable}
          request={{ schema: HourBookingSchema, body: bodyOf, fields: BOOKING_FIELDS }}
          onSubmit={submit}
          onDateChange={(next) => {
            const day = parseDate(next, 'api');
            if (!day) return;
            setFormDay(day);
            layout?.onDayChange(day);
          }}
        />
      )}
    </QueryState>
  );
}
