import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import sharp from 'sharp';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { migrateToLatest } from '../apps/server/src/db/migrate';
import { newIntegrationKey } from '../apps/server/src/lib/integration-keys';
import { RgbImage } from '../apps/server/src/seed/png';
import { createCompany, createEmployee } from '../apps/server/test/helpers/fixtures';
import { openFresh, type DatabaseKind } from './integration-bench';
import { round } from './memory';

/**
 * The werkbon PDF (DESIGN.md: p50 under 300 ms): an order with 20 hour registrations, 5 materials, 6 photos of 2048 px
 * (the PDF shows their 320 px thumbnails), a signature and a logo, asked for one request after the other through the
 * office's route in this process (as the integration bench does), so memory is read from the process that makes the
 * PDFs. Memory is read after a forced garbage collection: after a warm-up of 20 PDFs, and after 200 more.
 */
export const WERKBON_PDF_SIZE = { hours: 20, materials: 5, photos: 6, warmup: 20, measured: 200 };

export interface WorkOrderPdfRun {
  database: DatabaseKind;
  pdfs: number;
  pdfBytes: number;
  pages: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** After the warm-up and after the measured PDFs, in MB. */
  rssMb: { warm: number; after: number };
  heapUsedMb: { warm: number; after: number };
}

/** V8's gc(), reachable in this process without starting node with --expose-gc. */
function collector(): () => void {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}

const mb = (bytes: number) => round(bytes / 1024 / 1024, 1);

function memory(gc: () => void) {
  gc();
  gc();
  const { rss, heapUsed } = process.memoryUsage();
  return { rss: mb(rss), heapUsed: mb(heapUsed) };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;

/** A camera-like photo: noise, so its JPEG is the size and decoding work of a real one. */
const photo = (width: number, height: number) =>
  sharp({
    create: { width, height, channels: 3, background: '#777777', noise: { type: 'gaussian', mean: 120, sigma: 30 } },
  })
    .jpeg({ quality: 82 })
    .toBuffer();

export async function runWorkOrderPdfBench(
  kind: DatabaseKind,
  log: (message: string) => void,
  size = WERKBON_PDF_SIZE,
): Promise<WorkOrderPdfRun> {
  const gc = collector();
  const { handle, dispose } = await openFresh(kind);
  try {
    const db = handle.db;
    await migrateToLatest(db as never);
    const logo = await sharp({ create: { width: 600, height: 200, channels: 3, background: '#c0392b' } })
      .png()
      .toBuffer();
    const company = await createCompany(db, { code: 'pdf', name: 'Bouwbedrijf PDF bench B.V.', logo });
    const employee = await createEmployee(db, { companyId: company.id, username: 'jan', firstName: 'Jan' });
    const hourType = await db
      .insertInto('hour_types')
      .values({ company_id: company.id, omschrijving: 'Normaal' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const order = await db
      .insertInto('work_orders')
      .values({
        company_id: company.id,
        nummer: 'WB-2026-0001',
        external_id: 'W-1',
        customer: 'Familie de Vries',
        street: 'Dorpsstraat 12',
        postal: '3511 AB',
        city: 'Utrecht',
        description: 'Lekkage dakgoot',
        order_description: 'Dakgoot vervangen, lood aanbrengen en afvoer controleren',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('hour_registrations')
      .values(
        Array.from({ length: size.hours }, (_, i) => ({
          company_id: company.id,
          employee_id: employee.id,
          date: `2026-03-${String(2 + (i % 20)).padStart(2, '0')}`,
          work_order_id: order.id,
          hour_type_id: hourType.id,
          hours: 1 + (i % 8) / 4,
          remark: i % 3 ? '' : 'Steiger opgebouwd en goot gedemonteerd',
        })),
      )
      .execute();
    await db
      .insertInto('material_registrations')
      .values(
        Array.from({ length: size.materials }, (_, i) => ({
          company_id: company.id,
          employee_id: employee.id,
          date: '2026-03-10',
          work_order_id: order.id,
          quantity: 2.5 + i,
          unit: i % 2 ? 'stuks' : 'm',
          description: `Materiaal ${i + 1}`,
        })),
      )
      .execute();
    for (let i = 0; i < size.photos; i++) {
      const full = await photo(2048, 1536);
      const thumbnail = await sharp(full).resize({ width: 320, height: 320, fit: 'inside' }).jpeg().toBuffer();
      await db
        .insertInto('work_order_photos')
        .values({
          company_id: company.id,
          work_order_id: order.id,
          taken_by: employee.id,
          width: 2048,
          height: 1536,
          photo_jpeg: full,
          thumbnail_jpeg: thumbnail,
          thumbnail_width: 320,
          thumbnail_height: 240,
        })
        .execute();
    }
    const signature = new RgbImage(600, 200, [255, 255, 255]);
    signature.fillRect(40, 100, 480, 6, [0, 0, 0]);
    await db
      .insertInto('work_order_signatures')
      .values({
        company_id: company.id,
        work_order_id: order.id,
        signature_png: signature.toPng(),
        signer_name: 'Piet de Vries',
        signed_at: new Date('2026-03-20T15:30:00Z'),
        signed_by: employee.id,
      })
      .execute();

    const key = newIntegrationKey();
    const app = await buildApp({ db, config: loadConfig({ WEB_DIST: '/nonexistent', LOG_LEVEL: 'silent' }) });
    await app.ready();
    await app.repos.integrationKeys.create(company.id, key, 'bench');
    let pdfBytes = 0;
    let pages = 0;
    const request = async () => {
      const started = performance.now();
      const response = await app.inject({
        method: 'GET',
        url: '/integration/v1/work-orders/W-1/pdf',
        headers: { authorization: `Bearer ${key}` },
      });
      const ms = performance.now() - started;
      if (response.statusCode !== 200) throw new Error(`PDF: ${response.statusCode} ${response.body.slice(0, 300)}`);
      pdfBytes = response.rawPayload.length;
      pages = response.rawPayload.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0;
      return ms;
    };

    log(`${kind}: werkbon PDF, ${size.hours} hours, ${size.photos} photos of 2048 px, ${size.warmup} to warm up`);
    for (let i = 0; i < size.warmup; i++) await request();
    const warm = memory(gc);
    const times: number[] = [];
    for (let i = 0; i < size.measured; i++) times.push(await request());
    const after = memory(gc);
    await app.close();
    times.sort((a, b) => a - b);
    const run: WorkOrderPdfRun = {
      database: kind,
      pdfs: size.measured,
      pdfBytes,
      pages,
      p50Ms: round(percentile(times, 0.5), 1),
      p99Ms: round(percentile(times, 0.99), 1),
      maxMs: round(times.at(-1)!, 1),
      rssMb: { warm: warm.rss, after: after.rss },
      heapUsedMb: { warm: warm.heapUsed, after: after.heapUsed },
    };
    log(
      `  ${run.pdfs} PDFs of ${(pdfBytes / 1024).toFixed(0)} KB (${pages} pages): p50 ${run.p50Ms} ms, p99 ${run.p99Ms} ms; ` +
        `RSS ${warm.rss} -> ${after.rss} MB, heap used ${warm.heapUsed} -> ${after.heapUsed} MB`,
    );
    return run;
  } finally {
    await dispose();
  }
}
