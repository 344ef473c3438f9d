import { parseDate, todayInAmsterdam } from '@bouwwerk/domain';
import { data, useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router';
import { paths } from '../../../app/paths';
import { idParam, partParam } from '../../../lib/route-params';
import type { MaterialsTarget } from '../../../api/bookings';
import { MaterialsForm } from './materials-form';

const notFound = () => data(null, { status: 404, statusText: 'Not Found' });

/** The day to book on travels as the query parameter `date` (MM-dd-yyyy); without it, today. */
function initialDate(request: Request): Date {
  const date = new URL(request.url).searchParams.get('date');
  return (date && parseDate(date, 'route')) || todayInAmsterdam();
}

/** order/:order/submit/materiaal: materials on a work order. */
export function orderMaterialsLoader({ params, request }: LoaderFunctionArgs) {
  const werkbonId = idParam(params.order);
  if (werkbonId === null) throw notFound();
  const target: MaterialsTarget = { werkbonId };
  return { target, date: initialDate(request) };
}

/**
 * select/:task/part/:type/:part/submit/materials: materials on a work (:task) and its part, a budget
 * (type 0) or a stelpost (type 1); part 0 is a work without parts.
 */
export function projectMaterialsLoader({ params, request }: LoaderFunctionArgs) {
  const werkId = idParam(params.task);
  const part = partParam(params.part);
  if (werkId === null || part === null || !/^\d+$/.test(params.type ?? '')) throw notFound();
  const target: MaterialsTarget =
    part === 0 ? { werkId } : params.type === '1' ? { werkId, stelpostId: part } : { werkId, budgetId: part };
  return { target, date: initialDate(request) };
}

/** The route screen of both: the one booking form; after booking, the overview of the booked day. */
export function MaterialsPage() {
  const { target, date } = useLoaderData<typeof orderMaterialsLoader | typeof projectMaterialsLoader>();
  const navigate = useNavigate();
  return (
    <section className="page">
      <MaterialsForm
        // A new target or day is a new form, not the old one's entries on another order.
        key={`${JSON.stringify(target)}|${date.getTime()}`}
        target={target}
        initialDate={date}
        onSaved={(booked) => void navigate(paths.weeklyOverviewDate.getHref(booked))}
      />
    </section>
  );
}
