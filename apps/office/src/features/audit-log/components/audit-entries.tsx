import type { AuditEntry } from '@bouwwerk/domain';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import { nl } from '../../../i18n/nl';
import { AuditEntryItem } from './audit-entry';

/** A collapsed entry's height before it is measured; an opened "Wat is er veranderd" is measured as it opens. */
const ESTIMATED_ENTRY_PX = 76;

interface AuditEntriesProps {
  entries: AuditEntry[];
  /** What the list is called for a screen reader ('Wijzigingen', 'Geschiedenis'). */
  label: string;
  hasMore: boolean;
  loadingMore: boolean;
  onMore: () => void;
}

/**
 * The entries, newest first, in a scrolling box that renders only the ones in view (TanStack Virtual): a
 * company's log grows by thousands a week, and every 'Oudere wijzigingen laden' adds 100 more.
 */
export function AuditEntries({ entries, label, hasMore, loadingMore, onMore }: AuditEntriesProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer's functions are read in render on purpose; nothing here is memoized by the compiler.
  const virtualizer = useVirtualizer({
    count: entries.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ESTIMATED_ENTRY_PX,
    getItemKey: (index) => entries[index]?.id ?? index,
    overscan: 8,
  });

  if (entries.length === 0) return <p className="muted">{nl.auditLog.none}</p>;
  return (
    <>
      <div ref={scrollRef} className="audit-entries" role="region" aria-label={label} tabIndex={0}>
        <ol className="audit-entries__list" style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((item) => {
            const entry = entries[item.index]!;
            return (
              <li
                key={item.key}
                ref={virtualizer.measureElement}
                data-index={item.index}
                className="audit-entries__item"
                style={{ transform: `translateY(${item.start}px)` }}
              >
                <AuditEntryItem entry={entry} />
              </li>
            );
          })}
        </ol>
      </div>
      {hasMore ? (
        <div className="button-row">
          <button type="button" className="button" aria-busy={loadingMore} onClick={onMore}>
            {loadingMore ? nl.auditLog.loadingMore : nl.auditLog.more}
          </button>
        </div>
      ) : null}
    </>
  );
}
