import { sql } from '../db/kysely';
import type { EmployeeRow } from './employee-fields';
import { ownWorkingWeek, setOwnWorkingWeek } from './employee-working-hours';
import type { Executor } from './executor';
import { RIGHTS_COLUMNS } from './sessions-repository';

const OFFICE_COLUMNS = [
  'e.id',
  'e.external_id as externalId',
  'e.first_name',
  'e.last_name',
  'e.username',
  'e.mobile',
  'e.telephone',
  'e.active',
  'e.registratie_rechten',
  'e.project_administratie_ingeschakeld',
  'e.regiewerk_aanmaken_ingeschakeld',
  'e.boeken_overige_projectkosten',
  'e.aanmaken_regiewerk',
  'e.validate_registrations_enabled',
  'e.team',
] as const;

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
        .selectFrom('employees as e')
        .innerJoin('companies as c', 'c.id', 'e.company_id')
        .select(['e.id', ...RIGHTS_COLUMNS, 'c.registrations_closed_through'])
        .where('e.company_id', '=', companyId)
        .where('e.id', '=', employeeId)
        .where('e.active', '=', true)
        .executeTakeFirst();
    },

    /** The company's employees as the office console lists them, with the phones signed in at `now`. */
    async listForOffice(companyId: number, now: Date, id?: number) {
      let query = db
        .selectFrom('employees as e')
        .select([
          ...OFFICE_COLUMNS,
          sql<number>`(SELECT count(*)::int FROM sessions s
            WHERE s.employee_id = e.id AND s.company_id = e.company_id
              AND s.revoked_at IS NULL AND s.expires_at > ${now})`.as('activeSessions'),
          ownWorkingWeek(sql.ref<number>('e.company_id'), sql.ref<number>('e.id')).as('workingHours'),
        ])
        .where('e.company_id', '=', companyId);
      if (id !== undefined) query = query.where('e.id', '=', id);
      return query.orderBy('e.last_name').orderBy('e.first_name').orderBy('e.id').execute();
    },

    /** The employee's row as it is, locked for a change. */
    async lockForOffice(companyId: number, id: number) {
      return db
        .selectFrom('employees as e')
        .select(OFFICE_COLUMNS)
        .where('e.company_id', '=', companyId)
        .where('e.id', '=', id)
        .forUpdate()
        .executeTakeFirst();
    },

    /** Whether another employee of the company signs in with this username (case-insensitively). */
    async usernameTaken(companyId: number, username: string, exceptId?: number) {
      let query = db
        .selectFrom('employees')
        .select('id')
        .where('company_id', '=', companyId)
        .where((eb) => eb(eb.fn('lower', ['username']), '=', username.toLowerCase()));
      if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
      return (await query.executeTakeFirst()) !== undefined;
    },

    async insert(companyId: number, columns: EmployeeRow, password: { hash: Uint8Array; salt: Uint8Array }) {
      const { id } = await db
        .insertInto('employees')
        .values({ company_id: companyId, ...columns, password_hash: password.hash, password_salt: password.salt })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    async update(companyId: number, id: number, columns: EmployeeRow) {
      await db.updateTable('employees').set(columns).where('company_id', '=', companyId).where('id', '=', id).execute();
    },

    /** His own working hours, Monday to Sunday, or null: he follows the company's again. */
    async setWorkingHours(companyId: number, id: number, hours: number[] | null) {
      await setOwnWorkingWeek(db, companyId, id, hours);
    },

    /** His team; '' for none. */
    async setTeam(companyId: number, id: number, team: string) {
      await db
        .updateTable('employees')
        .set({ team })
        .where('company_id', '=', companyId)
        .where('id', '=', id)
        .execute();
    },

    async setPassword(companyId: number, id: number, password: { hash: Uint8Array; salt: Uint8Array }) {
      await db
        .updateTable('employees')
        .set({ password_hash: password.hash, password_salt: password.salt })
        .where('company_id', '=', companyId)
        .where('id', '=', id)
        .execute();
    },

    /** Signs the employee out on every phone; the number of sessions ended. */
    async signOutEverywhere(companyId: number, id: number, now: Date): Promise<number> {
      const result = await db
        .updateTable('sessions')
        .set({ revoked_at: now })
        .where('company_id', '=', companyId)
        .where('employee_id', '=', id)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
  };
}
