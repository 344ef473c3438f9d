import type { FastifyReply } from 'fastify';
import type { Repositories } from '../../repositories';
import { werkbonFilename } from './format';
import { loadWerkbonDocument } from './load-werkbon-document';
import type { WerkbonDocument } from './werkbon-document';

export type { WerkbonDocument } from './werkbon-document';
export { werkbonFilename } from './format';

/**
 * pdfkit, its fontkit and the DejaVu fonts are loaded with the first PDF, not at start: some 25 MB and a third
 * of a second of CPU that a server without office downloads never needs.
 */
export async function renderWerkbonPdf(document: WerkbonDocument): Promise<Buffer> {
  const { renderWerkbonPdf: render } = await import('./render-werkbon-pdf');
  return render(document);
}

/** The company's order as a PDF with the file name to give it, or undefined when the company has no such order. */
export async function werkbonPdf(
  repos: Repositories,
  companyId: number,
  orderId: number,
  madeAt = new Date(),
): Promise<{ pdf: Buffer; filename: string } | undefined> {
  const document = await loadWerkbonDocument(repos, companyId, orderId, madeAt);
  if (!document) return undefined;
  return { pdf: await renderWerkbonPdf(document), filename: werkbonFilename(document.order.nummer) };
}

/** Shown in the browser's viewer, never kept by a shared cache: it holds a customer's name and address. */
export function sendWerkbonPdf(reply: FastifyReply, { pdf, filename }: { pdf: Buffer; filename: string }) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `inline; filename="${filename}"`)
    .header('cache-control', 'private, no-store')
    .send(pdf);
}
