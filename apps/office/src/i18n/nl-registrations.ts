import type {
  PlanningTargetKind,
  RegistrationStatus,
  ReviewedRegistrationKind,
  ReviewGrouping,
  WeekState,
} from '@bouwwerk/domain';

const count = (n: number, one: string, many: string) => `${n.toLocaleString('nl-NL')} ${n === 1 ? one : many}`;

/** The Dutch texts of Registraties (features/registrations), the office's review of every registration; a part of nl.ts. */
export const nlRegistrations = {
  title: 'Registraties',
  intro: 'Alle uren en materialen van een periode: controleer, corrigeer met een reden en valideer.',
  readOnly: 'Uw rol leest de registraties; corrigeren en valideren doet de administratie.',
  export: {
    label: 'Exporteren',
    formats: { xlsx: 'Excel (XLSX)', csv: 'CSV', urenoverzicht: 'Urenoverzicht (XLSX)' },
  },

  // Filters.
  filters: 'Filters',
  from: 'Van',
  to: 'Tot en met',
  employee: 'Medewerker',
  project: 'Project',
  workOrder: 'Werkbon',
  indirectType: 'Indirect',
  kind: 'Soort',
  status: 'Status',
  weekState: 'Week',
  every: 'Alle',
  everyone: 'Iedereen',
  periodInvalid: (days: number) =>
    `Kies een periode van hoogstens ${days} dagen, met de einddatum niet voor de begindatum.`,
  kinds: { hours: 'Uren', material: 'Materiaal' } satisfies Record<ReviewedRegistrationKind, string>,
  statuses: {
    open: 'Open',
    validated: 'Gevalideerd',
    invoiced: 'Gefactureerd',
    closed: 'Periode afgesloten',
  } satisfies Record<RegistrationStatus, string>,
  weekStates: {
    open: 'Niet ingediend',
    submitted: 'Ingediend',
    approved: 'Goedgekeurd',
    'sent-back': 'Teruggestuurd',
  } satisfies Record<WeekState, string>,
  targetKinds: { project: 'Project', workOrder: 'Werkbon', indirect: 'Indirect' } satisfies Record<
    PlanningTargetKind,
    string
  >,

  // 'Groeperen'.
  groupBy: 'Groeperen',
  noGrouping: 'Niet groeperen',
  groupings: { 'employee-week': 'Medewerker en week', project: 'Project' } satisfies Record<ReviewGrouping, string>,
  groups: {
    label: (by: ReviewGrouping) =>
      by === 'employee-week' ? 'Registraties per medewerker en week' : 'Registraties per project',
    weekColumns: ['Medewerker', 'Week', 'Registraties', 'Uren', 'Geboekt in week', 'Werkuren', 'Ontbreekt'],
    projectColumns: ['Project/werkbon/indirect', 'Soort', 'Registraties', 'Uren', 'Materiaalregels', 'Open'],
    employeeWeek: (name: string, week: number) => `${name}, week ${week}`,
    week: (week: number) => `Week ${week}`,
    noEmployee: 'Zonder medewerker',
    noTarget: 'Zonder project',
    toggle: (label: string, open: boolean) => `${open ? 'Verbergen' : 'Tonen'}: registraties van ${label}`,
    rowsOf: (label: string) => `Registraties van ${label}`,
    missing: (hours: string) => `${hours} ontbreekt`,
    missingOn: (days: string) => `Te weinig uren op ${days}`,
    totals: (groups: number, hours: string, short: number) =>
      `${count(groups, 'groep', 'groepen')} · ${hours} uur${short > 0 ? ` · ${count(short, 'week', 'weken')} met ontbrekende uren` : ''}`,
  },

  // The grid.
  grid: 'Registraties in de gekozen periode',
  columns: {
    select: 'Selectie',
    date: 'Datum',
    employee: 'Medewerker',
    target: 'Project/werkbon/indirect',
    part: 'Onderdeel',
    what: 'Soort',
    amount: 'Aantal',
    remark: 'Opmerking',
    status: 'Status',
    week: 'Week',
    actions: 'Acties',
  },
  selectAll: 'Alle geladen registraties selecteren',
  selectRow: (date: string, employee: string) => `Selecteren: ${date}, ${employee}`,
  none: 'Geen registraties gevonden in deze periode.',
  loadFailed: 'De registraties konden niet worden geladen.',
  loadingMore: 'Meer registraties laden…',
  totals: (rows: number, hours: string, more: boolean) =>
    `${count(rows, 'registratie', 'registraties')}${more ? ' geladen (scroll voor meer)' : ''} · ${hours} uur`,
  selected: (n: number) => `${count(n, 'geselecteerd', 'geselecteerd')}`,
  lockedBecause: (reason: string) => `Niet te corrigeren: ${reason.toLowerCase()}`,
  locks: {
    invoiced: 'Gefactureerd',
    done: 'Werkbon gereed',
    blocked: 'Geblokkeerd',
    'period-closed': 'Periode afgesloten',
    'week-approved': 'Week goedgekeurd',
    'not-found': 'Niet gevonden',
  } as Record<string, string>,
  noEmployee: '—',

  // Validation.
  validate: 'Valideren',
  unvalidate: 'Validatie intrekken',
  validated: (changed: number, skipped: number, reasons: string) =>
    `${changed.toLocaleString('nl-NL')} gevalideerd${skipped > 0 ? `, ${skipped.toLocaleString('nl-NL')} overgeslagen: ${reasons}` : ''}`,
  unvalidated: (changed: number, skipped: number, reasons: string) =>
    `${count(changed, 'validatie', 'validaties')} ingetrokken${skipped > 0 ? `, ${skipped.toLocaleString('nl-NL')} overgeslagen: ${reasons}` : ''}`,

  // A row's actions.
  correct: 'Corrigeren',
  history: 'Geschiedenis',
  historyOf: (date: string, employee: string) => `Geschiedenis: ${date}, ${employee}`,

  // The correction.
  correctionTitle: (date: string, employee: string) => `Registratie corrigeren: ${date}, ${employee}`,
  correctionSave: 'Correctie opslaan',
  corrected: 'Registratie gecorrigeerd.',
  date: 'Datum',
  hours: 'Uren',
  hoursHint: 'Bijvoorbeeld 7:30 of 7,5.',
  quantity: (unit: string) => (unit ? `Aantal (${unit})` : 'Aantal'),
  hourType: 'Uursoort',
  noHourType: 'Geen uursoort',
  part: 'Onderdeel',
  noPart: 'Geen onderdeel',
  remark: 'Opmerking',
  reason: 'Reden',
  reasonHint: 'Komt in de geschiedenis van de registratie.',
  messages: {
    date: 'Vul een geldige datum in.',
    hours: (max: number) => `Vul uren in van meer dan 0:00 tot en met ${max}:00, bijvoorbeeld 7:30.`,
    quantity: 'Vul een aantal in dat niet 0 is (hoogstens 4 decimalen).',
    hourTypeId: 'Kies een uursoort van het bedrijf.',
    partId: 'Kies een onderdeel van het project van deze registratie.',
    remark: (max: number) => `Hoogstens ${max} tekens.`,
    reason: (max: number) => `Vul de reden van de correctie in (hoogstens ${max} tekens, op één regel).`,
  },
  refusals: {
    'period-closed': 'Periode afgesloten: deze registratie of de nieuwe datum valt in een afgesloten periode.',
    'week-approved': 'Week goedgekeurd: de week van deze registratie is al goedgekeurd.',
    invoiced: 'Gefactureerd: deze registratie is al gefactureerd.',
    done: 'Werkbon gereed: deze registratie hoort bij een gereedgemelde werkbon.',
    blocked: 'Geblokkeerd: deze registratie is geblokkeerd.',
  } as Record<string, string>,

  // 'Periode afsluiten'.
  period: 'Afgesloten periode',
  closedThrough: (date: string) => `Afgesloten t/m ${date}`,
  nothingClosed: 'Geen periode afgesloten',
  closePeriod: 'Periode afsluiten',
  closeThrough: 'Afsluiten tot en met',
  closeHint: 'Niemand kan registraties tot en met deze dag daarna nog wijzigen, ook de app niet.',
  closeConfirm: (date: string) => `Periode afsluiten tot en met ${date}`,
  closeDateInvalid: 'Kies een datum na de dag die nu is afgesloten.',
  reopen: 'Heropenen',
  reopenTitle: 'Afgesloten periode heropenen',
  reopenThrough: 'Afgesloten laten tot en met',
  reopenThroughHint: 'Leeg: alles heropenen.',
  reopenDateInvalid: 'Kies een datum voor de dag die nu is afgesloten, of laat het veld leeg.',
  reopenReason: 'Reden',
  reopenReasonMissing: 'Vul de reden van het heropenen in.',
  reopenSave: 'Heropenen',
};
