import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import { Zip, ZipPassThrough } from 'fflate';

export interface ZipEntry {
  name: string;
  data: Uint8Array;
}

/**
 * A ZIP file written while its entries are still being made: the first bytes go out with the first entry, and
 * no more than one entry is held at a time. Entries are stored, not deflated: they are PDFs, whose streams are
 * compressed already. A failing entry ends the stream with that error; a reader that goes away stops the
 * making of the rest.
 */
export function zipStream(entries: AsyncIterable<ZipEntry>, modified: Date): Readable {
  const out = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (out.destroyed) return;
    if (error) return out.destroy(error);
    out.write(chunk);
    if (final) out.end();
  });
  void (async () => {
    for await (const entry of entries) {
      if (out.destroyed) return;
      const file = new ZipPassThrough(entry.name);
      file.mtime = modified;
      zip.add(file);
      file.push(entry.data, true);
      if (out.writableNeedDrain) await Promise.race([once(out, 'drain'), once(out, 'close')]);
    }
    zip.end();
  })().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}

/** Names unique within one ZIP: a second 'werkbon-1.pdf' becomes 'werkbon-1 (2).pdf', as a file manager does. */
export function uniqueNames(): (name: string) => string {
  const taken = new Set<string>();
  return (name) => {
    const dot = name.lastIndexOf('.');
    const [stem, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
    let unique = name;
    for (let n = 2; taken.has(unique); n++) unique = `${stem} (${n})${extension}`;
    taken.add(unique);
    return unique;
  };
}
