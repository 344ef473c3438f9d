import { describe, expect, it } from 'vitest';
import { checkZipExpansion } from '../../src/lib/zip-expansion';
import { zipOf } from '../helpers/zip';

const MB = 1024 * 1024;

describe('checkZipExpansion', () => {
  it('lets a ZIP through that unpacks to no more than the limit, whatever its entries', async () => {
    const zip = zipOf([
      { name: 'xl/sharedStrings.xml', data: Buffer.alloc(MB, 'a') },
      { name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(MB, 'b') },
    ]);
    expect(await checkZipExpansion(zip, 2 * MB)).toBeNull();
  });

  it('refuses one that unpacks to more, counting the inflated data rather than what the directory says', async () => {
    const bomb = zipOf([{ name: 'xl/sharedStrings.xml', data: Buffer.alloc(20 * MB) }]);
    expect(bomb.length).toBeLessThan(50 * 1024);
    expect(await checkZipExpansion(bomb, 10 * MB)).toEqual({ refused: 'too-large' });
    // The directory claims a tiny size; the data still counts.
    const lying = Buffer.from(bomb);
    const directoryAt = lying.indexOf(Buffer.from([0x50, 0x4b, 1, 2]));
    lying.writeUInt32LE(10, directoryAt + 24);
    expect(await checkZipExpansion(lying, 10 * MB)).toEqual({ refused: 'too-large' });
    // Over several entries, each below the limit.
    const spread = zipOf(Array.from({ length: 3 }, (_, i) => ({ name: `part${i}.xml`, data: Buffer.alloc(4 * MB) })));
    expect(await checkZipExpansion(spread, 10 * MB)).toEqual({ refused: 'too-large' });
  });

  it('calls damaged, truncated and foreign files unreadable', async () => {
    const zip = zipOf([{ name: 'a.xml', data: Buffer.from('<a/>') }]);
    expect(await checkZipExpansion(Buffer.from('not a zip at all'), MB)).toMatchObject({ refused: 'unreadable' });
    expect(await checkZipExpansion(zip.subarray(0, zip.length - 30), MB)).toMatchObject({ refused: 'unreadable' });
    const garbled = Buffer.from(zip);
    garbled.fill(0xff, 30 + 'a.xml'.length, 30 + 'a.xml'.length + 4);
    expect(await checkZipExpansion(garbled, MB)).toMatchObject({ refused: 'unreadable' });
    const encrypted = Buffer.from(zip);
    encrypted.writeUInt16LE(1, encrypted.indexOf(Buffer.from([0x50, 0x4b, 1, 2])) + 8);
    expect(await checkZipExpansion(encrypted, MB)).toEqual({ refused: 'unreadable', why: 'it is encrypted' });
  });
});
