import { amsterdamDateTime, unitName } from '@bouwwerk/domain';
import { nlWorkOrderDocuments } from '@bouwwerk/texts/nl-work-order-documents';
import { companyHeader, createPdf, footers, heading, paragraph } from '../pdf/document';
import { dayLabel, hoursAsClock, quantity } from '../pdf/format';
import { COLORS, FONT, contentWidth, ensureSpace } from '../pdf/page';
import { drawTable } from '../pdf/table';
import { totalsPerUnit } from './format';
import type { WorkOrderDocument, WorkOrderHourLine, WorkOrderMaterialLine } from './work-order-document';

const t = nlWorkOrderDocuments.document;

const PHOTOS_PER_ROW = 3;
const PHOTO_GAP = 12;
const SIGNATURE_BOX = { width: 220, height: 90 };

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

/**
 * The werkbon as an A4 PDF, built from plain data. The fonts are embedded and the document's dates and id come
 * from the data (`madeAt`), so the same data gives the same bytes on every machine. See
 * docs/decisions/013-werkbon-documents.md.
 */
export function renderWorkOrderPdf(data: WorkOrderDocument): Promise<Buffer> {
  const { doc, done } = createPdf({
    title: t.title(data.order.nummer),
    author: data.company.name,
    madeAt: data.madeAt,
  });
  companyHeader(doc, data.company, t.title(data.order.nummer));
  details(doc, data);
  hours(doc, data.hours);
  materials(doc, data.materials);
  photos(doc, data.photos);
  signature(doc, data.signature);
  footers(doc, data.madeAt, t);
  doc.end();
  return done;
}
