import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { sql, type Kysely } from '../apps/server/src/db/kysely';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { createPgliteDatabase, createPostgresDatabase, type DatabaseHandle } from '../apps/server/src/db/database';
import { migrateToLatest } from '../apps/server/src/db/migrate';
import type { Database } from '../apps/server/src/db/types';
import { newIntegrationKey } from '../apps/server/src/lib/integration-keys';

/**
 * The office connector at the size of a real contractor (DESIGN.md's budgets): a first import of 500 employees (with
 * passwords), 2,000 projects with 10,000 works and 10,000 parts, and a 10,000-line catalogue, through the
 * HTTP API on a fresh database; the same import again (the employees without their passwords, as an office
 * sends them once set), which must write nothing; and the change feed read back at 100,000 registrations in
 * pages of 5,000.
 */
export const INTEGRATION_SIZE = {
  employees: 500,
  projects: 2_000,
  worksPerProject: 5,
  materials: 10_000,
  feedChanges: 100_000,
  feedPage: 5_000,
};

export type DatabaseKind = 'pglite' | 'postgres';

export interface IntegrationRun {
  database: DatabaseKind;
  records: number;
  importSeconds: number;
  reimportSeconds: number;
  /** Rows of the company's imported tables written by the unchanged import (must be 0). */
  reimportRowsWritten: number;
  reimportAllUnchanged: boolean;
  feedChanges: number;
  feedRowsPerSecond: number;
}

const pad = (n: number, width = 5) => String(n).padStart(width, '0');

/** The office's data, as a calculation package would send it: in the order the references need. */
export function officeBatches(size = INTEGRATION_SIZE): [collection: string, records: object[]][] {
  const employees = Array.from({ length: size.employees }, (_, i) => ({
    externalId: `E${pad(i)}`,
    firstName: `Medewerker`,
    lastName: pad(i),
    username: `m${pad(i)}`,
    password: 'welkom123',
    registrationRights: true,
  }));
  const projects = Array.from({ length: size.projects }, (_, i) => ({
    externalId: `P${pad(i)}`,
    code: `P26-${pad(i)}`,
    customer: `Opdrachtgever ${i % 97}`,
    description: `Project ${i}`,
    address: `Straat ${i}`,
    postalCode: '1234 AB',
    city: 'Utrecht',
  }));
  const works = projects.flatMap((p, i) =>
    Array.from({ length: size.worksPerProject }, (_, w) => ({
      externalId: `W${pad(i)}-${w}`,
      projectExternalId: p.externalId,
      description: `Werk ${w + 1}`,
    })),
  );
  const parts = works.map((w, i) => ({
    externalId: `D${w.externalId.slice(1)}`,
    workExternalId: w.externalId,
    code: `0${i % 9}.10`,
    description: 'Arbeid',
  }));
  const materials = Array.from({ length: size.materials }, (_, i) => ({
    externalId: `M${pad(i)}`,
    parentGroupCode: String(i % 20),
    parentGroupDescription: `Hoofdgroep ${i % 20}`,
    groupCode: `${i % 20}.${i % 7}`,
    groupDescription: `Groep ${i % 7}`,
    code: `A${pad(i)}`,
    description: `Artikel ${i}`,
    unit: 'stuks',
  }));
  return [
    ['employees', employees],
    ['projects', projects],
    ['works', works],
    ['parts', parts],
    ['materials', materials],
  ];
}

/** Rows of the imported tables that transactions from `sinceXid` on wrote (xmin is the writing transaction). */
async function rowsWrittenSince(db: Kysely<Database>, companyId: number, sinceXid: bigint): Promise<number> {
  const since = Number(sinceXid % 2n ** 32n);
  let written = 0;
  for (const table of ['employees', 'projects', 'works', 'budgets', 'materials', 'companies'] as const) {
    const column = table === 'companies' ? 'id' : 'company_id';
    const { rows } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM ${sql.table(table)} WHERE ${sql.ref(column)} = ${companyId} AND xmin::text::bigint >= ${since}`.execute(
      db,
    );
    written += rows[0]?.n ?? 0;
  }
  return written;
}

export async function openFresh(kind: DatabaseKind): Promise<{ handle: DatabaseHandle; dispose: () => Promise<void> }> {
  if (kind === 'pglite') {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'bouwwerk-bench-integration-'));
    const handle = await createPgliteDatabase({ dataDir: dir });
    return {
      handle,
      dispose: async () => {
        await handle.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const serverUrl = process.env.DATABASE_URL!;
  const name = `bouwwerk_bench_integration_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = createPostgresDatabase(url.toString(), 1);
  return {
    handle,
    dispose: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

export async function runIntegrationBench(
  kind: DatabaseKind,
  log: (message: string) => void,
  size = INTEGRATION_SIZE,
): Promise<IntegrationRun> {
  const { handle, dispose } = await openFresh(kind);
  try {
    const db = handle.db;
    await migrateToLatest(db as never);
    const company = await db
      .insertInto('companies')
      .values({ code: 'office', name: 'Office bench B.V.' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const key = newIntegrationKey();
    const config = { ...loadConfig({ WEB_DIST: '/nonexistent', LOG_LEVEL: 'silent' }) };
    const app = await buildApp({ db, config });
    await app.ready();
    const headers = { authorization: `Bearer ${key}`, 'content-type': 'application/json' };
    await app.repos.integrationKeys.create(company.id, key, 'bench');

    const batches = officeBatches(size);
    const records = batches.reduce((n, [, r]) => n + r.length, 0);
    const importAll = async (which: 'first' | 'again') => {
      const answers: { created: number; updated: number; unchanged: number; deleted: number }[] = [];
      for (const [collection, items] of batches) {
        // Passwords are sent when they are set, as docs/integration.md asks: checking an unchanged one costs a
        // scrypt (some 30-50 ms of CPU) per employee, which an office that sends them every night pays too.
        const records =
          which === 'again' && collection === 'employees'
            ? items.map(({ password: _, ...rest }: { password?: string }) => rest)
            : items;
        const started = performance.now();
        const response = await app.inject({
          method: 'PUT',
          url: `/integration/v1/${collection}`,
          headers,
          payload: JSON.stringify(records),
        });
        if (response.statusCode !== 200)
          throw new Error(`PUT ${collection}: ${response.statusCode} ${response.body.slice(0, 500)}`);
        log(
          `    ${collection}: ${records.length} in ${((performance.now() - started) / 1000).toFixed(2)} s ${response.body}`,
        );
        answers.push(response.json());
      }
      return answers;
    };

    log(`${kind}: importing ${records.toLocaleString('en')} records`);
    let started = performance.now();
    await importAll('first');
    const importSeconds = (performance.now() - started) / 1000;
    log(`  first import ${importSeconds.toFixed(1)} s`);

    const { rows } = await sql<{ xid: string }>`SELECT pg_current_xact_id()::text AS xid`.execute(db);
    const before = BigInt(rows[0]!.xid);
    started = performance.now();
    const again = await importAll('again');
    const reimportSeconds = (performance.now() - started) / 1000;
    const reimportRowsWritten = await rowsWrittenSince(db, company.id, before);
    const reimportAllUnchanged = again.every((a) => a.created === 0 && a.updated === 0 && a.deleted === 0);
    log(`  unchanged import ${reimportSeconds.toFixed(1)} s, ${reimportRowsWritten} rows written`);

    // The feed's registrations, written as bookings would be: the change log is filled by the triggers.
    const employee = await db
      .selectFrom('employees')
      .select('id')
      .where('company_id', '=', company.id)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const parts = await db
      .selectFrom('budgets as b')
      .innerJoin('works as w', 'w.id', 'b.work_id')
      .select(['b.id as budgetId', 'w.id as workId', 'w.project_id as projectId'])
      .where('b.company_id', '=', company.id)
      .orderBy('b.id')
      .limit(100)
      .execute();
    const values = parts.map((p) => sql`(${p.projectId}::int, ${p.workId}::int, ${p.budgetId}::int)`);
    await sql`
      INSERT INTO hour_registrations (company_id, employee_id, date, project_id, work_id, budget_id, hours, remark)
      SELECT ${company.id}, ${employee.id}, date '2026-01-05' + (i % 300), t.project_id, t.work_id, t.budget_id, 1 + (i % 8), 'bench'
      FROM generate_series(0, ${size.feedChanges - 1}) AS i
      JOIN (SELECT row_number() OVER () - 1 AS n, * FROM (VALUES ${sql.join(values)}) AS v(project_id, work_id, budget_id)) t
        ON t.n = i % ${parts.length}`.execute(db);

    started = performance.now();
    let feedChanges = 0;
    let after: string | null = null;
    for (;;) {
      const query: string = `limit=${size.feedPage}${after ? `&after=${after}` : ''}`;
      const response = await app.inject({
        method: 'GET',
        url: `/integration/v1/registrations/changes?${query}`,
        headers: { authorization: headers.authorization },
      });
      if (response.statusCode !== 200) throw new Error(`feed: ${response.statusCode} ${response.body.slice(0, 500)}`);
      const page = response.json() as { changes: unknown[]; next: string };
      if (page.changes.length === 0) break;
      feedChanges += page.changes.length;
      after = page.next;
    }
    const feedSeconds = (performance.now() - started) / 1000;
    const feedRowsPerSecond = Math.round(feedChanges / feedSeconds);
    log(
      `  change feed ${feedChanges.toLocaleString('en')} changes in ${feedSeconds.toFixed(2)} s: ${feedRowsPerSecond.toLocaleString('en')}/s`,
    );

    await app.close();
    return {
      database: kind,
      records,
      importSeconds,
      reimportSeconds,
      reimportRowsWritten,
      reimportAllUnchanged,
      feedChanges,
      feedRowsPerSecond,
    };
  } finally {
    await dispose();
  }
}
