import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createPgliteDatabase, createPostgresDatabase } from '../../src/db/database';
import { migrateToLatest } from '../../src/db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    dbKind: 'pglite' | 'postgres';
    pgliteTemplate: string;
    postgresTemplate: string;
  }
}

/**
 * The templates made in this run, by database kind: the server's suite and the bench's (bench/test) are projects
 * of their own, each with this setup, and the second takes the first's template (Vitest sets every project up
 * before the first test and tears them down after the last).
 */
type Templates = Map<string, string>;
const templates: Templates = ((globalThis as { bouwwerkTemplates?: Templates }).bouwwerkTemplates ??= new Map());

/**
 * Migrates one template database per run; every test file then starts from a copy of it
 * (PGlite: a data-dir dump loaded in memory; PostgreSQL: CREATE DATABASE ... TEMPLATE).
 */
export default async function setup(project: TestProject) {
  const dbKind = project.config.provide.dbKind ?? 'pglite';
  const made = templates.get(dbKind);
  if (made !== undefined) {
    project.provide(dbKind === 'postgres' ? 'postgresTemplate' : 'pgliteTemplate', made);
    return;
  }
  if (dbKind === 'postgres') {
    const url = process.env.DATABASE_URL;
    if (!url) throw new Error('The server-postgres project needs DATABASE_URL');
    const name = `bouwwerk_template_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name}`);
    await admin.query(`CREATE DATABASE ${name}`);
    const templateUrl = new URL(url);
    templateUrl.pathname = `/${name}`;
    const handle = createPostgresDatabase(templateUrl.toString(), 1);
    await migrateToLatest(handle.db as never);
    await handle.close();
    project.provide('postgresTemplate', name);
    templates.set(dbKind, name);
    return async () => {
      templates.delete(dbKind);
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    };
  }

  const dir = mkdtempSync(path.join(tmpdir(), 'bouwwerk-test-template-'));
  const file = path.join(dir, 'template.tar');
  const handle = await createPgliteDatabase({});
  await migrateToLatest(handle.db as never);
  if (!handle.dumpDataDir) throw new Error('PGlite handle without dumpDataDir');
  const dump = await handle.dumpDataDir();
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  project.provide('pgliteTemplate', file);
  templates.set(dbKind, file);
  return () => {
    templates.delete(dbKind);
    rmSync(dir, { recursive: true, force: true });
  };
}
