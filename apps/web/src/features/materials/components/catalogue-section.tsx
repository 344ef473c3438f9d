import type { CatalogueCode } from '@bouwwerk/domain';
import { buildMaterialSearchIndex, normalizeMaterialQuery, searchMaterials } from '../lib/material-search';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { nl } from '../../../i18n/nl';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { catalogueEntries } from '../lib/catalogue';
import { CatalogueBrowser, type BrowsePosition } from './catalogue-browser';
import { CatalogueLines } from './catalogue-lines';

/** Enough to find a line by eye on a phone; more shows as a count that asks for a longer search. */
const MAX_RESULTS = 50;
/** A short pause in typing before the search runs. */
const SEARCH_DELAY_MS = 120;

interface CatalogueSectionProps {
  codes: readonly CatalogueCode[];
  quantities: Readonly<Record<number, string>>;
  onQuantityChange: (groupLineId: number, aantal: string) => void;
  /** 'Materialen toevoegen'. */
  onAddLines: () => void;
  /** What the last 'Materialen toevoegen' did, read out to screen readers too. */
  addMessage: string;
}

/** The catalogue part of the booking form: search on description, browsing, and adding lines with a quantity. */
export function CatalogueSection({
  codes,
  quantities,
  onQuantityChange,
  onAddLines,
  addMessage,
}: CatalogueSectionProps) {
  const id = useId();
  const [query, setQuery] = useState('');
  const searchQuery = useDebouncedValue(query, SEARCH_DELAY_MS);
  const [browsing, setBrowsing] = useState(false);
  const [position, setPosition] = useState<BrowsePosition>({ parentCode: null, groupCode: null });

  // Built once per catalogue: every search after that only scans lowercased descriptions.
  const index = useMemo(
    () => buildMaterialSearchIndex(catalogueEntries(codes), (entry) => entry.row.description),
    [codes],
  );
  const searching = normalizeMaterialQuery(searchQuery) !== '';
  const results = useMemo(() => searchMaterials(index, searchQuery, MAX_RESULTS), [index, searchQuery]);
  const showsLines = searching ? results.items.length > 0 : browsing && position.groupCode !== null;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onAddLines();
  };

  return (
    <section className="materials-form__panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="materials-form__heading">
        {nl.materials.catalogue}
      </h2>
      <div className="catalogue-toolbar">
        <label className="catalogue-toolbar__search" htmlFor={`${id}-search`}>
          <span className="visually-hidden">{nl.materials.search}</span>
          <input
            id={`${id}-search`}
            className="field__input"
            type="search"
            placeholder={nl.materials.searchPlaceholder}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            autoComplete="off"
            enterKeyHint="search"
          />
        </label>
        <button
          type="button"
          className="button button--secondary"
          aria-expanded={browsing}
          aria-controls={`${id}-browser`}
          onClick={() => setBrowsing(!browsing)}
        >
          {browsing ? nl.materials.closeBrowse : nl.materials.browse}
        </button>
      </div>

      <form className="catalogue-section__lines" onSubmit={onSubmit} noValidate>
        {searching ? (
          results.total === 0 ? (
            <div className="materials-form__message" role="status">
              <p className="materials-form__message-title">{nl.materials.noResultsTitle}</p>
              <p>{nl.materials.noResultsText}</p>
            </div>
          ) : (
            <>
              <p className="catalogue-section__count" role="status">
                {results.total > results.items.length
                  ? nl.materials.resultsCapped(results.items.length, results.total)
                  : nl.materials.resultCount(results.total)}
              </p>
              <CatalogueLines
                entries={results.items}
                quantities={quantities}
                onQuantityChange={onQuantityChange}
                showGroup
              />
            </>
          )
        ) : null}
        <div id={`${id}-browser`} hidden={searching || !browsing}>
          {browsing ? (
            <CatalogueBrowser
              codes={codes}
              position={position}
              onPositionChange={setPosition}
              quantities={quantities}
              onQuantityChange={onQuantityChange}
            />
          ) : null}
        </div>
        {showsLines ? (
          <button type="submit" className="button button--primary button--block catalogue-section__add">
            {nl.materials.addLines}
          </button>
        ) : null}
        <p className="materials-form__feedback" role="status">
          {addMessage}
        </p>
      </form>
    </section>
  );
}
