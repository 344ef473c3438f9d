import { apiBlob } from '../lib/api-client';

/** How long the server may take to make the PDF before the button gives up and says so. */
export const WERKBON_PDF_TIMEOUT_MS = 30_000;

/**
 * GET /v1/werkbon/{id}/pdf: the signed werkbon as a PDF, made on the server (hours, materials, photos, the
 * signature). Fetched with the token, which a plain link to the PDF cannot send.
 */
export async function getWorkOrderPdf(id: number): Promise<Blob> {
  const blob = await apiBlob(`/v1/werkbon/${encodeURIComponent(id)}/pdf`, {
    accept: 'application/pdf',
    signal: AbortSignal.timeout(WERKBON_PDF_TIMEOUT_MS),
  });
  // The type names the file for the new tab and for a share; a proxy may have dropped the header.
  return blob.type === 'application/pdf' ? blob : new Blob([blob], { type: 'application/pdf' });
}
