import { PLANNING_TARGET_KINDS } from '@bouwwerk/domain';
import { nl } from '../../../i18n/nl';

/** What the colours and marks of the board mean, under it. */
export function BoardLegend() {
  const text = nl.planning;
  return (
    <p className="planning__legend">
      <span className="visually-hidden">{text.legend}: </span>
      {PLANNING_TARGET_KINDS.map((kind) => (
        <span key={kind} className={`block block--${kind}`}>
          {text.kinds[kind]}
        </span>
      ))}
      <span>
        <span className="block__warn" aria-hidden="true">
          !
        </span>
        {text.conflictMark}
      </span>
      <span>
        <span className="board__mark" aria-hidden="true">
          −
        </span>{' '}
        {text.short}
      </span>
      <span>
        <span className="board__mark" aria-hidden="true">
          ≠
        </span>{' '}
        {text.unplanned}
      </span>
      <span>
        <span className="board__submitted">{text.submitted}</span> {text.submittedMark}
      </span>
    </p>
  );
}
