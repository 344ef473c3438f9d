import { COLORS, FONT, bottomOf } from './page';

export interface Column<Row> {
  header: string;
  /** Share of the table's width. */
  width: number;
  align?: 'left' | 'right';
  cell: (row: Row) => string;
}

const PADDING = 4;
const SIZE = 9;

function cellHeight(doc: PDFKit.PDFDocument, text: string, width: number): number {
  return doc.heightOfString(text || ' ', { width: width - 2 * PADDING });
}

function drawRow(
  doc: PDFKit.PDFDocument,
  texts: string[],
  widths: number[],
  aligns: ('left' | 'right')[],
  options: { bold?: boolean; shaded?: boolean },
): void {
  doc.font(options.bold ? FONT.bold : FONT.regular).fontSize(SIZE);
  const height = Math.max(...texts.map((t, i) => cellHeight(doc, t, widths[i]!))) + 2 * PADDING;
  const top = doc.y;
  const left = doc.page.margins.left;
  const width = widths.reduce((a, b) => a + b, 0);
  if (options.shaded) doc.rect(left, top, width, height).fill(COLORS.shade);
  let x = left;
  doc.fillColor(COLORS.text);
  texts.forEach((text, i) => {
    doc.text(text, x + PADDING, top + PADDING, { width: widths[i]! - 2 * PADDING, align: aligns[i] });
    x += widths[i]!;
  });
  doc
    .moveTo(left, top + height)
    .lineTo(left + width, top + height)
    .lineWidth(0.5)
    .strokeColor(COLORS.rule)
    .stroke();
  doc.x = left;
  doc.y = top + height;
}

/**
 * A table that breaks across pages cleanly: a row never splits, and every page it continues on starts with the
 * header row again. `footer` rows (the totals) are bold.
 */
export function drawTable<Row>(
  doc: PDFKit.PDFDocument,
  columns: Column<Row>[],
  rows: Row[],
  footer: string[][] = [],
): void {
  const content = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  const share = columns.reduce((sum, c) => sum + c.width, 0);
  const widths = columns.map((c) => (c.width / share) * content);
  const aligns = columns.map((c) => c.align ?? 'left');
  const header = columns.map((c) => c.header);

  const heightOf = (texts: string[], bold: boolean) => {
    doc.font(bold ? FONT.bold : FONT.regular).fontSize(SIZE);
    return Math.max(...texts.map((t, i) => cellHeight(doc, t, widths[i]!))) + 2 * PADDING;
  };
  const headerHeight = heightOf(header, true);
  const fits = (height: number) => doc.y + height <= bottomOf(doc);

  // The header with at least the first row on one page.
  const first = rows[0] ? columns.map((c) => c.cell(rows[0]!)) : (footer[0] ?? []);
  if (!fits(headerHeight + heightOf(first, false))) doc.addPage();
  drawRow(doc, header, widths, aligns, { bold: true, shaded: true });

  for (const row of rows) {
    const texts = columns.map((c) => c.cell(row));
    if (!fits(heightOf(texts, false))) {
      doc.addPage();
      drawRow(doc, header, widths, aligns, { bold: true, shaded: true });
    }
    drawRow(doc, texts, widths, aligns, {});
  }
  for (const texts of footer) {
    if (!fits(heightOf(texts, true))) {
      doc.addPage();
      drawRow(doc, header, widths, aligns, { bold: true, shaded: true });
    }
    drawRow(doc, texts, widths, aligns, { bold: true });
  }
}
