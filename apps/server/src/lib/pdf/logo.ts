import { createHash } from 'node:crypto';
import { loadSharp } from '../photos';
import type { PdfImage } from './document';

/** Twice the 40 pt the logo is shown at: sharp on paper and on a phone's screen. */
const LOGO_HEIGHT_PX = 80;
const RASTERIZED_KEPT = 32;

/** Rasterized logos by their bytes' hash: a company's logo is made into a PNG once, not on every PDF. */
const rasterized = new Map<string, Promise<PdfImage | null>>();

/**
 * The company's logo (SVG, PNG or JPEG, as uploaded) as a PNG of 80 px high, for pdfkit, which takes no SVG.
 * A logo sharp cannot read leaves the PDF with the company's name alone rather than failing it.
 */
export function logoPng(logo: Uint8Array | null, mime: string | null): Promise<PdfImage | null> {
  if (!logo || !mime?.startsWith('image/')) return Promise.resolve(null);
  const key = createHash('sha256').update(logo).digest('base64');
  let png = rasterized.get(key);
  if (!png) {
    png = loadSharp()
      .then((sharp) =>
        sharp(logo, { density: 300 })
          .resize({ height: LOGO_HEIGHT_PX, withoutEnlargement: false })
          .png()
          .toBuffer({ resolveWithObject: true }),
      )
      .then(({ data, info }) => ({ data, width: info.width, height: info.height }))
      .catch(() => null);
    if (rasterized.size >= RASTERIZED_KEPT) rasterized.delete(rasterized.keys().next().value!);
    rasterized.set(key, png);
  }
  return png;
}
