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

    /**
     * The logo at {code}.{ext}, matched in the statement as a whole: a company with a logo of another
     * extension reads no more than an unknown code (no logo bytes), so a miss takes the same time either way.
     */
    async findLogo(code: string, ext: string) {
      return db
        .selectFrom('companies')
        .select(['logo', 'logo_mime'])
        .where((eb) => eb(eb.fn('lower', ['code']), '=', code.trim().toLowerCase()))
        .where((eb) => eb(eb.fn('lower', ['logo_ext']), '=', ext.toLowerCase()))
        .where('logo', 'is not', null)
        .executeTakeFirst();
    },
  };
}
