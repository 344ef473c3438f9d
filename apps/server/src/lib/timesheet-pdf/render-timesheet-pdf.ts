import { amsterdamDateTimeShort, longWeekday, parseDate, weekPeriod } from '@bouwwerk/domain';
import { nlWorkOrderDocuments } from '@bouwwerk/texts/nl-work-order-documents';
import { companyHeader, createPdf, footers, heading, paragraph } from '../pdf/document';
import { dayLabel, hoursAsClock, quantity } from '../pdf/format';
import { COLORS, FONT } from '../pdf/page';
import { drawTable } from '../pdf/table';
import type { TimesheetDocument } from './timesheet-document';

const t = nlWorkOrderDocuments.timesheet;

/** 'ma 09-11-2026': the weekday tells the office more in a week's list than the date alone. */
function dayOfWeek(apiDate: string): string {
  const date = parseDate(apiDate, 'api');
  return date ? `${longWeekday(date).slice(0, 2)} ${dayLabel(apiDate)}` : apiDate;
}

/** Hours as a difference: '+1:30', '-0:45', '0:00'. */
function difference(hours: number): string {
  const minutes = Math.round(hours * 60);
  if (minutes === 0) return hoursAsClock(0);
  return `${minutes > 0 ? '+' : '-'}${hoursAsClock(Math.abs(minutes) / 60)}`;
}

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/** Employee and period, as label and value. */
function details(doc: PDFKit.PDFDocument, data: TimesheetDocument): void {
  for (const [label, value] of [
    [t.employee, data.employee],
    [t.period, weekPeriod(parseDate(data.monday, 'api')!)],
  ] as const) {
    doc.font(FONT.bold).fontSize(10).fillColor(COLORS.muted).text(`${label}: `, { continued: true });
    doc.font(FONT.regular).fillColor(COLORS.text).text(value);
  }
}

function hours(doc: PDFKit.PDFDocument, data: TimesheetDocument): void {
  heading(doc, t.hours);
  if (data.hours.length === 0) return paragraph(doc, t.noHours);
  drawTable(
    doc,
    [
      { header: t.date, width: 17, cell: (l) => dayOfWeek(l.date) },
      { header: t.target, width: 31, cell: (l) => l.target },
      { header: t.hourType, width: 16, cell: (l) => l.what },
      { header: t.hours, width: 9, align: 'right', cell: (l) => hoursAsClock(l.amount) },
      { header: t.remark, width: 27, cell: (l) => l.remark },
    ],
    data.hours,
  );
}

/** Each day's booked hours against its working hours, and the week's. */
function perDay(doc: PDFKit.PDFDocument, data: TimesheetDocument): void {
  heading(doc, t.perDay);
  const bookedOn = (date: string) => sum(data.hours.filter((line) => line.date === date).map((line) => line.amount));
  const booked = sum(data.hours.map((line) => line.amount));
  const working = sum(data.days.map((day) => day.workingHours));
  drawTable(
    doc,
    [
      { header: t.day, width: 34, cell: (d) => dayOfWeek(d.date) },
      { header: t.booked, width: 22, align: 'right', cell: (d) => hoursAsClock(bookedOn(d.date)) },
      { header: t.workingHours, width: 22, align: 'right', cell: (d) => hoursAsClock(d.workingHours) },
      { header: t.difference, width: 22, align: 'right', cell: (d) => difference(bookedOn(d.date) - d.workingHours) },
    ],
    data.days,
    [[t.weekTotal, hoursAsClock(booked), hoursAsClock(working), difference(booked - working)]],
  );
}

function materials(doc: PDFKit.PDFDocument, data: TimesheetDocument): void {
  if (data.materials.length === 0) return;
  heading(doc, t.materials);
  drawTable(
    doc,
    [
      { header: t.date, width: 17, cell: (l) => dayOfWeek(l.date) },
      { header: t.target, width: 28, cell: (l) => l.target },
      { header: t.quantity, width: 10, align: 'right', cell: (l) => quantity(l.amount) },
      { header: t.material, width: 25, cell: (l) => l.what },
      { header: t.remark, width: 20, cell: (l) => l.remark },
    ],
    data.materials,
  );
}

/** The week's state in one line: who approved it and when, or how far it got. */
export function approvalLine(approval: TimesheetDocument['approval']): string {
  switch (approval.state) {
    case 'approved':
      return t.approved(
        approval.reviewedBy ?? '',
        approval.reviewedAt ? amsterdamDateTimeShort(approval.reviewedAt) : '',
      );
    case 'submitted':
      return t.submitted(approval.submittedAt ? amsterdamDateTimeShort(approval.submittedAt) : '');
    case 'sent-back':
      return t.sentBack(approval.reason);
    default:
      return t.notSubmitted;
  }
}

/**
 * One employee's week as an A4 urenstaat: the bookings, each day against its working hours, the material and
 * whether the office approved it. Built with the werkbon's blocks (../pdf), so the two read alike.
 */
export function renderTimesheetPdf(data: TimesheetDocument): Promise<Buffer> {
  const title = t.title(data.weekNumber, data.employee);
  const { doc, done } = createPdf({ title, author: data.company.name, madeAt: data.madeAt });
  companyHeader(doc, data.company, title);
  details(doc, data);
  hours(doc, data);
  perDay(doc, data);
  materials(doc, data);
  heading(doc, t.approval);
  paragraph(doc, approvalLine(data.approval));
  footers(doc, data.madeAt, nlWorkOrderDocuments.document);
  doc.end();
  return done;
}
