import type { Executor } from './executor';

export function createCompaniesRepository(db: Executor) {
  return {
    /** Company codes are matched case-insensitively; users type them on a phone keyboard. */
    async findByCode(code: string) {
      return db
        .selectFrom('companies')
        .select(['id', 'code', 'name', 'logo_ext'])
        .where((eb) => eb(eb.fn('lower', ['code']), '=', code.trim().toLowerCase()))
        .executeTakeFirst();
    },

    async findLogo(code: string) {
      return db
        .selectFrom('companies')
        .select(['logo', 'logo_ext', 'logo_mime'])
        .where((eb) => eb(eb.fn('lower', ['code']), '=', code.trim().toLowerCase()))
        .where('logo', 'is not', null)
        .executeTakeFirst();
    },
  };
}
