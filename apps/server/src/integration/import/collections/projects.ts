import {
  PartImport,
  ProjectImport,
  WorkImport,
  type ImportPartKind,
  type PartImportRecord,
  type ProjectImportRecord,
  type WorkImportRecord,
} from '@bouwwerk/domain';
import type { Entry, Tx } from '../collection';
import { refuseRecords } from '../record-issues';
import { references, tableCollection } from '../table-collection';
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
    code: { type: 'text', value: (r) => r.code },
    customer: { type: 'text', value: (r) => r.customer },
    description: { type: 'text', value: (r) => r.description },
    address: { type: 'text', value: (r) => r.address },
    postalcode: { type: 'text', value: (r) => r.postalCode },
    city: { type: 'text', value: (r) => r.city },
    phone: { type: 'text', value: (r) => r.phone },
    relation_id: { type: 'int4', value: (r, c) => c.refs.id('relations', r.relationExternalId) },
    contact_person_id: { type: 'int4', value: (r, c) => c.refs.id('contactPersons', r.contactPersonExternalId) },
    project_group_id: { type: 'int4', value: (r, c) => c.refs.id('projectGroups', r.projectGroupExternalId) },
    project_year: { type: 'int4', value: (r) => r.projectYear },
    soort_id: { type: 'int4', value: (r) => (r.costPlus ? 1 : 0) },
    is_done: { type: 'bool', value: (r) => r.done },
    is_oud: { type: 'bool', value: (r) => r.old },
    has_active_administration: { type: 'bool', value: (r) => r.activeAdministration },
    remark_resource_planning: { type: 'text', value: (r) => r.remarkResourcePlanning },
    start_date: { type: 'date', value: (r) => r.startDate },
    end_date: { type: 'date', value: (r) => r.endDate },
  },
  removal: { hide: { is_oud: true, has_active_administration: false } },
  toItem: (row) => ({
    code: row.code,
    customer: row.customer,
    description: row.description,
    address: row.address,
    postalCode: row.postalcode,
    city: row.city,
    phone: row.phone,
    projectYear: row.project_year,
    costPlus: row.soort_id === 1,
    done: row.is_done,
    old: row.is_oud,
    activeAdministration: row.has_active_administration,
    remarkResourcePlanning: row.remark_resource_planning,
    startDate: row.start_date,
    endDate: row.end_date,
  }),
});

export const works = tableCollection<'works', WorkImportRecord>({
  name: 'works',
  table: 'works',
  schemas: WorkImport,
  references: references<WorkImportRecord>({ field: 'projectExternalId', column: 'project_id', target: 'projects' }),
  columns: {
    project_id: { type: 'int4', value: (r, c) => c.refs.id('projects', r.projectExternalId) },
    omschrijving: { type: 'text', value: (r) => r.description },
    soort_id: { type: 'int4', value: (r) => (r.costPlus ? 1 : 0) },
    active: { type: 'bool', value: (r) => r.active },
    is_oud: { type: 'bool', value: (r) => r.old },
  },
  removal: { hide: { active: false } },
  toItem: (row) => ({
    description: row.omschrijving,
    costPlus: row.soort_id === 1,
    active: row.active,
    old: row.is_oud,
  }),
});

/** budgets.soort: 0 budget, 1 stelpost, 2 other project cost. */
const PART_SOORT: Record<ImportPartKind, number> = { budget: 0, stelpost: 1, otherProjectCost: 2 };
const KIND_OF_SOORT = Object.fromEntries(Object.entries(PART_SOORT).map(([kind, soort]) => [soort, kind]));

export const parts = tableCollection<'budgets', PartImportRecord>({
  name: 'parts',
  table: 'budgets',
  schemas: PartImport,
  references: references<PartImportRecord>({ field: 'workExternalId', column: 'work_id', target: 'works' }),
  columns: {
    work_id: { type: 'int4', value: (r, c) => c.refs.id('works', r.workExternalId) },
    code: { type: 'text', value: (r) => r.code },
    omschrijving: { type: 'text', value: (r) => r.description },
    soort: { type: 'int4', value: (r) => PART_SOORT[r.kind] },
    active: { type: 'bool', value: (r) => r.active },
    is_done: { type: 'bool', value: (r) => r.done },
    geblokkeerd: { type: 'bool', value: (r) => r.blocked },
    factuur_id: { type: 'int4', value: (r) => r.invoiceId },
  },
  removal: { hide: { active: false } },
  toItem: (row) => ({
    code: row.code,
    description: row.omschrijving,
    kind: KIND_OF_SOORT[row.soort] ?? 'budget',
    active: row.active,
    done: row.is_done,
    blocked: row.geblokkeerd,
    invoiceId: row.factuur_id,
  }),
});
