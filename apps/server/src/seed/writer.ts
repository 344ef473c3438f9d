import type { Transaction } from 'kysely';
import type { Database } from '../db/types';
import type { StoredPassword } from '../lib/passwords';
import { MATERIAL_UNITS } from './catalogue';
import type { CompanyDataset } from './dataset';

/** Row counts per table, as the seed summary reports them. */
export const SEEDED_TABLES = [
  'companies',
  'company_working_hours',
  'employees',
  'hour_types',
  'indirect_work_types',
  'other_cost_types',
  'relations',
  'contact_persons',
  'project_groups',
  'projects',
  'works',
  'budgets',
  'work_orders',
  'work_order_info',
  'materials',
  'planning',
  'planning_items',
  'planning_item_works',
  'hour_registrations',
  'material_registrations',
] as const satisfies readonly (keyof Database)[];

export type SeededTable = (typeof SEEDED_TABLES)[number];
export type TableCounts = Record<SeededTable, number>;

export function emptyCounts(): TableCounts {
  return Object.fromEntries(SEEDED_TABLES.map((t) => [t, 0])) as TableCounts;
}

/** Passwords are hashed before the transaction opens (scrypt is slow on purpose), keyed by username. */
export type HashedPasswords = ReadonlyMap<string, StoredPassword>;

/**
 * Serial ids are drawn in the order of the VALUES list, so sorting the returned ids lines them up with the
 * rows that were sent, whatever order RETURNING happens to use.
 */
function sortedIds(rows: { id: number }[]): number[] {
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

/** Maps a key to an id, failing loudly on a typo in the data files rather than storing a wrong reference. */
class KeyMap {
  private readonly ids = new Map<string, number>();

  constructor(private readonly what: string) {}

  set(key: string, id: number): void {
    if (this.ids.has(key)) throw new Error(`Duplicate ${this.what} '${key}' in the seed data`);
    this.ids.set(key, id);
  }

  get(key: string): number {
    const id = this.ids.get(key);
    if (id === undefined) throw new Error(`Unknown ${this.what} '${key}' in the seed data`);
    return id;
  }

  /** For optional references: undefined stays null. */
  optional(key: string | undefined): number | null {
    return key === undefined ? null : this.get(key);
  }

  fill(keys: readonly string[], ids: readonly number[]): void {
    if (keys.length !== ids.length) throw new Error(`Inserted ${ids.length} ${this.what} rows for ${keys.length} keys`);
    keys.forEach((key, i) => this.set(key, ids[i] as number));
  }
}

function check(condition: boolean, message: string): void {
  if (!condition) throw new Error(`Seed data: ${message}`);
}

/** Inserts one company's dataset; every row gets the company's id. Returns the company id. */
export async function writeCompanyDataset(
  trx: Transaction<Database>,
  data: CompanyDataset,
  passwords: HashedPasswords,
  counts: TableCounts,
): Promise<number> {
  const company = await trx
    .insertInto('companies')
    .values({ code: data.code, name: data.name, logo: data.logoPng, logo_ext: 'png', logo_mime: 'image/png' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const companyId = company.id;
  counts.companies += 1;

  await trx
    .insertInto('company_working_hours')
    .values(data.workingHours.map((hours, i) => ({ company_id: companyId, weekday: i + 1, hours })))
    .execute();
  counts.company_working_hours += data.workingHours.length;

  // Employees
  const employees = new KeyMap('employee');
  employees.fill(
    data.employees.map((e) => e.username),
    sortedIds(
      await trx
        .insertInto('employees')
        .values(
          data.employees.map((e) => {
            const stored = passwords.get(e.username);
            if (!stored) throw new Error(`No password hashed for ${e.username}`);
            check(e.username === e.username.toLowerCase(), `username ${e.username} must be lower-case`);
            return {
              company_id: companyId,
              username: e.username,
              password_hash: stored.hash,
              password_salt: stored.salt,
              first_name: e.firstName,
              last_name: e.lastName,
              mobile: e.mobile,
              telephone: e.telephone,
              active: e.active ?? true,
              registratie_rechten: e.rights.registratieRechten,
              project_administratie_ingeschakeld: e.rights.projectAdministratieIngeschakeld,
              regiewerk_aanmaken_ingeschakeld: e.rights.regiewerkAanmakenIngeschakeld,
              boeken_overige_projectkosten: e.rights.boekenOverigeProjectkosten,
              aanmaken_regiewerk: e.rights.aanmakenRegiewerk,
              validate_registrations_enabled: e.rights.validateRegistrationsEnabled,
              team: e.team ?? '',
            };
          }),
        )
        .returning('id')
        .execute(),
    ),
  );
  counts.employees += data.employees.length;

  // The three type lists share a shape; sort_order keeps the office's order (the first hour type is preselected).
  const namedTypes = async (
    table: 'hour_types' | 'indirect_work_types' | 'other_cost_types',
    specs: CompanyDataset['hourTypes'],
  ): Promise<KeyMap> => {
    const map = new KeyMap(table);
    map.fill(
      specs.map((s) => s.omschrijving),
      sortedIds(
        await trx
          .insertInto(table)
          .values(
            specs.map((s, i) => ({
              company_id: companyId,
              omschrijving: s.omschrijving,
              sort_order: (i + 1) * 10,
              active: s.active ?? true,
            })),
          )
          .returning('id')
          .execute(),
      ),
    );
    counts[table] += specs.length;
    return map;
  };
  const hourTypes = await namedTypes('hour_types', data.hourTypes);
  const defaultHourTypes = data.hourTypes.filter((s) => s.isDefault);
  check(defaultHourTypes.length <= 1, 'at most one default hour type');
  for (const spec of defaultHourTypes) {
    await trx
      .updateTable('hour_types')
      .set({ is_default: true })
      .where('id', '=', hourTypes.get(spec.omschrijving))
      .execute();
  }
  const indirectTypes = await namedTypes('indirect_work_types', data.indirectWorkTypes);
  const otherCostTypes = await namedTypes('other_cost_types', data.otherCostTypes);

  // Relations and their contact persons
  const relations = new KeyMap('relation');
  relations.fill(
    data.relations.map((r) => r.key),
    sortedIds(
      await trx
        .insertInto('relations')
        .values(
          data.relations.map((r) => ({
            company_id: companyId,
            company_name: r.companyName,
            contact_address: r.address,
            contact_zip_code: r.zipCode,
            contact_city: r.city,
            telephone: r.telephone,
          })),
        )
        .returning('id')
        .execute(),
    ),
  );
  counts.relations += data.relations.length;

  const contactKeys = data.relations.flatMap((r) => r.contacts.map((name) => ({ relation: r.key, name })));
  const contacts = new KeyMap('contact person');
  if (contactKeys.length > 0) {
    contacts.fill(
      contactKeys.map((c) => `${c.relation}/${c.name}`),
      sortedIds(
        await trx
          .insertInto('contact_persons')
          .values(
            contactKeys.map((c) => ({ company_id: companyId, relation_id: relations.get(c.relation), name: c.name })),
          )
          .returning('id')
          .execute(),
      ),
    );
  }
  counts.contact_persons += contactKeys.length;

  const groups = new KeyMap('project group');
  groups.fill(
    data.projectGroups,
    sortedIds(
      await trx
        .insertInto('project_groups')
        .values(data.projectGroups.map((name) => ({ company_id: companyId, company_name: name })))
        .returning('id')
        .execute(),
    ),
  );
  counts.project_groups += data.projectGroups.length;

  // Projects, works and budgets
  const projects = new KeyMap('project');
  projects.fill(
    data.projects.map((p) => p.code),
    sortedIds(
      await trx
        .insertInto('projects')
        .values(
          data.projects.map((p) => ({
            company_id: companyId,
            code: p.code,
            relation_id: relations.get(p.relation),
            contact_person_id: p.contact === undefined ? null : contacts.get(`${p.relation}/${p.contact}`),
            project_group_id: groups.get(p.group),
            customer: p.customer,
            description: p.description,
            address: p.address,
            postalcode: p.postalcode,
            city: p.city,
            phone: p.phone,
            project_year: p.year,
            soort_id: p.soortId ?? 0,
            status: p.status,
            afronden: 0,
            is_oud: p.isOud ?? false,
            is_done: p.isDone ?? false,
            has_active_administration: p.hasActiveAdministration ?? true,
            remark_resource_planning: p.remarkResourcePlanning ?? '',
            start_date: p.startDate,
            end_date: p.endDate,
          })),
        )
        .returning('id')
        .execute(),
    ),
  );
  counts.projects += data.projects.length;

  const workSpecs = data.projects.flatMap((p) => p.works.map((w) => ({ project: p.code, work: w })));
  const works = new KeyMap('work');
  const projectOfWork = new Map<string, string>();
  works.fill(
    workSpecs.map((w) => w.work.key),
    sortedIds(
      await trx
        .insertInto('works')
        .values(
          workSpecs.map(({ project, work }) => {
            projectOfWork.set(work.key, project);
            // A cost-plus work is booked without a part (budget 0), so it carries no budgets.
            check(work.soortId === 0 || work.budgets.length === 0, `regie work ${work.key} must have no budgets`);
            return {
              company_id: companyId,
              project_id: projects.get(project),
              omschrijving: work.omschrijving,
              soort_id: work.soortId,
              status_id: 0,
              active: work.active ?? true,
              is_oud: work.isOud ?? false,
              created: work.created,
              created_by: employees.optional(work.createdBy),
            };
          }),
        )
        .returning('id')
        .execute(),
    ),
  );
  counts.works += workSpecs.length;

  const budgetSpecs = workSpecs.flatMap(({ work }) => work.budgets.map((b) => ({ work: work.key, budget: b })));
  const budgets = new KeyMap('budget');
  const workOfBudget = new Map<string, string>();
  const soortOfBudget = new Map<string, number>();
  if (budgetSpecs.length > 0) {
    budgets.fill(
      budgetSpecs.map((b) => b.budget.key),
      sortedIds(
        await trx
          .insertInto('budgets')
          .values(
            budgetSpecs.map(({ work, budget }) => {
              workOfBudget.set(budget.key, work);
              soortOfBudget.set(budget.key, budget.soort);
              return {
                company_id: companyId,
                work_id: works.get(work),
                code: budget.code,
                omschrijving: budget.omschrijving,
                soort: budget.soort,
                active: budget.active ?? true,
                is_done: budget.isDone ?? false,
                geblokkeerd: budget.geblokkeerd ?? false,
                factuur_id: budget.factuurId ?? null,
              };
            }),
          )
          .returning('id')
          .execute(),
      ),
    );
  }
  counts.budgets += budgetSpecs.length;

  // Work orders and their extra information
  const orders = new KeyMap('work order');
  orders.fill(
    data.workOrders.map((o) => o.nummer),
    sortedIds(
      await trx
        .insertInto('work_orders')
        .values(
          data.workOrders.map((o) => ({
            company_id: companyId,
            project_id: projects.optional(o.project),
            relation_id: relations.optional(o.relation),
            nummer: o.nummer,
            order_status: o.orderStatus,
            factuur_id: o.factuurId ?? null,
            external_reference: o.externalReference,
            external_order: o.externalOrder,
            customer: o.customer,
            address_name: o.addressName,
            street: o.street,
            postal: o.postal,
            city: o.city,
            telephone: o.telephone,
            description: o.description,
            order_description: o.orderDescription,
            is_done: o.isDone ?? false,
            start_date: o.startDate,
            end_date: o.endDate,
          })),
        )
        .returning('id')
        .execute(),
    ),
  );
  counts.work_orders += data.workOrders.length;

  const infoRows = data.workOrders.flatMap((o) =>
    o.info.map(([label, value], i) => ({
      company_id: companyId,
      work_order_id: orders.get(o.nummer),
      label,
      value,
      sort_order: (i + 1) * 10,
    })),
  );
  if (infoRows.length > 0) await trx.insertInto('work_order_info').values(infoRows).execute();
  counts.work_order_info += infoRows.length;

  // Material catalogue
  const materials = new KeyMap('catalogue material');
  const unitOfMaterial = new Map(data.catalogue.map((m) => [m.description, m.unit]));
  for (const line of data.catalogue) {
    check((MATERIAL_UNITS as readonly string[]).includes(line.unit), `unit ${line.unit} is not offered by the app`);
  }
  materials.fill(
    data.catalogue.map((m) => m.description),
    sortedIds(
      await trx
        .insertInto('materials')
        .values(
          data.catalogue.map((m) => ({
            company_id: companyId,
            parent_group_code: m.parentGroupCode,
            parent_group_description: m.parentGroupDescription,
            group_code: m.groupCode,
            group_description: m.groupDescription,
            code: m.code,
            description: m.description,
            unit: m.unit,
            quantity: m.quantity,
          })),
        )
        .returning('id')
        .execute(),
    ),
  );
  counts.materials += data.catalogue.length;

  // Planning
  if (data.planning.length > 0) {
    await trx
      .insertInto('planning')
      .values(
        data.planning.map((p) => {
          const targets = [p.project, p.workOrder, p.indirect].filter((t) => t !== undefined);
          check(targets.length === 1, `planning of ${p.employee} on ${p.start} needs exactly one target`);
          check(p.end >= p.start, `planning of ${p.employee} ends before it starts`);
          check(/^\d\d:\d\d$/.test(p.arrival), `arrival ${p.arrival} is not HH:mm`);
          return {
            company_id: companyId,
            employee_id: employees.get(p.employee),
            start_date: p.start,
            end_date: p.end,
            arrival: p.arrival,
            duration: p.duration,
            project_id: projects.optional(p.project),
            work_order_id: orders.optional(p.workOrder),
            indirect_work_type_id: indirectTypes.optional(p.indirect),
            description: p.description ?? '',
            remark: p.remark ?? '',
          };
        }),
      )
      .execute();
  }
  counts.planning += data.planning.length;

  if (data.planningItems.length > 0) {
    const itemIds = sortedIds(
      await trx
        .insertInto('planning_items')
        .values(
          data.planningItems.map((item) => ({
            company_id: companyId,
            project_id: projects.get(item.project),
            date: item.date,
            description: item.description,
          })),
        )
        .returning('id')
        .execute(),
    );
    const itemWorks = data.planningItems.flatMap((item, i) =>
      item.works.map((w) => ({
        company_id: companyId,
        planning_item_id: itemIds[i] as number,
        description: w.description,
        relation_id: relations.optional(w.relation),
      })),
    );
    if (itemWorks.length > 0) await trx.insertInto('planning_item_works').values(itemWorks).execute();
    counts.planning_item_works += itemWorks.length;
  }
  counts.planning_items += data.planningItems.length;

  /** A project booking names its work and budget; both must belong to the project (and budget to work). */
  const checkProjectTarget = (r: { project?: string; work?: string; budget?: string }, who: string) => {
    check(r.project === undefined || r.work !== undefined, `${who}: a project booking needs a work`);
    if (r.work !== undefined)
      check(projectOfWork.get(r.work) === r.project, `${who}: work ${r.work} is not in ${r.project}`);
    if (r.budget !== undefined)
      check(workOfBudget.get(r.budget) === r.work, `${who}: budget ${r.budget} is not in ${r.work}`);
  };

  // Hour registrations
  if (data.hourRegistrations.length > 0) {
    await trx
      .insertInto('hour_registrations')
      .values(
        data.hourRegistrations.map((r) => {
          const who = `hours of ${r.employee} on ${r.date}`;
          check(r.hours > 0 && r.hours <= 24, `${who}: ${r.hours} hours is out of range`);
          check(
            [r.project, r.workOrder, r.indirect].filter((t) => t !== undefined).length === 1,
            `${who}: needs exactly one of project, work order and indirect`,
          );
          checkProjectTarget(r, who);
          if (r.otherCostType !== undefined) {
            check(r.budget !== undefined && soortOfBudget.get(r.budget) === 2, `${who}: OP needs an OP budget`);
          }
          return {
            company_id: companyId,
            employee_id: employees.get(r.employee),
            date: r.date,
            project_id: projects.optional(r.project),
            work_id: works.optional(r.work),
            budget_id: budgets.optional(r.budget),
            work_order_id: orders.optional(r.workOrder),
            indirect_work_type_id: indirectTypes.optional(r.indirect),
            hour_type_id: hourTypes.optional(r.hourType),
            other_cost_type_id: otherCostTypes.optional(r.otherCostType),
            hours: r.hours,
            remark: r.remark ?? '',
            omschrijving: r.omschrijving ?? '',
            percentage: r.percentage ?? null,
            verkoopfactuurregel_id: r.verkoopfactuurregelId ?? 0,
            validated: r.validated ?? 0,
            is_done: r.isDone ?? false,
            geblokkeerd: r.geblokkeerd ?? false,
          };
        }),
      )
      .execute();
  }
  counts.hour_registrations += data.hourRegistrations.length;

  // Material registrations
  if (data.materialRegistrations.length > 0) {
    await trx
      .insertInto('material_registrations')
      .values(
        data.materialRegistrations.map((r) => {
          const who = `material of ${r.employee ?? 'the office'} on ${r.date}`;
          check(r.quantity !== 0, `${who}: quantity must not be 0`);
          check((r.project === undefined) !== (r.workOrder === undefined), `${who}: needs a project or a work order`);
          check(
            (r.material === undefined) !== (r.manual === undefined),
            `${who}: needs a catalogue line or a manual entry`,
          );
          check(r.type === (r.workOrder === undefined ? 0 : 1), `${who}: type 1 is for order material only`);
          check(
            !r.isPredefined || (r.employee === null && r.workOrder !== undefined),
            `${who}: predefined is office material on an order`,
          );
          checkProjectTarget(r, who);
          const unit = r.manual?.unit ?? unitOfMaterial.get(r.material ?? '');
          return {
            company_id: companyId,
            employee_id: r.employee === null ? null : employees.get(r.employee),
            date: r.date,
            project_id: projects.optional(r.project),
            work_id: works.optional(r.work),
            budget_id: budgets.optional(r.budget),
            work_order_id: orders.optional(r.workOrder),
            material_id: materials.optional(r.material),
            quantity: r.quantity,
            unit: unit ?? '',
            description: r.manual?.description ?? r.material ?? '',
            remark: r.remark ?? '',
            type: r.type,
            is_predefined: r.isPredefined ?? false,
            verkoopfactuurregel_id: r.verkoopfactuurregelId ?? 0,
            validated: r.validated ?? 0,
            geblokkeerd: r.geblokkeerd ?? false,
          };
        }),
      )
      .execute();
  }
  counts.material_registrations += data.materialRegistrations.length;

  return companyId;
}
