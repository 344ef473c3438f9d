import { nl } from '../i18n/nl';

/**
 * "Beheerd via koppeling": a record the company's calculation package feeds (an externalId), which the console
 * shows and does not change. `inList`: beside a name in a table's cell.
 */
export function ManagedBadge({ inList = false }: { inList?: boolean }) {
  return (
    <span className={inList ? 'badge badge--managed badge--after' : 'badge badge--managed'}>{nl.managed.badge}</span>
  );
}
