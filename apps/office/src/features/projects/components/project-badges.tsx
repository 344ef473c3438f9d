import type { OfficeProjectSummary } from '@bouwwerk/domain';
import { nl } from '../../../i18n/nl';
import { projectBadges } from '../lib/project-list';

const CLASSES = { done: 'badge badge--done', old: 'badge', blocked: 'badge badge--warning' } as const;

/** Gereed, Oud, Geblokkeerd: what keeps a project from new bookings; nothing for an open one. */
export function ProjectBadges({
  project,
}: {
  project: Pick<OfficeProjectSummary, 'done' | 'old' | 'activeAdministration'>;
}) {
  return (
    <span className="list-badges">
      {projectBadges(project).map((badge) => (
        <span
          key={badge}
          className={CLASSES[badge]}
          title={badge === 'blocked' ? nl.projects.blockedExplained : undefined}
        >
          {nl.projects[badge]}
          {badge === 'blocked' ? <span className="visually-hidden">{` (${nl.projects.blockedExplained})`}</span> : null}
        </span>
      ))}
    </span>
  );
}
