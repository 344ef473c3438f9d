import type { WeekReviewDetail } from '@bouwwerk/domain';
import type { Repositories } from '../../repositories';
import { pdfFilename } from '../pdf/format';
import { logoPng } from '../pdf/logo';
import { timesheetDocument, type TimesheetDocument } from './timesheet-document';

export type { TimesheetDocument } from './timesheet-document';

/** Loaded with the first PDF, as the werkbon's renderer is (pdfkit and the fonts weigh some 25 MB). */
export async function renderTimesheetPdf(document: TimesheetDocument): Promise<Buffer> {
  const { renderTimesheetPdf: render } = await import('./render-timesheet-pdf');
  return render(document);
}

/** urenstaat-week-46-Jan-Jansen.pdf */
export const timesheetPdfFilename = (weekNumber: number, employee: string) =>
  pdfFilename('urenstaat', `week-${weekNumber}-${employee}`);

/** The urenstaat of a week the office reviews, with the file name to give it. */
export async function timesheetPdf(
  repos: Repositories,
  companyId: number,
  detail: WeekReviewDetail,
  madeAt = new Date(),
): Promise<{ pdf: Buffer; filename: string }> {
  const company = await repos.workOrderDocument.company(companyId);
  const logo = await logoPng(company.logo, company.logo_mime);
  const document = timesheetDocument(detail, { name: company.name, logo }, madeAt);
  return {
    pdf: await renderTimesheetPdf(document),
    filename: timesheetPdfFilename(document.weekNumber, document.employee),
  };
}
