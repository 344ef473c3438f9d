import type { FastifyReply } from 'fastify';
import type { Repositories } from '../../repositories';
import { werkbonFilename } from './format';
import { loadWerkbonDocument } from './load-werkbon-document';
import { renderWerkbonPdf } from './render-werkbon-pdf';

export { renderWerkbonPdf } from './render-werkbon-pdf';
export type { WerkbonDocument } from './werkbon-document';
export { werkbonFilename } from './format';

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
