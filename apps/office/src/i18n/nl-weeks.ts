import type { DayDeviation, WeekDecision, WeekState } from '@bouwwerk/domain';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The Dutch texts of Weken (features/weeks), the office's review of submitted weeks; a part of nl.ts. */
export const nlWeeks = {
  title: 'Weken',
  intro: 'Ingediende weken per medewerker: keur goed wat klopt, stuur terug wat niet klopt.',
  previous: 'Vorige',
  next: 'Volgende',
  thisWeek: 'Deze week',
  period: 'Periode',
  weeksLabel: 'Weken tegelijk',
  weeks: { 1: 'Week', 2: '2 weken', 4: '4 weken', 8: '8 weken' } as Record<number, string>,
  periodOf: (week: number, lastWeek: number, year: string) =>
    week === lastWeek ? `Week ${week}, ${year}` : `Week ${week} t/m ${lastWeek}, ${year}`,
  searchEmployee: 'Medewerker zoeken',
  searchEmployeePlaceholder: 'Naam',
  stateFilter: 'Status',
  allStates: 'Alle',
  onlyDeviations: 'Alleen afwijkingen',
  employeeColumn: 'Medewerker',
  weekColumn: (week: number) => `Week ${week}`,
  employeeCount: (shown: number, total: number) =>
    shown === total ? count(total, 'medewerker', 'medewerkers') : `${shown} van ${total} medewerkers`,
  none: 'Geen weken gevonden.',
  loadFailed: 'De weken konden niet worden geladen.',
  inactive: 'niet actief',
  states: {
    open: 'Niet ingediend',
    submitted: 'Ingediend',
    approved: 'Goedgekeurd',
    'sent-back': 'Teruggestuurd',
  } satisfies Record<WeekState, string>,
  hoursOf: (booked: string, working: string) => `${booked} / ${working}`,
  hoursExplained: (booked: string, working: string) => `${booked} geboekt van ${working} werktijd`,
  deviations: (n: number) => count(n, 'afwijking', 'afwijkingen'),
  lateChanges: 'Gewijzigd na indienen',
  /** The employee's phone reminded him to book on n days of the week. */
  reminded: (days: number) => (days === 1 ? 'Herinnerd' : `${days}× herinnerd`),
  cellLabel: (name: string, week: number) => `${name}, week ${week}`,
  approveClean: 'Goedkeuren wat klopt',
  approveCleanTitle: 'Goedkeuren wat klopt',
  approveCleanAsk: (n: number) =>
    n === 0
      ? 'Er zijn in deze periode geen ingediende weken zonder afwijkingen en zonder wijzigingen na indienen.'
      : `Dit keurt ${count(n, 'ingediende week', 'ingediende weken')} zonder afwijkingen en zonder wijzigingen na indienen goed, van alle medewerkers in deze periode.`,
  approveCleanConfirm: (n: number) => `${count(n, 'week', 'weken')} goedkeuren`,
  approvedClean: (n: number) =>
    n === 0 ? 'Er was geen week om goed te keuren.' : `${count(n, 'week', 'weken')} goedgekeurd.`,

  // The week page.
  back: 'Naar Weken',
  weekOf: (week: number, first: string, last: string) => `Week ${week} (${first} t/m ${last})`,
  previousWeek: 'Vorige week',
  nextWeek: 'Volgende week',
  timesheetPdf: 'Urenstaat (PDF)',
  submittedAt: (at: string) => `Ingediend op ${at}`,
  reviewed: {
    approved: (by: string, at: string) => `Goedgekeurd door ${by} op ${at}`,
    'sent-back': (by: string, at: string) => `Teruggestuurd door ${by} op ${at}`,
    submitted: (by: string, at: string) => `Heropend door ${by} op ${at}`,
  } as Partial<Record<WeekState, (by: string, at: string) => string>>,
  reason: 'Reden',
  totals: 'Uren van de week',
  working: 'Werktijd',
  planned: 'Gepland',
  booked: 'Geboekt',
  days: 'Dagen',
  nothing: 'Niets',
  targetHours: (hours: string, label: string) => `${hours} ${label}`,
  deviationLabels: {
    'missing-hours': 'Uren te kort',
    'unplanned-target': 'Geboekt op iets dat niet gepland was',
    'other-hours': 'Andere uren dan gepland',
    overtime: 'Meer uren dan gepland',
  } satisfies Record<DayDeviation, string>,
  noDeviations: 'Geen afwijkingen',
  registrations: 'Registraties',
  noRegistrations: 'Geen registraties in deze week.',
  late: 'Na indienen gewijzigd',
  validated: 'Gevalideerd',
  actions: 'Beoordelen',
  decisions: {
    approve: 'Week goedkeuren',
    'send-back': 'Terugsturen',
    reopen: 'Heropenen',
  } satisfies Record<WeekDecision, string>,
  decisionTitles: {
    approve: 'Week goedkeuren',
    'send-back': 'Week terugsturen',
    reopen: 'Week heropenen',
  } satisfies Record<WeekDecision, string>,
  reasonHints: {
    approve: '',
    'send-back': 'De medewerker ziet deze reden bovenaan zijn week in de app.',
    reopen: 'Het Logboek bewaart deze reden; de week staat daarna weer op Ingediend.',
  } satisfies Record<WeekDecision, string>,
  reasonRequired: 'Vul een reden in',
  decided: {
    approve: 'Week goedgekeurd.',
    'send-back': 'Week teruggestuurd.',
    reopen: 'Week heropend.',
  } satisfies Record<WeekDecision, string>,
  changedMeanwhile: 'Deze week is intussen gewijzigd. Hieronder staat hoe hij nu is; bekijk hem opnieuw.',
  reopenNeedsBeheerder: 'Alleen een beheerder heropent een goedgekeurde week.',
  nothingToDecide: {
    open: 'De medewerker heeft deze week nog niet ingediend.',
    'sent-back': 'Deze week ligt bij de medewerker om te verbeteren.',
  } as Partial<Record<WeekState, string>>,
};
