import { OfficeProjectGroupInputSchema, PLANNING_EDITORS, type OfficeProjectGroup } from '@bouwwerk/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useSession } from '../../../api/session';
import { ListPage } from '../../../components/list-page';
import type { ListCell } from '../../../components/list-table';
import { ManagedBadge } from '../../../components/managed-badge';
import { StatusMessage } from '../../../components/status-message';
import { nl } from '../../../i18n/nl';
import { createProjectGroup, projectGroupsQuery, updateProjectGroup } from '../api/relations';
import { projectGroupLabel, projectGroupList, type ProjectGroupColumn } from '../lib/project-group-list';
import { NameDialog } from './name-dialog';
import './relations.css';

const texts = nl.projectGroups;

/** The dialog open: a new group, or one to rename. */
type Open = { group?: OfficeProjectGroup } | null;

/**
 * /kantoor/projectgroepen: the company's project groups, searched and sorted; a group of the company's own is
 * renamed by its name, a new one made with 'Nieuwe projectgroep', both in a small dialog.
 */
export function ProjectGroupListPage() {
  const session = useSession();
  const queryClient = useQueryClient();
  const groups = useQuery(projectGroupsQuery);
  const [open, setOpen] = useState<Open>(null);
  const [done, setDone] = useState<string | null>(null);
  const canEdit = PLANNING_EDITORS.includes(session.user.role);

  const onOpen = (next: Open) => {
    setDone(null);
    setOpen(next);
  };

  const cells = useMemo<Record<ProjectGroupColumn, ListCell<OfficeProjectGroup>>>(
    () => ({
      naam: {
        render: (group) =>
          group.externalId !== null ? (
            <>
              {projectGroupLabel(group)}
              <ManagedBadge inList />
            </>
          ) : canEdit ? (
            <button
              type="button"
              className="link-button"
              aria-label={texts.renameLabel(projectGroupLabel(group))}
              onClick={() => onOpen({ group })}
            >
              {projectGroupLabel(group)}
            </button>
          ) : (
            projectGroupLabel(group)
          ),
      },
      projecten: { render: (group) => group.projects, numeric: true },
    }),
    [canEdit],
  );

  return (
    <>
      <ListPage
        list={projectGroupList}
        query={groups}
        cells={cells}
        texts={texts}
        action={
          canEdit ? (
            <button type="button" className="button button--primary" onClick={() => onOpen({})}>
              {texts.create}
            </button>
          ) : undefined
        }
      />
      <StatusMessage message={done} />
      {open ? (
        <NameDialog
          title={open.group ? texts.renameTitle : texts.create}
          label={texts.name}
          name={open.group?.name}
          message={texts.nameInvalid}
          schema={OfficeProjectGroupInputSchema}
          onClose={() => setOpen(null)}
          onSave={async (input) => {
            const { group } = open;
            if (group) await updateProjectGroup(queryClient, group.id, input);
            else await createProjectGroup(queryClient, input);
            setDone(group ? texts.renamed : texts.added);
          }}
        />
      ) : null}
    </>
  );
}
