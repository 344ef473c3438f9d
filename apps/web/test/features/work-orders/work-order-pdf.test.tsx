import type { WorkOrder } from '@bouwwerk/domain';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WorkOrderPdfActions } from '../../../src/features/work-orders/components/work-order-pdf-actions';
import {
  canSharePdf,
  OBJECT_URL_LIFETIME_MS,
  openPdf,
  pdfFailureMessage,
} from '../../../src/features/work-orders/lib/work-order-pdf';
import { nlWorkOrderDocuments } from '@bouwwerk/texts/nl-work-order-documents';
import { ApiError } from '../../../src/lib/api-client';
import { showToast } from '../../../src/state/toasts';

vi.mock('../../../src/api/work-order-pdf', () => ({ getWorkOrderPdf: vi.fn() }));
vi.mock('../../../src/state/toasts', () => ({ showToast: vi.fn() }));
const { getWorkOrderPdf } = await import('../../../src/api/work-order-pdf');

const pdf = () => new Blob(['%PDF-1.7'], { type: 'application/pdf' });

describe('canSharePdf', () => {
  it('is false where the browser has no canShare (desktop Chromium on Linux, Firefox)', () => {
    expect(canSharePdf({})).toBe(false);
    expect(canSharePdf(undefined)).toBe(false);
  });

  it('asks canShare about a PDF file and follows its answer', () => {
    const canShare = vi.fn((data?: ShareData) => data?.files?.[0]?.type === 'application/pdf');
    expect(canSharePdf({ canShare })).toBe(true);
    expect(canShare).toHaveBeenCalledTimes(1);
    expect(canSharePdf({ canShare: () => false })).toBe(false);
  });

  it('is false where canShare throws on files', () => {
    expect(
      canSharePdf({
        canShare: () => {
          throw new TypeError('files');
        },
      }),
    ).toBe(false);
  });
});

describe('openPdf', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    URL.createObjectURL = vi.fn(() => 'blob:http://app/1');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => vi.useRealTimers());

  it('opens the PDF in a new tab and revokes its URL only later', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue({} as Window);
    expect(openPdf(pdf(), 'werkbon-WB26-0155.pdf')).toBe('opened');
    expect(open).toHaveBeenCalledWith('blob:http://app/1', '_blank');
    expect(URL.revokeObjectURL).not.toHaveBeenCalled();
    vi.advanceTimersByTime(OBJECT_URL_LIFETIME_MS);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:http://app/1');
  });

  it('downloads it under its file name when the popup is blocked', () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const clicked: HTMLAnchorElement[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    expect(openPdf(pdf(), 'werkbon-WB26-0155.pdf')).toBe('downloaded');
    expect(clicked).toHaveLength(1);
    expect(clicked[0]!.download).toBe('werkbon-WB26-0155.pdf');
    expect(clicked[0]!.href).toBe('blob:http://app/1');
    // The link was only a means: it does not stay in the page.
    expect(document.querySelector('a[download]')).toBeNull();
    click.mockRestore();
  });
});

describe('pdfFailureMessage', () => {
  it('an answer of the server is a failure, online or not', () => {
    expect(pdfFailureMessage(new ApiError(500, 'INTERNAL', 'boom'), true)).toBe(
      nlWorkOrderDocuments.workOrderPdf.failed,
    );
  });

  it('no answer at all, or no connection, is offline', () => {
    expect(pdfFailureMessage(new TypeError('Failed to fetch'), true)).toBe(nlWorkOrderDocuments.workOrderPdf.offline);
    expect(pdfFailureMessage(new DOMException('timed out', 'TimeoutError'), false)).toBe(
      nlWorkOrderDocuments.workOrderPdf.offline,
    );
  });

  it('a timeout with a connection is a failure', () => {
    expect(pdfFailureMessage(new DOMException('timed out', 'TimeoutError'), true)).toBe(
      nlWorkOrderDocuments.workOrderPdf.failed,
    );
  });
});

describe('WorkOrderPdfActions', () => {
  const order = { id: 7, nummer: 'WB26-0155' } as WorkOrder;
  const share = vi.fn<(data: ShareData) => Promise<void>>();

  beforeEach(() => {
    vi.mocked(getWorkOrderPdf).mockReset();
    vi.mocked(showToast).mockReset();
    share.mockReset();
    Object.assign(navigator, { canShare: () => true, share });
  });
  afterEach(() => {
    cleanup();
    Reflect.deleteProperty(navigator, 'canShare');
    Reflect.deleteProperty(navigator, 'share');
  });

  it("has no 'Delen' where the browser cannot share files", () => {
    Reflect.deleteProperty(navigator, 'canShare');
    render(<WorkOrderPdfActions order={order} />);
    expect(screen.getByRole('button', { name: nlWorkOrderDocuments.workOrderPdf.open })).toBeTruthy();
    expect(screen.queryByRole('button', { name: nlWorkOrderDocuments.workOrderPdf.share })).toBeNull();
  });

  it("'Delen' shares the PDF as werkbon-<nummer>.pdf with the order as title", async () => {
    vi.mocked(getWorkOrderPdf).mockResolvedValue(pdf());
    share.mockResolvedValue();
    render(<WorkOrderPdfActions order={order} />);
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: nlWorkOrderDocuments.workOrderPdf.share })),
    );
    expect(getWorkOrderPdf).toHaveBeenCalledWith(7);
    const data = share.mock.calls[0]![0];
    expect(data.title).toBe('Werkbon WB26-0155');
    expect(data.files).toHaveLength(1);
    expect(data.files![0]!.name).toBe('werkbon-WB26-0155.pdf');
    expect(data.files![0]!.type).toBe('application/pdf');
    expect(showToast).not.toHaveBeenCalled();
  });

  it('says nothing when the user closes the share sheet', async () => {
    vi.mocked(getWorkOrderPdf).mockResolvedValue(pdf());
    share.mockRejectedValue(new DOMException('cancelled', 'AbortError'));
    render(<WorkOrderPdfActions order={order} />);
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: nlWorkOrderDocuments.workOrderPdf.share })),
    );
    expect(share).toHaveBeenCalledTimes(1);
    expect(showToast).not.toHaveBeenCalled();
  });

  it('a share refused for a slow PDF asks for a second tap, which shares the same file without fetching', async () => {
    vi.mocked(getWorkOrderPdf).mockResolvedValue(pdf());
    share.mockRejectedValueOnce(new DOMException('no activation', 'NotAllowedError')).mockResolvedValue();
    render(<WorkOrderPdfActions order={order} />);
    const button = screen.getByRole('button', { name: nlWorkOrderDocuments.workOrderPdf.share });
    await act(async () => fireEvent.click(button));
    expect(showToast).toHaveBeenCalledWith({ type: 'success', message: nlWorkOrderDocuments.workOrderPdf.shareAgain });
    await act(async () => fireEvent.click(button));
    expect(getWorkOrderPdf).toHaveBeenCalledTimes(1);
    expect(share).toHaveBeenCalledTimes(2);
    expect(share.mock.calls[1]![0].files![0]).toBe(share.mock.calls[0]![0].files![0]);
  });

  it("'Werkbon (PDF)' says it is making the PDF, and a failure says so in a toast", async () => {
    let fail!: (error: unknown) => void;
    vi.mocked(getWorkOrderPdf).mockReturnValue(new Promise((_resolve, reject) => (fail = reject)));
    render(<WorkOrderPdfActions order={order} />);
    fireEvent.click(screen.getByRole('button', { name: nlWorkOrderDocuments.workOrderPdf.open }));
    const busy = screen.getByRole('button', { name: nlWorkOrderDocuments.workOrderPdf.making });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    expect(
      (screen.getByRole('button', { name: nlWorkOrderDocuments.workOrderPdf.share }) as HTMLButtonElement).disabled,
    ).toBe(true);
    await act(async () => fail(new ApiError(500, 'INTERNAL', 'boom')));
    expect(showToast).toHaveBeenCalledWith({ type: 'failure', message: nlWorkOrderDocuments.workOrderPdf.failed });
    expect(
      (screen.getByRole('button', { name: nlWorkOrderDocuments.workOrderPdf.open }) as HTMLButtonElement).disabled,
    ).toBe(false);
  });
});
