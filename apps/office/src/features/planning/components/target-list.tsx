import { PLANNING_TARGET_KINDS, type PlanningTargetKind } from '@bouwwerk/domain';
import { useDraggable } from '@dnd-kit/core';
import { useId, useState } from 'react';
import { SearchField } from '../../../components/search-field';
import { SelectField } from '../../../components/text-field';
import { nl } from '../../../i18n/nl';
import type { DragSource } from '../lib/drag-data';
import { searchChoices, type TargetChoice } from '../lib/targets';

/** More than this is not a list to drag from but a search to narrow. */
const SHOWN_MAX = 60;

interface TargetListProps {
  choices: Record<PlanningTargetKind, TargetChoice[]> | null;
}

/** 'Plannen': the open projects, work orders and kinds of indirect work, searched, to drag onto a day. */
export function TargetList({ choices }: TargetListProps) {
  const [kind, setKind] = useState<PlanningTargetKind>('workOrder');
  const [search, setSearch] = useState('');
  const titleId = useId();
  const text = nl.planning;
  const found = choices ? searchChoices(choices[kind], search) : [];
  return (
    <aside className="targets" aria-labelledby={titleId}>
      <h2 id={titleId} className="targets__title">
        {text.sideList}
      </h2>
      <SelectField
        label={text.sideKind}
        value={kind}
        onChange={(event) => setKind(event.target.value as PlanningTargetKind)}
      >
        {PLANNING_TARGET_KINDS.map((option) => (
          <option key={option} value={option}>
            {text.kindLists[option]}
          </option>
        ))}
      </SelectField>
      <SearchField value={search} placeholder={text.sideSearchPlaceholder} onChange={setSearch} />
      <p className="field__hint">{text.sideHint}</p>
      {choices === null ? (
        <p role="status">{nl.app.loading}</p>
      ) : found.length === 0 ? (
        <p>{text.sideNone}</p>
      ) : (
        <ul className="targets__list" aria-label={text.kindLists[kind]}>
          {found.slice(0, SHOWN_MAX).map((choice) => (
            <li key={`${choice.kind}:${choice.id}`}>
              <TargetItem choice={choice} />
            </li>
          ))}
        </ul>
      )}
      {found.length > SHOWN_MAX ? <p className="field__hint">{text.sideMore(SHOWN_MAX, found.length)}</p> : null}
    </aside>
  );
}

function TargetItem({ choice }: { choice: TargetChoice }) {
  const source: DragSource = { type: 'new', choice };
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: `new:${choice.kind}:${choice.id}`,
    data: source,
    attributes: { roleDescription: nl.planning.draggable },
  });
  return (
    <div
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      aria-label={`${nl.planning.kinds[choice.kind]} ${choice.label}`}
      className={`target target--${choice.kind}${isDragging ? ' target--dragging' : ''}`}
    >
      <span className="target__label">{choice.label}</span>
      {choice.detail ? <span className="target__detail">{choice.detail}</span> : null}
    </div>
  );
}
