import type { OverviewDay, OverviewItem, Rights } from '@bouwwerk/domain';
import type { OutboxItem } from '../../../api/outbox/types';
import { nl } from '../../../i18n/nl';
import { cardKey, placeOnCards, UnsentItemList, type DayPlacement } from '../../outbox';
import { splitByExpected } from '../lib/overview-item';
import { OverviewCard } from './overview-card';

interface DayListProps {
  date: Date;
  day: OverviewDay | undefined;
  /** offline: nothing kept on the device and no connection to ask. */
  status: 'pending' | 'offline' | 'error' | 'success';
  /** Undefined while unknown: booking buttons stay away until the rights say what may be shown. */
  rights: Rights | undefined;
  /** The day's writes not yet sent: with the card they belong to, or in a group of their own. */
  unsent: readonly OutboxItem[];
  onRetry: () => void;
}

/** The day's items: planned ones, a divider, then the ones booked on without being planned. */
export function DayList({ date, day, status, rights, unsent, onRetry }: DayListProps) {
  if (status === 'pending') {
    return (
      // A key of its own: the cards replace the skeleton rather than move it (a layout shift when what stands
      // above them came in the same frame).
      <div key="loading" className="day-list day-list--loading" role="status" aria-label={nl.weeklyOverview.loading}>
        <div className="day-list__skeleton" />
        <div className="day-list__skeleton" />
      </div>
    );
  }
  if (status === 'offline') {
    return (
      <div className="day-list__message" role="status">
        <p>{nl.offlineReads.nothingKept}</p>
        <UnsentGroup items={unsent} />
      </div>
    );
  }
  if (status === 'error' || !day) {
    return (
      // Polite: a stale sign-in already raised the toast, which is the alert.
      <div className="day-list__message" role="status">
        <p>{nl.weeklyOverview.loadFailed}</p>
        <button type="button" className="button button--secondary" onClick={onRetry}>
          {nl.weeklyOverview.retry}
        </button>
        <UnsentGroup items={unsent} />
      </div>
    );
  }
  if (day.items.length === 0) {
    return (
      <div className="day-list__message day-list__message--empty">
        <p className="day-list__empty-title">{nl.weeklyOverview.emptyTitle}</p>
        <p>{nl.weeklyOverview.emptyText}</p>
        <UnsentGroup items={unsent} />
      </div>
    );
  }

  const { expected, unexpected } = splitByExpected(day.items);
  const placement = placeOnCards(unsent, day.items);
  return (
    <div className="day-list">
      {expected.length > 0 ? (
        <ItemList
          label={nl.weeklyOverview.planned}
          items={expected}
          date={date}
          rights={rights}
          placement={placement}
        />
      ) : null}
      {unexpected.length > 0 ? (
        <>
          <p className="day-list__divider" aria-hidden="true">
            <span>{nl.weeklyOverview.unplanned}</span>
          </p>
          <ItemList
            label={nl.weeklyOverview.unplanned}
            items={unexpected}
            date={date}
            rights={rights}
            placement={placement}
          />
        </>
      ) : null}
      <UnsentGroup items={placement.loose} />
    </div>
  );
}

/** The day's unsent writes that belong to none of its cards (indirect hours, a project not planned that day). */
function UnsentGroup({ items }: { items: readonly OutboxItem[] }) {
  if (items.length === 0) return null;
  return (
    <section className="card day-list__unsent" aria-label={nl.outbox.unsentGroup}>
      <h3 className="day-list__unsent-title">{nl.outbox.unsentGroup}</h3>
      <UnsentItemList items={items} label={nl.outbox.unsentGroup} />
    </section>
  );
}

function ItemList({
  label,
  items,
  date,
  rights,
  placement,
}: {
  label: string;
  items: OverviewItem[];
  date: Date;
  rights: Rights | undefined;
  placement: DayPlacement;
}) {
  return (
    <ul className="day-list__items" aria-label={label}>
      {items.map((item, index) => (
        // Indirect items that are planned but not booked all have id 0.
        <li key={`${item.type}-${item.id}-${index}`} className="day-list__item">
          <OverviewCard item={item} date={date} rights={rights} unsent={placement.byCard.get(cardKey(item))} />
        </li>
      ))}
    </ul>
  );
}
