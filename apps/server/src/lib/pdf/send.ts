import type { FastifyReply } from 'fastify';

/** Shown in the browser's viewer, never kept by a shared cache: a PDF holds names, addresses and hours. */
export function sendPdf(reply: FastifyReply, { pdf, filename }: { pdf: Buffer; filename: string }) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `inline; filename="${filename}"`)
    .header('cache-control', 'private, no-store')
    .send(pdf);
}
