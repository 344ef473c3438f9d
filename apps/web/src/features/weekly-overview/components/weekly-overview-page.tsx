import { formatDate, parseDate, todayInAmsterdam } from '@bouwwerk/domain';
import { redirect, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { paths } from '../../../app/paths';

/** A date in the URL that is not a real MM-dd-yyyy date falls back to today. */
export function weeklyOverviewLoader({ params }: LoaderFunctionArgs) {
  const date = parseDate(params.date ?? '', 'route');
  if (!date) throw redirect(paths.weeklyOverviewDate.getHref(todayInAmsterdam()));
  return { date };
}

/** For now the date of the route; the overview itself is the next issue. */
export function WeeklyOverviewPage() {
  const { date } = useLoaderData<typeof weeklyOverviewLoader>();
  return (
    <section className="page">
      <h2 className="page-heading">
        <time dateTime={formatDate(date, 'api')}>{formatDate(date, 'heading')}</time>
      </h2>
    </section>
  );
}
