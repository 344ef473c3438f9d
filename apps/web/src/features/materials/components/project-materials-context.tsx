import { formatDate } from '@bouwwerk/domain';
import { nl } from '../../../i18n/nl';
import { useParts, useProjectDay, useWorks } from '../../../api/projects';

interface ProjectMaterialsContextProps {
  target: { werkId: number; budgetId?: number; stelpostId?: number };
  /** From `?project=`; unknown when the form was opened without it, and then the line is left out. */
  project: number | null;
  date: Date;
}

const trimmed = (...parts: string[]) => parts.map((p) => p.trim()).filter(Boolean);

/**
 * What the materials are booked on: project, work and part, and the day, in short lines that end in an
 * ellipsis. The names come from the reads the booking steps before made, so they are usually in the cache.
 */
export function ProjectMaterialsContext({ target, project, date }: ProjectMaterialsContextProps) {
  const day = useProjectDay(project ?? 0, date, project !== null).data?.project;
  const work = useWorks(project).data?.find((w) => w.id === target.werkId);
  const partId = target.budgetId ?? target.stelpostId;
  const part = useParts(partId === undefined ? null : target.werkId).data?.find((p) => p.id === partId);

  const projectName = day
    ? (trimmed(day.address.street, day.customer, day.description)[0] ?? nl.materials.noDescription)
    : null;
  const workName = work ? (trimmed(work.omschrijving)[0] ?? nl.materials.noDescription) : null;
  const partName = part ? trimmed(part.code, part.omschrijving).join(' ') || nl.materials.noDescription : null;

  return (
    <header className="materials-context">
      {projectName ? <h2 className="materials-context__line materials-context__project">{projectName}</h2> : null}
      {workName || partName ? (
        <p className="materials-context__line">{[workName, partName].filter(Boolean).join(' · ')}</p>
      ) : null}
      <p className="materials-context__line materials-context__day">{formatDate(date, 'heading')}</p>
    </header>
  );
}
