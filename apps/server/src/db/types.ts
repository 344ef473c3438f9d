import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/** numeric and int8 columns are parsed to numbers by both drivers (see database.ts). */
type Numeric = ColumnType<number, number | string, number | string>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A nullable column that is left out on insert unless given. */
type Optional<T> = ColumnType<T | null, T | null | undefined, T | null>;

/**
 * What the office feeds through the integration API (migration 005): its own id for the record, and when it
 * removed a record that registrations still point at (then it stays, hidden from the app).
 */
interface ExternallyFed {
  external_id: Optional<string>;
  deleted_at: Optional<Date | string>;
}

/** A timestamp with a database default: optional on insert. */
type DefaultTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** date columns are read as 'yyyy-MM-dd' text (see the type parsers in database.ts). */
type DateText = ColumnType<string, string, string>;

export interface CompaniesTable {
  id: Generated<number>;
  code: string;
  name: string;
  logo_ext: Generated<string>;
  logo: Uint8Array | null;
  logo_mime: string | null;
  materials_modified_at: DefaultTimestamp;
  /** Migration 014: registrations are validated before any employee may change them (decision 018). */
  validate_registrations_first: Generated<boolean>;
  /** Migration 020: no registration dated on or before it is written any more (decision 020). */
  registrations_closed_through: DateText | null;
  /** Why the period was last closed or reopened, for the Logboek. */
  registrations_period_reason: Generated<string>;
  /** When today's reminders to book go out (HH:MM:SS, Amsterdam); null: none (migration 023). */
  hours_reminder_at: string | null;
  created_at: DefaultTimestamp;
}

export interface CompanyWorkingHoursTable {
  company_id: number;
  weekday: number;
  hours: Numeric;
}

/** Migration 015: an employee's own working hours, Monday to Sunday; no row where he follows the company's. */
export interface EmployeeWorkingHoursTable {
  company_id: number;
  employee_id: number;
  monday: Numeric;
  tuesday: Numeric;
  wednesday: Numeric;
  thursday: Numeric;
  friday: Numeric;
  saturday: Numeric;
  sunday: Numeric;
}

export interface EmployeesTable extends ExternallyFed {
  id: Generated<number>;
  company_id: number;
  username: string;
  password_hash: Uint8Array;
  password_salt: Uint8Array;
  first_name: string;
  last_name: string;
  mobile: Generated<string>;
  telephone: Generated<string>;
  active: Generated<boolean>;
  registratie_rechten: Generated<number>;
  project_administratie_ingeschakeld: Generated<boolean>;
  regiewerk_aanmaken_ingeschakeld: Generated<boolean>;
  boeken_overige_projectkosten: Generated<number>;
  aanmaken_regiewerk: Generated<number>;
  validate_registrations_enabled: Generated<boolean>;
  /** The office's own grouping of the Planbord (migration 021); '' for none. */
  team: Generated<string>;
  created_at: DefaultTimestamp;
}

export interface SessionsTable {
  id: Generated<number>;
  company_id: number;
  employee_id: number;
  token_hash: Uint8Array;
  created_at: DefaultTimestamp;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
}

/** One sign-in limit's count (migration 003, decision 008): reserved and counted in one statement. */
export interface SignInCountersTable {
  key: string;
  attempts: number;
  last_at: Timestamp;
  next_at: Timestamp;
}

/** A device that signed in to this account before; only the token's SHA-256 is stored. */
export interface DeviceTokensTable {
  id: Generated<number>;
  company_id: number;
  employee_id: number;
  token_hash: Uint8Array;
  failures: Generated<number>;
  created_at: DefaultTimestamp;
  last_used_at: DefaultTimestamp;
}

export interface IdempotencyKeysTable {
  company_id: number;
  employee_id: number;
  key: string;
  request_fingerprint: string;
  status_code: number;
  response_body: string | null;
  response_content_type: string | null;
  created_at: DefaultTimestamp;
}

export interface RelationsTable extends ExternallyFed {
  id: Generated<number>;
  company_id: number;
  company_name: Generated<string>;
  contact_address: Generated<string>;
  contact_zip_code: Generated<string>;
  contact_city: Generated<string>;
  telephone: Generated<string>;
  created_at: DefaultTimestamp;
}

export interface ContactPersonsTable extends ExternallyFed {
  id: Generated<number>;
  company_id: number;
  relation_id: number;
  name: string;
}

export interface ProjectGroupsTable extends ExternallyFed {
  id: Generated<number>;
  company_id: number;
  company_name: Generated<string>;
}

export interface ProjectsTable extends ExternallyFed {
  id: Generated<number>;
  company_id: number;
  code: Generated<string>;
  relation_id: number | null;
  contact_person_id: number | null;
  project_group_id: number | null;
  customer: Generated<string>;
  description: Generated<string>;
  address: Generated<string>;
  postalcode: Generated<string>;
  city: Generated<string>;
  phone: Generated<string>;
  project_year: number | null;
  soort_id: Generated<number>;
  status: Generated<number>;
  afronden: Generated<number>;
  is_oud: Generated<boolean>;
  is_done: Generated<boolean>;
  has_active_administration: Generated<boolean>;
  new_relation_created: Generated<boolean>;
  remark_resource_planning: Generated<string>;
  start_date: DateText | null;
  end_date: DateText | null;
  created_at: DefaultTimestamp;
}

export interface WorksTable extends ExternallyFed {
  id: Generated<number>;
  company_id: number;
  project_id: number;
  omschrijving: Generated<string>;
  soort_id: Generated<number>;
  status_id: Generated<number>;
  active: Generated<boolean>;
  is_oud: Generated<boolean>;
  created: ColumnType<string, string | undefined, string>;
  created_by: number | null;
}

export interface BudgetsTable extends ExternallyFed {
  id: Generated<number>;
  company_id: number;
  work_id: number;
  code: Generated<string>;
  omschrijving: Generated<string>;
  soort: Generated<number>;
  active: Generated<boolean>;
  is_done: Generated<boolean>;
  geblokkeerd: Generated<boolean>;
  factuur_id: number | null;
}

interface NamedTypeTable extends ExternallyFed {
  id: Generated<number>;
  company_id: number;
  omschrijving: string;
  sort_order: Generated<number>;
  active: Generated<boolean>;
}

/** Hour types also mark the company's default, the one a new hours form starts on (migration 011). */
interface HourTypesTable extends NamedTypeTable {
  is_default: Generated<boolean>;
}

export interface WorkOrdersTable extends ExternallyFed {
  id: Generated<number>;
  company_id: number;
  project_id: number | null;
  relation_id: number | null;
  nummer: string;
  order_status: Generated<number>;
  factuur_id: number | null;
  external_reference: Generated<string>;
  external_order: Generated<string>;
  customer: Generated<string>;
  address_name: Generated<string>;
  street: Generated<string>;
  postal: Generated<string>;
  city: Generated<string>;
  telephone: Generated<string>;
  description: Generated<string>;
  order_description: Generated<string>;
  is_done: Generated<boolean>;
  start_date: DateText | null;
  end_date: DateText | null;
  created_at: DefaultTimestamp;
}

/** Every signature of a work order (migration 004); the order's signature is the latest. */
export interface WorkOrderSignaturesTable {
  id: Generated<number>;
  company_id: number;
  work_order_id: number;
  signature_png: Uint8Array;
  signed_at: Timestamp;
  /** Null only for a signature migrated from before 004 without a signer. */
  signed_by: number | null;
  /** 'Naam klant' (migration 008); null for a signature given before the app asked for it. */
  signer_name: string | null;
}

/** A work order's photos (migration 008), as the server re-encoded them: upright, without metadata. */
export interface WorkOrderPhotosTable {
  id: Generated<number>;
  company_id: number;
  work_order_id: number;
  taken_by: number;
  taken_at: DefaultTimestamp;
  width: number;
  height: number;
  photo_jpeg: Uint8Array;
  thumbnail_jpeg: Uint8Array;
  thumbnail_width: number;
  thumbnail_height: number;
}

export interface WorkOrderInfoTable {
  id: Generated<number>;
  company_id: number;
  work_order_id: number;
  label: string;
  value: Generated<string>;
  sort_order: Generated<number>;
}

export interface PlanningTable extends ExternallyFed {
  id: Generated<number>;
  company_id: number;
  employee_id: number;
  start_date: DateText;
  end_date: DateText;
  arrival: Generated<string>;
  duration: ColumnType<number, number | string | undefined, number | string>;
  project_id: number | null;
  work_order_id: number | null;
  indirect_work_type_id: number | null;
  description: Generated<string>;
  remark: Generated<string>;
  /** Migration 017: raised by a trigger on every change; a change based on an older one is refused. */
  version: Generated<number>;
}

export interface PlanningItemsTable {
  id: Generated<number>;
  company_id: number;
  project_id: number;
  date: DateText;
  description: Generated<string>;
  /** The planning line (migration 005) this item was fed with; null for items of the project alone. */
  planning_id: Optional<number>;
}

export interface PlanningItemWorksTable {
  id: Generated<number>;
  company_id: number;
  planning_item_id: number;
  description: Generated<string>;
  relation_id: number | null;
}

export interface MaterialsTable extends ExternallyFed {
  id: Generated<number>;
  company_id: number;
  parent_group_code: string;
  parent_group_description: Generated<string>;
  group_code: string;
  group_description: Generated<string>;
  code: Generated<string>;
  description: string;
  unit: string;
  quantity: ColumnType<number, number | string | undefined, number | string>;
}

export interface HourRegistrationsTable {
  id: Generated<number>;
  company_id: number;
  employee_id: number;
  date: DateText;
  project_id: number | null;
  work_id: number | null;
  budget_id: number | null;
  work_order_id: number | null;
  indirect_work_type_id: number | null;
  hour_type_id: number | null;
  other_cost_type_id: number | null;
  hours: Numeric;
  remark: Generated<string>;
  omschrijving: Generated<string>;
  percentage: Numeric | null;
  verkoopfactuurregel_id: Generated<number>;
  validated: Generated<number>;
  is_done: Generated<boolean>;
  geblokkeerd: Generated<boolean>;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export interface MaterialRegistrationsTable {
  id: Generated<number>;
  company_id: number;
  employee_id: number | null;
  date: DateText;
  project_id: number | null;
  work_id: number | null;
  budget_id: number | null;
  work_order_id: number | null;
  material_id: number | null;
  quantity: Numeric;
  unit: string;
  description: string;
  remark: Generated<string>;
  type: Generated<number>;
  is_predefined: Generated<boolean>;
  verkoopfactuurregel_id: Generated<number>;
  validated: Generated<number>;
  geblokkeerd: Generated<boolean>;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

/** An office system's API key (migration 005); only its SHA-256 is kept. */
export interface IntegrationKeysTable {
  id: Generated<number>;
  company_id: number;
  prefix: string;
  key_hash: Uint8Array;
  name: Generated<string>;
  created_at: DefaultTimestamp;
  last_used_at: Optional<Date | string>;
  revoked_at: Optional<Date | string>;
}

/** One registration change, logged by a trigger in the writing transaction (migration 005, decision 009). */
export interface RegistrationChangesTable {
  seq: Generated<number>;
  company_id: number;
  kind: 'hours' | 'material';
  registration_id: number;
  action: 'insert' | 'update' | 'delete';
  row: unknown;
  /** xid8 as text: a 64-bit transaction id. */
  tx: Generated<string>;
  changed_at: DefaultTimestamp;
}

/** A company's webhook (migration 006); secret is the Standard Webhooks signing secret, kept to sign with. */
export interface WebhooksTable {
  id: Generated<number>;
  company_id: number;
  url: string;
  events: string[];
  secret: string;
  /** How far the change feed was turned into deliveries: the feed's position (xid8 as text, and seq). */
  feed_tx: ColumnType<string, string | undefined, string>;
  feed_seq: ColumnType<number, number | string | undefined, number | string>;
  last_success_at: Optional<Date | string>;
  last_failure_at: Optional<Date | string>;
  last_failure_status_code: Optional<number>;
  last_failure_error: Optional<string>;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

/** One change sent to one webhook, with its retries (migration 006). */
export interface WebhookDeliveriesTable {
  id: Generated<number>;
  webhook_id: number;
  message_id: string;
  /** Null for a week event (migration 022). */
  change_id: number | null;
  event: string;
  /** 'week' for a week event, whose registration_id is the week submission's seq. */
  registration_kind: 'hours' | 'material' | 'week';
  registration_id: number;
  body: string;
  status: ColumnType<
    'pending' | 'delivered' | 'failed',
    'pending' | 'delivered' | 'failed' | undefined,
    'pending' | 'delivered' | 'failed'
  >;
  attempts: Generated<number>;
  next_attempt_at: DefaultTimestamp;
  lease_owner: Optional<string>;
  lease_until: Optional<Date | string>;
  last_attempt_at: Optional<Date | string>;
  last_status_code: Optional<number>;
  last_error: Optional<string>;
  delivered_at: Optional<Date | string>;
  created_at: DefaultTimestamp;
}

/** An employee's ISO week marked as complete (migration 007); never changed once written. */
export interface WeekSubmissionsTable {
  seq: Generated<number>;
  company_id: number;
  employee_id: number;
  /** The week's Monday. */
  week_start: DateText;
  submitted_at: DefaultTimestamp;
  /** xid8 as text: the transaction that last wrote it, for the integration's list in commit order. */
  tx: Generated<string>;
  /** No row: open (migration 022). */
  state: Generated<'submitted' | 'approved' | 'sent-back'>;
  /** Why the office last sent it back or reopened it; '' after an approval. */
  reason: Generated<string>;
  reviewed_at: Date | null;
  /** The office user's name who last approved, sent back or reopened it. */
  reviewed_by: string | null;
}

/** Per company (employee_id 0) and per employee, the version of what the app reads (migration 009). */
export interface ChangeVersionsTable {
  company_id: number;
  employee_id: number;
  /** The backend pid of the connection that bumps this row: connections never wait for each other. */
  writer: number;
  /** bigint: a string from both drivers. */
  version: string;
}

/** An office console user (migration 013): one company, one role; no password until a link sets one. */
export interface OfficeUsersTable {
  id: Generated<number>;
  company_id: number;
  email: string;
  name: string;
  role: 'beheerder' | 'planner' | 'administratie';
  password_hash: string | null;
  active: Generated<boolean>;
  created_at: DefaultTimestamp;
}

/** An office session: only the SHA-256 of the cookie's random id is kept. */
export interface OfficeSessionsTable {
  id: Generated<number>;
  company_id: number;
  office_user_id: number;
  id_hash: Uint8Array;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  ended_at: Timestamp | null;
}

/** A one-time link that sets an office password: an invitation, or a new password for an existing user. */
export interface OfficeLinksTable {
  id: Generated<number>;
  company_id: number;
  token_hash: Uint8Array;
  purpose: 'invitation' | 'password';
  office_user_id: number | null;
  email: string;
  name: string;
  role: 'beheerder' | 'planner' | 'administratie';
  created_by: number | null;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  withdrawn_at: Timestamp | null;
}

/** An office user's passkey (WebAuthn credential): its public key and signature counter. */
export interface OfficePasskeysTable {
  id: Generated<number>;
  company_id: number;
  office_user_id: number;
  credential_id: string;
  public_key: Uint8Array;
  counter: Numeric;
  transports: ColumnType<string[], string[] | undefined, string[]>;
  name: Generated<string>;
  created_at: Timestamp;
  last_used_at: Timestamp | null;
}

/** A WebAuthn challenge, kept for one attempt and deleted when it is used. */
export interface OfficePasskeyChallengesTable {
  id: Generated<number>;
  challenge: string;
  purpose: 'register' | 'sign_in';
  office_user_id: number | null;
  expires_at: Timestamp;
}

/** One change by anyone, written in the change's own transaction; append-only (a trigger refuses the rest). */
export interface AuditLogTable {
  id: Generated<number>;
  company_id: number;
  at: DefaultTimestamp;
  source: 'console' | 'integration' | 'app';
  actor_kind: 'office_user' | 'integration_key' | 'employee' | 'system';
  actor_id: number | null;
  actor_name: string;
  action: string;
  target_table: string;
  target_id: number | null;
  target_label: Generated<string>;
  before: unknown;
  after: unknown;
  /** xid8 as text: the writing transaction, for the integration API's feed in commit order. */
  tx: Generated<string>;
}

export interface Database {
  companies: CompaniesTable;
  company_working_hours: CompanyWorkingHoursTable;
  employees: EmployeesTable;
  employee_working_hours: EmployeeWorkingHoursTable;
  sessions: SessionsTable;
  sign_in_counters: SignInCountersTable;
  device_tokens: DeviceTokensTable;
  idempotency_keys: IdempotencyKeysTable;
  relations: RelationsTable;
  contact_persons: ContactPersonsTable;
  project_groups: ProjectGroupsTable;
  projects: ProjectsTable;
  works: WorksTable;
  budgets: BudgetsTable;
  hour_types: HourTypesTable;
  indirect_work_types: NamedTypeTable;
  other_cost_types: NamedTypeTable;
  work_orders: WorkOrdersTable;
  work_order_info: WorkOrderInfoTable;
  work_order_signatures: WorkOrderSignaturesTable;
  work_order_photos: WorkOrderPhotosTable;
  planning: PlanningTable;
  planning_items: PlanningItemsTable;
  planning_item_works: PlanningItemWorksTable;
  materials: MaterialsTable;
  hour_registrations: HourRegistrationsTable;
  material_registrations: MaterialRegistrationsTable;
  integration_keys: IntegrationKeysTable;
  registration_changes: RegistrationChangesTable;
  webhooks: WebhooksTable;
  webhook_deliveries: WebhookDeliveriesTable;
  week_submissions: WeekSubmissionsTable;
  change_versions: ChangeVersionsTable;
  office_users: OfficeUsersTable;
  office_sessions: OfficeSessionsTable;
  office_links: OfficeLinksTable;
  office_passkeys: OfficePasskeysTable;
  office_passkey_challenges: OfficePasskeyChallengesTable;
  audit_log: AuditLogTable;
}

export type Company = Selectable<CompaniesTable>;
export type Employee = Selectable<EmployeesTable>;
export type NewEmployee = Insertable<EmployeesTable>;
export type EmployeeUpdate = Updateable<EmployeesTable>;
