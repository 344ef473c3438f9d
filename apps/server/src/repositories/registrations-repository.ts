import type { Insertable, Updateable } from 'kysely';
import type { Database } from '../db/types';
import type { Executor } from './executor';

export function createRegistrationsRepository(db: Executor) {
  return {
    async insertHours(rows: Insertable<Database['hour_registrations']>[]) {
      return db.insertInto('hour_registrations').values(rows).returning(['id']).execute();
    },

    async updateHour(companyId: number, id: number, values: Updateable<Database['hour_registrations']>) {
      await db
        .updateTable('hour_registrations')
        .set({ ...values, updated_at: new Date() })
        .where('company_id', '=', companyId)
        .where('id', '=', id)
        .execute();
    },

    async updateMaterial(companyId: number, id: number, values: Updateable<Database['material_registrations']>) {
      await db
        .updateTable('material_registrations')
        .set({ ...values, updated_at: new Date() })
        .where('company_id', '=', companyId)
        .where('id', '=', id)
        .execute();
    },

    async deleteHour(companyId: number, id: number) {
      await db.deleteFrom('hour_registrations').where('company_id', '=', companyId).where('id', '=', id).execute();
    },

    async deleteMaterial(companyId: number, id: number) {
      await db.deleteFrom('material_registrations').where('company_id', '=', companyId).where('id', '=', id).execute();
    },

    async insertMaterials(rows: Insertable<Database['material_registrations']>[]) {
      if (rows.length === 0) return [];
      return db.insertInto('material_registrations').values(rows).returning(['id']).execute();
    },
  };
}
