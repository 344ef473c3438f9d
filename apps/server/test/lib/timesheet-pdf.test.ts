import { describe, expect, it } from 'vitest';
import { renderTimesheetPdf, timesheetPdfFilename, type TimesheetDocument } from '../../src/lib/timesheet-pdf/index';
import { approvalLine } from '../../src/lib/timesheet-pdf/render-timesheet-pdf';
import { readPdf } from '../helpers/work-order-pdf';

const days = Array.from({ length: 7 }, (_, i) => ({
  date: `2026-11-${String(9 + i).padStart(2, '0')}`,
  workingHours: i < 5 ? 8 : 0,
}));

const week = (hours: TimesheetDocument['hours']): TimesheetDocument => ({
  company: { name: 'Demo Bouw', logo: null },
  employee: 'Jan Jansen',
  weekNumber: 46,
  monday: '2026-11-09',
  days,
  hours,
  materials: [],
  approval: { state: 'open', submittedAt: null, reason: '', reviewedAt: null, reviewedBy: null },
  madeAt: new Date('2026-11-26T08:00:00Z'),
});

describe('the urenstaat PDF', () => {
  it('breaks a long week over pages, the header row on each, and gives the same bytes for the same data', async () => {
    const hours = Array.from({ length: 60 }, (_, i) => ({
      date: days[i % 5]!.date,
      target: `P26-0${10 + i} Project met een lange omschrijving die over twee regels gaat`,
      what: 'Normaal',
      amount: 0.25,
      remark: i % 3 ? '' : 'Opmerking',
    }));
    const bytes = await renderTimesheetPdf(week(hours));
    expect((await renderTimesheetPdf(week(hours))).equals(bytes)).toBe(true);
    const pdf = await readPdf(bytes);
    expect(pdf.pages.length).toBeGreaterThan(1);
    for (const [i, page] of pdf.pages.entries()) expect(page).toContain(`Pagina ${i + 1} van ${pdf.pages.length}`);
    expect(pdf.pages[1]).toContain('Datum Project / werkbon / indirect Uursoort Uren Opmerking');
    expect(pdf.text).toMatch(/Totaal week 15:00 40:00 -25:00/);
    expect(pdf.text).not.toContain('Materiaal');
  });

  it('says how far the approval got', () => {
    const at = new Date('2026-11-16T09:42:00Z');
    const approval = { submittedAt: at, reason: '', reviewedAt: at, reviewedBy: 'Anne' };
    expect(approvalLine({ ...approval, state: 'approved' })).toBe('Goedgekeurd door Anne op 16-11-2026 10:42');
    expect(approvalLine({ ...approval, state: 'submitted' })).toBe(
      'Ingediend op 16-11-2026 10:42, nog niet goedgekeurd',
    );
    expect(approvalLine({ ...approval, state: 'sent-back', reason: 'Mist vrijdag' })).toBe(
      'Teruggestuurd: Mist vrijdag',
    );
    expect(approvalLine({ ...approval, state: 'open' })).toBe('Niet ingediend');
  });

  it('is named by week and employee, safely', () => {
    expect(timesheetPdfFilename(46, 'Jan Jansen')).toBe('urenstaat-week-46-Jan-Jansen.pdf');
    expect(timesheetPdfFilename(1, 'Zoë "de" Vries/..')).toBe('urenstaat-week-1-Zoe-de-Vries.pdf');
  });
});
