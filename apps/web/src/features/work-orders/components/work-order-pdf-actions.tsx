import type { WorkOrder } from '@bouwwerk/domain';
import { useRef, useState } from 'react';
import { nlWorkOrderDocuments } from '@bouwwerk/texts/nl-work-order-documents';
import { showToast } from '../../../state/toasts';
import { getWorkOrderPdf } from '../../../api/work-order-pdf';
import {
  canSharePdf,
  isShareCancelled,
  isShareTooLate,
  openPdf,
  pdfFailureMessage,
  pdfFile,
} from '../lib/work-order-pdf';

type Busy = 'open' | 'share' | null;

/**
 * 'Werkbon (PDF)' opens the signed werkbon the server makes; 'Delen' hands it to mail or a messenger, shown
 * only where the browser can share files. Both fetch it anew, so hours booked since show; a failure or no
 * connection says so in a toast.
 */
export function WorkOrderPdfActions({ order }: { order: WorkOrder }) {
  const [busy, setBusy] = useState<Busy>(null);
  const [shareable] = useState(() => canSharePdf());
  // A PDF whose share sheet was refused (made too slowly after the tap): the next tap shares it at once.
  const readyToShare = useRef<File | null>(null);
  const fileName = nlWorkOrderDocuments.workOrderPdf.fileName(order.nummer);

  async function run(kind: Exclude<Busy, null>, action: () => Promise<void>) {
    if (busy) return;
    setBusy(kind);
    try {
      await action();
    } catch (error) {
      if (!isShareCancelled(error)) showToast({ type: 'failure', message: pdfFailureMessage(error, navigator.onLine) });
    } finally {
      setBusy(null);
    }
  }

  const open = () =>
    run('open', async () => {
      openPdf(await getWorkOrderPdf(order.id), fileName);
    });

  const share = () =>
    run('share', async () => {
      const file = readyToShare.current ?? pdfFile(await getWorkOrderPdf(order.id), fileName);
      readyToShare.current = null;
      try {
        await navigator.share({ files: [file], title: nlWorkOrderDocuments.workOrderPdf.shareTitle(order.nummer) });
      } catch (error) {
        if (!isShareTooLate(error)) throw error;
        readyToShare.current = file;
        showToast({ type: 'success', message: nlWorkOrderDocuments.workOrderPdf.shareAgain });
      }
    });

  return (
    <div className="order-pdf" role="group" aria-label={nlWorkOrderDocuments.workOrderPdf.actions(order.nummer)}>
      <button
        type="button"
        className="button button--secondary"
        onClick={() => void open()}
        disabled={busy !== null}
        aria-busy={busy === 'open'}
      >
        {busy === 'open' ? nlWorkOrderDocuments.workOrderPdf.making : nlWorkOrderDocuments.workOrderPdf.open}
      </button>
      {shareable ? (
        <button
          type="button"
          className="button button--secondary"
          onClick={() => void share()}
          disabled={busy !== null}
          aria-busy={busy === 'share'}
        >
          {busy === 'share' ? nlWorkOrderDocuments.workOrderPdf.making : nlWorkOrderDocuments.workOrderPdf.share}
        </button>
      ) : null}
    </div>
  );
}
