/** The registered names of the embedded fonts (fonts.ts), the colours and the page's measures of every PDF. */
export const FONT = { regular: 'werkbon-regular', bold: 'werkbon-bold' } as const;

export const COLORS = { text: '#1a1a1a', muted: '#555555', rule: '#b0b0b0', shade: '#ececec' } as const;

export const MARGINS = { top: 50, left: 50, right: 50, bottom: 60 } as const;

/** Where content ends on the page: the footer with the page numbers lives below it. */
export const bottomOf = (doc: PDFKit.PDFDocument) => doc.page.height - doc.page.margins.bottom;

export const contentWidth = (doc: PDFKit.PDFDocument) =>
  doc.page.width - doc.page.margins.left - doc.page.margins.right;

/** A new page unless `height` still fits below the current position. */
export function ensureSpace(doc: PDFKit.PDFDocument, height: number): void {
  if (doc.y + height > bottomOf(doc)) doc.addPage();
}
