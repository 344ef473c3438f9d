import { todayInAmsterdam, type ProjectCreate, type Relation } from '@bouwwerk/domain';

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
