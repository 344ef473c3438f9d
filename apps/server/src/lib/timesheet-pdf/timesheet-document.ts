import type { WeekReviewDetail, WeekState } from '@bouwwerk/domain';
import type { PdfCompany } from '../pdf/document';

/** One booking of the week as the urenstaat lists it. */
export interface TimesheetLine {
  date: string;
  /** The project, werkbon or indirect work it was booked on. */
  target: string;
  /** The hour type, or the material's name. */
  what: string;
  /** Hours, or the material's quantity. */
  amount: number;
  remark: string;
}

/** Everything the urenstaat PDF shows, as plain data: the layout is tested by building it and parsing the output. */
export interface TimesheetDocument {
  company: PdfCompany;
  employee: string;
  weekNumber: number;
  /** The week's Monday, yyyy-MM-dd. */
  monday: string;
  days: { date: string; workingHours: number }[];
  hours: TimesheetLine[];
  materials: TimesheetLine[];
  approval: {
    state: WeekState;
    submittedAt: Date | null;
    reason: string;
    reviewedAt: Date | null;
    reviewedBy: string | null;
  };
  /** When the PDF was asked for: its creation date and footer. */
  madeAt: Date;
}

/** The urenstaat's data from the week as the office reviews it: the same days, bookings and state. */
export function timesheetDocument(detail: WeekReviewDetail, company: PdfCompany, madeAt: Date): TimesheetDocument {
  const line = (registration: WeekReviewDetail['registrations'][number]): TimesheetLine => ({
    date: registration.date,
    target: registration.target.label,
    what: registration.what,
    amount: registration.amount,
    remark: registration.remark,
  });
  const { week } = detail;
  return {
    company,
    employee: detail.employee.name,
    weekNumber: week.weekNumber,
    monday: week.weekStart,
    days: detail.days.map(({ date, workingHours }) => ({ date, workingHours })),
    hours: detail.registrations.filter((r) => r.kind === 'hours').map(line),
    materials: detail.registrations.filter((r) => r.kind === 'material').map(line),
    approval: {
      state: week.state,
      submittedAt: week.submittedAt ? new Date(week.submittedAt) : null,
      reason: week.reason,
      reviewedAt: week.reviewedAt ? new Date(week.reviewedAt) : null,
      reviewedBy: week.reviewedBy,
    },
    madeAt,
  };
}
