import { unitName } from '@bouwwerk/domain';
import { isBookableQuantity } from '../../../lib/material-entry';
import { useId } from 'react';
import { CloseIcon } from '../../../components/icons';
import { nl } from '../../../i18n/nl';
import { type BookingLine } from '../lib/booking-lines';

interface BookingListProps {
  lines: readonly BookingLine[];
  onQuantityChange: (key: number, aantal: string) => void;
  onRemove: (key: number) => void;
}

/** The lines that 'Opslaan' books; a quantity can still be corrected, and a line removed. */
export function BookingList({ lines, onQuantityChange, onRemove }: BookingListProps) {
  const id = useId();
  return (
    <section className="materials-form__panel booking-list" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="materials-form__heading">
        {nl.materials.toBook}
        {lines.length > 0 ? <span className="booking-list__count"> ({lines.length})</span> : null}
      </h2>
      {lines.length === 0 ? (
        <p className="booking-list__empty">{nl.materials.nothingToBook}</p>
      ) : (
        <ul className="booking-list__lines">
          {lines.map((line) => (
            <li key={line.key} className="booking-line">
              <input
                className="field__input booking-line__input"
                aria-label={nl.materials.bookedQuantityOf(line.omschrijving)}
                aria-invalid={!isBookableQuantity(line.aantal) || undefined}
                inputMode="decimal"
                autoComplete="off"
                value={line.aantal}
                onChange={(event) => onQuantityChange(line.key, event.target.value)}
              />
              <span className="booking-line__unit">{unitName(line.eenheid)}</span>
              <span className="booking-line__description">{line.omschrijving}</span>
              <button
                type="button"
                className="icon-button booking-line__remove"
                aria-label={nl.materials.remove(line.omschrijving)}
                onClick={() => onRemove(line.key)}
              >
                <CloseIcon />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
