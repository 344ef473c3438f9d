import type { AuditEntry } from '@bouwwerk/domain';

/**
 * The Logboek's words for what the server stores in English: the door a change came through, its action
 * (`employees.update`) and the database's column names (`registratie_rechten`). What it has no word for is
 * shown as stored, so a new table or action is readable before it gets a Dutch name.
 */

export const SOURCE_LABELS: Record<AuditEntry['source'], string> = {
  console: 'Kantoor',
  integration: 'Koppeling',
  app: 'App',
};

/** A record of each audited table, in a sentence's first word. */
const RECORD_NOUNS: Record<string, string> = {
  companies: 'Bedrijf',
  company_working_hours: 'Werktijden van het bedrijf',
  employees: 'Medewerker',
  employee_working_hours: 'Werktijden van een medewerker',
  relations: 'Relatie',
  contact_persons: 'Contactpersoon',
  project_groups: 'Projectgroep',
  projects: 'Project',
  works: 'Werk',
  budgets: 'Onderdeel',
  hour_types: 'Uursoort',
  indirect_work_types: 'Indirecte soort',
  other_cost_types: 'Overige kostensoort',
  work_orders: 'Werkbon',
  work_order_info: 'Extra informatie van een werkbon',
  work_order_signatures: 'Handtekening van een werkbon',
  work_order_photos: 'Foto van een werkbon',
  planning: 'Planning',
  planning_items: 'Planningsregel',
  planning_item_works: 'Werk van een planningsregel',
  materials: 'Materiaal',
  hour_registrations: 'Urenregistratie',
  material_registrations: 'Materiaalregistratie',
  week_submissions: 'Weekstaat',
  office_users: 'Gebruiker',
  office_links: 'Uitnodiging',
  office_passkeys: 'Passkey',
};

const VERBS: Record<string, string> = {
  insert: 'aangemaakt',
  create: 'aangemaakt',
  update: 'gewijzigd',
  delete: 'verwijderd',
};

/** The actions a table's triggers do not write: the routes' own entries. */
const SPECIAL_ACTIONS: Record<string, string> = {
  'employees.password': 'Nieuw wachtwoord',
  'employees.sign_out': 'Afgemeld op telefoons',
  'office_users.password': 'Nieuw wachtwoord gekozen',
  'office_users.password_link': 'Nieuw wachtwoord-link gemaakt',
  'office_users.sign_out': 'Sessies beëindigd',
  'office_links.withdraw': 'Uitnodiging ingetrokken',
  'office_passkeys.insert': 'Passkey toegevoegd',
  'companies.logo': 'Logo gewijzigd',
  'hour_registrations.correction': 'Urenregistratie gecorrigeerd',
  'material_registrations.correction': 'Materiaalregistratie gecorrigeerd',
};

export function actionLabel(action: string): string {
  const special = SPECIAL_ACTIONS[action];
  if (special) return special;
  const [table = '', verb = ''] = action.split('.');
  const noun = RECORD_NOUNS[table];
  const done = VERBS[verb];
  return noun && done ? `${noun} ${done}` : action;
}

/** A week's states as the office names them (Weken), for the Logboek's values and sentences. */
const WEEK_STATE_NAMES: Record<string, string> = {
  submitted: 'Ingediend',
  approved: 'Goedgekeurd',
  'sent-back': 'Teruggestuurd',
};

const stateOf = (values: Record<string, unknown> | null) => (typeof values?.state === 'string' ? values.state : null);

/**
 * A week submission's change said as what happened to the week: submitted (again), approved, sent back, or
 * reopened (approved, then submitted again by a beheerder); null for a change of anything else.
 */
function weekStateLabel(entry: Pick<AuditEntry, 'action' | 'before' | 'after'>): string | null {
  if (entry.action === 'week_submissions.insert') return 'Week ingediend';
  if (entry.action !== 'week_submissions.update') return null;
  const [before, after] = [stateOf(entry.before), stateOf(entry.after)];
  if (before === after) return null;
  if (after === 'approved') return 'Week goedgekeurd';
  if (after === 'sent-back') return 'Week teruggestuurd';
  if (after === 'submitted') return before === 'approved' ? 'Week heropend' : 'Week ingediend';
  return null;
}

/** What an entry did, in a sentence's first words: by what its values say where the action alone says too little. */
export const entryLabel = (entry: Pick<AuditEntry, 'action' | 'before' | 'after'>) =>
  weekStateLabel(entry) ?? actionLabel(entry.action);

/** The 'Soort record' filter: the tables an office looks for most, with the API's name for each. */
export const RECORD_KINDS = [
  { table: 'employees', label: 'Medewerkers' },
  { table: 'hour_registrations', label: 'Registraties' },
  { table: 'material_registrations', label: 'Materiaalregistraties' },
  { table: 'projects', label: 'Projecten' },
  { table: 'work_orders', label: 'Werkbonnen' },
  { table: 'planning_items', label: 'Planning' },
  { table: 'week_submissions', label: 'Weken' },
  { table: 'materials', label: 'Catalogus' },
  { table: 'companies', label: 'Bedrijf' },
  { table: 'office_users', label: 'Gebruikers' },
  { table: 'office_links', label: 'Uitnodigingen' },
  { table: 'office_passkeys', label: 'Passkeys' },
] as const;

export const recordKindLabel = (table: string) =>
  RECORD_KINDS.find((kind) => kind.table === table)?.label ?? RECORD_NOUNS[table] ?? table;

/** An employee's columns by the labels of his form; the rights columns as the rights are called there. */
const EMPLOYEE_COLUMNS: Record<string, string> = {
  first_name: 'Voornaam',
  last_name: 'Achternaam',
  username: 'Gebruikersnaam',
  mobile: 'Mobiel',
  telephone: 'Telefoon',
  active: 'Actief',
  registratie_rechten: 'Uren en materialen registreren',
  project_administratie_ingeschakeld: 'Projectadministratie (Indirect en Projecten)',
  regiewerk_aanmaken_ingeschakeld: 'Regiewerk aanmaken ingeschakeld',
  boeken_overige_projectkosten: 'Overige projectkosten boeken',
  aanmaken_regiewerk: 'Regiewerk aanmaken op project',
  validate_registrations_enabled: 'Registraties eerst valideren',
  team: 'Team',
};

/** An employee's own working hours: a column per day. */
const WORKING_HOURS_COLUMNS: Record<string, string> = {
  employee_id: 'Medewerker',
  monday: 'Maandag',
  tuesday: 'Dinsdag',
  wednesday: 'Woensdag',
  thursday: 'Donderdag',
  friday: 'Vrijdag',
  saturday: 'Zaterdag',
  sunday: 'Zondag',
};

/** The columns of a type (Soorten), as its form names them. */
const NAMED_TYPE_COLUMNS: Record<string, string> = {
  omschrijving: 'Omschrijving',
  sort_order: 'Volgorde',
  active: 'Actief',
};

/** A registration's columns as Registraties names them; `reason` is the office's reason for a correction. */
const REGISTRATION_COLUMNS: Record<string, string> = {
  date: 'Datum',
  hours: 'Uren',
  quantity: 'Aantal',
  hour_type_id: 'Uursoort',
  budget_id: 'Onderdeel',
  work_id: 'Werk',
  remark: 'Opmerking',
  validated: 'Gevalideerd',
  reason: 'Reden',
};

const COLUMN_LABELS: Record<string, Record<string, string>> = {
  employees: EMPLOYEE_COLUMNS,
  hour_types: { ...NAMED_TYPE_COLUMNS, is_default: 'Standaard uursoort' },
  indirect_work_types: NAMED_TYPE_COLUMNS,
  other_cost_types: NAMED_TYPE_COLUMNS,
  companies: {
    name: 'Naam',
    validate_registrations_first: 'Registraties eerst valideren',
    hours_reminder_at: 'Herinnering uren boeken om',
    logo: 'Logo',
    logo_ext: 'Logo (soort bestand)',
    logo_mime: 'Logo (mediatype)',
  },
  employee_working_hours: WORKING_HOURS_COLUMNS,
  hour_registrations: REGISTRATION_COLUMNS,
  material_registrations: REGISTRATION_COLUMNS,
  week_submissions: {
    employee_id: 'Medewerker',
    week_start: 'Week van',
    submitted_at: 'Ingediend op',
    state: 'Status',
    reason: 'Reden',
    reviewed_at: 'Beoordeeld op',
    reviewed_by: 'Beoordeeld door',
  },
};

export const columnLabel = (table: string, column: string) => COLUMN_LABELS[table]?.[column] ?? column;

/** Columns that say nothing to a reader of a change: the keys and the bookkeeping of every row. */
const QUIET_COLUMNS = new Set(['id', 'company_id', 'created_at', 'updated_at', 'change_version']);
/** A table's own bookkeeping: a week submission's place in the integration's feed. */
const QUIET_TABLE_COLUMNS: Record<string, readonly string[]> = { week_submissions: ['seq', 'tx'] };

export interface ColumnChange {
  column: string;
  label: string;
  before: unknown;
  after: unknown;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The columns an entry changed, each before and after: for an update those that differ, for a new record
 * what it was made with, for a removed one what it held. Null on a side means the record was not there.
 */
export function changedColumns(entry: Pick<AuditEntry, 'before' | 'after' | 'target'>): ColumnChange[] {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const columns = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return columns
    .filter(
      (column) =>
        !QUIET_COLUMNS.has(column) &&
        !QUIET_TABLE_COLUMNS[entry.target.table]?.includes(column) &&
        !same(before[column], after[column]),
    )
    .map((column) => ({
      column,
      label: columnLabel(entry.target.table, column),
      before: entry.before === null ? undefined : before[column],
      after: entry.after === null ? undefined : after[column],
    }));
}

/** A stored value as text: 'Ja'/'Nee' for a flag and for the rights kept as 0/1, '—' for nothing. */
export function formatValue(value: unknown, table: string, column: string): string {
  if (value === undefined || value === null || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Ja' : 'Nee';
  if (table === 'week_submissions' && column === 'state' && typeof value === 'string')
    return WEEK_STATE_NAMES[value] ?? value;
  if (typeof value === 'number' && table === 'employees' && column in EMPLOYEE_COLUMNS)
    // As the server reads these rights: booking other project costs only at 1, the others at anything above 0.
    return (column === 'boeken_overige_projectkosten' ? value === 1 : value > 0) ? 'Ja' : 'Nee';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  return JSON.stringify(value);
}
