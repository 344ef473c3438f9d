/** Every query key of the console, so that a write invalidates exactly what it changed. */
export const keys = {
  session: ['office', 'session'] as const,
  employees: ['office', 'employees'] as const,
  employee: (id: number) => ['office', 'employees', id] as const,
  projects: ['office', 'projects'] as const,
  project: (id: number) => ['office', 'projects', id] as const,
  relations: ['office', 'relations'] as const,
  relation: (id: number) => ['office', 'relations', id] as const,
  projectGroups: ['office', 'project-groups'] as const,
  workOrders: ['office', 'work-orders'] as const,
  workOrder: (id: number) => ['office', 'work-orders', id] as const,
  users: ['office', 'users'] as const,
  /** Every page and search of the catalogue, which any write of it changes. */
  materials: ['office', 'materials'] as const,
  materialPage: (search: string, page: number) => ['office', 'materials', search, page] as const,
  passkeys: ['office', 'passkeys'] as const,
  types: ['office', 'types'] as const,
  company: ['office', 'company'] as const,
  /** Every view of the Logboek, which any write adds to. */
  auditLogs: ['office', 'audit-log'] as const,
  auditLog: (filter: Record<string, string>) => ['office', 'audit-log', filter] as const,
  auditActors: ['office', 'audit-log-actors'] as const,
  /** Every period of the Planbord. */
  planning: ['office', 'planning'] as const,
  /** Every period of Weken and every week opened, which a decision changes. */
  weekReviews: ['office', 'weeks'] as const,
  /** Every view of Registraties, which a correction, a validation and a closed period change. */
  registrations: ['office', 'registrations'] as const,
  registrationPage: (filter: Record<string, string>) => ['office', 'registrations', filter] as const,
  registrationGroups: (filter: Record<string, string>) => ['office', 'registrations', 'groups', filter] as const,
  registrationPeriod: ['office', 'registration-period'] as const,
};
