import ExcelJS from 'exceljs';
import { MATERIAL_FILE_TYPES, UNIT_VALUES } from '@bouwwerk/domain';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { migrateToLatest } from '../apps/server/src/db/migrate';
import { createCompany } from '../apps/server/test/helpers/fixtures';
import { createOfficeUser, OfficeBrowser } from '../apps/server/test/helpers/office';
import { openFresh, type DatabaseKind } from './integration-bench';
import { round } from './memory';
import type { Target } from './report';

/**
 * The office's catalogue import (Round 3: a catalogue XLSX of 10,000 lines in at most 15 s): a workbook of
 * 10,000 lines made with exceljs, previewed and imported through the console's routes in this process, on a fresh
 * company (10,000 new lines), and again with every line's description changed (10,000 changes). Each time counts
 * from the preview's request to the import's answer, as the office waits through both.
 */
export const CATALOGUE_IMPORT_SIZE = 10_000;
export const CATALOGUE_IMPORT_BUDGET_MS = 15_000;

export interface CatalogueImportRun {
  database: DatabaseKind;
  lines: number;
  fileKb: number;
  /** Each: the preview, the import, both. */
  created: { previewMs: number; importMs: number; totalMs: number };
  changed: { previewMs: number; importMs: number; totalMs: number };
}

async function workbook(lines: number, edition: string): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Catalogus');
  sheet.addRow([
    'Hoofdgroep',
    'Hoofdgroep omschrijving',
    'Groep',
    'Groep omschrijving',
    'Artikelnummer',
    'Omschrijving',
    'Eenheid',
    'Aantal',
  ]);
  for (let i = 0; i < lines; i++) {
    const parent = Math.floor(i / 1000);
    const group = Math.floor(i / 50);
    sheet.addRow([
      String(10 + parent),
      `Hoofdgroep ${parent}`,
      `${10 + parent}.${group}`,
      `Groep ${group}`,
      `ART-${String(i).padStart(6, '0')}`,
      `Artikel ${i} ${edition}`,
      UNIT_VALUES[i % UNIT_VALUES.length],
      (i % 7) + 0.5,
    ]);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

export async function runCatalogueImportBench(
  kind: DatabaseKind,
  log: (message: string) => void,
  lines = CATALOGUE_IMPORT_SIZE,
): Promise<CatalogueImportRun> {
  const { handle, dispose } = await openFresh(kind);
  try {
    const db = handle.db;
    await migrateToLatest(db as never);
    const company = await createCompany(db, { code: 'catalogus', name: 'Catalogus bench B.V.' });
    await createOfficeUser(db, { companyId: company.id, email: 'inkoop@bench.example', role: 'planner' });
    const app = await buildApp({ db, config: loadConfig({ WEB_DIST: '/nonexistent', LOG_LEVEL: 'silent' }) });
    await app.ready();
    const office = new OfficeBrowser(app);
    await office.signIn('catalogus', 'inkoop@bench.example');

    const send = async (url: string, file: Buffer, expect: Record<string, number>) => {
      const started = performance.now();
      const response = await office.request({
        method: 'POST',
        url,
        payload: file,
        headers: { 'content-type': MATERIAL_FILE_TYPES.xlsx },
      });
      const ms = performance.now() - started;
      if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body.slice(0, 300)}`);
      const counts = response.json().counts as Record<string, number>;
      for (const [action, count] of Object.entries(expect))
        if (counts[action] !== count) throw new Error(`${url}: ${JSON.stringify(counts)}, not ${action} ${count}`);
      return round(ms, 0);
    };
    const pass = async (file: Buffer, expect: Record<string, number>) => {
      const previewMs = await send('/office/v1/materials/import/preview', file, expect);
      const importMs = await send('/office/v1/materials/import', file, expect);
      return { previewMs, importMs, totalMs: previewMs + importMs };
    };

    const first = await workbook(lines, '');
    const second = await workbook(lines, '(nieuw)');
    log(`${kind}: catalogue XLSX of ${lines.toLocaleString('en')} lines (${(first.length / 1024).toFixed(0)} KB)`);
    const created = await pass(first, { create: lines, refused: 0 });
    log(`  new lines: preview ${created.previewMs} ms, import ${created.importMs} ms`);
    const changed = await pass(second, { change: lines, refused: 0 });
    log(`  every line changed: preview ${changed.previewMs} ms, import ${changed.importMs} ms`);
    await app.close();
    return { database: kind, lines, fileKb: round(first.length / 1024, 0), created, changed };
  } finally {
    await dispose();
  }
}

export function judgeCatalogueImport(runs: CatalogueImportRun[]): Target[] {
  return runs.flatMap((run) =>
    (['created', 'changed'] as const).map((pass) => ({
      name: `catalogue XLSX of ${run.lines.toLocaleString('en')} lines, ${pass === 'created' ? 'all new' : 'all changed'}: preview + import (${run.database})`,
      target: `<= ${CATALOGUE_IMPORT_BUDGET_MS / 1000} s`,
      measured: `${(run[pass].totalMs / 1000).toFixed(1)} s (preview ${(run[pass].previewMs / 1000).toFixed(1)} s, import ${(run[pass].importMs / 1000).toFixed(1)} s)`,
      pass: run[pass].totalMs <= CATALOGUE_IMPORT_BUDGET_MS,
    })),
  );
}
