import { decimalToHhmm, type IndirectItem } from '@bouwwerk/domain';
import { nl } from '../../../i18n/nl';

/** What is booked on an indirect item: its hours and remark (a planned one without hours shows only the remark). */
export function IndirectBooking({ item }: { item: IndirectItem }) {
  if (item.amount <= 0 && !item.opmerking) return null;
  return (
    <dl className="overview-card__facts">
      {item.amount > 0 ? (
        <div>
          <dt>{nl.overviewCard.registeredHours}</dt>
          <dd>
            {decimalToHhmm(item.amount)} {nl.overviewCard.hoursUnit}
          </dd>
        </div>
      ) : null}
      {item.opmerking ? (
        <div>
          <dt>{nl.overviewCard.remark}</dt>
          <dd>{item.opmerking}</dd>
        </div>
      ) : null}
    </dl>
  );
}
