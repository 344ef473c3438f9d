import { EmployeeImport, type EmployeeImportRecord } from '@bouwwerk/domain';
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import {
  browserPasswordDigest,
  hashPasswordDigest,
  verifyPasswordDigest,
  type StoredPassword,
} from '../../../lib/passwords';
import { employeeFieldsOf } from '../../../repositories/employee-fields';
import { inTexts } from '../bulk-sql';
import type { Entry, RecordIssue, Tx } from '../collection';
import { duplicateIssues, refuseRecords } from '../record-issues';
import { tableCollection, type TableRow } from '../table-collection';

/**
 * Random bytes where the hash belongs: no password's scrypt is ever equal to them, so nobody signs in with
 * it, and it costs nothing to make (hashing a random password for 500 new employees took most of a minute).
 */
const unusablePassword = (): StoredPassword => ({ hash: randomBytes(32), salt: randomBytes(16) });

/**
 * The stored password of each kept record: the row's own when the record sends none or sends the one it has
 * (verified, so an unchanged batch writes nothing), a new hash when it sends another, and an unknown random
 * one (unusablePassword) for a new employee without a password (he cannot sign in until one is sent). scrypt runs on libuv's
 * threadpool, so all of them are checked and hashed at once.
 */
async function passwords(
  entries: ReadonlyArray<{ record: EmployeeImportRecord; row: TableRow<'employees'> | undefined }>,
): Promise<StoredPassword[]> {
  return Promise.all(
    entries.map(async ({ record, row }): Promise<StoredPassword> => {
      const stored = row && { hash: Buffer.from(row.password_hash), salt: Buffer.from(row.password_salt) };
      if (record.password === undefined) return stored ?? unusablePassword();
      const digest = browserPasswordDigest(record.password);
      if (stored && (await verifyPasswordDigest(digest, stored))) return stored;
      return hashPasswordDigest(digest);
    }),
  );
}

/** A password checked or hashed against a row still holds while the row's hash and salt are the same. */
function samePassword(before: TableRow<'employees'> | undefined, now: TableRow<'employees'> | undefined): boolean {
  if (!before || !now) return before === now;
  return (
    Buffer.from(before.password_hash).equals(Buffer.from(now.password_hash)) &&
    Buffer.from(before.password_salt).equals(Buffer.from(now.password_salt))
  );
}

const username = (entry: Entry<EmployeeImportRecord>) => entry.record?.username.trim().toLowerCase();

/** Usernames are unique per company, case-insensitively: twice in one batch is a 400 naming both records. */
function uniqueUsernames(entries: ReadonlyArray<Entry<EmployeeImportRecord>>, label: string): RecordIssue[] {
  const named = entries.flatMap((e) => (e.record ? [{ index: e.index, path: ['username'], value: username(e)! }] : []));
  return duplicateIssues(named, label, (name) => `username '${name}'`);
}

/** A username held by an employee the batch does not rename is taken: 409 naming the record. */
async function usernamesFree(
  tx: Tx,
  companyId: number,
  entries: ReadonlyArray<Entry<EmployeeImportRecord>>,
  _refs: unknown,
  label: string,
) {
  const kept = entries.filter((e) => e.record !== null);
  const { rows } = await sql<{ id: number; external_id: string | null; name: string }>`
    SELECT id, external_id, lower(username) AS name FROM employees
    WHERE company_id = ${companyId}::int4 AND lower(username) ${inTexts(kept.map((e) => username(e)!))}`.execute(tx);
  const holder = new Map(rows.map((r) => [r.name, r]));
  const renamed = new Map(kept.map((e) => [e.key, username(e)!]));
  const taken = kept.flatMap((entry) => {
    const name = username(entry)!;
    const row = holder.get(name);
    const ownRow = row && (row.external_id === entry.key || (row.external_id === null && row.id === entry.adoptId));
    const leavesIt = row?.external_id != null && renamed.has(row.external_id) && renamed.get(row.external_id) !== name;
    return !row || ownRow || leavesIt
      ? []
      : [
          {
            index: entry.index,
            path: ['username'],
            message: `'${entry.record!.username}' is the username of another employee`,
          },
        ];
  });
  if (taken.length > 0) throw refuseRecords(409, 'USERNAME_TAKEN', label, taken);
}

/**
 * Rights in the integration API are yes/no; the app's columns keep the specification's numbers where it has
 * them (registratieRechten above 0, boekenOverigeProjectkosten and aanmakenRegiewerk equal to 1).
 */
export const employees = tableCollection<'employees', EmployeeImportRecord, StoredPassword>({
  name: 'employees',
  table: 'employees',
  schemas: EmployeeImport,
  references: [],
  checkBatch: uniqueUsernames,
  checkStored: usernamesFree,
  prepare: { make: passwords, stillValid: samePassword },
  columns: {
    first_name: { type: 'text', value: (r) => r.firstName },
    last_name: { type: 'text', value: (r) => r.lastName },
    username: { type: 'text', value: (r) => r.username },
    mobile: { type: 'text', value: (r) => r.mobile },
    telephone: { type: 'text', value: (r) => r.telephone },
    active: { type: 'bool', value: (r) => r.active },
    registratie_rechten: { type: 'int4', value: (r) => (r.registrationRights ? 1 : 0) },
    project_administratie_ingeschakeld: { type: 'bool', value: (r) => r.projectAdministration },
    regiewerk_aanmaken_ingeschakeld: { type: 'bool', value: (r) => r.createCostPlusWork },
    boeken_overige_projectkosten: { type: 'int4', value: (r) => (r.bookOtherProjectCosts ? 1 : 0) },
    aanmaken_regiewerk: { type: 'int4', value: (r) => (r.createSurplusWork ? 1 : 0) },
    validate_registrations_enabled: { type: 'bool', value: (r) => r.validateRegistrations },
    password_hash: { type: 'bytea', value: (_, c) => c.prepared.hash },
    password_salt: { type: 'bytea', value: (_, c) => c.prepared.salt },
  },
  removal: { hide: { active: false } },
  toItem: employeeFieldsOf,
});
