import { formatDate, todayInAmsterdam } from '@bouwwerk/domain';
import { useDeferredValue, useEffect, useRef, useState } from 'react';
import { useLoaderData, useNavigate } from 'react-router';
import { paths } from '../../../lib/paths';
import type { SwipeDirection } from '../../../lib/use-horizontal-swipe';
import { useRights } from '../../../api/rights';
import { useWeekOverview } from '../../../api/week-overview';
import { useOutboxItems } from '../../../api/outbox';
import { unsentOnDay } from '../../outbox';
import { useAfterFirstPaint } from '../hooks/use-after-first-paint';
import { useMissingHours } from '../hooks/use-missing-hours';
import { usePrefetchCardForms } from '../hooks/use-prefetch-card-forms';
import { usePlanningChanges } from '../hooks/use-planning-changes';
import { usePrefetchWeeks } from '../hooks/use-prefetch-weeks';
import { useRightsRefresh } from '../hooks/use-rights-refresh';
import { shiftDays, stillPending } from '../lib/days';
import { isSettled } from '../lib/settled';
import { isOutOfReach } from '../../../lib/out-of-reach';
import type { weeklyOverviewLoader } from '../lib/weekly-overview-loader';
import { CopyDayOffer, useCopyDayOffer } from './copy-day-offer';
import { DayHeader } from './day-header';
import { DayList } from './day-list';
import { MissingHoursBanner } from './missing-hours-banner';
import { PlanningChangedNotice } from './planning-changed-notice';
import { WeekStrip } from './week-strip';
import { WeekSentBack, WeekSubmit } from './week-submit';
import './weekly-overview-page.css';

/** The screen a field employee opens every morning: his week, and what is planned and booked per day. */
export function WeeklyOverviewPage() {
  const { date } = useLoaderData<typeof weeklyOverviewLoader>();
  const navigate = useNavigate();
  const week = useWeekOverview(date);
  // The route's loader asked for the week while this code loaded, so it is often there at mount: the header
  // and the week strip paint first, the day's cards right after.
  const showWeek = useAfterFirstPaint();
  const rightsQuery = useRights();
  const rights = rightsQuery.data;
  const rightsSettled = isSettled(rightsQuery);
  // Which side the new week slides in from; null until the week is first changed.
  const [enterFrom, setEnterFrom] = useState<SwipeDirection | null>(null);
  usePrefetchWeeks(date, week.isSuccess);
  // Only after the server answered: a week kept on the device is stale, and its cards may have changed.
  usePrefetchCardForms(week.data, week.isSuccess && !week.isStale);
  useRightsRefresh();
  const missing = useMissingHours(rights, rightsSettled);
  const missingDays = new Set(missing.days.map((m) => formatDate(m.date, 'api')));
  const changedDays = usePlanningChanges(date, week.data);

  // The days asked for and not rendered yet: a second tap before the first week renders builds on the first.
  const pending = useRef<Date[]>([]);
  useEffect(() => {
    pending.current = stillPending(pending.current, date);
  }, [date]);

  // Choosing a day or a week replaces the address: Back leaves the overview instead of replaying taps.
  const selectDay = (day: Date) => {
    pending.current.push(day);
    void navigate(paths.weeklyOverviewDate.getHref(day), { replace: true });
  };
  const changeWeek = (direction: SwipeDirection) => {
    setEnterFrom(direction);
    selectDay(shiftDays(pending.current.at(-1) ?? date, direction === 'next' ? 7 : -7));
  };
  const weekDay = week.data?.[formatDate(date, 'overviewKey')];
  // What was saved on the phone for this day and is not yet sent shows at once, with its card and in the total.
  const unsent = unsentOnDay(useOutboxItems(), formatDate(date, 'api'));
  const today = todayInAmsterdam();
  const copyOffer = useCopyDayOffer({ date, today, day: weekDay, week: week.data, rights, rightsSettled, unsent });
  // The cards stay where they first show, so a tap lands on the card it was meant for: what stands above them
  // (the day's hours, the missing-hours banner, the copy offer) comes in the same frame, once what it depends on
  // has answered or cannot, and below the day's title, which shows first. Arriving later, the banner alone
  // pushed the cards 84 px down (Lighthouse: CLS 0.14).
  const ready = showWeek && missing.settled && copyOffer.settled;
  // The cards come in a deferred render, which React does in slices between input: the answer that completes
  // them arrives in a store update, rendered at once in one task, and drawing every card in that task blocked
  // a slow phone for 120-160 ms (Lighthouse's total blocking time). They hide at once when no longer ready.
  const showDay = useDeferredValue(ready) && ready;
  const day = showDay ? weekDay : undefined;
  // A week kept from before shows while asking the server again fails or waits for a connection.
  const status =
    !showWeek || (week.data && !showDay)
      ? 'pending'
      : week.data
        ? 'success'
        : isOutOfReach(week)
          ? 'offline'
          : week.status;

  return (
    <section className="page weekly-overview" aria-labelledby="weekly-overview-day">
      <WeekStrip
        selected={date}
        today={today}
        enterFrom={enterFrom}
        missing={missingDays}
        changed={changedDays}
        onSelectDay={selectDay}
        onChangeWeek={changeWeek}
      />
      {/* The week's own notice, above its days; rare enough to move the day down when it arrives. */}
      <WeekSentBack date={date} />
      <DayHeader id="weekly-overview-day" date={date} day={day} unsent={unsent} />
      {showDay ? <MissingHoursBanner missing={missing.days} selected={date} onOpenDay={selectDay} /> : null}
      {showDay ? <PlanningChangedNotice changed={changedDays} onOpenDay={selectDay} /> : null}
      {day ? <CopyDayOffer date={date} offer={copyOffer} /> : null}
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
