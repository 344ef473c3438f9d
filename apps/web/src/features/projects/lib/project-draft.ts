import { RelationSchema, todayInAmsterdam, type ProjectCreate, type Relation } from '@bouwwerk/domain';

/** The specification's project draft: what 'Nieuw Project' and the relation wizard fill in together. */
export interface ProjectDraft {
  relation: Relation | null;
  contactPersonId: number | null;
  projectGroupId: number | null;
  code: string;
  description: string;
  address: string;
  postalcode: string;
  city: string;
  phone: string;
  /** 'Werkadres toevoegen': the address fields hold the work address, starting from the relation's. */
  workAddress: boolean;
}

export const EMPTY_DRAFT: ProjectDraft = {
  relation: null,
  contactPersonId: null,
  projectGroupId: null,
  code: '',
  description: '',
  address: '',
  postalcode: '',
  city: '',
  phone: '',
  workAddress: false,
};

/** Whether anything was filled in or picked: what the app update and an account switch ask about. */
export function isDraftTouched(draft: ProjectDraft): boolean {
  return (Object.keys(EMPTY_DRAFT) as (keyof ProjectDraft)[]).some((field) => draft[field] !== EMPTY_DRAFT[field]);
}

export type AddressField = 'address' | 'postalcode' | 'city' | 'phone';

/** Picking an existing relation copies its id, company name, address, zip code and city. */
export function withRelation(draft: ProjectDraft, relation: Relation): ProjectDraft {
  return {
    ...draft,
    relation,
    contactPersonId: relation.contactPersons[0]?.id ?? null,
    address: relation.contactAddress,
    postalcode: relation.contactZipCode,
    city: relation.contactCity,
    phone: relation.telephone,
    workAddress: true,
  };
}

/** Unticking the work-address box blanks the address, zip and city; ticking it restores the relation's. */
export function withWorkAddress(draft: ProjectDraft, ticked: boolean): ProjectDraft {
  const relation = draft.relation;
  return {
    ...draft,
    workAddress: ticked,
    address: ticked ? (relation?.contactAddress ?? '') : '',
    postalcode: ticked ? (relation?.contactZipCode ?? '') : '',
    city: ticked ? (relation?.contactCity ?? '') : '',
  };
}

/** POST /v1/project: projectYear the current year, status 1, afronden 0, customer the signed-in organisation. */
export function projectCreatePayload(
  draft: ProjectDraft & { relation: Relation },
  organisation: string,
): ProjectCreate {
  return {
    code: draft.code.trim(),
    customer: organisation,
    relationId: draft.relation.id,
    contactPersonId: draft.contactPersonId,
    projectGroupId: draft.projectGroupId,
    description: draft.description.trim(),
    companyId: null,
    address: draft.address.trim(),
    postalcode: draft.postalcode.trim(),
    city: draft.city.trim(),
    phone: draft.phone.trim(),
    newRelationCreated: false,
    projectYear: todayInAmsterdam().getFullYear(),
    status: 1,
    afronden: 0,
  };
}

/** Whose draft it is: the company code and the employee, as a sign-in names them. */
export interface DraftOwner {
  organisation: string;
  userID: number;
}

/** Where the draft is, and how far it got (0 relation and address, 1 group, code and description). */
export interface KeptDraft {
  draft: ProjectDraft;
  stage: 0 | 1;
}

const draftKey = (owner: DraftOwner) => `project-draft:${owner.organisation.trim().toLowerCase()}:${owner.userID}`;

const STRING_FIELDS = ['code', 'description', 'address', 'postalcode', 'city', 'phone'] as const;
const ID_FIELDS = ['contactPersonId', 'projectGroupId'] as const;

/** A draft read back from storage, field by field: anything that does not fit is left empty. */
function draftFrom(value: unknown): ProjectDraft {
  if (typeof value !== 'object' || value === null) return EMPTY_DRAFT;
  const kept = value as Record<string, unknown>;
  const draft: ProjectDraft = { ...EMPTY_DRAFT };
  const relation = RelationSchema.safeParse(kept.relation);
  if (relation.success) draft.relation = relation.data;
  for (const field of STRING_FIELDS) if (typeof kept[field] === 'string') draft[field] = kept[field];
  for (const field of ID_FIELDS) if (Number.isInteger(kept[field])) draft[field] = kept[field] as number;
  draft.workAddress = kept.workAddress === true;
  return draft;
}

/**
 * The draft this account left in this tab, so a reload (or a page that crashed) does not lose what was typed:
 * kept in sessionStorage, per account, until the project is created or the user leaves the form with Doorgaan.
 */
export function loadDraft(owner: DraftOwner | null): KeptDraft {
  if (!owner) return { draft: EMPTY_DRAFT, stage: 0 };
  try {
    const kept = JSON.parse(sessionStorage.getItem(draftKey(owner)) ?? 'null') as {
      draft?: unknown;
      stage?: unknown;
    } | null;
    const draft = draftFrom(kept?.draft);
    // Stage 1 needs the relation of stage 0.
    return { draft, stage: kept?.stage === 1 && draft.relation ? 1 : 0 };
  } catch {
    return { draft: EMPTY_DRAFT, stage: 0 };
  }
}

/** Keeps a touched draft for a reload; an untouched one leaves nothing behind. */
export function keepDraft(owner: DraftOwner | null, kept: KeptDraft): void {
  if (!owner) return;
  try {
    if (isDraftTouched(kept.draft)) sessionStorage.setItem(draftKey(owner), JSON.stringify(kept));
    else sessionStorage.removeItem(draftKey(owner));
  } catch {
    // Storage full or refused (private mode): the draft lives on in the form, only a reload would lose it.
  }
}

/** After the project is created, or when the user leaves the form without it. */
export function discardDraft(owner: DraftOwner | null): void {
  if (!owner) return;
  try {
    sessionStorage.removeItem(draftKey(owner));
  } catch {
    // Nothing kept, nothing to remove.
  }
}
