import { sql } from 'kysely';
import type { Executor } from './executor';

export function createProjectsRepository(db: Executor) {
  return {
    async list(companyId: number) {
      return (
        db
          .selectFrom('projects')
          .select([
            'id',
            'code',
            'address',
            'postalcode',
            'city',
            'customer',
            'description',
            'soort_id',
            'is_oud',
            'is_done',
            'has_active_administration',
          ])
          .where('company_id', '=', companyId)
          // Removed by the office through the integration API: kept for its registrations, never shown.
          .where('deleted_at', 'is', null)
          .orderBy('code', 'desc')
          .orderBy('id', 'desc')
          .execute()
      );
    },

    /** Everyone planned on any project of the company on a day, to show on the list. */
    async plannedOn(companyId: number, date: string) {
      return db
        .selectFrom('planning as p')
        .innerJoin('employees as e', (join) =>
          join.onRef('e.id', '=', 'p.employee_id').onRef('e.company_id', '=', 'p.company_id'),
        )
        .where('e.deleted_at', 'is', null)
        .select([
          'p.project_id',
          'e.id',
          'e.first_name as firstName',
          'e.last_name as lastName',
          'e.mobile',
          'e.telephone',
        ])
        .where('p.company_id', '=', companyId)
        .where('p.project_id', 'is not', null)
        .where('p.start_date', '<=', date)
        .where('p.end_date', '>=', date)
        .orderBy('e.first_name')
        .execute();
    },

    async works(companyId: number, projectId: number) {
      const active = (soort: number) =>
        sql<boolean>`exists (select 1 from budgets b where b.work_id = w.id and b.active and b.soort = ${soort})`;
      return db
        .selectFrom('works as w')
        .select([
          'w.id',
          'w.omschrijving',
          'w.soort_id',
          'w.is_oud',
          'w.active',
          sql<boolean>`exists (select 1 from budgets b where b.work_id = w.id)`.as('has_budgets'),
          active(0).as('has_active_budgets'),
          active(1).as('has_active_stelposten'),
          active(2).as('has_active_other_costs'),
        ])
        .where('w.company_id', '=', companyId)
        .where('w.project_id', '=', projectId)
        .where('w.deleted_at', 'is', null)
        .orderBy('w.id')
        .execute();
    },

    async parts(companyId: number, workId: number) {
      return db
        .selectFrom('budgets')
        .select(['id', 'work_id', 'code', 'omschrijving', 'soort', 'active', 'is_done', 'geblokkeerd', 'factuur_id'])
        .where('company_id', '=', companyId)
        .where('work_id', '=', workId)
        .where('deleted_at', 'is', null)
        .orderBy('code')
        .orderBy('id')
        .execute();
    },

    async relations(companyId: number) {
      return db
        .selectFrom('relations as r')
        .leftJoin('contact_persons as c', (join) =>
          join
            .onRef('c.relation_id', '=', 'r.id')
            .onRef('c.company_id', '=', 'r.company_id')
            .on('c.deleted_at', 'is', null),
        )
        .select([
          'r.id',
          'r.company_name',
          'r.contact_address',
          'r.contact_zip_code',
          'r.contact_city',
          'r.telephone',
          'c.id as contact_id',
          'c.name as contact_name',
        ])
        .where('r.company_id', '=', companyId)
        .where('r.deleted_at', 'is', null)
        .where((eb) => eb(eb.fn('btrim', ['r.company_name']), '<>', ''))
        .orderBy('r.company_name')
        .orderBy('r.id')
        .orderBy('c.name')
        .execute();
    },

    async relation(companyId: number, id: number) {
      return db
        .selectFrom('relations')
        .selectAll()
        .where('company_id', '=', companyId)
        .where('id', '=', id)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
    },

    async contactPerson(companyId: number, id: number) {
      return db
        .selectFrom('contact_persons')
        .select(['id', 'relation_id'])
        .where('company_id', '=', companyId)
        .where('id', '=', id)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
    },

    async projectGroups(companyId: number) {
      return db
        .selectFrom('project_groups')
        .select(['id', 'company_name as companyName'])
        .where('company_id', '=', companyId)
        .where('deleted_at', 'is', null)
        .where((eb) => eb(eb.fn('btrim', ['company_name']), '<>', ''))
        .orderBy('company_name')
        .orderBy('id')
        .execute();
    },

    async projectGroup(companyId: number, id: number) {
      return db
        .selectFrom('project_groups')
        .select('id')
        .where('company_id', '=', companyId)
        .where('id', '=', id)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
    },

    async insertWork(values: {
      companyId: number;
      projectId: number;
      omschrijving: string;
      soortId: number;
      statusId: number;
      created: string;
      createdBy: number;
    }) {
      return db
        .insertInto('works')
        .values({
          company_id: values.companyId,
          project_id: values.projectId,
          omschrijving: values.omschrijving,
          soort_id: values.soortId,
          status_id: values.statusId,
          created: values.created,
          created_by: values.createdBy,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    },

    async insertProject(values: {
      companyId: number;
      code: string;
      relationId: number;
      contactPersonId: number | null;
      projectGroupId: number | null;
      customer: string;
      description: string;
      address: string;
      postalcode: string;
      city: string;
      phone: string;
      projectYear: number;
      status: number;
      afronden: number;
    }) {
      return db
        .insertInto('projects')
        .values({
          company_id: values.companyId,
          code: values.code,
          relation_id: values.relationId,
          contact_person_id: values.contactPersonId,
          project_group_id: values.projectGroupId,
          customer: values.customer,
          description: values.description,
          address: values.address,
          postalcode: values.postalcode,
          city: values.city,
          phone: values.phone,
          project_year: values.projectYear,
          status: values.status,
          afronden: values.afronden,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    },
  };
}
