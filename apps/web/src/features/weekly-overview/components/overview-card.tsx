import type { OverviewItem, Rights } from '@bouwwerk/domain';
import { useId } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { ClockIcon, MapPinIcon, UsersIcon } from '../../../components/icons';
import type { OutboxItem } from '../../../api/outbox/types';
import { nl } from '../../../i18n/nl';
import { UnsentItemList } from '../../outbox';
import { formatAddress, mapsDirectionsHref, type PostalAddress } from '../../../lib/links';
import { cardKinds, cardType, employeeCount, timeRange, type CardKinds, type CardType } from '../lib/overview-item';
import { CardActions } from './card-actions';
import { CardPeople } from './card-people';
import { CardRegistrations } from './card-registrations';
import { IndirectBooking } from './indirect-booking';
import './overview-card.css';

const TYPE_LABELS: Record<CardType, string> = {
  workorder: nl.overviewCard.workOrder,
  project: nl.overviewCard.project,
  regie: nl.overviewCard.regie,
  indirect: nl.overviewCard.indirect,
};

interface OverviewCardProps {
  item: OverviewItem;
  date: Date;
  rights: Rights | undefined;
  /** Its writes of the day not yet sent. */
  unsent?: readonly OutboxItem[];
}

/** One project, work order or indirect item of the day, with who is there, what was booked, and the booking buttons. */
export function OverviewCard({ item, date, rights, unsent = [] }: OverviewCardProps) {
  const titleId = useId();
  const type = cardType(item);
  const kinds = cardKinds(item);
  const time = timeRange(item);
  const people = employeeCount(item);
  const detailHref =
    item.type === 'project'
      ? paths.projectDetails.getHref(item.id, date)
      : item.type === 'workorder'
        ? paths.orderDetail.getHref(item.id, date)
        : null;

  const classes = ['card', 'card--banded', 'overview-card', `overview-card--${type}`];
  if (kinds.locked) classes.push('card--locked', 'overview-card--locked');
  if (kinds.stelpost) classes.push('overview-card--stelpost');
  if (kinds.otherCosts) classes.push('overview-card--other-costs');

  return (
    <article className={classes.join(' ')} aria-labelledby={titleId}>
      <header className="overview-card__header">
        <p className="overview-card__kind">
          {TYPE_LABELS[type]}
          {item.type !== 'indirect' && item.nummer ? ` ${item.nummer}` : null}
        </p>
        <Badges item={item} kinds={kinds} />
        <h3 id={titleId} className="overview-card__title">
          {detailHref ? <Link to={detailHref}>{item.description}</Link> : item.description}
        </h3>
        {item.type !== 'indirect' && item.customer ? <p className="overview-card__customer">{item.customer}</p> : null}
      </header>

      {time || (people ?? 0) > 0 ? (
        <ul className="overview-card__meta">
          {time ? (
            <li>
              <ClockIcon />
              <span aria-hidden="true">{nl.overviewCard.timeRange(time.from, time.to)}</span>
              <span className="visually-hidden">{nl.overviewCard.timeRangeLabel(time.from, time.to)}</span>
            </li>
          ) : null}
          {people !== null && people > 0 ? (
            <li>
              <UsersIcon />
              <span>{nl.overviewCard.employees(people)}</span>
            </li>
          ) : null}
        </ul>
      ) : null}

      {item.type !== 'indirect' ? <AddressLink address={item.address} /> : null}
      {item.type === 'project' && item.remarkResourcePlanning ? (
        <p className="overview-card__remark">
          <span className="overview-card__label">{nl.overviewCard.remark}:</span> {item.remarkResourcePlanning}
        </p>
      ) : null}
      {item.type === 'indirect' ? <IndirectBooking item={item} /> : null}

      <CardPeople item={item} />
      <CardRegistrations groups={item.registrations} />
      <UnsentItemList items={unsent} label={nl.outbox.unsentGroup} />
      <CardActions item={item} date={date} rights={rights} />
    </article>
  );
}

function Badges({ item, kinds }: { item: OverviewItem; kinds: CardKinds }) {
  const badges: Array<{ key: string; text: string }> = [];
  if (item.type === 'workorder') {
    const status = nl.overviewCard.orderStatus[item.status];
    if (status) badges.push({ key: 'status', text: status });
    if (kinds.invoiced) badges.push({ key: 'invoiced', text: nl.overviewCard.invoiced });
  }
  if (kinds.locked) badges.push({ key: 'locked', text: nl.overviewCard.locked });
  if (kinds.stelpost) badges.push({ key: 'stelpost', text: nl.overviewCard.stelpost });
  if (kinds.otherCosts) badges.push({ key: 'other-costs', text: nl.overviewCard.otherCosts });
  if (badges.length === 0) return null;
  return (
    <ul className="overview-card__badges">
      {badges.map((b) => (
        <li key={b.key} className={`overview-card__badge overview-card__badge--${b.key}`}>
          {b.text}
        </li>
      ))}
    </ul>
  );
}

function AddressLink({ address }: { address: PostalAddress }) {
  const text = formatAddress(address);
  if (!text) return null;
  return (
    <a
      className="overview-card__address"
      href={mapsDirectionsHref(address)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={nl.overviewCard.directions(text)}
    >
      <MapPinIcon />
      <span>{text}</span>
    </a>
  );
}
