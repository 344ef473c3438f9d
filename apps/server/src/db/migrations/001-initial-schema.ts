import type { Kysely } from 'kysely';
import { executeStatements } from '../execute-statements';

/**
 * The whole data model of the specification's section 3. Every table carries company_id, and every
 * child table repeats it so that each query can filter on the caller's company without a join.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await executeStatements(
    db,
    `
    CREATE TABLE companies (
      id serial PRIMARY KEY,
      code text NOT NULL,
      name text NOT NULL,
      logo_ext text NOT NULL DEFAULT '',
      logo bytea,
      logo_mime text,
      materials_modified_at timestamptz NOT NULL DEFAULT now(),
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE UNIQUE INDEX companies_code_key ON companies (lower(code));

    -- A table keyed by company_id only would not need the column twice; kept for the rule "every table".
    CREATE TABLE company_working_hours (
      company_id integer NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      weekday smallint NOT NULL CHECK (weekday BETWEEN 1 AND 7),
      hours numeric(6,4) NOT NULL CHECK (hours >= 0 AND hours <= 24),
      PRIMARY KEY (company_id, weekday)
    );

    CREATE TABLE employees (
      id serial PRIMARY KEY,
      company_id integer NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      username text NOT NULL,
      password_hash bytea NOT NULL,
      password_salt bytea NOT NULL,
      first_name text NOT NULL,
      last_name text NOT NULL,
      mobile text NOT NULL DEFAULT '',
      telephone text NOT NULL DEFAULT '',
      active boolean NOT NULL DEFAULT true,
      registratie_rechten integer NOT NULL DEFAULT 0,
      project_administratie_ingeschakeld boolean NOT NULL DEFAULT false,
      regiewerk_aanmaken_ingeschakeld boolean NOT NULL DEFAULT false,
      boeken_overige_projectkosten integer NOT NULL DEFAULT 0,
      aanmaken_regiewerk integer NOT NULL DEFAULT 0,
      validate_registrations_enabled boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE UNIQUE INDEX employees_company_username_key ON employees (company_id, lower(username));

    CREATE TABLE sessions (
      id bigserial PRIMARY KEY,
      company_id integer NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      employee_id integer NOT NULL REFERENCES employees(id) ON DELETE CASCADE,
      token_hash bytea NOT NULL UNIQUE,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      revoked_at timestamptz
    );
    CREATE INDEX sessions_employee_idx ON sessions (company_id, employee_id);

    CREATE TABLE login_failures (
      id bigserial PRIMARY KEY,
      key text NOT NULL,
      failed_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX login_failures_key_idx ON login_failures (key, failed_at);

    CREATE TABLE idempotency_keys (
      company_id integer NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      employee_id integer NOT NULL REFERENCES employees(id) ON DELETE CASCADE,
      key text NOT NULL,
      request_fingerprint text NOT NULL,
      status_code integer,
      response_body text,
      response_content_type text,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (employee_id, key)
    );
    CREATE INDEX idempotency_keys_created_idx ON idempotency_keys (created_at);

    CREATE TABLE relations (
      id serial PRIMARY KEY,
      company_id integer NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      company_name text NOT NULL DEFAULT '',
      contact_address text NOT NULL DEFAULT '',
      contact_zip_code text NOT NULL DEFAULT '',
      contact_city text NOT NULL DEFAULT '',
      telephone text NOT NULL DEFAULT '',
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX relations_company_idx ON relations (company_id);

    CREATE TABLE contact_persons (
      id serial PRIMARY KEY,
      company_id integer NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      relation_id integer NOT NULL REFERENCES relations(id) ON DELETE CASCADE,
      name text NOT NULL
    );
    CREATE INDEX contact_persons_relation_idx ON contact_persons (company_id, relation_id);

    CREATE TABLE project_groups (
      id serial PRIMARY KEY,
      company_id integer NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      company_name text NOT NULL DEFAULT ''
    );
    CREATE INDEX project_groups_company_idx ON project_groups (company_id);

    CREATE TABLE projects (
      id serial PRIMARY KEY,
      company_id integer NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      code text NOT NULL DEFAULT '',
      relation_id integer REFERENCES relations(id),
      contact_person_id integer REFERENCES contact_persons(id),
      project_group_id integer REFERENCES project_groups(id),
      customer text NOT NULL DEFAULT '',
      description text NOT NULL DEFAULT '',
      address text NOT NULL DEFAULT '',
      postalcode text NOT NULL DEFAULT '',
      city text NOT NULL DEFAULT '',
      phone text NOT NULL DEFAULT '',
      project_year integer,
      -- 0 normal, 1 regie (a cost-plus project)
      soort_id integer NOT NULL DEFAULT 0,
      status integer NOT NULL DEFAULT 0,
      afronden integer NOT NULL DEFAULT 0,
      is_oud boolean NOT NULL DEFAULT false,
      is_done boolean NOT NULL DEFAULT false,
      has_active_administration boolean NOT NULL DEFAULT true,
      new_relation_created boolean NOT NULL DEFAULT false,
      remark_resource_planning text NOT NULL DEFAULT '',
      start_date date,
      end_date date,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX projects_company_idx ON projects (company_id);

    -- werken: soort_id 0 normal, 1 cost-plus (regie); status_id 0 active.
    CREATE TABLE works (
      id serial PRIMARY KEY,
      company_id integer NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      project_id integer NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
      omschrijving text NOT NULL DEFAULT '',
      soort_id integer NOT NULL DEFAULT 0,
      status_id integer NOT NULL DEFAULT 0,
      active boolean NOT NULL DEFAULT true,
      is_oud boolean NOT NULL DEFAULT false,
      created date NOT NULL DEFAULT CURRENT_DATE,
      created_by integer REFERENCES employees(id)
    );
    CREATE INDEX works_project_idx ON works (company_id, project_id);

    -- onderdelen: soort 0 budget, 1 stelpost, 2 overige projectkosten. factuur_id non-null means invoiced.
    CREATE TABLE budgets (
      id serial PRIMARY KEY,
      company_id integer NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      work_id integer NOT NULL REFERENCES works(id) ON DELETE CASCADE,
      code text NOT NULL DEFAULT '',
      omschrijving text NOT NULL DEFAULT '',
      soort integer NOT NULL DEFAULT 0 CHECK (soort IN (0, 1, 2)),
      active boolean NOT NULL DEFAULT true,
      is_done boolean NOT NULL DEFAULT false,
      geblokkeerd boolean NOT NULL DEFAULT false,
      factuur_id integer
    );
    CREATE INDEX budgets_work_idx ON budgets (company_id, work_id);

    CREATE TABLE hour_types (
      id serial PRIMARY KEY,
      company_id integer NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      omschrijving text NOT NULL,
      sort_order integer NOT NULL DEFAULT 0,
      active boolean NOT NULL DEFAULT true
    );
    CREATE INDEX hour_types_company_idx ON hour_types (company_id);

    CREATE TABLE indirect_work_types (
      id serial PRIMARY KEY,
      company_id integer NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      omschrijving text NOT NULL,
      sort_order integer NOT NULL DEFAULT 0,
      active boolean NOT NULL DEFAULT true
    );
    CREATE INDEX indirect_work_types_company_idx ON indirect_work_types (company_id);

    CREATE TABLE other_cost_types (
      id serial PRIMARY KEY,
      company_id integer NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      omschrijving text NOT NULL,
      sort_order integer NOT NULL DEFAULT 0,
      active boolean NOT NULL DEFAULT true
    );
    CREATE INDEX other_cost_types_company_idx ON other_cost_types (company_id);

    CREATE TABLE work_orders (
      id serial PRIMARY KEY,
      company_id integer NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      project_id integer REFERENCES projects(id),
      relation_id integer REFERENCES relations(id),
      nummer text NOT NULL,
      order_status integer NOT NULL DEFAULT 2,
      factuur_id integer,
      external_reference text NOT NULL DEFAULT '',
      external_order text NOT NULL DEFAULT '',
      customer text NOT NULL DEFAULT '',
      address_name text NOT NULL DEFAULT '',
      street text NOT NULL DEFAULT '',
      postal text NOT NULL DEFAULT '',
      city text NOT NULL DEFAULT '',
      telephone text NOT NULL DEFAULT '',
      description text NOT NULL DEFAULT '',
      order_description text NOT NULL DEFAULT '',
      is_done boolean NOT NULL DEFAULT false,
      start_date date,
      end_date date,
      signature_png bytea,
      signed_at timestamptz,
      signed_by integer REFERENCES employees(id),
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX work_orders_company_idx ON work_orders (company_id);

    CREATE TABLE work_order_info (
      id serial PRIMARY KEY,
      company_id integer NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      work_order_id integer NOT NULL REFERENCES work_orders(id) ON DELETE CASCADE,
      label text NOT NULL,
      value text NOT NULL DEFAULT '',
      sort_order integer NOT NULL DEFAULT 0
    );
    CREATE INDEX work_order_info_order_idx ON work_order_info (company_id, work_order_id);

    -- An employee's planned work for a day or a range of days: exactly one of project, order or indirect.
    CREATE TABLE planning (
      id serial PRIMARY KEY,
      company_id integer NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      employee_id integer NOT NULL REFERENCES employees(id) ON DELETE CASCADE,
      start_date date NOT NULL,
      end_date date NOT NULL,
      arrival text NOT NULL DEFAULT '',
      duration numeric(6,4) NOT NULL DEFAULT 0,
      project_id integer REFERENCES projects(id) ON DELETE CASCADE,
      work_order_id integer REFERENCES work_orders(id) ON DELETE CASCADE,
      indirect_work_type_id integer REFERENCES indirect_work_types(id),
      description text NOT NULL DEFAULT '',
      remark text NOT NULL DEFAULT '',
      CHECK (end_date >= start_date),
      CHECK (num_nonnulls(project_id, work_order_id, indirect_work_type_id) = 1)
    );
    CREATE INDEX planning_employee_idx ON planning (company_id, employee_id, start_date, end_date);
    CREATE INDEX planning_project_idx ON planning (company_id, project_id, start_date);
    CREATE INDEX planning_order_idx ON planning (company_id, work_order_id, start_date);

    -- Resource planning of a project for a day: what is done there and by which (sub)contractor.
    CREATE TABLE planning_items (
      id serial PRIMARY KEY,
      company_id integer NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      project_id integer NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
      date date NOT NULL,
      description text NOT NULL DEFAULT ''
    );
    CREATE INDEX planning_items_project_idx ON planning_items (company_id, project_id, date);

    CREATE TABLE planning_item_works (
      id serial PRIMARY KEY,
      company_id integer NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      planning_item_id integer NOT NULL REFERENCES planning_items(id) ON DELETE CASCADE,
      description text NOT NULL DEFAULT '',
      relation_id integer REFERENCES relations(id)
    );
    CREATE INDEX planning_item_works_item_idx ON planning_item_works (company_id, planning_item_id);

    -- groupLineId is the id.
    CREATE TABLE materials (
      id serial PRIMARY KEY,
      company_id integer NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      parent_group_code text NOT NULL,
      parent_group_description text NOT NULL DEFAULT '',
      group_code text NOT NULL,
      group_description text NOT NULL DEFAULT '',
      code text NOT NULL DEFAULT '',
      description text NOT NULL,
      unit text NOT NULL,
      quantity numeric(12,4) NOT NULL DEFAULT 0
    );
    CREATE INDEX materials_company_idx ON materials (company_id, parent_group_code, group_code);

    -- Hours on a project (work + budget), a work order, or indirect work. hours in decimal hours.
    CREATE TABLE hour_registrations (
      id bigserial PRIMARY KEY,
      company_id integer NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      employee_id integer NOT NULL REFERENCES employees(id),
      date date NOT NULL,
      project_id integer REFERENCES projects(id),
      work_id integer REFERENCES works(id),
      budget_id integer REFERENCES budgets(id),
      work_order_id integer REFERENCES work_orders(id),
      indirect_work_type_id integer REFERENCES indirect_work_types(id),
      hour_type_id integer REFERENCES hour_types(id),
      other_cost_type_id integer REFERENCES other_cost_types(id),
      hours numeric(8,4) NOT NULL CHECK (hours > 0 AND hours <= 24),
      remark text NOT NULL DEFAULT '',
      omschrijving text NOT NULL DEFAULT '',
      percentage numeric(6,2),
      verkoopfactuurregel_id integer NOT NULL DEFAULT 0,
      validated smallint NOT NULL DEFAULT 0,
      is_done boolean NOT NULL DEFAULT false,
      geblokkeerd boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CHECK (num_nonnulls(project_id, work_order_id, indirect_work_type_id) >= 1)
    );
    CREATE INDEX hour_registrations_employee_idx ON hour_registrations (company_id, employee_id, date);
    CREATE INDEX hour_registrations_project_idx ON hour_registrations (company_id, project_id, date);
    CREATE INDEX hour_registrations_order_idx ON hour_registrations (company_id, work_order_id, date);

    -- type 1 is order material; is_predefined marks material the office put on a work order beforehand.
    CREATE TABLE material_registrations (
      id bigserial PRIMARY KEY,
      company_id integer NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      employee_id integer REFERENCES employees(id),
      date date NOT NULL,
      project_id integer REFERENCES projects(id),
      work_id integer REFERENCES works(id),
      budget_id integer REFERENCES budgets(id),
      work_order_id integer REFERENCES work_orders(id),
      material_id integer REFERENCES materials(id) ON DELETE SET NULL,
      quantity numeric(12,4) NOT NULL CHECK (quantity <> 0),
      unit text NOT NULL,
      description text NOT NULL,
      remark text NOT NULL DEFAULT '',
      type smallint NOT NULL DEFAULT 0,
      is_predefined boolean NOT NULL DEFAULT false,
      verkoopfactuurregel_id integer NOT NULL DEFAULT 0,
      validated smallint NOT NULL DEFAULT 0,
      geblokkeerd boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CHECK (num_nonnulls(project_id, work_order_id) >= 1)
    );
    CREATE INDEX material_registrations_employee_idx ON material_registrations (company_id, employee_id, date);
    CREATE INDEX material_registrations_project_idx ON material_registrations (company_id, project_id, date);
    CREATE INDEX material_registrations_order_idx ON material_registrations (company_id, work_order_id, date);
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await executeStatements(
    db,
    `
    DROP TABLE IF EXISTS material_registrations, hour_registrations, materials, planning_item_works,
      planning_items, planning, work_order_info, work_orders, other_cost_types, indirect_work_types,
      hour_types, budgets, works, projects, project_groups, contact_persons, relations, idempotency_keys,
      login_failures, sessions, employees, company_working_hours, companies CASCADE;
  `,
  );
}
