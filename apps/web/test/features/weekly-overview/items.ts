import type {
  HourRegistration,
  MaterialRegistration,
  IndirectItem,
  ProjectItem,
  RegistrationCategory,
  RegistrationGroup,
  Rights,
  WorkOrderItem,
} from '@bouwwerk/domain';

/** Overview cards and their registrations as GET /v3/weekoverzicht answers them, with only what a test sets. */
const address = { street: 'Maliebaan 1', city: 'Utrecht', postalcode: '3581 CA' };
const base = {
  expected: true,
  date: '2026-11-23',
  endDate: '2026-11-27',
  arrival: '07:30',
  duration: 8,
  registrations: [],
};

export const project = (fields: Partial<ProjectItem> = {}): ProjectItem => ({
  ...base,
  type: 'project',
  id: 13,
  description: 'Nieuwbouw school',
  code: 'P26-013',
  nummer: '013',
  customer: 'Gemeente Utrecht',
  status: 1,
  address,
  city: 'Utrecht',
  postalcode: '3581 CA',
  soortId: 1,
  isRegie: false,
  isOud: false,
  isDone: false,
  otherProjectCosts: true,
  activeOtherProjectCosts: true,
  activeBudgets: true,
  activeCostPlus: false,
  hasActiveAdministration: true,
  colleagues: [],
  employees: [],
  planningItems: [],
  remarkResourcePlanning: '',
  ...fields,
});

export const workOrder = (fields: Partial<WorkOrderItem> = {}): WorkOrderItem => ({
  ...base,
  type: 'workorder',
  id: 142,
  description: 'CV-ketel vervangen',
  customer: 'Vastgoed Amstelland B.V.',
  status: 1,
  nummer: 'WB26-0142',
  address,
  factuurId: null,
  isDone: false,
  colleagues: [],
  ...fields,
});

export const indirect = (fields: Partial<IndirectItem> = {}): IndirectItem => ({
  ...base,
  type: 'indirect',
  id: 41,
  description: 'Verlof',
  indirectwerkId: 3,
  amount: 0,
  opmerking: '',
  validated: 0,
  ...fields,
});

export const hour = (fields: Partial<HourRegistration> = {}): HourRegistration => ({
  id: 501,
  date: '2026-11-23',
  workId: 7,
  budgetId: 70,
  quantity: 6,
  amount: 0,
  description: 'Normaal',
  remark: '',
  opmerking: '',
  uursoortId: 1,
  budgetTypeId: 0,
  unit: 'uur',
  type: 0,
  verkoopfactuurregelId: 0,
  validated: 0,
  isDone: 0,
  geblokkeerd: 0,
  ...fields,
});

export const material = (fields: Partial<MaterialRegistration> = {}): MaterialRegistration => ({
  id: 9,
  date: '2026-11-23',
  workId: 7,
  budgetId: 70,
  quantity: 2,
  unit: 'bbag',
  description: 'Zand',
  remark: '',
  validated: 0,
  isPredefined: false,
  verkoopfactuurregelId: 0,
  type: 0,
  geblokkeerd: 0,
  ...fields,
});

export const category = (fields: Partial<RegistrationCategory> = {}): RegistrationCategory => ({
  id: 70,
  code: '01',
  description: 'Metselwerk',
  isDone: 0,
  geblokkeerd: 0,
  factuurIdPresent: false,
  isOverigeProjectkosten: false,
  hours: [],
  materials: [],
  ...fields,
});

export const group = (fields: Partial<RegistrationGroup> = {}): RegistrationGroup => ({
  workId: 7,
  workDescription: 'Ruwbouw',
  budgets: [],
  otherCosts: [],
  variableCharges: [],
  ...fields,
});

export const rights = (fields: Partial<Rights> = {}): Rights => ({
  authorized: true,
  userID: 1,
  registrationRights: 1,
  projectAdministratieIngeschakeld: true,
  regiewerkAanmakenIngeschakeld: true,
  bookOtherProjectCosts: 1,
  createSurplusWork: 1,
  validateRegistrationsEnabled: true,
  closedThrough: null,
  ...fields,
});
