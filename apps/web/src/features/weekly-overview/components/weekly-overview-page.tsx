import { formatDate, todayInAmsterdam } from '@bouwwerk/domain';
import { useEffect, useRef, useState } from 'react';
import { useLoaderData, useNavigate } from 'react-router';
import { paths } from '../../../app/paths';
import type { SwipeDirection } from '../../../lib/use-horizontal-swipe';
import { useRights } from '../../../api/rights';
import { useWeekOverview } from '../../../api/week-overview';
import { useOutboxItems } from '../../../api/outbox';
import { unsentOnDay } from '../../outbox';
import { useAfterFirstPaint } from '../hooks/use-after-first-paint';
import { useMissingHours } from '../hooks/use-missing-hours';
import { usePrefetchCardForms } from '../hooks/use-prefetch-card-forms';
import { usePrefetchWeeks } from '../hooks/use-prefetch-weeks';
import { useRightsRefresh } from '../hooks/use-rights-refresh';
import { shiftDays } from '../lib/days';
import type { weeklyOverviewLoader } from '../lib/weekly-overview-loader';
import { CopyDayOffer } from './copy-day-offer';
import { DayHeader } from './day-header';
import { DayList } from './day-list';
import { MissingHoursBanner } from './missing-hours-banner';
import { WeekStrip } from './week-strip';
import { WeekSubmit } from './week-submit';
import './weekly-overview-page.css';

/** The screen a field employee opens every morning: his week, and what is planned and booked per day. */
export function WeeklyOverviewPage() {
  const { date } = useLoaderData<typeof weeklyOverviewLoader>();
  const navigate = useNavigate();
  const week = useWeekOverview(date);
  // The route's loader asked for the week while this code loaded, so it is often there at mount: the header
  // and the week strip paint first, the day's cards right after.
  const showWeek = useAfterFirstPaint();
  const rights = useRights().data;
  // Which side the new week slides in from; null until the week is first changed.
  const [enterFrom, setEnterFrom] = useState<SwipeDirection | null>(null);
  usePrefetchWeeks(date, week.isSuccess);
  // Only after the server answered: a week kept on the device is stale, and its cards may have changed.
  usePrefetchCardForms(week.data, week.isSuccess && !week.isStale);
  useRightsRefresh();
  const missing = useMissingHours(week.isSuccess, rights);
  const missingDays = new Set(missing.map((m) => formatDate(m.date, 'api')));

  // The day last asked for: a second tap on a week button before the first week has rendered builds on it.
  const target = useRef(date);
  useEffect(() => {
    target.current = date;
  }, [date]);

  // Choosing a day or a week replaces the address: Back leaves the overview instead of replaying taps.
  const selectDay = (day: Date) => {
    target.current = day;
    void navigate(paths.weeklyOverviewDate.getHref(day), { replace: true });
  };
  const changeWeek = (direction: SwipeDirection) => {
    setEnterFrom(direction);
    selectDay(shiftDays(target.current, direction === 'next' ? 7 : -7));
  };
  const day = showWeek ? week.data?.[formatDate(date, 'overviewKey')] : undefined;
  // What was saved on the phone for this day and is not yet sent shows at once, with its card and in the total.
  const unsent = unsentOnDay(useOutboxItems(), formatDate(date, 'api'));
  // A week kept from before shows while asking the server again fails or waits for a connection.
  const status = !showWeek
    ? 'pending'
    : week.data
      ? 'success'
      : week.fetchStatus === 'paused'
        ? 'offline'
        : week.status;

  return (
    <section className="page weekly-overview" aria-labelledby="weekly-overview-day">
      <WeekStrip
        selected={date}
        today={todayInAmsterdam()}
        enterFrom={enterFrom}
        missing={missingDays}
        onSelectDay={selectDay}
        onChangeWeek={changeWeek}
      />
      <MissingHoursBanner missing={missing} selected={date} onOpenDay={selectDay} />
      <DayHeader id="weekly-overview-day" date={date} day={day} unsent={unsent} />
      <CopyDayOffer date={date} today={todayInAmsterdam()} day={day} week={week.data} rights={rights} unsent={unsent} />
      <DayList
        date={date}
        day={day}
        status={status}
        rights={rights}
        unsent={unsent}
        onRetry={() => void week.refetch()}
      />
      <WeekSubmit date={date} />
    </section>
  );
}
