import { unitName } from '@bouwwerk/domain';
import { isBookableQuantity } from '../../../lib/material-entry';
import { useId } from 'react';
import { nl } from '../../../i18n/nl';
import type { CatalogueEntry } from '../lib/catalogue';

interface CatalogueLinesProps {
  entries: readonly CatalogueEntry[];
  quantities: Readonly<Record<number, string>>;
  onQuantityChange: (groupLineId: number, aantal: string) => void;
  /** Search results name their group, since they come from all over the catalogue. */
  showGroup?: boolean;
}

/** Material lines, each with a quantity input; a line is added only once it has a quantity. */
export function CatalogueLines({ entries, quantities, onQuantityChange, showGroup = false }: CatalogueLinesProps) {
  const id = useId();
  return (
    <ul className="catalogue-lines">
      {entries.map(({ row, parent, group }) => {
        const inputId = `${id}-${row.groupLineId}`;
        const aantal = quantities[row.groupLineId] ?? '';
        const invalid = aantal.trim() !== '' && !isBookableQuantity(aantal);
        return (
          <li key={row.groupLineId} className="catalogue-line">
            <label className="catalogue-line__text" htmlFor={inputId}>
              <span className="catalogue-line__description">{row.description}</span>
              <span className="catalogue-line__meta">
                {showGroup ? `${parent.description} › ${group.description} · ` : ''}
                {row.code}
              </span>
            </label>
            <span className="catalogue-line__quantity">
              <input
                id={inputId}
                className="field__input catalogue-line__input"
                aria-label={nl.materials.quantityOf(row.description)}
                aria-invalid={invalid || undefined}
                inputMode="decimal"
                autoComplete="off"
                enterKeyHint="done"
                value={aantal}
                onChange={(event) => onQuantityChange(row.groupLineId, event.target.value)}
              />
              <span className="catalogue-line__unit">{unitName(row.unit)}</span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
