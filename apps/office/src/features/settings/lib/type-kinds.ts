import {
  OfficeHourTypeInputSchema,
  OfficeNamedTypeInputSchema,
  type NamedTypeKind,
  type OfficeHourType,
  type OfficeNamedType,
  type OfficeTypes,
} from '@bouwwerk/domain';

/** The lists of the Soorten page, each with its tab's name in the address, its route and its schema. */
export interface TypeKind {
  kind: NamedTypeKind;
  list: keyof OfficeTypes;
  /** ?lijst= of /kantoor/soorten. */
  param: string;
  schema: typeof OfficeNamedTypeInputSchema | typeof OfficeHourTypeInputSchema;
}

export const TYPE_KINDS: readonly TypeKind[] = [
  { kind: 'hour-types', list: 'hourTypes', param: 'uursoorten', schema: OfficeHourTypeInputSchema },
  { kind: 'indirect-types', list: 'indirectTypes', param: 'indirect', schema: OfficeNamedTypeInputSchema },
  { kind: 'other-cost-types', list: 'otherCostTypes', param: 'overig', schema: OfficeNamedTypeInputSchema },
];

export const TAB_PARAM = 'lijst';

/** The tab an address names; the hour types when it names none (or one that does not exist). */
export const kindOfParam = (param: string | null): TypeKind =>
  TYPE_KINDS.find((kind) => kind.param === param) ?? TYPE_KINDS[0]!;

/** A type of any list; hour types also say whether they are the company's default. */
export type AnyType = OfficeNamedType & Partial<Pick<OfficeHourType, 'default'>>;
