import sharp from 'sharp';
import type { App } from '../../src/app';
import { RgbImage } from '../../src/seed/png';

/** A PDF as a reader sees it: its pages' text (items joined by spaces) and the images painted on each page. */
export interface ReadPdf {
  pages: string[];
  text: string;
  images: number;
  imagesPerPage: number[];
}

export async function readPdf(bytes: Buffer | Uint8Array): Promise<ReadPdf> {
  const { getDocument, OPS } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const pages: string[] = [];
  const imagesPerPage: number[] = [];
  for (let n = 1; n <= document.numPages; n++) {
    const page = await document.getPage(n);
    const content = await page.getTextContent();
    pages.push(
      content.items
        .map((item) => ('str' in item ? item.str : ''))
        .join(' ')
        .replace(/\s+/g, ' '),
    );
    const operators = await page.getOperatorList();
    imagesPerPage.push(operators.fnArray.filter((op) => op === OPS.paintImageXObject).length);
  }
  await document.destroy();
  return { pages, text: pages.join(' '), images: imagesPerPage.reduce((a, b) => a + b, 0), imagesPerPage };
}

/** A photo as the upload route stores it: a JPEG and its thumbnail, made with sharp (no upload route needed). */
export async function addTestPhoto(app: App, companyId: number, orderId: number, employeeId: number, shade = 90) {
  const jpeg = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: { r: shade, g: 120, b: 160 } } })
      .jpeg()
      .toBuffer();
  return app.repos.workOrderPhotos.add(companyId, orderId, employeeId, {
    width: 640,
    height: 480,
    photo: await jpeg(640, 480),
    thumbnail: { jpeg: await jpeg(320, 240), width: 320, height: 240 },
  });
}

/** A drawn signature as the app sends it. */
export function signatureDataUrl(): string {
  const image = new RgbImage(300, 100, [255, 255, 255]);
  image.fillRect(20, 50, 200, 4, [0, 0, 0]);
  return `data:image/png;base64,${image.toPng().toString('base64')}`;
}

/** The response's file name from `Content-Disposition: inline; filename="…"`. */
export const dispositionFilename = (header: unknown) => /filename="([^"]+)"/.exec(String(header))?.[1];
