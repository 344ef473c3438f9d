import type { Executor } from './executor';

export function createEmployeesRepository(db: Executor) {
  return {
    async findActiveByUsername(companyId: number, username: string) {
      return db
        .selectFrom('employees')
        .select(['id', 'company_id', 'username', 'first_name', 'last_name', 'password_hash', 'password_salt'])
        .where('company_id', '=', companyId)
        .where((eb) => eb(eb.fn('lower', ['username']), '=', username.trim().toLowerCase()))
        .where('active', '=', true)
        .executeTakeFirst();
    },

    async findRights(companyId: number, employeeId: number) {
      return db
        .selectFrom('employees')
        .select([
          'id',
          'registratie_rechten',
          'project_administratie_ingeschakeld',
          'regiewerk_aanmaken_ingeschakeld',
          'boeken_overige_projectkosten',
          'aanmaken_regiewerk',
          'validate_registrations_enabled',
        ])
        .where('company_id', '=', companyId)
        .where('id', '=', employeeId)
        .where('active', '=', true)
        .executeTakeFirst();
    },
  };
}
