import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** DejaVu Sans, embedded in every PDF: the same glyphs on every machine, and every Dutch character (é, ë, €). */
export interface WerkbonFonts {
  regular: Buffer;
  bold: Buffer;
}

let fonts: WerkbonFonts | undefined;

/** Read once per process (some 1.4 MB together); each document registers the same Buffers. */
export function werkbonFonts(): WerkbonFonts {
  if (!fonts) {
    const require = createRequire(import.meta.url);
    const file = (name: string) => readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${name}`));
    fonts = { regular: file('DejaVuSans.ttf'), bold: file('DejaVuSans-Bold.ttf') };
  }
  return fonts;
}
