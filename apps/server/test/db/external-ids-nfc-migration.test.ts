import { describe, expect, it } from 'vitest';
import { up } from '../../src/db/migrations/012-external-ids-nfc';
import { createCompany } from '../helpers/fixtures';
import { migrationTestDatabase } from '../helpers/migration-test-database';

/**
 * Migration 012 trims external ids stored before the API refused white space around them and puts them in NFC,
 * unless that form is already another row's id in the same company and table: then the row is left and the
 * migration still succeeds. The rows are written straight into the tables, as an older version stored them,
 * then the migration runs (its down() does nothing), on the kind of database of the run.
 */

const database = migrationTestDatabase();
const { raw } = database;

const NFD_CAFE = 'Cafe\u0301';
const NFC_CAFE = 'Caf\u00e9';

describe('migration 012-external-ids-nfc', () => {
  it('trims and composes external ids where no other row of the company and table holds that id', async () => {
    const db = database.db;
    const a = (await createCompany(db, { code: 'nfc-a' })).id;
    const b = (await createCompany(db, { code: 'nfc-b' })).id;
    const group = (companyId: number, externalId: string) =>
      db
        .insertInto('project_groups')
        .values({ company_id: companyId, company_name: externalId, external_id: externalId })
        .returning('id')
        .executeTakeFirstOrThrow()
        .then((row) => row.id);
    const type = (companyId: number, externalId: string) =>
      db
        .insertInto('other_cost_types')
        .values({ company_id: companyId, omschrijving: externalId, external_id: externalId })
        .returning('id')
        .executeTakeFirstOrThrow()
        .then((row) => row.id);

    const ids = {
      padded: await group(a, 'G-1 '),
      nbsp: await group(a, '\u00a0G-2\t'),
      decomposed: await group(a, NFD_CAFE),
      // 'G-3' is held: the padded twin stays as it was.
      held: await group(a, 'G-3'),
      paddedTwin: await group(a, ' G-3'),
      // Its composed form is held: the decomposed twin stays.
      composed: await group(a, 'R\u00e9-4'),
      decomposedTwin: await group(a, 'Re\u0301-4'),
      // Two old forms of one id that nobody holds yet: the oldest takes it.
      first: await group(a, 'G-5 '),
      second: await group(a, ' G-5'),
      blank: await group(a, '   '),
      untouched: await group(a, 'G-6'),
      nullId: (
        await db
          .insertInto('project_groups')
          .values({ company_id: a, company_name: 'app' })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
      // Another company's 'G-1' and another table's 'G-1' are no collision.
      otherCompany: await group(b, 'G-1'),
      otherCompanyPadded: await group(b, 'G-3 '),
      otherTable: await type(a, 'G-1'),
      otherTablePadded: await type(a, `${NFD_CAFE} `),
    };

    await up(raw());

    const groups = new Map(
      (await db.selectFrom('project_groups').select(['id', 'external_id']).execute()).map((r) => [r.id, r.external_id]),
    );
    const types = new Map(
      (await db.selectFrom('other_cost_types').select(['id', 'external_id']).execute()).map((r) => [
        r.id,
        r.external_id,
      ]),
    );
    expect({
      padded: groups.get(ids.padded),
      nbsp: groups.get(ids.nbsp),
      decomposed: groups.get(ids.decomposed),
      held: groups.get(ids.held),
      paddedTwin: groups.get(ids.paddedTwin),
      composed: groups.get(ids.composed),
      decomposedTwin: groups.get(ids.decomposedTwin),
      first: groups.get(ids.first),
      second: groups.get(ids.second),
      blank: groups.get(ids.blank),
      untouched: groups.get(ids.untouched),
      nullId: groups.get(ids.nullId),
      otherCompany: groups.get(ids.otherCompany),
      otherCompanyPadded: groups.get(ids.otherCompanyPadded),
      otherTable: types.get(ids.otherTable),
      otherTablePadded: types.get(ids.otherTablePadded),
    }).toEqual({
      padded: 'G-1',
      nbsp: 'G-2',
      decomposed: NFC_CAFE,
      held: 'G-3',
      paddedTwin: ' G-3',
      composed: 'R\u00e9-4',
      decomposedTwin: 'Re\u0301-4',
      first: 'G-5',
      second: ' G-5',
      blank: '   ',
      untouched: 'G-6',
      nullId: null,
      otherCompany: 'G-1',
      otherCompanyPadded: 'G-3',
      otherTable: 'G-1',
      otherTablePadded: NFC_CAFE,
    });

    // Again: nothing left that it can change, and it does not fail on what it left.
    await up(raw());
    expect(
      new Map(
        (await db.selectFrom('project_groups').select(['id', 'external_id']).execute()).map((r) => [
          r.id,
          r.external_id,
        ]),
      ),
    ).toEqual(groups);
  });
});
