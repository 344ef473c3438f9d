import { amsterdamDateTime, unitName } from '@bouwwerk/domain';
import { nlWorkOrderDocuments } from '@bouwwerk/texts/nl-work-order-documents';
import PDFDocument from 'pdfkit';
import { workOrderPdfFonts } from './fonts';
import { dayLabel, hoursAsClock, quantity, totalsPerUnit } from './format';
import { COLORS, FONT, MARGINS, bottomOf, contentWidth, ensureSpace } from './page';
import { drawTable } from './table';
import type { WorkOrderDocument, WorkOrderHourLine, WorkOrderMaterialLine } from './work-order-document';

const t = nlWorkOrderDocuments.document;

const PHOTOS_PER_ROW = 3;
const PHOTO_GAP = 12;
const LOGO_HEIGHT = 40;
const SIGNATURE_BOX = { width: 220, height: 90 };

function heading(doc: PDFKit.PDFDocument, text: string): void {
  ensureSpace(doc, 60);
  doc.moveDown(0.8).font(FONT.bold).fontSize(12).fillColor(COLORS.text).text(text).moveDown(0.3);
}

function paragraph(doc: PDFKit.PDFDocument, text: string): void {
  doc.font(FONT.regular).fontSize(10).fillColor(COLORS.text).text(text);
}

/** Company logo (or its name alone) and name, then the order number as the title. */
function header(doc: PDFKit.PDFDocument, data: WorkOrderDocument): void {
  const left = doc.page.margins.left;
  const top = doc.page.margins.top;
  const width = contentWidth(doc);
  const logo = data.company.logo;
  doc.font(FONT.bold).fontSize(11).fillColor(COLORS.muted);
  if (logo) {
    const logoWidth = Math.min(200, (logo.width / logo.height) * LOGO_HEIGHT);
    doc.image(logo.data, left, top, { fit: [logoWidth, LOGO_HEIGHT] });
    doc.text(data.company.name, left + logoWidth + 12, top + 12, { width: width - logoWidth - 12, align: 'right' });
  } else {
    doc.text(data.company.name, left, top + 12, { width });
  }
  doc.x = left;
  doc.y = top + LOGO_HEIGHT + 16;
  doc.font(FONT.bold).fontSize(18).fillColor(COLORS.text).text(t.title(data.order.nummer));
  doc.moveDown(0.5);
}

/** Label and value on one line each; empty values are left out. */
function details(doc: PDFKit.PDFDocument, data: WorkOrderDocument): void {
  const { order } = data;
  const address = order.address;
  const rows: [string, string][] = [
    [t.customer, order.customer],
    [
      t.address,
      [address.name, address.street, `${address.postal} ${address.city}`.trim(), address.telephone]
        .filter(Boolean)
        .join('\n'),
    ],
    [t.externalReference, order.externalReference],
    [t.externalOrder, order.externalOrder],
    [t.description, order.description],
    [t.orderDescription, order.orderDescription],
    [t.employees, data.employees.join(', ')],
  ];
  const left = doc.page.margins.left;
  const labelWidth = 150;
  const valueWidth = contentWidth(doc) - labelWidth;
  for (const [label, value] of rows) {
    if (!value.trim()) continue;
    // A label that wraps (a long one, a larger font) makes the row taller too, so the next row never overlaps it.
    const labelHeight = doc
      .font(FONT.bold)
      .fontSize(10)
      .heightOfString(label, { width: labelWidth - 8 });
    const valueHeight = doc.font(FONT.regular).fontSize(10).heightOfString(value, { width: valueWidth });
    const height = Math.max(labelHeight, valueHeight, 12);
    ensureSpace(doc, height + 4);
    const y = doc.y;
    doc
      .font(FONT.bold)
      .fillColor(COLORS.muted)
      .text(label, left, y, { width: labelWidth - 8 });
    doc
      .font(FONT.regular)
      .fillColor(COLORS.text)
      .text(value, left + labelWidth, y, { width: valueWidth });
    doc.x = left;
    doc.y = y + height + 4;
  }
}

function hours(doc: PDFKit.PDFDocument, lines: WorkOrderHourLine[]): void {
  heading(doc, t.hours);
  if (lines.length === 0) return paragraph(doc, t.noHours);
  const total = lines.reduce((sum, line) => sum + line.hours, 0);
  drawTable(
    doc,
    [
      { header: t.date, width: 14, cell: (l) => dayLabel(l.date) },
      { header: t.employee, width: 24, cell: (l) => l.employee },
      { header: t.hourType, width: 18, cell: (l) => l.hourType },
      { header: t.hours, width: 10, align: 'right', cell: (l) => hoursAsClock(l.hours) },
      { header: t.remark, width: 34, cell: (l) => l.remark },
    ],
    lines,
    [[t.totalHours, '', '', hoursAsClock(total), '']],
  );
}

function materials(doc: PDFKit.PDFDocument, lines: WorkOrderMaterialLine[]): void {
  heading(doc, t.materials);
  if (lines.length === 0) return paragraph(doc, t.noMaterials);
  drawTable(
    doc,
    [
      { header: t.date, width: 14, cell: (l) => dayLabel(l.date) },
      { header: t.quantity, width: 12, align: 'right', cell: (l) => quantity(l.quantity) },
      { header: t.unit, width: 14, cell: (l) => unitName(l.unit) },
      { header: t.material, width: 60, cell: (l) => l.description },
    ],
    lines,
    [[t.total, '', '', totalsPerUnit(lines)]],
  );
}

/** The thumbnails in a grid, three to a row; a row never splits over two pages. */
function photos(doc: PDFKit.PDFDocument, images: WorkOrderDocument['photos']): void {
  if (images.length === 0) return;
  heading(doc, t.photos);
  const left = doc.page.margins.left;
  const cell = (contentWidth(doc) - PHOTO_GAP * (PHOTOS_PER_ROW - 1)) / PHOTOS_PER_ROW;
  const maxHeight = cell * 0.75;
  for (let i = 0; i < images.length; i += PHOTOS_PER_ROW) {
    const row = images.slice(i, i + PHOTOS_PER_ROW);
    const height = Math.max(...row.map((p) => Math.min(maxHeight, (p.height / p.width) * cell)));
    ensureSpace(doc, height);
    const y = doc.y;
    row.forEach((photo, column) => {
      doc.image(photo.data, left + column * (cell + PHOTO_GAP), y, { fit: [cell, maxHeight] });
    });
    doc.x = left;
    doc.y = y + height + PHOTO_GAP;
  }
}

function signature(doc: PDFKit.PDFDocument, signed: WorkOrderDocument['signature']): void {
  heading(doc, t.signature);
  if (!signed) return paragraph(doc, t.notSigned);
  ensureSpace(doc, SIGNATURE_BOX.height + 40);
  const left = doc.page.margins.left;
  const y = doc.y;
  doc.image(signed.png, left, y, { fit: [SIGNATURE_BOX.width, SIGNATURE_BOX.height] });
  doc.rect(left, y, SIGNATURE_BOX.width, SIGNATURE_BOX.height).lineWidth(0.5).strokeColor(COLORS.rule).stroke();
  doc.x = left;
  doc.y = y + SIGNATURE_BOX.height + 6;
  const line = (label: string, value: string) => {
    doc.font(FONT.bold).fontSize(10).fillColor(COLORS.muted).text(`${label}: `, { continued: true });
    doc.font(FONT.regular).fillColor(COLORS.text).text(value);
  };
  if (signed.signerName) line(t.signerName, signed.signerName);
  line(t.signedAt, amsterdamDateTime(signed.signedAt));
}

/** 'Pagina 1 van 2' and when it was made, on every page once the number of pages is known. */
function footers(doc: PDFKit.PDFDocument, madeAt: Date): void {
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
    doc.text(t.madeAt(amsterdamDateTime(madeAt)), left, y, { width: width / 2, lineBreak: false });
    doc.text(t.page(i - start + 1, count), left + width / 2, y, { width: width / 2, align: 'right', lineBreak: false });
    doc.page.margins.bottom = bottom;
  }
}

/**
 * The werkbon as an A4 PDF, built from plain data. The fonts are embedded and the document's dates and id come
 * from the data (`madeAt`), so the same data gives the same bytes on every machine. See
 * docs/decisions/013-werkbon-documents.md.
 */
export function renderWorkOrderPdf(data: WorkOrderDocument): Promise<Buffer> {
  const fonts = workOrderPdfFonts();
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
      Title: t.title(data.order.nummer),
      Author: data.company.name,
      Creator: 'Bouwwerk',
      Producer: 'Bouwwerk',
      CreationDate: data.madeAt,
      ModDate: data.madeAt,
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

  header(doc, data);
  details(doc, data);
  hours(doc, data.hours);
  materials(doc, data.materials);
  photos(doc, data.photos);
  signature(doc, data.signature);
  footers(doc, data.madeAt);
  doc.end();
  return done;
}
