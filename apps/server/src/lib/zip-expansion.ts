import { Readable } from 'node:stream';
import { createInflateRaw } from 'node:zlib';

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;

/** Why a ZIP file is refused: not one we can read, or more inside than allowed. */
export type ZipRefusal = { refused: 'unreadable'; why: string } | { refused: 'too-large' };

/** The end-of-directory record: the last 22 bytes, or further back by the length of a comment. */
function endOfDirectory(zip: Buffer): number {
  for (let at = zip.length - 22; at >= Math.max(0, zip.length - 22 - 0xffff); at--)
    if (zip.readUInt32LE(at) === END_OF_DIRECTORY) return at;
  return -1;
}

/** The bytes an entry's deflated data grows to, counted as they stream past: stops once over `budget`. */
async function inflatedSize(data: Buffer, budget: number): Promise<number> {
  const inflate = createInflateRaw();
  let size = 0;
  try {
    for await (const chunk of Readable.from([data]).pipe(inflate)) {
      size += (chunk as Buffer).length;
      if (size > budget) break;
    }
  } finally {
    inflate.destroy();
  }
  return size;
}

/**
 * What a ZIP file (an XLSX workbook) holds once unpacked, measured by unpacking it without keeping anything:
 * a file of a few megabytes can unpack to gigabytes, and the spreadsheet reader would hold its text in memory.
 * The sizes the directory states are the sender's word, so the data itself is inflated and counted. A file
 * past `maxBytes` is refused before any reader sees it; so is a ZIP this cannot follow (ZIP64, encryption,
 * another compression than deflate), which no spreadsheet program writes for a catalogue.
 */
export async function checkZipExpansion(zip: Buffer, maxBytes: number): Promise<ZipRefusal | null> {
  const end = endOfDirectory(zip);
  if (end < 0) return { refused: 'unreadable', why: 'it is not a ZIP file' };
  const entries = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  let total = 0;
  for (let n = 0; n < entries; n++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== DIRECTORY_ENTRY)
      return { refused: 'unreadable', why: 'its directory is damaged' };
    const flags = zip.readUInt16LE(at + 8);
    const method = zip.readUInt16LE(at + 10);
    const compressedSize = zip.readUInt32LE(at + 20);
    const localAt = zip.readUInt32LE(at + 42);
    at += 46 + zip.readUInt16LE(at + 28) + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    if (flags & 1) return { refused: 'unreadable', why: 'it is encrypted' };
    if (localAt + 30 > zip.length || zip.readUInt32LE(localAt) !== LOCAL_HEADER)
      return { refused: 'unreadable', why: 'its directory is damaged' };
    const dataAt = localAt + 30 + zip.readUInt16LE(localAt + 26) + zip.readUInt16LE(localAt + 28);
    if (compressedSize === 0xffffffff || dataAt + compressedSize > zip.length)
      return { refused: 'unreadable', why: 'its directory is damaged' };
    const data = zip.subarray(dataAt, dataAt + compressedSize);
    if (method === STORED) total += data.length;
    else if (method === DEFLATED) {
      try {
        total += await inflatedSize(data, maxBytes - total);
      } catch {
        return { refused: 'unreadable', why: 'its data is damaged' };
      }
    } else return { refused: 'unreadable', why: `its compression (${method}) is not deflate` };
    if (total > maxBytes) return { refused: 'too-large' };
  }
  return null;
}
