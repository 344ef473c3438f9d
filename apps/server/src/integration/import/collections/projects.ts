import {
  PartImport,
  ProjectImport,
  WorkImport,
  type PartImportRecord,
  type ProjectImportRecord,
  type WorkImportRecord,
} from '@bouwwerk/domain';
import type { Entry, Tx } from '../collection';
import { refuseRecords } from '../record-issues';
import {
  PART_COLUMNS,
  partColumnsOf,
  partFieldsOf,
  PROJECT_COLUMNS,
  projectColumnsOf,
  projectFieldsOf,
  WORK_COLUMNS,
  workColumnsOf,
  workFieldsOf,
} from '../../../repositories/master-data-columns';
import { ownColumns, references, tableCollection } from '../table-collection';
import type { ResolvedReferences } from '../targets';

/** A project's contact person must be one of its relation's. */
async function contactOfRelation(
  _tx: Tx,
  _companyId: number,
  entries: ReadonlyArray<Entry<ProjectImportRecord>>,
  refs: ResolvedReferences,
  label: string,
) {
  const wrong = entries.flatMap((entry) => {
    const record = entry.record;
    const contact = record && refs.get('contactPersons', record.contactPersonExternalId);
    if (!record || !contact || contact.parentId === refs.id('relations', record.relationExternalId)) return [];
    return [
      {
        index: entry.index,
        path: ['contactPersonExternalId'],
        message: `contact person '${record.contactPersonExternalId}' is not of relation '${record.relationExternalId}'`,
      },
    ];
  });
  if (wrong.length > 0) throw refuseRecords(400, 'BAD_REQUEST', label, wrong);
}

/**
 * Removing a project hides it and closes it for bookings the way the app already understands: old (no other
 * project costs) and without active administration (locked).
 */
export const projects = tableCollection<'projects', ProjectImportRecord>({
  name: 'projects',
  table: 'projects',
  schemas: ProjectImport,
  references: references<ProjectImportRecord>(
    { field: 'relationExternalId', column: 'relation_id', target: 'relations' },
    { field: 'contactPersonExternalId', column: 'contact_person_id', target: 'contactPersons' },
    { field: 'projectGroupExternalId', column: 'project_group_id', target: 'projectGroups' },
  ),
  checkStored: contactOfRelation,
  columns: {
    ...ownColumns(PROJECT_COLUMNS, projectColumnsOf),
    relation_id: { type: 'int4', value: (r, c) => c.refs.id('relations', r.relationExternalId) },
    contact_person_id: { type: 'int4', value: (r, c) => c.refs.id('contactPersons', r.contactPersonExternalId) },
    project_group_id: { type: 'int4', value: (r, c) => c.refs.id('projectGroups', r.projectGroupExternalId) },
  },
  removal: { hide: { is_oud: true, has_active_administration: false } },
  toItem: projectFieldsOf,
});

export const works = tableCollection<'works', WorkImportRecord>({
  name: 'works',
  table: 'works',
  schemas: WorkImport,
  references: references<WorkImportRecord>({ field: 'projectExternalId', column: 'project_id', target: 'projects' }),
  columns: {
    project_id: { type: 'int4', value: (r, c) => c.refs.id('projects', r.projectExternalId) },
    ...ownColumns(WORK_COLUMNS, workColumnsOf),
  },
  removal: { hide: { active: false } },
  toItem: workFieldsOf,
});

export const parts = tableCollection<'budgets', PartImportRecord>({
  name: 'parts',
  table: 'budgets',
  schemas: PartImport,
  references: references<PartImportRecord>({ field: 'workExternalId', column: 'work_id', target: 'works' }),
  columns: {
    work_id: { type: 'int4', value: (r, c) => c.refs.id('works', r.workExternalId) },
    ...ownColumns(PART_COLUMNS, partColumnsOf),
  },
  removal: { hide: { active: false } },
  toItem: partFieldsOf,
});
