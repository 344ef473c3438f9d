import {
  indirectButtons,
  projectButtons,
  workOrderButtons,
  type ButtonState,
  type OverviewItem,
  type Rights,
} from '@bouwwerk/domain';
import { lazy, Suspense, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { returnState } from '../../../lib/return-to';
import { paths } from '../../../lib/paths';
import { ClockIcon, CostsIcon, ScrewIcon, SignatureIcon } from '../../../components/icons';
import { nl } from '../../../i18n/nl';
import { useWeekOverview } from '../../../api/week-overview';
import { plannedHoursToBook } from '../lib/planned-hours';
import { PlannedBookingPending } from './planned-booking-pending';

// Its own chunk, loaded with the first planned card: choosing a project's form needs the booking routing,
// which the overview's first screen does without (the first screens' budget).
const PlannedBookingLink = lazy(() => import('./planned-booking-link'));

interface Action {
  key: string;
  label: string;
  icon: ReactNode;
  state: ButtonState;
  href: string;
}

/** Where each card's buttons lead, and whether they show, per the lock rules of @bouwwerk/domain. */
function actionsOf(item: OverviewItem, date: Date, rights: Rights): Action[] {
  const { overviewCard: t } = nl;
  switch (item.type) {
    case 'project': {
      const buttons = projectButtons(item, rights);
      const target = { project: item.id, date };
      return [
        {
          key: 'hours',
          label: t.hours,
          icon: <ClockIcon />,
          state: buttons.hours,
          href: paths.selectItem.getHref('hours', target),
        },
        {
          key: 'materials',
          label: t.materials,
          icon: <ScrewIcon />,
          state: buttons.materials,
          href: paths.selectItem.getHref('materials', target),
        },
        {
          key: 'op',
          label: t.otherCostsAction,
          icon: <CostsIcon />,
          state: buttons.otherCosts,
          href: paths.selectItem.getHref('op', target),
        },
      ];
    }
    case 'workorder': {
      const buttons = workOrderButtons(item, rights);
      return [
        {
          key: 'hours',
          label: t.hours,
          icon: <ClockIcon />,
          state: buttons.hours,
          href: paths.orderSubmit.getHoursHref(item.id),
        },
        {
          key: 'materials',
          label: t.materials,
          icon: <ScrewIcon />,
          state: buttons.materials,
          href: paths.orderSubmit.getMaterialsHref(item.id),
        },
        {
          key: 'signature',
          label: t.signature,
          icon: <SignatureIcon />,
          state: buttons.signature,
          href: paths.orderSubmit.getSignatureHref(item.id, date),
        },
      ];
    }
    case 'indirect': {
      // A booked indirect item opens its registration; a planned one without hours starts a new one from the plan.
      const href =
        item.id > 0
          ? paths.leaveOfAbsenceEdit.getHref({
              indirect: item.id,
              date,
              hours: item.amount,
              indirectwerkId: item.indirectwerkId,
              remark: item.opmerking,
              validated: item.validated,
            })
          : paths.leaveOfAbsence.getHref({ date, indirectwerkId: item.indirectwerkId, hours: item.duration });
      return [{ key: 'hours', label: t.hours, icon: <ClockIcon />, state: indirectButtons(rights).hours, href }];
    }
  }
}

interface CardActionsProps {
  item: OverviewItem;
  date: Date;
  /** Unknown rights show no buttons rather than buttons that may turn out not to be allowed. */
  rights: Rights | undefined;
}

export function CardActions({ item, date, rights }: CardActionsProps) {
  const location = useLocation();
  const week = useWeekOverview(date).data;
  if (!rights) return null;
  const actions = actionsOf(item, date, rights).filter((a) => a.state !== 'hidden');
  if (actions.length === 0) return null;
  const plannedHours =
    item.expected &&
    item.type !== 'indirect' &&
    actions.some((a) => a.key === 'hours' && a.state === 'enabled') &&
    plannedHoursToBook(item, date, week) !== null;
  return (
    <div className="card-actions" role="group" aria-label={nl.overviewCard.actions}>
      {plannedHours ? (
        // Its row is kept while its code and its target come in: the buttons below it never move.
        <Suspense fallback={<PlannedBookingPending />}>
          <PlannedBookingLink item={item} date={date} rights={rights} />
        </Suspense>
      ) : null}
      {actions.map((action) =>
        action.state === 'enabled' ? (
          // The form returns here, to this week and day, once it has saved.
          <Link key={action.key} className="card-actions__button" to={action.href} state={returnState(location)}>
            {action.icon}
            <span>{action.label}</span>
          </Link>
        ) : (
          <button key={action.key} type="button" className="card-actions__button" disabled>
            {action.icon}
            <span>{action.label}</span>
          </button>
        ),
      )}
    </div>
  );
}
