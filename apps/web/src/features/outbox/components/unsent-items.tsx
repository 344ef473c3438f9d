import { Link } from 'react-router';
import type { OutboxItem } from '../../../api/outbox/types';
import { paths } from '../../../lib/paths';
import { AlertIcon, UploadPendingIcon } from '../../../components/icons';
import { nl } from '../../../i18n/nl';
import './unsent-items.css';

/** The state of a write the server does not have yet, with its icon: 'Opgeslagen – wordt verstuurd' or 'actie nodig'. */
export function UnsentState({ item }: { item: Pick<OutboxItem, 'state'> }) {
  const refused = item.state === 'refused';
  return (
    <span className={`unsent-state unsent-state--${item.state}`}>
      {refused ? <AlertIcon /> : <UploadPendingIcon />}
      <span>{refused ? nl.outbox.refused : nl.outbox.pending}</span>
    </span>
  );
}

/**
 * Writes kept on the phone, each with its state and its summary line; a refused one links to the outbox page,
 * where the user corrects, resends or discards it.
 */
export function UnsentItemList({ items, label }: { items: readonly OutboxItem[]; label: string }) {
  if (items.length === 0) return null;
  return (
    <ul className="unsent-items" aria-label={label}>
      {items.map((item) => (
        <li key={item.seq} className={`unsent-item unsent-item--${item.state}`} data-testid="unsent-item">
          <UnsentState item={item} />
          <span className="unsent-item__summary">{item.shown.summary}</span>
          {item.state === 'refused' ? (
            <Link
              className="unsent-item__act"
              to={paths.outbox.getHref(item.seq)}
              aria-label={nl.outbox.actOn(item.shown.summary)}
            >
              {nl.outbox.act}
            </Link>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
