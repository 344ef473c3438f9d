import { formatDate, parseDate, todayInAmsterdam } from '@bouwwerk/domain';
import { data, useLoaderData, useLocation, useNavigate, useOutletContext, type LoaderFunctionArgs } from 'react-router';
import { paths } from '../../../lib/paths';
import { idParam, partParam } from '../../../lib/route-params';
import { returnAfterBooking } from '../../../lib/order-booking-return';
import { returnPathOf } from '../../../lib/return-to';
import { getBookingDate, setBookingDate } from '../../../state/booking-date';
import type { MaterialsTarget } from '../../../api/bookings';
import { MaterialsForm } from './materials-form';
import { ProjectMaterialsContext } from './project-materials-context';

const notFound = () => data(null, { status: 404, statusText: 'Not Found' });

/**
 * The day to book on travels as the query parameter `date` (MM-dd-yyyy); without it, the day of the last
 * booking, else today (as the hours forms do).
 */
function initialDate(request: Request): Date {
  const date = new URL(request.url).searchParams.get('date');
  const kept = getBookingDate();
  return (date && parseDate(date, 'route')) || (kept && parseDate(kept, 'api')) || todayInAmsterdam();
}

/** order/:order/submit/materiaal: materials on a work order. */
export function orderMaterialsLoader({ params, request }: LoaderFunctionArgs) {
  const werkbonId = idParam(params.order);
  if (werkbonId === null) throw notFound();
  const target: MaterialsTarget = { werkbonId };
  return { target, date: initialDate(request), project: null };
}

/**
 * select/:task/part/:type/:part/submit/materials: materials on a work (:task) and its part, a budget
 * (type 0) or a stelpost (type 1); part 0 is a work without parts. The project, when known, is `?project=`.
 */
export function projectMaterialsLoader({ params, request }: LoaderFunctionArgs) {
  const werkId = idParam(params.task);
  const part = partParam(params.part);
  if (werkId === null || part === null || !/^\d+$/.test(params.type ?? '')) throw notFound();
  const target: MaterialsTarget =
    part === 0 ? { werkId } : params.type === '1' ? { werkId, stelpostId: part } : { werkId, budgetId: part };
  const project = idParam(new URL(request.url).searchParams.get('project'));
  return { target, date: initialDate(request), project };
}

/**
 * The work order layout's outlet context, read by its shape (features do not import each other): the form
 * tells it the day it is set to, so the order's context line shows the same day.
 */
interface DayListener {
  onDayChange?: (day: Date) => void;
}

/**
 * The route screen of both: the one booking form, on a project with its context at the top (an order's
 * context is its layout's). After booking, back to where the booking was started; without one, the overview
 * of the booked day.
 */
export function MaterialsPage() {
  const { target, date, project } = useLoaderData<typeof orderMaterialsLoader | typeof projectMaterialsLoader>();
  const navigate = useNavigate();
  const returnTo = returnPathOf(useLocation().state);
  const layout = useOutletContext<DayListener | undefined>();

  function saved(booked: Date) {
    setBookingDate(formatDate(booked, 'api'));
    const overview = paths.weeklyOverviewDate.getHref(booked);
    const to =
      'werkbonId' in target ? returnAfterBooking(returnTo, target.werkbonId, booked, overview) : (returnTo ?? overview);
    // In place of the form: Back from there does not lead into the saved form again.
    void navigate(to, { replace: true });
  }

  return (
    <section className="page">
      {'werkId' in target ? <ProjectMaterialsContext target={target} project={project} date={date} /> : null}
      <MaterialsForm
        // A new target or day is a new form, not the old one's entries on another order.
        key={`${JSON.stringify(target)}|${date.getTime()}`}
        target={target}
        initialDate={date}
        onSaved={saved}
        onDateChange={layout?.onDayChange}
      />
    </section>
  );
}
