import type { CatalogueCode } from '@bouwwerk/domain';
import { useMemo } from 'react';
import { ChevronRightIcon } from '../../../components/icons';
import { nl } from '../../../i18n/nl';
import { groupLabel, type CatalogueEntry } from '../lib/catalogue';
import { CatalogueLines } from './catalogue-lines';

export interface BrowsePosition {
  parentCode: string | null;
  groupCode: string | null;
}

interface CatalogueBrowserProps {
  codes: readonly CatalogueCode[];
  position: BrowsePosition;
  onPositionChange: (position: BrowsePosition) => void;
  quantities: Readonly<Record<number, string>>;
  onQuantityChange: (groupLineId: number, aantal: string) => void;
}

/** Browsing the catalogue: parent groups, then the groups of one, then the material lines of a group. */
export function CatalogueBrowser({
  codes,
  position,
  onPositionChange,
  quantities,
  onQuantityChange,
}: CatalogueBrowserProps) {
  const parent = codes.find((code) => code.code === position.parentCode) ?? null;
  const group = parent?.tables.find((table) => table.code === position.groupCode) ?? null;
  const entries = useMemo<CatalogueEntry[]>(
    () => (parent && group ? group.rows.map((row) => ({ row, parent, group })) : []),
    [parent, group],
  );

  return (
    <div className="catalogue-browser">
      {parent ? (
        <nav className="catalogue-browser__path" aria-label={nl.materials.browsePath}>
          <ol>
            <li>
              <button
                type="button"
                className="materials-form__link"
                onClick={() => onPositionChange({ parentCode: null, groupCode: null })}
              >
                {nl.materials.toParentGroups}
              </button>
            </li>
            <li>
              {group ? (
                <button
                  type="button"
                  className="materials-form__link"
                  onClick={() => onPositionChange({ parentCode: parent.code, groupCode: null })}
                >
                  {groupLabel(parent)}
                </button>
              ) : (
                <span aria-current="location">{groupLabel(parent)}</span>
              )}
            </li>
            {group ? (
              <li>
                <span aria-current="location">{groupLabel(group)}</span>
              </li>
            ) : null}
          </ol>
        </nav>
      ) : null}

      {!parent ? (
        <ChoiceList
          label={nl.materials.parentGroups}
          items={codes.map((code) => ({
            key: code.code,
            code: code.code,
            label: groupLabel(code),
            count: code.tables.length,
          }))}
          onChoose={(code) => onPositionChange({ parentCode: code, groupCode: null })}
        />
      ) : !group ? (
        <ChoiceList
          label={nl.materials.groups}
          items={parent.tables.map((table) => ({
            key: table.code,
            code: table.code,
            label: groupLabel(table),
            count: table.rows.length,
          }))}
          onChoose={(code) => onPositionChange({ parentCode: parent.code, groupCode: code })}
        />
      ) : entries.length === 0 ? (
        <p className="materials-form__message">{nl.materials.noResultsText}</p>
      ) : (
        <CatalogueLines entries={entries} quantities={quantities} onQuantityChange={onQuantityChange} />
      )}
    </div>
  );
}

interface Choice {
  key: string;
  code: string;
  label: string;
  count: number;
}

function ChoiceList({ label, items, onChoose }: { label: string; items: Choice[]; onChoose: (key: string) => void }) {
  return (
    <ul className="catalogue-choices" aria-label={label}>
      {items.map((item) => (
        <li key={item.key}>
          <button type="button" className="catalogue-choice" onClick={() => onChoose(item.key)}>
            <span className="catalogue-choice__code">{item.code}</span>
            <span className="catalogue-choice__label">{item.label}</span>
            <span className="catalogue-choice__count" aria-hidden="true">
              {item.count}
            </span>
            <ChevronRightIcon />
          </button>
        </li>
      ))}
    </ul>
  );
}
