import type { OfficeRelationFields } from '@bouwwerk/domain';
import { sql } from '../db/kysely';
import type { Executor } from './executor';

/** The columns behind a relation's fields (the import's names, in relations.ts of its collections). */
const relationColumnsOf = (f: OfficeRelationFields) => ({
  company_name: f.companyName,
  contact_address: f.address,
  contact_zip_code: f.zipCode,
  contact_city: f.city,
  telephone: f.telephone,
});

/** A count of a subquery is never null, though the query builder cannot know. */
const counted = <T extends { projects: number | null }>(rows: T[]) =>
  rows.map((row) => ({ ...row, projects: row.projects ?? 0 }));

/**
 * Relations with their contact persons, and project groups, as the office console reads and writes them: the
 * company's records that the calculation package has not removed (deleted_at), by Bouwwerk's ids.
 */
export function createOfficeRelationsRepository(db: Executor) {
  return {
    async relations(companyId: number) {
      return db
        .selectFrom('relations as r')
        .select([
          'r.id',
          'r.external_id as externalId',
          'r.company_name as companyName',
          'r.contact_city as city',
          'r.telephone',
          (eb) =>
            eb
              .selectFrom('contact_persons as c')
              .select(sql<number>`count(*)::int`.as('n'))
              .whereRef('c.relation_id', '=', 'r.id')
              .where('c.deleted_at', 'is', null)
              .as('contactPersons'),
        ])
        .where('r.company_id', '=', companyId)
        .where('r.deleted_at', 'is', null)
        .orderBy('r.company_name')
        .orderBy('r.id')
        .execute()
        .then((rows) => rows.map((row) => ({ ...row, contactPersons: row.contactPersons ?? 0 })));
    },

    async relation(companyId: number, id: number, { forUpdate = false } = {}) {
      let query = db
        .selectFrom('relations')
        .select([
          'id',
          'external_id as externalId',
          'company_name as companyName',
          'contact_address as address',
          'contact_zip_code as zipCode',
          'contact_city as city',
          'telephone',
        ])
        .where('company_id', '=', companyId)
        .where('id', '=', id)
        .where('deleted_at', 'is', null);
      if (forUpdate) query = query.forUpdate();
      return query.executeTakeFirst();
    },

    /** A relation's contact persons, each with how many projects name it. */
    async contactPersonsOf(companyId: number, relationId: number) {
      return db
        .selectFrom('contact_persons as c')
        .select([
          'c.id',
          'c.external_id as externalId',
          'c.name',
          (eb) =>
            eb
              .selectFrom('projects as p')
              .select(sql<number>`count(*)::int`.as('n'))
              .whereRef('p.contact_person_id', '=', 'c.id')
              .as('projects'),
        ])
        .where('c.company_id', '=', companyId)
        .where('c.relation_id', '=', relationId)
        .where('c.deleted_at', 'is', null)
        .orderBy('c.name')
        .orderBy('c.id')
        .execute()
        .then(counted);
    },

    async insertRelation(companyId: number, fields: OfficeRelationFields) {
      const row = await db
        .insertInto('relations')
        .values({ company_id: companyId, ...relationColumnsOf(fields) })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async updateRelation(companyId: number, id: number, fields: OfficeRelationFields) {
      await db
        .updateTable('relations')
        .set(relationColumnsOf(fields))
        .where('company_id', '=', companyId)
        .where('id', '=', id)
        .execute();
    },

    /** A contact person of the company, with its relation, locked for a change. */
    async contactPerson(companyId: number, id: number, { forUpdate = false } = {}) {
      let query = db
        .selectFrom('contact_persons')
        .select(['id', 'relation_id as relationId', 'external_id as externalId'])
        .where('company_id', '=', companyId)
        .where('id', '=', id)
        .where('deleted_at', 'is', null);
      if (forUpdate) query = query.forUpdate();
      return query.executeTakeFirst();
    },

    async insertContactPerson(companyId: number, relationId: number, name: string) {
      await db.insertInto('contact_persons').values({ company_id: companyId, relation_id: relationId, name }).execute();
    },

    async renameContactPerson(companyId: number, id: number, name: string) {
      await db
        .updateTable('contact_persons')
        .set({ name })
        .where('company_id', '=', companyId)
        .where('id', '=', id)
        .execute();
    },

    /** Whether any project, removed ones too, names the contact person: their rows keep pointing at it. */
    async contactPersonInUse(companyId: number, id: number) {
      const row = await db
        .selectFrom('projects')
        .select('id')
        .where('company_id', '=', companyId)
        .where('contact_person_id', '=', id)
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },

    async deleteContactPerson(companyId: number, id: number) {
      await db.deleteFrom('contact_persons').where('company_id', '=', companyId).where('id', '=', id).execute();
    },

    /** The company's project groups, or the one of `onlyId`, each with how many projects are in it. */
    async projectGroups(companyId: number, onlyId?: number) {
      let query = db
        .selectFrom('project_groups as g')
        .select([
          'g.id',
          'g.external_id as externalId',
          'g.company_name as name',
          (eb) =>
            eb
              .selectFrom('projects as p')
              .select(sql<number>`count(*)::int`.as('n'))
              .whereRef('p.project_group_id', '=', 'g.id')
              .where('p.deleted_at', 'is', null)
              .as('projects'),
        ])
        .where('g.company_id', '=', companyId)
        .where('g.deleted_at', 'is', null);
      if (onlyId !== undefined) query = query.where('g.id', '=', onlyId);
      return query.orderBy('g.company_name').orderBy('g.id').execute().then(counted);
    },

    async projectGroup(companyId: number, id: number, { forUpdate = false } = {}) {
      let query = db
        .selectFrom('project_groups')
        .select(['id', 'external_id as externalId'])
        .where('company_id', '=', companyId)
        .where('id', '=', id)
        .where('deleted_at', 'is', null);
      if (forUpdate) query = query.forUpdate();
      return query.executeTakeFirst();
    },

    async insertProjectGroup(companyId: number, name: string) {
      const row = await db
        .insertInto('project_groups')
        .values({ company_id: companyId, company_name: name })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async renameProjectGroup(companyId: number, id: number, name: string) {
      await db
        .updateTable('project_groups')
        .set({ company_name: name })
        .where('company_id', '=', companyId)
        .where('id', '=', id)
        .execute();
    },
  };
}
