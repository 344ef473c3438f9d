import type { Repositories } from '../../repositories';
import { workOrderPdfFilename } from './format';
import { loadWorkOrderDocument } from './load-work-order-document';
import type { WorkOrderDocument } from './work-order-document';

export type { WorkOrderDocument } from './work-order-document';
export { workOrderPdfFilename } from './format';
export { sendPdf as sendWorkOrderPdf } from '../pdf/send';

/**
 * pdfkit, its fontkit and the DejaVu fonts are loaded with the first PDF, not at start: some 25 MB and a third
 * of a second of CPU that a server without office downloads never needs.
 */
export async function renderWorkOrderPdf(document: WorkOrderDocument): Promise<Buffer> {
  const { renderWorkOrderPdf: render } = await import('./render-work-order-pdf');
  return render(document);
}

/** The company's order as a PDF with the file name to give it, or undefined when the company has no such order. */
export async function workOrderPdf(
  repos: Repositories,
  companyId: number,
  orderId: number,
  madeAt = new Date(),
): Promise<{ pdf: Buffer; filename: string } | undefined> {
  const document = await loadWorkOrderDocument(repos, companyId, orderId, madeAt);
  if (!document) return undefined;
  return { pdf: await renderWorkOrderPdf(document), filename: workOrderPdfFilename(document.order.nummer) };
}
