import ExcelJS from 'exceljs';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { partsInReadingOrder } from '../../src/office/material-files';

const namesOf = (bytes: Uint8Array) => {
  const names: string[] = [];
  unzipSync(bytes, { filter: ({ name }) => (names.push(name), false) });
  return names;
};

describe('a catalogue workbook as the streaming reader gets it', () => {
  it('has the relationships, the workbook, the shared strings and the styles before its sheet, each unchanged', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Catalogus').addRow(['Artikelnummer', 'Omschrijving']);
    const written = Buffer.from(await workbook.xlsx.writeBuffer());
    // As exceljs zips it: the sheet before the shared strings, the workbook part last.
    const before = namesOf(written);
    expect(before.indexOf('xl/worksheets/sheet1.xml')).toBeLessThan(before.indexOf('xl/sharedStrings.xml'));

    const ordered = partsInReadingOrder(written);
    const after = namesOf(ordered);
    expect(after.slice(0, 4)).toEqual([
      'xl/_rels/workbook.xml.rels',
      'xl/workbook.xml',
      'xl/sharedStrings.xml',
      'xl/styles.xml',
    ]);
    expect([...after].sort()).toEqual([...before].sort());
    expect(unzipSync(ordered)).toEqual(unzipSync(written));
  });
});
