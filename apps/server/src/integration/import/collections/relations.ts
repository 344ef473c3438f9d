import { ProjectGroupImport, RelationImport, type RelationImportRecord } from '@bouwwerk/domain';
import { sql } from 'kysely';
import type { Executor } from '../../../repositories/executor';
import { inIds, inTexts } from '../bulk-sql';
import type { Entry, Tx } from '../collection';
import { duplicateIssues } from '../record-issues';
import { tableCollection, type Children } from '../table-collection';

type ContactPerson = RelationImportRecord['contactPersons'][number];

/** A relation's contact persons in its record's form, by externalId (their order means nothing). */
async function listContactPersons(db: Executor, companyId: number, relationIds: readonly number[]) {
  const { rows } = await sql<{ relation_id: number; external_id: string | null; name: string }>`
    SELECT relation_id, external_id, name FROM contact_persons
    WHERE company_id = ${companyId}::int4 AND relation_id ${inIds(relationIds)} AND deleted_at IS NULL
    ORDER BY external_id COLLATE "C", id`.execute(db);
  const lists = new Map<number, ContactPerson[]>();
  for (const row of rows) {
    const list = lists.get(row.relation_id) ?? [];
    list.push({ externalId: row.external_id as string, name: row.name });
    lists.set(row.relation_id, list);
  }
  return lists;
}

/**
 * The listed contact persons are upserted under their relation (one that moved from another relation moves
 * with its id, so projects naming it keep it), and the relation's others are removed: hidden, not deleted,
 * as projects may still name them.
 */
async function replaceContactPersons(
  tx: Tx,
  companyId: number,
  relations: ReadonlyArray<{ id: number; record: RelationImportRecord }>,
) {
  const listed = relations.flatMap(({ id, record }) => record.contactPersons.map((p) => [id, p.externalId, p.name]));
  if (listed.length > 0) {
    await sql`
      INSERT INTO contact_persons AS c (company_id, relation_id, external_id, name)
      SELECT ${companyId}::int4, u.* FROM unnest(${listed.map((l) => l[0])}::int4[], ${listed.map((l) => l[1])}::text[], ${listed.map((l) => l[2])}::text[]) AS u
      ON CONFLICT (company_id, external_id) WHERE external_id IS NOT NULL DO UPDATE
        SET relation_id = excluded.relation_id, name = excluded.name, deleted_at = NULL
        WHERE (c.relation_id, c.name, c.deleted_at) IS DISTINCT FROM (excluded.relation_id, excluded.name, NULL)`.execute(
      tx,
    );
  }
  await sql`
    UPDATE contact_persons SET deleted_at = now()
    WHERE company_id = ${companyId}::int4 AND relation_id ${inIds(relations.map((r) => r.id))} AND deleted_at IS NULL
      AND (external_id IS NULL OR NOT external_id ${inTexts(listed.map((l) => l[1] as string))})`.execute(tx);
}

const contactPersons: Children<RelationImportRecord> = {
  field: 'contactPersons',
  list: listContactPersons,
  replace: replaceContactPersons,
  canonical: (list) =>
    [...(list as ContactPerson[])].sort((a, b) =>
      a.externalId < b.externalId ? -1 : a.externalId > b.externalId ? 1 : 0,
    ),
};

/** A contact person's externalId is unique within the company, so once per batch. */
function uniqueContactPersons(entries: ReadonlyArray<Entry<RelationImportRecord>>, label: string) {
  const listed = entries.flatMap((e) =>
    (e.record?.contactPersons ?? []).map((p, i) => ({
      index: e.index,
      path: ['contactPersons', i, 'externalId'],
      value: p.externalId,
    })),
  );
  return duplicateIssues(listed, label, (id) => `'${id}'`);
}

export const relations = tableCollection<'relations', RelationImportRecord>({
  name: 'relations',
  table: 'relations',
  schemas: RelationImport,
  references: [],
  checkBatch: uniqueContactPersons,
  columns: {
    company_name: { type: 'text', value: (r) => r.companyName },
    contact_address: { type: 'text', value: (r) => r.address },
    contact_zip_code: { type: 'text', value: (r) => r.zipCode },
    contact_city: { type: 'text', value: (r) => r.city },
    telephone: { type: 'text', value: (r) => r.telephone },
  },
  removal: { hide: {} },
  children: contactPersons,
  toItem: (row) => ({
    companyName: row.company_name,
    address: row.contact_address,
    zipCode: row.contact_zip_code,
    city: row.contact_city,
    telephone: row.telephone,
  }),
});

export const projectGroups = tableCollection<'project_groups', { name: string }>({
  name: 'project-groups',
  table: 'project_groups',
  schemas: ProjectGroupImport,
  references: [],
  columns: { company_name: { type: 'text', value: (r) => r.name } },
  removal: { hide: {} },
  toItem: (row) => ({ name: row.company_name }),
});
