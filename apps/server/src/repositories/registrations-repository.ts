import type { Insertable } from 'kysely';
import type { Database } from '../db/types';
import type { Executor } from './executor';

export function createRegistrationsRepository(db: Executor) {
  return {
    async insertMaterials(rows: Insertable<Database['material_registrations']>[]) {
      return db.insertInto('material_registrations').values(rows).returning(['id']).execute();
    },
  };
}
