import type { IsoDate } from './calendar';
import type { CatalogueLine, MaterialUnit } from './catalogue';

/**
 * A company's demo data as plain values that refer to each other by readable keys (usernames, project
 * codes, work-order numbers, type names), so the data files read like the office's own lists. The writer
 * turns the keys into ids and checks that every reference stays inside the company.
 */

export interface EmployeeRights {
  registratieRechten: number;
  projectAdministratieIngeschakeld: boolean;
  regiewerkAanmakenIngeschakeld: boolean;
  boekenOverigeProjectkosten: number;
  aanmakenRegiewerk: number;
  validateRegistrationsEnabled: boolean;
}

export interface EmployeeSpec {
  username: string;
  password: string;
  firstName: string;
  lastName: string;
  mobile: string;
  telephone: string;
  active?: boolean;
  rights: EmployeeRights;
  /** The office's team of him; none when left out. */
  team?: string;
}

export interface NamedTypeSpec {
  omschrijving: string;
  active?: boolean;
}

/** An hour type may be the company's default, the one a new hours form starts on (at most one). */
export interface HourTypeSpec extends NamedTypeSpec {
  isDefault?: boolean;
}

export interface RelationSpec {
  key: string;
  companyName: string;
  address: string;
  zipCode: string;
  city: string;
  telephone: string;
  contacts: string[];
}

export interface BudgetSpec {
  key: string;
  code: string;
  omschrijving: string;
  /** 0 budget, 1 stelpost, 2 overige projectkosten. */
  soort: 0 | 1 | 2;
  active?: boolean;
  isDone?: boolean;
  geblokkeerd?: boolean;
  factuurId?: number;
}

export interface WorkSpec {
  key: string;
  omschrijving: string;
  /** 0 normal, 1 cost-plus (regie). */
  soortId: 0 | 1;
  active?: boolean;
  isOud?: boolean;
  created: IsoDate;
  /** Username of the employee who created a regiewerk in the app; absent for the office's works. */
  createdBy?: string;
  budgets: BudgetSpec[];
}

export interface ProjectSpec {
  code: string;
  relation: string;
  /** A contact person's name within the relation. */
  contact?: string;
  /** A project group's name (may be the empty-named group). */
  group: string;
  customer: string;
  description: string;
  address: string;
  postalcode: string;
  city: string;
  phone: string;
  year: number;
  /** 0 normal, 1 regie: a project of cost-plus work only. */
  soortId?: 0 | 1;
  status: number;
  isOud?: boolean;
  isDone?: boolean;
  hasActiveAdministration?: boolean;
  remarkResourcePlanning?: string;
  startDate: IsoDate;
  endDate: IsoDate;
  works: WorkSpec[];
}

export interface WorkOrderSpec {
  nummer: string;
  project?: string;
  relation?: string;
  /** 2 'In uitvoering', 3 and 4 'Gereed'. */
  orderStatus: 2 | 3 | 4;
  factuurId?: number;
  externalReference: string;
  externalOrder: string;
  customer: string;
  addressName: string;
  street: string;
  postal: string;
  city: string;
  telephone: string;
  description: string;
  orderDescription: string;
  isDone?: boolean;
  startDate: IsoDate;
  endDate: IsoDate;
  info: [label: string, value: string][];
}

/** Exactly one of project, workOrder and indirect. */
export interface PlanningSpec {
  employee: string;
  start: IsoDate;
  end: IsoDate;
  arrival: string;
  duration: number;
  project?: string;
  workOrder?: string;
  indirect?: string;
  description?: string;
  remark?: string;
}

export interface PlanningItemSpec {
  project: string;
  date: IsoDate;
  description: string;
  works: { description: string; relation?: string }[];
}

/** Registration flags shared by hours and materials. */
interface RegistrationState {
  /** Non-zero: invoiced. */
  verkoopfactuurregelId?: number;
  validated?: 0 | 1;
  geblokkeerd?: boolean;
}

export interface HourRegistrationSpec extends RegistrationState {
  employee: string;
  date: IsoDate;
  project?: string;
  work?: string;
  budget?: string;
  workOrder?: string;
  indirect?: string;
  hourType?: string;
  otherCostType?: string;
  hours: number;
  remark?: string;
  omschrijving?: string;
  percentage?: number;
  isDone?: boolean;
}

export interface MaterialRegistrationSpec extends RegistrationState {
  /** null for material the office put on a work order beforehand. */
  employee: string | null;
  date: IsoDate;
  project?: string;
  work?: string;
  budget?: string;
  workOrder?: string;
  /** A catalogue line's description; the unit and text are copied from it. */
  material?: string;
  /** A line typed in by hand, not from the catalogue. */
  manual?: { description: string; unit: MaterialUnit };
  quantity: number;
  remark?: string;
  /** 1 order material, 0 project material. */
  type: 0 | 1;
  isPredefined?: boolean;
}

export interface CompanyDataset {
  code: string;
  name: string;
  logoPng: Buffer;
  /** Hours per ISO weekday, Monday first. */
  workingHours: [number, number, number, number, number, number, number];
  employees: EmployeeSpec[];
  hourTypes: HourTypeSpec[];
  indirectWorkTypes: NamedTypeSpec[];
  otherCostTypes: NamedTypeSpec[];
  relations: RelationSpec[];
  projectGroups: string[];
  projects: ProjectSpec[];
  workOrders: WorkOrderSpec[];
  catalogue: CatalogueLine[];
  planning: PlanningSpec[];
  planningItems: PlanningItemSpec[];
  hourRegistrations: HourRegistrationSpec[];
  materialRegistrations: MaterialRegistrationSpec[];
}
