import ExcelJS from 'exceljs';
import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import {
  LINE_COLUMNS,
  type References,
  type RegistrationLines,
  type RegistrationRowJson,
} from '../../src/integration/registrations/exported-registration';
import { registrationsCsvFile, registrationsXlsx } from '../../src/office/registration-export';

// The exports read their registrations a chunk at a time, as the text the database gave; these tests hand them
// chunks of their own and read the file at their own pace, without a database.

const CHUNK = 2_000;

const references = (): References => ({
  employee: new Map([[1, { id: 1, external_id: null, code: '', name: 'Jan Jansen' }]]),
  project: new Map([[2, { id: 2, external_id: 'P-2', code: 'P26-002', name: 'Nieuwbouw school' }]]),
  work: new Map(),
  part: new Map(),
  workOrder: new Map(),
  indirectType: new Map(),
  hourType: new Map([[3, { id: 3, external_id: null, code: '', name: 'Normaal' }]]),
  otherCostType: new Map(),
  material: new Map(),
});

/** A registration's line, as registrationLines reads it. */
const line = (id: number) => {
  const row: RegistrationRowJson = {
    employee_id: 1,
    date: '2026-10-05',
    project_id: 2,
    work_id: null,
    budget_id: null,
    work_order_id: null,
    indirect_work_type_id: null,
    hour_type_id: 3,
    other_cost_type_id: null,
    hours: 7.5,
    omschrijving: '',
    // Text that compresses as little as people's remarks do, unlike the same words on every row.
    remark: `Regel ${id}: ${createHash('sha256').update(String(id)).digest('base64')}`,
    validated: 0,
    verkoopfactuurregel_id: 0,
    geblokkeerd: false,
    created_at: '2026-10-05T15:00:00+00:00',
    updated_at: '2026-10-05T15:00:00+00:00',
  };
  return JSON.stringify(['hours', id, ...LINE_COLUMNS.map((column) => row[column] ?? null)]);
};

/** A chunk as registrationLines reads it: its lines in pieces (here of up to three). */
const chunkOf = (ids: number[]): RegistrationLines => ({
  lines: Array.from({ length: Math.ceil(ids.length / 3) }, (_, piece) =>
    ids
      .slice(piece * 3, piece * 3 + 3)
      .map(line)
      .join('\n'),
  ),
  references: references(),
});

/** `count` chunks of registrations, counting how many the export asked for. */
function countedChunks(count: number) {
  const asked = { chunks: 0 };
  async function* chunks() {
    for (let c = 0; c < count; c++) {
      asked.chunks++;
      // As a database read would: the export waits for each chunk.
      await sleep(1);
      yield chunkOf(Array.from({ length: CHUNK }, (_, i) => c * CHUNK + i + 1));
    }
  }
  return { asked, chunks: chunks() };
}

/** How many chunks were asked for once no more are: the same count half a second apart. */
async function stalledAt(asked: { chunks: number }) {
  let before = -1;
  while (asked.chunks !== before) {
    before = asked.chunks;
    await sleep(500);
  }
  return before;
}

async function readAll(file: Readable) {
  const parts: Buffer[] = [];
  for await (const part of file) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

describe('the XLSX export as a stream', () => {
  it('reads no further ahead than the download takes', async () => {
    const { asked, chunks } = countedChunks(40);
    const file = registrationsXlsx(chunks);
    // Nobody reads: the export stops once the zip's buffers are full, instead of holding 80,000 rows in memory.
    expect(await stalledAt(asked)).toBeLessThan(20);
    file.destroy();
  });

  it('writes every registration of every chunk for a download that reads', async () => {
    const { asked, chunks } = countedChunks(3);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await readAll(registrationsXlsx(chunks))) as unknown as ArrayBuffer);
    expect(asked.chunks).toBe(3);
    const sheet = workbook.getWorksheet('Registraties')!;
    expect(sheet.rowCount).toBe(1 + 3 * CHUNK);
    expect(sheet.getColumn(2).values.slice(2)).toEqual(Array.from({ length: 3 * CHUNK }, (_, i) => i + 1));
  });

  it('stops reading registrations when the download is broken off', async () => {
    const { asked, chunks } = countedChunks(40);
    const file = registrationsXlsx(chunks);
    await sleep(500);
    file.destroy();
    const before = asked.chunks;
    await sleep(500);
    expect(asked.chunks).toBe(before);
  });

  it('breaks the download off when a chunk cannot be written, instead of ending a file that looks whole', async () => {
    async function* chunks() {
      yield chunkOf([1]);
      // A value no thread can be handed: the second chunk fails on its way to the sheet's thread.
      const unclonable = references();
      unclonable.employee.set(1, { id: 1, external_id: null, code: '', name: Symbol('no text') as never });
      yield { ...chunkOf([2]), references: unclonable };
      yield chunkOf([3]);
    }
    await expect(readAll(registrationsXlsx(chunks()))).rejects.toThrow(/could not be cloned/);
  });

  it('breaks the download off when reading the registrations fails', async () => {
    async function* chunks() {
      yield chunkOf([1]);
      throw new Error('the database went away');
    }
    await expect(readAll(registrationsXlsx(chunks()))).rejects.toThrow('the database went away');
  });
});

/** The CSV file's text: its parts are strings. */
async function textOf(file: Readable) {
  let text = '';
  for await (const part of file) text += String(part);
  return text;
}

describe('the CSV export as a stream', () => {
  it('writes the byte order mark and the header once, then every registration in order', async () => {
    const text = await textOf(registrationsCsvFile(countedChunks(3).chunks));
    const lines = text.split('\r\n').filter(Boolean);
    expect(text.startsWith('\ufeffSoort;Registratie-id;')).toBe(true);
    expect(text.indexOf('\ufeff', 1)).toBe(-1);
    expect(lines.filter((line) => line.includes('Registratie-id'))).toHaveLength(1);
    expect(lines.slice(1).map((line) => Number(line.split(';')[1]))).toEqual(
      Array.from({ length: 3 * CHUNK }, (_, i) => i + 1),
    );
  });

  it('is the header alone when there is nothing to export', async () => {
    const none = (async function* () {})();
    const lines = (await textOf(registrationsCsvFile(none))).split('\r\n').filter(Boolean);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^\ufeffSoort;Registratie-id;/);
  });
});
