import { apiFile } from '../../../lib/api-client';

/**
 * The chosen orders' werkbon PDFs as one ZIP, saved by the browser as werkbonnen.zip. A POST (the ids do not
 * fit an address), so not a link: the file is fetched and handed to the browser's download through a blob URL.
 */
export async function downloadWorkOrderPdfs(workOrderIds: readonly number[]): Promise<void> {
  const zip = await apiFile('/office/v1/work-orders/pdf-zip', { method: 'POST', body: { workOrderIds } });
  const url = URL.createObjectURL(zip);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = 'werkbonnen.zip';
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // After the click the browser holds the file; the URL is only needed for that click.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  }
}
