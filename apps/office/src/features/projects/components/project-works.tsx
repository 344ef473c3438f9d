import type { OfficePart, OfficeProject, OfficeWork } from '@bouwwerk/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ManagedBadge } from '../../../components/managed-badge';
import { StatusMessage } from '../../../components/status-message';
import { nl } from '../../../i18n/nl';
import { addPart, addWork, updatePart, updateWork } from '../api/projects';
import { PartDialog } from './part-dialog';
import { WorkDialog } from './work-dialog';
import { TableWrap } from '../../../components/table-wrap';

/** The dialog open on the page: a work to add or change, or a part of a work to add or change. */
type Open = { of: 'work'; work?: OfficeWork } | { of: 'part'; work: OfficeWork; part?: OfficePart } | null;

const yesNo = (value: boolean) => (value ? nl.app.yes : nl.app.no);
const workName = (work: OfficeWork) => work.description || nl.works.untitled;
const partName = (part: OfficePart) => part.code || part.description || nl.parts.title;

interface PartsTableProps {
  work: OfficeWork;
  canEdit: boolean;
  onEdit: (part: OfficePart) => void;
}

function PartsTable({ work, canEdit, onEdit }: PartsTableProps) {
  if (work.parts.length === 0) return <p className="muted">{nl.parts.none}</p>;
  return (
    <TableWrap>
      <table className="table">
        <caption className="visually-hidden">{nl.works.parts(workName(work))}</caption>
        <thead>
          <tr>
            <th scope="col">{nl.parts.code}</th>
            <th scope="col">{nl.parts.description}</th>
            <th scope="col">{nl.parts.kind}</th>
            <th scope="col">{nl.parts.active}</th>
            <th scope="col">{nl.parts.done}</th>
            <th scope="col">{nl.parts.blocked}</th>
            {canEdit ? <th scope="col">{nl.parts.actions}</th> : null}
          </tr>
        </thead>
        <tbody>
          {work.parts.map((part) => (
            <tr key={part.id}>
              <td className="nowrap">{part.code}</td>
              <td>
                {part.description}
                {part.externalId !== null ? <ManagedBadge inList /> : null}
              </td>
              <td>{nl.parts.kinds[part.kind]}</td>
              <td>{yesNo(part.active)}</td>
              <td>{yesNo(part.done)}</td>
              <td>{yesNo(part.blocked)}</td>
              {canEdit ? (
                <td>
                  {part.externalId === null ? (
                    <button
                      type="button"
                      className="button button--small"
                      aria-label={nl.parts.editLabel(partName(part))}
                      onClick={() => onEdit(part)}
                    >
                      {nl.parts.change}
                    </button>
                  ) : null}
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </TableWrap>
  );
}

interface WorkCardProps {
  work: OfficeWork;
  canEdit: boolean;
  onOpen: (open: Open) => void;
}

function WorkCard({ work, canEdit, onOpen }: WorkCardProps) {
  const titleId = `work-${work.id}-title`;
  const name = workName(work);
  return (
    <section className="work" aria-labelledby={titleId}>
      <div className="work__header">
        <h3 id={titleId}>{name}</h3>
        <span className="list-badges">
          {work.costPlus ? <span className="badge">{nl.works.costPlus}</span> : null}
          {work.active ? null : <span className="badge badge--warning">{nl.works.inactive}</span>}
          {work.old ? <span className="badge">{nl.works.old}</span> : null}
          {work.externalId !== null ? <ManagedBadge /> : null}
        </span>
        {canEdit ? (
          <span className="button-row work__actions">
            {work.externalId === null ? (
              <button
                type="button"
                className="button button--small"
                aria-label={nl.works.editLabel(name)}
                onClick={() => onOpen({ of: 'work', work })}
              >
                {nl.parts.change}
              </button>
            ) : null}
            <button
              type="button"
              className="button button--small"
              aria-label={nl.parts.addLabel(name)}
              onClick={() => onOpen({ of: 'part', work })}
            >
              {nl.parts.add}
            </button>
          </span>
        ) : null}
      </div>
      <PartsTable work={work} canEdit={canEdit} onEdit={(part) => onOpen({ of: 'part', work, part })} />
    </section>
  );
}

/**
 * 'Werken': a project's works, each with its parts, added and changed in a small dialog. A work or part the
 * package feeds is shown and not changed; a work or part of the company's own may be added to it.
 */
export function ProjectWorks({ project, canEdit }: { project: OfficeProject; canEdit: boolean }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<Open>(null);
  const [done, setDone] = useState<string | null>(null);

  const saved = (message: string) => {
    setOpen(null);
    setDone(message);
  };
  const onOpen = (next: Open) => {
    setDone(null);
    setOpen(next);
  };

  return (
    <section className="card project-works" aria-labelledby="project-works-title">
      <div className="page__header">
        <h2 id="project-works-title">{nl.works.title}</h2>
        {canEdit ? (
          <button type="button" className="button" onClick={() => onOpen({ of: 'work' })}>
            {nl.works.add}
          </button>
        ) : null}
      </div>
      <StatusMessage message={done} />
      {project.works.length === 0 ? <p className="muted">{nl.works.none}</p> : null}
      {project.works.map((work) => (
        <WorkCard key={work.id} work={work} canEdit={canEdit} onOpen={onOpen} />
      ))}
      {open?.of === 'work' ? (
        <WorkDialog
          work={open.work}
          onClose={() => setOpen(null)}
          onSave={async (input) => {
            const { work } = open;
            if (work) await updateWork(queryClient, work.id, input);
            else await addWork(queryClient, project.id, input);
            saved(work ? nl.works.saved : nl.works.added);
          }}
        />
      ) : null}
      {open?.of === 'part' ? (
        <PartDialog
          part={open.part}
          onClose={() => setOpen(null)}
          onSave={async (input) => {
            const { part, work } = open;
            if (part) await updatePart(queryClient, part.id, input);
            else await addPart(queryClient, work.id, input);
            saved(part ? nl.parts.saved : nl.parts.added);
          }}
        />
      ) : null}
    </section>
  );
}
