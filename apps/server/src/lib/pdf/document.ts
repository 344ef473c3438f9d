import { amsterdamDateTime } from '@bouwwerk/domain';
import PDFDocument from 'pdfkit';
import { pdfFonts } from './fonts';
import { COLORS, FONT, MARGINS, bottomOf, contentWidth, ensureSpace } from './page';

/**
 * The building blocks of the office's PDFs (the werkbon, the urenstaat): one page setup, header, footer and
 * table, so both documents look alike. Imported only by the renderers, which are loaded with the first PDF.
 */

/** An image as stored: bytes with their pixel size where known (JPEG thumbnails, a signature's PNG, the logo). */
export interface PdfImage {
  data: Buffer;
  width: number;
  height: number;
}

/** The company as every document's header shows it. */
export interface PdfCompany {
  name: string;
  logo: PdfImage | null;
}

/** The footer's texts: when the document was made and which page of how many. */
export interface PdfFooterTexts {
  madeAt: (when: string) => string;
  page: (page: number, pages: number) => string;
}

const LOGO_HEIGHT = 40;

/**
 * An A4 document with the embedded fonts, and the bytes it will have once ended. Its dates and id come from
 * `madeAt`, so the same data gives the same bytes on every machine.
 */
export function createPdf(meta: { title: string; author: string; madeAt: Date }): {
  doc: PDFKit.PDFDocument;
  done: Promise<Buffer>;
} {
  const fonts = pdfFonts();
  const doc = new PDFDocument({
    size: 'A4',
    margins: MARGINS,
    bufferPages: true,
    // No default font: pdfkit's would load Helvetica's metrics from disk, and a default of DejaVu opened again
    // under its registered name costs a comparison of the two fonts' name tables (some 6 ms) per document.
    font: null as unknown as string,
    lang: 'nl-NL',
    displayTitle: true,
    info: {
      Title: meta.title,
      Author: meta.author,
      Creator: 'Bouwwerk',
      Producer: 'Bouwwerk',
      CreationDate: meta.madeAt,
      ModDate: meta.madeAt,
    },
  });
  // pdfkit takes a fontkit font wherever it takes a font file; its types say string.
  doc.registerFont(FONT.regular, fonts.regular as unknown as string);
  doc.registerFont(FONT.bold, fonts.bold as unknown as string);
  doc.font(FONT.regular);

  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}

/** Company logo (or its name alone) and name, then the document's title. */
export function companyHeader(doc: PDFKit.PDFDocument, company: PdfCompany, title: string): void {
  const left = doc.page.margins.left;
  const top = doc.page.margins.top;
  const width = contentWidth(doc);
  const logo = company.logo;
  doc.font(FONT.bold).fontSize(11).fillColor(COLORS.muted);
  if (logo) {
    const logoWidth = Math.min(200, (logo.width / logo.height) * LOGO_HEIGHT);
    doc.image(logo.data, left, top, { fit: [logoWidth, LOGO_HEIGHT] });
    doc.text(company.name, left + logoWidth + 12, top + 12, { width: width - logoWidth - 12, align: 'right' });
  } else {
    doc.text(company.name, left, top + 12, { width });
  }
  doc.x = left;
  doc.y = top + LOGO_HEIGHT + 16;
  doc.font(FONT.bold).fontSize(18).fillColor(COLORS.text).text(title);
  doc.moveDown(0.5);
}

/** A section's heading, on a new page when hardly anything of the section would fit below it. */
export function heading(doc: PDFKit.PDFDocument, text: string): void {
  ensureSpace(doc, 60);
  doc.moveDown(0.8).font(FONT.bold).fontSize(12).fillColor(COLORS.text).text(text).moveDown(0.3);
}

export function paragraph(doc: PDFKit.PDFDocument, text: string): void {
  doc.font(FONT.regular).fontSize(10).fillColor(COLORS.text).text(text);
}

/** 'Pagina 1 van 2' and when it was made, on every page once the number of pages is known. */
export function footers(doc: PDFKit.PDFDocument, madeAt: Date, texts: PdfFooterTexts): void {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    const left = doc.page.margins.left;
    const width = contentWidth(doc);
    const y = bottomOf(doc) + 24;
    // Text below the bottom margin would start a new page: the footer is written with the margin lifted.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.font(FONT.regular).fontSize(8).fillColor(COLORS.muted);
    doc.text(texts.madeAt(amsterdamDateTime(madeAt)), left, y, { width: width / 2, lineBreak: false });
    doc.text(texts.page(i - start + 1, count), left + width / 2, y, {
      width: width / 2,
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins.bottom = bottom;
  }
}
