import type { OfficeMaterial, OfficeMaterialFields } from '@bouwwerk/domain';
import { sql } from '../db/kysely';
import type { Executor } from './executor';

const SELECT = [
  'id',
  'external_id as externalId',
  'parent_group_code as parentGroupCode',
  'parent_group_description as parentGroupDescription',
  'group_code as groupCode',
  'group_description as groupDescription',
  'code',
  'description',
  'unit',
  'quantity',
] as const;

/** The columns of a line's fields. */
export const materialColumnsOf = (fields: OfficeMaterialFields) => ({
  parent_group_code: fields.parentGroupCode,
  parent_group_description: fields.parentGroupDescription,
  group_code: fields.groupCode,
  group_description: fields.groupDescription,
  code: fields.code,
  description: fields.description,
  unit: fields.unit,
  quantity: fields.quantity,
});
type MaterialColumns = ReturnType<typeof materialColumnsOf>;

/** numeric comes back as text: the line as the console shows it. */
const toMaterial = (row: Omit<OfficeMaterial, 'quantity'> & { quantity: number | string }): OfficeMaterial => ({
  ...row,
  quantity: Number(row.quantity),
});

/** A word of a search as a LIKE pattern that matches it literally. */
const containing = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Rows per statement of an import: well below the 65,535 parameters of one statement. */
const CHUNK = 1_000;
const chunks = <T>(items: T[]) =>
  Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, i) => items.slice(i * CHUNK, (i + 1) * CHUNK));

/**
 * The material catalogue as the console reads and writes it. Every write also moves the company's
 * materials_modified_at, which the phones' copy of the catalogue is checked against.
 */
export function createOfficeMaterialsRepository(db: Executor) {
  return {
    /** A page of the lines holding every word searched (in any of their texts), in the phones' browse order. */
    async page(companyId: number, { search = '', offset, limit }: { search?: string; offset: number; limit: number }) {
      let query = db.selectFrom('materials').where('company_id', '=', companyId);
      for (const word of search.split(/\s+/).filter(Boolean))
        query = query.where(
          sql<boolean>`concat_ws(' ', parent_group_code, parent_group_description, group_code, group_description, code, description) ILIKE ${containing(word)}`,
        );
      const [rows, count] = await Promise.all([
        query
          .select(SELECT)
          .orderBy('parent_group_code')
          .orderBy('group_code')
          .orderBy('description')
          .orderBy('id')
          .offset(offset)
          .limit(limit)
          .execute(),
        query.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
      ]);
      return { materials: rows.map(toMaterial), total: count.n };
    },

    async find(companyId: number, id: number, { forUpdate = false } = {}) {
      let query = db.selectFrom('materials').select(SELECT).where('company_id', '=', companyId).where('id', '=', id);
      if (forUpdate) query = query.forUpdate();
      const row = await query.executeTakeFirst();
      return row && toMaterial(row);
    },

    /** Every line, for an import to match its rows to. */
    async all(companyId: number) {
      const rows = await db.selectFrom('materials').select(SELECT).where('company_id', '=', companyId).execute();
      return rows.map(toMaterial);
    },

    /** One import or change at a time per company: an import plans against the catalogue as it stays. */
    async lockCatalogue(companyId: number) {
      await db.selectFrom('companies').select('id').where('id', '=', companyId).forUpdate().execute();
    },

    async insert(companyId: number, columns: MaterialColumns): Promise<number> {
      const row = await db
        .insertInto('materials')
        .values({ company_id: companyId, ...columns })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async update(companyId: number, id: number, columns: MaterialColumns) {
      await db.updateTable('materials').set(columns).where('company_id', '=', companyId).where('id', '=', id).execute();
    },

    async remove(companyId: number, id: number) {
      await db.deleteFrom('materials').where('company_id', '=', companyId).where('id', '=', id).execute();
    },

    async insertMany(companyId: number, lines: MaterialColumns[]) {
      for (const chunk of chunks(lines))
        await db
          .insertInto('materials')
          .values(chunk.map((columns) => ({ company_id: companyId, ...columns })))
          .execute();
    },

    /** Many lines changed in a few statements: one UPDATE … FROM (VALUES …) per thousand. */
    async updateMany(companyId: number, lines: Array<{ id: number; columns: MaterialColumns }>) {
      for (const chunk of chunks(lines)) {
        const values = sql.join(
          chunk.map(
            ({ id, columns: c }) =>
              sql`(${id}::int4, ${c.parent_group_code}::text, ${c.parent_group_description}::text, ${c.group_code}::text, ${c.group_description}::text, ${c.code}::text, ${c.description}::text, ${c.unit}::text, ${c.quantity}::numeric)`,
          ),
        );
        await sql`
          UPDATE materials AS m SET
            parent_group_code = v.parent_group_code, parent_group_description = v.parent_group_description,
            group_code = v.group_code, group_description = v.group_description, code = v.code,
            description = v.description, unit = v.unit, quantity = v.quantity
          FROM (VALUES ${values}) AS v (id, parent_group_code, parent_group_description, group_code,
            group_description, code, description, unit, quantity)
          WHERE m.id = v.id AND m.company_id = ${companyId}::int4`.execute(db);
      }
    },

    /** The phones fetch the catalogue again at their next look. */
    async touch(companyId: number) {
      await db
        .updateTable('companies')
        .set({ materials_modified_at: sql`now()` })
        .where('id', '=', companyId)
        .execute();
    },
  };
}
