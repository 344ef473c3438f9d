import type { PlanningConflict, PlanningTargetKind } from '@bouwwerk/domain';

/** The Dutch texts of the Planbord (features/planning), a part of nl.ts. */
export const nlPlanning = {
  title: 'Planning',
  boardLabel: 'Planbord',
  previous: 'Vorige',
  next: 'Volgende',
  today: 'Vandaag',
  period: 'Periode',
  weeks: { 1: 'Week', 2: '2 weken', 4: '4 weken' } as Record<number, string>,
  weeksLabel: 'Weken tegelijk',
  periodOf: (week: number, lastWeek: number, year: string) =>
    week === lastWeek ? `Week ${week}, ${year}` : `Week ${week} t/m ${lastWeek}, ${year}`,
  searchEmployee: 'Medewerker zoeken',
  searchEmployeePlaceholder: 'Naam',
  projectFilter: 'Project',
  allProjects: 'Alle projecten',
  grouping: 'Groeperen',
  groupings: { none: 'Geen', team: 'Team' },
  rightFilter: 'Recht',
  allRights: 'Alle',
  noTeam: 'Zonder team',
  groupSize: (count: number) => (count === 1 ? '(1 medewerker)' : `(${count} medewerkers)`),
  employeeColumn: 'Medewerker',
  weekNumber: (week: number) => `week ${week}`,
  employeeCount: (shown: number, total: number) =>
    shown === total ? `${total} medewerkers` : `${shown} van ${total} medewerkers`,
  none: 'Geen medewerkers gevonden.',
  loadFailed: 'De planning kon niet worden geladen.',
  readOnly: 'Uw rol leest de planning alleen.',
  inactive: 'niet actief',
  cellLabel: (name: string, day: string) => `${name}, ${day}`,
  plannedOfWorking: (planned: string, working: string) => `${planned} / ${working}`,
  plannedExplained: (planned: string, working: string) => `${planned} gepland van ${working} werktijd`,
  booked: (hours: string) => `Geboekt ${hours}`,
  bookedOn: (hours: string, label: string) => `${hours} op ${label}`,
  short: 'Te weinig uren geboekt',
  unplanned: 'Geboekt op iets dat niet gepland was',
  submitted: 'Ingediend',
  legend: 'Legenda',
  conflictMark: 'Conflict (zie het blok)',
  submittedMark: 'Week ingediend',
  kinds: { project: 'Project', workOrder: 'Werkbon', indirect: 'Indirect' } satisfies Record<
    PlanningTargetKind,
    string
  >,
  kindLists: { project: 'Projecten', workOrder: 'Werkbonnen', indirect: 'Indirect werk' } satisfies Record<
    PlanningTargetKind,
    string
  >,
  conflicts: {
    'over-working-hours': 'Meer gepland dan werktijd',
    'on-absence': 'Gepland op een dag met indirect werk',
    'closed-target': 'Project of werkbon is afgerond',
    'inactive-employee': 'Medewerker is niet actief',
  } satisfies Record<PlanningConflict, string>,
  lineHours: (hours: string, arrival: string) => `${hours} per dag${arrival ? `, aankomst ${arrival}` : ''}`,
  blockDays: (first: string, last: string) => (first === last ? first : `${first} t/m ${last}`),
  draggable: 'versleepbaar',
  resize: (label: string) => `Einddag van ${label} verslepen`,
  actionsOf: (label: string) => `Acties voor ${label}`,
  edit: 'Wijzigen',
  move: 'Verplaatsen',
  duplicate: 'Dupliceren',
  remove: 'Verwijderen',
  removeTitle: 'Planning verwijderen',
  removeQuestion: (label: string, days: string, name: string) => `${label} van ${name} (${days}) verwijderen?`,
  removed: (label: string) => `${label} verwijderd.`,
  copyPreviousWeek: 'Kopieer vorige week',
  copyTitle: 'Vorige week kopiëren',
  copyQuestionAll: (from: number, to: number) =>
    `De planning van week ${from} kopiëren naar week ${to}, voor alle medewerkers?`,
  copyQuestionOne: (from: number, to: number, name: string) =>
    `De planning van ${name} in week ${from} kopiëren naar week ${to}?`,
  copy: 'Kopiëren',
  copied: (copied: number, skipped: number) =>
    `${copied === 1 ? '1 regel' : `${copied} regels`} gekopieerd` +
    (skipped > 0
      ? `, ${skipped === 1 ? '1 regel' : `${skipped} regels`} overgeslagen (afgerond of niet actief).`
      : '.'),
  // The side list.
  sideList: 'Plannen',
  sideSearch: 'Zoeken',
  sideSearchPlaceholder: 'Code, nummer, klant of omschrijving',
  sideKind: 'Soort',
  sideHint: 'Sleep naar een dag van een medewerker.',
  sideMore: (shown: number, total: number) => `${shown} van ${total}; zoek verder om te vinden wat u zoekt.`,
  sideNone: 'Niets gevonden.',
  // The cell's dialog.
  cellTitle: (name: string, day: string) => `${name}, ${day}`,
  cellEmpty: 'Niets gepland op deze dag.',
  newLine: 'Nieuwe planning',
  // The line's form.
  editTitle: 'Planning wijzigen',
  newTitle: 'Nieuwe planning',
  moveTitle: 'Planning verplaatsen',
  fields: {
    employeeId: 'Medewerker',
    kind: 'Soort',
    target: 'Project, werkbon of indirect werk',
    startDate: 'Van',
    endDate: 'Tot en met',
    arrival: 'Aankomst',
    durationHours: 'Uren per dag',
    description: 'Omschrijving',
    remark: 'Opmerking',
  },
  arrivalHint: 'Als uu:mm, bijvoorbeeld 07:30; leeg mag.',
  chooseTarget: 'Kies…',
  messages: {
    employeeId: 'Kies een medewerker.',
    target: 'Kies een project, werkbon of indirect werk.',
    arrival: 'Vul een tijd in als uu:mm (bijvoorbeeld 07:30), of laat het leeg.',
    durationHours: 'Vul een aantal uren in, 0 tot 24, in kwartieren of minuten.',
    tooLong: (days: number) => `Een planning loopt hoogstens ${days} dagen; plan een lange afwezigheid in delen.`,
  },
  // What a write did, or why not.
  created: (label: string, name: string, day: string) => `${label} gepland bij ${name}, ${day}.`,
  moved: (label: string, name: string, day: string) => `${label} verplaatst naar ${name}, ${day}.`,
  duplicated: (label: string, name: string, day: string) => `${label} gedupliceerd naar ${name}, ${day}.`,
  stretched: (label: string, day: string) => `${label} loopt nu tot en met ${day}.`,
  saved: 'Planning opgeslagen.',
  changedBy: (name: string, time: string) => `Gewijzigd door ${name} om ${time}`,
  changedMeanwhile: 'Deze planning is intussen door een ander gewijzigd; u ziet nu hoe hij is.',
  removedMeanwhile: 'Deze planning is intussen door een ander verwijderd.',
  targetClosed: 'Dit project of deze werkbon is afgerond of geblokkeerd: er kan niets meer op worden gepland.',
  employeeInactive: 'Deze medewerker is niet actief: er kan niets op hem worden gepland.',
  disconnected: 'Verbinding verbroken — de planning wordt bijgewerkt zodra die terug is',
  // What the screen reader hears while dragging (@dnd-kit).
  dnd: {
    instructions:
      'Druk op spatie om dit op te pakken. Verplaats het met de pijltjestoetsen naar een andere dag of medewerker, ' +
      'druk op spatie om het neer te zetten of op Escape om te annuleren.',
    picked: (label: string) => `${label} opgepakt.`,
    over: (label: string, place: string) => `${label} boven ${place}.`,
    outside: (label: string) => `${label} is niet boven een dag.`,
    dropped: (label: string, place: string) => `${label} neergezet op ${place}.`,
    cancelled: (label: string) => `Verslepen van ${label} geannuleerd.`,
  },
};
