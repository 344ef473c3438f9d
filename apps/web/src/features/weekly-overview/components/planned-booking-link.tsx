import type { OverviewItem, Rights } from '@bouwwerk/domain';
import { Link, useLocation } from 'react-router';
import { ClockIcon } from '../../../components/icons';
import { nl } from '../../../i18n/nl';
import { returnState } from '../../../lib/return-to';
import { usePlannedBookingHref } from '../hooks/use-planned-booking';
import { PlannedBookingPending } from './planned-booking-pending';

interface PlannedBookingLinkProps {
  item: OverviewItem;
  date: Date;
  rights: Rights;
}

/** 'Boek geplande uren': the form returns here after saving, with its toast. Its row kept while its target is read. */
export default function PlannedBookingLink({ item, date, rights }: PlannedBookingLinkProps) {
  const location = useLocation();
  const href = usePlannedBookingHref(item, date, rights);
  if (href === undefined) return <PlannedBookingPending />;
  if (!href) return null;
  return (
    <Link className="card-actions__planned" to={href} state={returnState(location)}>
      <ClockIcon />
      <span>{nl.planned.book}</span>
    </Link>
  );
}
