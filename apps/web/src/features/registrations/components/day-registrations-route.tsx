import { formatDate, parseDate } from '@bouwwerk/domain';
import { data, useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router';
import { paths } from '../../../app/paths';
import { idParam } from '../../../lib/route-params';
import { DayRegistrations } from './day-registrations';

/*
 * The list on its own at the project detail and work order addresses, until those pages (their own issues)
 * render it there themselves through the DayRegistrations slot.
 */

const notFound = () => data(null, { status: 404, statusText: 'Not Found' });

function dayOf(args: LoaderFunctionArgs, idName: 'project' | 'order') {
  const id = idParam(args.params[idName]);
  const day = parseDate(args.params.date ?? '', 'route');
  if (id === null || !day) throw notFound();
  return { id, date: formatDate(day, 'api') };
}

export const projectDayLoader = (args: LoaderFunctionArgs) => ({ source: 'project' as const, ...dayOf(args, 'project') });
export const orderDayLoader = (args: LoaderFunctionArgs) => ({ source: 'order' as const, ...dayOf(args, 'order') });

export function DayRegistrationsRoute() {
  const { source, id, date } = useLoaderData<typeof projectDayLoader | typeof orderDayLoader>();
  const navigate = useNavigate();
  const hrefOf = (day: Date) => (source === 'project' ? paths.projectDetails.getHref(id, day) : paths.orderDetail.getHref(id, day));
  return (
    <section className="page">
      <DayRegistrations
        source={source}
        id={id}
        date={date}
        onDateChange={(next) => {
          const day = parseDate(next, 'api');
          if (day) void navigate(hrefOf(day));
        }}
      />
    </section>
  );
}
