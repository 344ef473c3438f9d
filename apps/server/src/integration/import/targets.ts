/**
 * What an import record can name by its externalId, and where it is stored. `parent` is a column read along
 * with the id, for a rule between two references (a project's contact person belongs to its relation).
 */
export const TARGETS = {
  employees: { table: 'employees', noun: 'employee' },
  relations: { table: 'relations', noun: 'relation' },
  contactPersons: { table: 'contact_persons', noun: 'contact person', parent: 'relation_id' },
  projectGroups: { table: 'project_groups', noun: 'project group' },
  projects: { table: 'projects', noun: 'project' },
  works: { table: 'works', noun: 'work' },
  indirectTypes: { table: 'indirect_work_types', noun: 'indirect type' },
  workOrders: { table: 'work_orders', noun: 'work order' },
} as const satisfies Record<string, { table: string; noun: string; parent?: string }>;

export type TargetName = keyof typeof TARGETS;

/** A referenced record as resolved: its id, and its parent column's value where the target has one. */
export interface ResolvedRecord {
  id: number;
  parentId: number | null;
}

/** The references of a batch, resolved per target and externalId (every one exists: unknown ones were refused). */
export class ResolvedReferences {
  constructor(private readonly byTarget: Map<TargetName, Map<string, ResolvedRecord>>) {}

  /** The referenced record, or null for no reference (externalId null). */
  get(target: TargetName, externalId: string | null): ResolvedRecord | null {
    if (externalId === null) return null;
    const found = this.byTarget.get(target)?.get(externalId);
    if (!found) throw new Error(`${target} '${externalId}' was not resolved before use`);
    return found;
  }

  /** Bouwwerk's id of the referenced record, or null for no reference. */
  id(target: TargetName, externalId: string | null): number | null {
    return this.get(target, externalId)?.id ?? null;
  }
}
