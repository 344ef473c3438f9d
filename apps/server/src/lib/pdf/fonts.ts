import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * A font as fontkit parsed it. pdfkit takes one wherever it takes a font file, and keeps what it learns of it
 * (glyphs, the kerning and ligature tables it decoded) on that object: parsed once, every later PDF lays its text
 * out some five times faster than from the file's bytes, which pdfkit would parse again for each document.
 */
export type ParsedFont = { layout: (text: string) => unknown };

/** DejaVu Sans, embedded in every PDF: the same glyphs on every machine, and every Dutch character (é, ë, €). */
export interface PdfFonts {
  regular: ParsedFont;
  bold: ParsedFont;
}

let fonts: PdfFonts | undefined;

/** Read and parsed once per process; each document embeds the subset of glyphs it uses. */
export function pdfFonts(): PdfFonts {
  if (!fonts) {
    const require = createRequire(import.meta.url);
    // pdfkit's own fontkit, whatever the install's layout: the font objects must be of the copy pdfkit reads.
    const fontkit = createRequire(require.resolve('pdfkit'))('fontkit') as {
      create: (data: Buffer) => ParsedFont;
    };
    const parse = (name: string) => fontkit.create(readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${name}`)));
    fonts = { regular: parse('DejaVuSans.ttf'), bold: parse('DejaVuSans-Bold.ttf') };
  }
  return fonts;
}
