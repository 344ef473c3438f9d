import { sql } from '../db/kysely';
import type { Executor } from './executor';

export type NamedTypeTable = 'hour_types' | 'indirect_work_types' | 'other_cost_types';

/** A type's fields as its table names them. */
export interface NamedTypeColumns {
  omschrijving: string;
  sort_order: number;
  active: boolean;
  /** Hour types only: the company's default (migration 011). */
  is_default?: boolean;
}

const TYPE_SELECT = ['id', 'external_id as externalId', 'omschrijving', 'sort_order', 'active'] as const;

/**
 * The company's types (hour types, indirect work types, other-cost types) and its own settings as the office
 * console reads and writes them: every type the package has not removed (deleted_at), inactive ones too, since
 * the console makes them active again.
 */
export function createOfficeSettingsRepository(db: Executor) {
  const types = (table: NamedTypeTable, companyId: number) =>
    db
      .selectFrom(table)
      .where('company_id', '=', companyId)
      .where('deleted_at', 'is', null)
      .orderBy('sort_order')
      .orderBy('omschrijving')
      .orderBy('id');

  return {
    async namedTypes(table: 'indirect_work_types' | 'other_cost_types', companyId: number) {
      return types(table, companyId).select(TYPE_SELECT).execute();
    },

    async hourTypes(companyId: number) {
      return types('hour_types', companyId)
        .select([...TYPE_SELECT, 'is_default'])
        .execute();
    },

    /** A type of the company, locked against another console's write until the transaction ends. */
    async lockType(table: NamedTypeTable, companyId: number, id: number) {
      return db
        .selectFrom(table)
        .select(['id', 'external_id as externalId'])
        .where('company_id', '=', companyId)
        .where('id', '=', id)
        .where('deleted_at', 'is', null)
        .forUpdate()
        .executeTakeFirst();
    },

    async insertType(table: NamedTypeTable, companyId: number, columns: NamedTypeColumns): Promise<number> {
      const row = await db
        .insertInto(table)
        .values({ company_id: companyId, ...columns })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async updateType(table: NamedTypeTable, companyId: number, id: number, columns: NamedTypeColumns) {
      await db.updateTable(table).set(columns).where('company_id', '=', companyId).where('id', '=', id).execute();
    },

    /** The company's default hour type, locked: whoever changes the default waits for another who does. */
    async lockDefaultHourType(companyId: number) {
      return db
        .selectFrom('hour_types')
        .select(['id', 'external_id as externalId'])
        .where('company_id', '=', companyId)
        .where('is_default', '=', true)
        .forUpdate()
        .executeTakeFirst();
    },

    async clearDefaultHourType(companyId: number, id: number) {
      await db
        .updateTable('hour_types')
        .set({ is_default: false })
        .where('company_id', '=', companyId)
        .where('id', '=', id)
        .execute();
    },

    /** The company as its page shows it; the logo by a version of its bytes (an <img>'s address changes with it). */
    async company(companyId: number) {
      return db
        .selectFrom('companies')
        .select([
          'code',
          'name',
          'validate_registrations_first',
          sql<string | null>`hours_reminder_at::text`.as('hours_reminder_at'),
          sql<string | null>`substr(md5(logo), 1, 16)`.as('logoVersion'),
        ])
        .where('id', '=', companyId)
        .executeTakeFirst();
    },

    async updateCompany(
      companyId: number,
      columns: { name: string; validate_registrations_first: boolean; hours_reminder_at?: string | null },
    ) {
      await db.updateTable('companies').set(columns).where('id', '=', companyId).execute();
    },

    async registrationPeriod(companyId: number, options: { forUpdate?: boolean } = {}) {
      return db
        .selectFrom('companies')
        .select(['registrations_closed_through as closedThrough', 'registrations_period_reason as reason'])
        .where('id', '=', companyId)
        .$if(options.forUpdate === true, (query) => query.forUpdate())
        .executeTakeFirst();
    },

    async setRegistrationPeriod(companyId: number, period: { closedThrough: string | null; reason: string }) {
      await db
        .updateTable('companies')
        .set({ registrations_closed_through: period.closedThrough, registrations_period_reason: period.reason })
        .where('id', '=', companyId)
        .execute();
    },

    async logo(companyId: number) {
      return db
        .selectFrom('companies')
        .select(['logo', 'logo_mime'])
        .where('id', '=', companyId)
        .where('logo', 'is not', null)
        .executeTakeFirst();
    },

    /** A new logo (always a PNG, lib/company-logo.ts), or none: the app then shows Bouwwerk's. */
    async setLogo(companyId: number, png: Uint8Array | null) {
      await db
        .updateTable('companies')
        .set(
          png === null
            ? { logo: null, logo_mime: null, logo_ext: '' }
            : { logo: png, logo_mime: 'image/png', logo_ext: 'png' },
        )
        .where('id', '=', companyId)
        .execute();
    },
  };
}
