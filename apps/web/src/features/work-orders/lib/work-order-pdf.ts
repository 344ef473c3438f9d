import { nlWorkOrderDocuments } from '@bouwwerk/texts/nl-work-order-documents';
import { ApiError } from '../../../lib/api-client';

export const PDF_TYPE = 'application/pdf';
/** A new tab reads the PDF from its object URL while it loads; a minute is long enough on a slow phone. */
export const OBJECT_URL_LIFETIME_MS = 60_000;

type ShareNavigator = Partial<Pick<Navigator, 'canShare'>>;

/**
 * Whether the browser can hand a PDF file to another app (navigator.share with files): Android Chrome and
 * iOS Safari can, desktop Chromium on Linux and Firefox cannot. Asked with an empty file, before the PDF is made.
 */
export function canSharePdf(navigator: ShareNavigator | undefined = globalThis.navigator): boolean {
  if (typeof navigator?.canShare !== 'function' || typeof File === 'undefined') return false;
  try {
    return navigator.canShare({ files: [new File([], 'werkbon.pdf', { type: PDF_TYPE })] });
  } catch {
    // Older engines throw on a `files` member they do not know.
    return false;
  }
}

export const pdfFile = (blob: Blob, fileName: string) => new File([blob], fileName, { type: PDF_TYPE });

/**
 * Opens the PDF in a new tab; where the popup is blocked (the PDF took longer than the click's grace, or a
 * standalone app forbids it) it is downloaded instead. The object URL is revoked later, not now: the new tab
 * still has to read it.
 */
export function openPdf(blob: Blob, fileName: string, view: Window = window): 'opened' | 'downloaded' {
  const url = URL.createObjectURL(blob);
  view.setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
  if (view.open(url, '_blank')) return 'opened';
  const link = view.document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  view.document.body.append(link);
  link.click();
  link.remove();
  return 'downloaded';
}

/** The user closed the share sheet without choosing: nothing to say. */
export const isShareCancelled = (error: unknown) => (error as { name?: unknown } | null)?.name === 'AbortError';

/**
 * The share sheet refused to open: the click's grace ran out while the PDF was made. The PDF is ready now,
 * so a second tap shares it at once.
 */
export const isShareTooLate = (error: unknown) => (error as { name?: unknown } | null)?.name === 'NotAllowedError';

/** Without a connection the server cannot make the PDF; any other failure (an answer, a timeout) is the server's. */
export function pdfFailureMessage(error: unknown, online: boolean): string {
  if (error instanceof ApiError) return nlWorkOrderDocuments.workOrderPdf.failed;
  return !online || error instanceof TypeError
    ? nlWorkOrderDocuments.workOrderPdf.offline
    : nlWorkOrderDocuments.workOrderPdf.failed;
}
